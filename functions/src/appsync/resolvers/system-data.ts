/** Resolvers of tokens, countdown sounds, messages and device and scanner reports (docs/system-data.md). */
import { pageRequest } from '../../kernel/paging';
import { asText } from '../../kernel/validation';
import { type FieldResolvers, signedIn } from '../field';

export const systemDataResolvers: FieldResolvers = {
  'Query.tokens': (args, { services }) => services.systemData.tokens.list(pageRequest(args), args.filter),
  'Query.token': (args, { services }) => services.systemData.tokens.get(asText(args.id)),
  'Mutation.createToken': (args, { services }) => services.systemData.tokens.create(args.input),
  'Mutation.updateToken': (args, { services }) =>
    services.systemData.tokens.update(asText(args.id), args.input),
  'Mutation.removeToken': (args, { services }) => services.systemData.tokens.remove(asText(args.id)),

  'Query.countdowns': (args, { services }) =>
    services.systemData.countdowns.list(pageRequest(args), args.filter),
  'Mutation.createCountdown': (args, { services }) => services.systemData.countdowns.create(args.input),
  'Mutation.updateCountdown': (args, { services }) =>
    services.systemData.countdowns.update(asText(args.id), args.input),
  'Mutation.removeCountdown': (args, { services }) => services.systemData.countdowns.remove(asText(args.id)),

  'Query.messages': (args, { caller, services }) =>
    services.systemData.messages.list(signedIn(caller), pageRequest(args), args.filter),
  'Mutation.createMessage': (args, { caller, services }) =>
    services.systemData.messages.create(signedIn(caller), args.input),
  'Mutation.patchMessage': (args, { caller, services }) =>
    services.systemData.messages.patch(signedIn(caller), asText(args.id), args.input),
  'Mutation.removeMessage': (args, { caller, services }) =>
    services.systemData.messages.remove(signedIn(caller), asText(args.id)),

  'Query.deviceDatas': (args, { services }) =>
    services.systemData.deviceReports.list('DEVICEDATA', pageRequest(args), args.filter),
  'Query.scannerDatas': (args, { services }) =>
    services.systemData.deviceReports.list('SCANNERDATA', pageRequest(args), args.filter),
};
