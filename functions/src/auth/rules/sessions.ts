/**
 * Access rules of class sessions and question links (docs/sessions.md "Access"): staff-like
 * roles of the site. createSession and lastSession name their site, checked here; the other
 * fields name a session or link by id, whose stored site the services check (tenancy), so a
 * site in the input is never trusted. Students are refused everything here.
 */
import { arg, type FieldRule, inInput, STAFF_AND_UP } from './types';

const byId: FieldRule = { who: 'roles', roles: STAFF_AND_UP };

export const sessionRules: Record<string, FieldRule> = {
  'Query.session': byId,
  'Query.rejectedPresses': byId,
  'Query.sessions': byId,
  'Query.lastSession': { who: 'roles', roles: STAFF_AND_UP, site: arg('site') },
  'Query.questionLink': byId,
  'Query.questionLinks': byId,
  'Mutation.createSession': { who: 'roles', roles: STAFF_AND_UP, site: inInput('site') },
  'Mutation.clearSession': byId,
  'Mutation.startQuestion': byId,
  'Mutation.stopQuestion': byId,
  'Mutation.revealQuestionLink': byId,
  'Mutation.clearQuestionLink': byId,
  'Mutation.updateQuestionLink': byId,
  'Mutation.removeQuestionLink': byId,
};
