/** Resolvers of remote apps and scanners: parse arguments, call the services. */
import { pageRequest } from '../../kernel/paging';
import { asText } from '../../kernel/validation';
import { type FieldResolvers, signedIn } from '../field';

export const fleetResolvers: FieldResolvers = {
  'Query.apps': (args, { caller, services }) =>
    services.apps.list(signedIn(caller), pageRequest(args), args.filter),
  'Query.app': (args, { caller, services }) => services.apps.get(signedIn(caller), asText(args.uuid)),
  'Mutation.createApp': (args, { caller, services }) => services.apps.create(signedIn(caller), args.input),
  'Mutation.updateApp': (args, { caller, services }) =>
    services.apps.update(signedIn(caller), asText(args.uuid), args.input),
  'Mutation.removeApp': (args, { caller, services }) =>
    services.apps.remove(signedIn(caller), asText(args.uuid)),

  'Query.scanners': (args, { caller, services }) =>
    services.scanners.list(signedIn(caller), pageRequest(args), args.filter),
  'Query.scanner': (args, { caller, services }) => services.scanners.get(signedIn(caller), asText(args.id)),
  'Mutation.createScanner': (args, { caller, services }) =>
    services.scanners.create(signedIn(caller), args.input),
  'Mutation.updateScanner': (args, { caller, services }) =>
    services.scanners.update(signedIn(caller), asText(args.id), args.input),
  'Mutation.removeScanner': (args, { caller, services }) =>
    services.scanners.remove(signedIn(caller), asText(args.id)),

  'Query.fleetHealth': (args, { caller, services }) =>
    services.fleetHealth.health(
      signedIn(caller),
      asText(args.site),
      typeof args.spot === 'string' ? args.spot : null,
      typeof args.staleDays === 'number' ? args.staleDays : null,
    ),
};
