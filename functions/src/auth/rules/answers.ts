/**
 * Access rules of the answer events (docs/sessions.md "Subscriptions"). Only the back end (IAM)
 * publishes: no role may, so a user cannot forge an answer on a teacher's screen. Staff-like roles
 * subscribe; the link names its site only in storage, so the subscribe-time resolver checks it.
 */
import { type FieldRule, STAFF_AND_UP } from './types';

export const answerRules: Record<string, FieldRule> = {
  'Mutation.publishAnswers': { who: 'roles', roles: [], backend: true },
  'Subscription.onAnswers': { who: 'roles', roles: STAFF_AND_UP, backend: true },
};
