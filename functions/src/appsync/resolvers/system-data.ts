/** Resolvers of tokens, countdown sounds, messages and device and scanner reports (docs/system-data.md). */
import { pageRequest } from '../../kernel/paging';
import { type FieldResolvers, signedIn } from '../field';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const systemDataResolvers: FieldResolvers = {
  'Query.tokens': (args, { services }) => services.systemData.tokens.list(pageRequest(args), args.filter),
  'Query.token': (args, { services }) => services.systemData.tokens.get(text(args.id)),
  'Mutation.createToken': (args, { services }) => services.systemData.tokens.create(args.input),
  'Mutation.updateToken': (args, { services }) =>
    services.systemData.tokens.update(text(args.id), args.input),
  'Mutation.removeToken': (args, { services }) => services.systemData.tokens.remove(text(args.id)),

  'Query.countdowns': (args, { services }) =>
    services.systemData.countdowns.list(pageRequest(args), args.filter),
  'Mutation.createCountdown': (args, { services }) => services.systemData.countdowns.create(args.input),
  'Mutation.updateCountdown': (args, { services }) =>
    services.systemData.countdowns.update(text(args.id), args.input),
  'Mutation.removeCountdown': (args, { services }) => services.systemData.countdowns.remove(text(args.id)),

  'Query.messages': (args, { caller, services }) =>
    services.systemData.messages.list(signedIn(caller), pageRequest(args), args.filter),
  'Mutation.createMessage': (args, { caller, services }) =>
    services.systemData.messages.create(signedIn(caller), args.input),
  'Mutation.patchMessage': (args, { caller, services }) =>
    services.systemData.messages.patch(signedIn(caller), text(args.id), args.input),
  'Mutation.removeMessage': (args, { caller, services }) =>
    services.systemData.messages.remove(signedIn(caller), text(args.id)),

  'Query.deviceDatas': (args, { services }) =>
    services.systemData.deviceReports.list('DEVICEDATA', pageRequest(args), args.filter),
  'Query.scannerDatas': (args, { services }) =>
    services.systemData.deviceReports.list('SCANNERDATA', pageRequest(args), args.filter),
};
