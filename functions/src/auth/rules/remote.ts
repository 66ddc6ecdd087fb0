/**
 * Access rules of remote students (docs/sessions.md "Remote students"): anyone with the API key
 * may join a class by its code (the code is the secret, like the spec's remote entry); reading the
 * class and answering take the app token that joining returns, and no user token, staff or not,
 * may read or answer as a student.
 */
import { STAFF_AND_UP } from '../../kernel/roles';
import { arg, type FieldRule } from './types';

export const remoteRules: Record<string, FieldRule> = {
  // Limited per client and per code, and a seat moves only with its PIN (domain/remote/remote-join.ts).
  'Mutation.joinSession': { who: 'anyone' },
  // The teacher's screen: staff-like roles of the session's site.
  'Query.sessionSeatPins': { who: 'roles', roles: STAFF_AND_UP, session: arg('session') },
  'Query.remoteClass': { who: 'app' },
  'Mutation.answerQuestion': { who: 'app' },
};
