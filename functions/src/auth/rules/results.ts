/**
 * Access rules of results, statistics and Excel exports (docs/exports.md "Access"): staff-like
 * roles. spotStats names its classroom and questionLinkStats its link, checked here. The others
 * name a session or classroom only optionally (studentResults, requestExport's scope) or a job
 * the directory does not read (exportJob), so their services check the stored site: a teacher of
 * another site is refused and a job is read only within its site. Students are refused.
 */
import { STAFF_AND_UP } from '../../kernel/roles';
import { arg, type FieldRule } from './types';

const byId: FieldRule = { who: 'roles', roles: STAFF_AND_UP };

export const resultRules: Record<string, FieldRule> = {
  'Query.questionLinkStats': { who: 'roles', roles: STAFF_AND_UP, link: arg('id') },
  'Query.studentResults': byId,
  'Query.spotStats': { who: 'roles', roles: STAFF_AND_UP, spot: arg('spot') },
  'Query.exportJob': byId,
  'Mutation.requestExport': byId,
};
