/**
 * Access rules of results, statistics and Excel exports (docs/exports.md "Access"): staff-like
 * roles. spotStats names its classroom, checked here; the other fields name a link, session,
 * classroom or job by id, whose stored site the services check (tenancy), so a teacher of
 * another site is refused and a job is read only within its site. Students are refused.
 */
import { arg, type FieldRule, STAFF_AND_UP } from './types';

const byId: FieldRule = { who: 'roles', roles: STAFF_AND_UP };

export const resultRules: Record<string, FieldRule> = {
  'Query.questionLinkStats': byId,
  'Query.studentResults': byId,
  'Query.spotStats': { who: 'roles', roles: STAFF_AND_UP, spot: arg('spot') },
  'Query.exportJob': byId,
  'Mutation.requestExport': byId,
};
