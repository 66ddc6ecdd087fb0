/**
 * Access rules of class sessions and question links (docs/sessions.md "Access"): staff-like
 * roles of the site. createSession and lastSession name their site; the other fields name a
 * session or link by id, whose stored site the policy reads (auth/tenancy.ts), so a site in the
 * input is never trusted. The lists are scoped to the caller's sites by the services. Students
 * are refused everything here.
 */
import { STAFF_AND_UP } from '../../kernel/roles';
import { type ArgsReader, arg, type FieldRule, inInput } from './types';

const list: FieldRule = { who: 'roles', roles: STAFF_AND_UP };
const ofSession = (reader: ArgsReader): FieldRule => ({ who: 'roles', roles: STAFF_AND_UP, session: reader });
const ofLink: FieldRule = { who: 'roles', roles: STAFF_AND_UP, link: arg('id') };

export const sessionRules: Record<string, FieldRule> = {
  'Query.session': ofSession(arg('id')),
  'Query.rejectedPresses': ofSession(arg('session')),
  'Query.sessions': list,
  'Query.lastSession': { who: 'roles', roles: STAFF_AND_UP, site: arg('site') },
  'Query.questionLink': ofLink,
  'Query.questionLinks': list,
  'Mutation.createSession': { who: 'roles', roles: STAFF_AND_UP, site: inInput('site') },
  'Mutation.clearSession': ofSession(arg('id')),
  'Mutation.startQuestion': ofSession(inInput('session')),
  'Mutation.stopQuestion': ofLink,
  'Mutation.revealQuestionLink': ofLink,
  'Mutation.clearQuestionLink': ofLink,
  'Mutation.updateQuestionLink': ofLink,
  'Mutation.removeQuestionLink': ofLink,
};
