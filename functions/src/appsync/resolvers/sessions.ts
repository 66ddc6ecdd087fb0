/** Resolvers of class sessions and question links (docs/sessions.md). */

import { sessionRejectedPresses } from '../../domain/sessions/rejected-presses';
import { pageRequest } from '../../kernel/paging';
import { type FieldResolvers, signedIn } from '../field';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const sessionResolvers: FieldResolvers = {
  'Query.session': (args, { caller, services }) => services.sessions.get(signedIn(caller), text(args.id)),
  'Query.rejectedPresses': (args, { caller, services }) =>
    sessionRejectedPresses(signedIn(caller), text(args.session), {
      sessions: services.sessions,
      store: services.pressRejectStore,
    }),
  'Query.sessions': (args, { caller, services }) =>
    services.sessions.list(signedIn(caller), pageRequest(args), args.filter),
  'Query.lastSession': (args, { caller, services }) =>
    services.sessions.last(signedIn(caller), text(args.site), optionalText(args.spot)),
  'Mutation.createSession': (args, { caller, services }) =>
    services.sessions.create(signedIn(caller), args.input),
  'Mutation.clearSession': (args, { caller, services }) =>
    services.sessions.clear(signedIn(caller), text(args.id)),

  'Query.questionLink': (args, { caller, services }) =>
    services.questionLinks.get(signedIn(caller), text(args.id)),
  'Query.questionLinks': (args, { caller, services }) =>
    services.questionLinks.list(
      signedIn(caller),
      pageRequest(args),
      args.filter,
      args.userFilter,
      args.appFilter,
    ),
  'Mutation.startQuestion': (args, { caller, services }) =>
    services.questionLinks.start(signedIn(caller), args.input),
  'Mutation.stopQuestion': (args, { caller, services }) =>
    services.questionLinks.stop(signedIn(caller), text(args.id)),
  'Mutation.revealQuestionLink': (args, { caller, services }) =>
    services.questionLinks.reveal(signedIn(caller), text(args.id)),
  'Mutation.clearQuestionLink': (args, { caller, services }) =>
    services.questionLinks.clear(signedIn(caller), text(args.id)),
  'Mutation.updateQuestionLink': (args, { caller, services }) =>
    services.questionLinks.update(signedIn(caller), text(args.id), args.input),
  'Mutation.removeQuestionLink': (args, { caller, services }) =>
    services.questionLinks.remove(signedIn(caller), text(args.id)),
};
