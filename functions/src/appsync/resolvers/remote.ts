/**
 * Resolvers of remote students (docs/sessions.md "Remote students"): join by code; with the app
 * token, read the class and its running question, and answer it.
 */
import type { AppCaller, Caller } from '../../auth/caller';
import { unauthorized } from '../../kernel/errors';
import type { FieldResolvers } from '../field';

/** The remote student's phone behind the call; the policy has already required an app token. */
function appCaller(caller: Caller): AppCaller {
  if (caller.kind !== 'app') throw unauthorized();
  return caller;
}

export const remoteResolvers: FieldResolvers = {
  'Mutation.joinSession': (args, { services, client }) => services.remoteJoin.join(args.input, client),
  'Query.sessionSeatPins': (args, { services }) => services.seatPinBoard.list(String(args.session)),
  'Query.remoteClass': (_args, { caller, services }) =>
    services.remoteStudents.remoteClass(appCaller(caller)),
  'Mutation.answerQuestion': (args, { caller, services }) =>
    services.remoteAnswers.answer(appCaller(caller), args.input),
};
