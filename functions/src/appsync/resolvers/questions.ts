/** Resolvers of the question library, Quiz Express playlists and question shares. */
import { pageRequest } from '../../kernel/paging';
import { asText } from '../../kernel/validation';
import { type FieldResolvers, signedIn } from '../field';

export const questionResolvers: FieldResolvers = {
  'Query.questions': (args, { caller, services }) =>
    services.questions.list(
      signedIn(caller),
      pageRequest(args),
      args.filter,
      args.sortOrder,
      args.sortField,
      args.shared,
    ),
  'Query.question': (args, { caller, services }) => services.questions.get(signedIn(caller), asText(args.id)),
  'Query.questionFiltering': (args, { caller, services }) =>
    services.questions.filtering(signedIn(caller), args.input),
  'Mutation.createQuestion': (args, { caller, services }) =>
    services.questions.create(signedIn(caller), args.input),
  'Mutation.updateQuestion': (args, { caller, services }) =>
    services.questions.update(signedIn(caller), asText(args.id), args.input),
  'Mutation.removeQuestion': (args, { caller, services }) =>
    services.questions.remove(signedIn(caller), asText(args.id)),
  'Mutation.createQuestions': (args, { caller, services }) =>
    services.questions.createMany(signedIn(caller), args.input),
  'Mutation.patchQuestion': (args, { caller, services }) =>
    services.questions.patch(signedIn(caller), asText(args.id), args.input),
  'Mutation.updateManyQuestions': (args, { caller, services }) =>
    services.questions.patchMany(signedIn(caller), args.ids, args.input),
  'Mutation.removeQuestions': (args, { caller, services }) =>
    services.questions.removeMany(signedIn(caller), args.ids),
  'Mutation.updateQuestionOrder': (args, { caller, services }) =>
    services.questions.reorder(signedIn(caller), args.list),

  'Query.playLists': (args, { caller, services }) =>
    services.playLists.list(signedIn(caller), pageRequest(args), args.filter),
  'Query.playList': (args, { caller, services }) => services.playLists.get(signedIn(caller), asText(args.id)),
  'Mutation.createPlayList': (args, { caller, services }) =>
    services.playLists.create(signedIn(caller), args.input),
  'Mutation.updatePlayListTitle': (args, { caller, services }) =>
    services.playLists.updateTitle(signedIn(caller), asText(args.id), args.title),
  'Mutation.updatePlayList': (args, { caller, services }) =>
    services.playLists.updateList(signedIn(caller), asText(args.id), args.list),
  'Mutation.patchPlayList': (args, { caller, services }) =>
    services.playLists.patch(signedIn(caller), asText(args.id), args.input),
  'Mutation.removePlayList': (args, { caller, services }) =>
    services.playLists.remove(signedIn(caller), asText(args.id)),

  'Query.questionShares': (args, { caller, services }) =>
    services.questionShares.list(signedIn(caller), pageRequest(args), args.filter, args.shared),
  'Mutation.createQuestionShare': (args, { caller, services }) =>
    services.questionShares.create(signedIn(caller), args.input),
  'Mutation.removeQuestionShares': (args, { caller, services }) =>
    services.questionShares.remove(signedIn(caller), args.ids),
};
