/**
 * Access rules of the answer events (docs/sessions.md "Subscriptions"). Only the back end (IAM)
 * publishes: no role may, so a user cannot forge an answer on a teacher's screen. Staff-like roles
 * subscribe to a link of a site they reach (its stored site, read by the policy).
 */
import { STAFF_AND_UP } from '../../kernel/roles';
import { arg, type FieldRule } from './types';

export const answerRules: Record<string, FieldRule> = {
  'Mutation.publishAnswers': { who: 'roles', roles: [], backend: true },
  'Subscription.onAnswers': { who: 'roles', roles: STAFF_AND_UP, backend: true, link: arg('questionLink') },
};
