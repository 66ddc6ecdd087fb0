/**
 * Access rules of remote students (docs/sessions.md "Remote students"): anyone with the API key
 * may join a class by its code (the code is the secret, like the spec's remote entry); reading the
 * class and answering take the app token that joining returns, and no user token, staff or not,
 * may read or answer as a student.
 */
import type { FieldRule } from './types';

export const remoteRules: Record<string, FieldRule> = {
  'Mutation.joinSession': { who: 'anyone' },
  'Query.remoteClass': { who: 'app' },
  'Mutation.answerQuestion': { who: 'app' },
};
