/** Resolvers of class sessions and question links (docs/sessions.md). */

import { sessionRejectedPresses } from '../../domain/sessions/rejected-presses';
import { pageRequest } from '../../kernel/paging';
import { asOptionalText, asText } from '../../kernel/validation';
import { type FieldResolvers, signedIn } from '../field';

export const sessionResolvers: FieldResolvers = {
  'Query.session': (args, { services }) => services.sessions.get(asText(args.id)),
  'Query.rejectedPresses': (args, { services }) =>
    sessionRejectedPresses(asText(args.session), {
      sessions: services.sessions,
      store: services.pressRejectStore,
    }),
  'Query.sessions': (args, { caller, services }) =>
    services.sessions.list(signedIn(caller), pageRequest(args), args.filter),
  'Query.lastSession': (args, { caller, services }) =>
    services.sessions.last(signedIn(caller), asText(args.site), asOptionalText(args.spot)),
  'Mutation.createSession': (args, { caller, services }) =>
    services.sessions.create(signedIn(caller), args.input),
  'Mutation.clearSession': (args, { services }) => services.sessions.clear(asText(args.id)),

  'Query.questionLink': (args, { services }) => services.questionLinks.get(asText(args.id)),
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
  'Mutation.stopQuestion': (args, { services }) => services.questionLinks.stop(asText(args.id)),
  'Mutation.revealQuestionLink': (args, { services }) => services.questionLinks.reveal(asText(args.id)),
  'Mutation.clearQuestionLink': (args, { services }) => services.questionLinks.clear(asText(args.id)),
  'Mutation.updateQuestionLink': (args, { services }) =>
    services.questionLinks.update(asText(args.id), args.input),
  'Mutation.removeQuestionLink': (args, { caller, services }) =>
    services.questionLinks.remove(signedIn(caller), asText(args.id)),
};
