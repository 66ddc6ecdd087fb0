/** Resolvers of class sessions and question links (docs/sessions.md). */

import { sessionRejectedPresses } from '../../domain/sessions/rejected-presses';
import { pageRequest } from '../../kernel/paging';
import { type FieldResolvers, signedIn } from '../field';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const sessionResolvers: FieldResolvers = {
  'Query.session': (args, { services }) => services.sessions.get(text(args.id)),
  'Query.rejectedPresses': (args, { services }) =>
    sessionRejectedPresses(text(args.session), {
      sessions: services.sessions,
      store: services.pressRejectStore,
    }),
  'Query.sessions': (args, { caller, services }) =>
    services.sessions.list(signedIn(caller), pageRequest(args), args.filter),
  'Query.lastSession': (args, { caller, services }) =>
    services.sessions.last(signedIn(caller), text(args.site), optionalText(args.spot)),
  'Mutation.createSession': (args, { caller, services }) =>
    services.sessions.create(signedIn(caller), args.input),
  'Mutation.clearSession': (args, { services }) => services.sessions.clear(text(args.id)),

  'Query.questionLink': (args, { services }) => services.questionLinks.get(text(args.id)),
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
  'Mutation.stopQuestion': (args, { services }) => services.questionLinks.stop(text(args.id)),
  'Mutation.revealQuestionLink': (args, { services }) => services.questionLinks.reveal(text(args.id)),
  'Mutation.clearQuestionLink': (args, { services }) => services.questionLinks.clear(text(args.id)),
  'Mutation.updateQuestionLink': (args, { services }) =>
    services.questionLinks.update(text(args.id), args.input),
  'Mutation.removeQuestionLink': (args, { caller, services }) =>
    services.questionLinks.remove(signedIn(caller), text(args.id)),
};
