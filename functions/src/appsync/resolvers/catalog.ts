/** Resolvers of the system catalog (dists, categories, services, products), the blacklist and files. */
import { pageRequest } from '../../kernel/paging';
import { asText } from '../../kernel/validation';
import { type FieldResolvers, signedIn } from '../field';

export const catalogResolvers: FieldResolvers = {
  'Query.dists': (args, { services }) => services.dists.list(pageRequest(args), args.filter),
  'Query.dist': (args, { services }) => services.dists.get(asText(args.id)),
  'Mutation.createDist': (args, { services }) => services.dists.create(args.input),
  'Mutation.updateDist': (args, { services }) => services.dists.update(asText(args.id), args.input),
  'Mutation.removeDist': (args, { services }) => services.dists.remove(asText(args.id)),
  'Mutation.setDist': (args, { services }) => services.dists.setDist(asText(args.id), args.sites),
  'Mutation.unsetDist': (args, { services }) => services.dists.unsetDist(args.sites),

  'Query.categories': (args, { services }) =>
    services.catalog.categories.list(pageRequest(args), args.filter),
  'Mutation.createCategory': (args, { services }) => services.catalog.categories.create(args.input),
  'Mutation.updateCategory': (args, { services }) =>
    services.catalog.categories.update(asText(args.id), args.input),
  'Mutation.removeCategory': (args, { services }) => services.catalog.categories.remove(asText(args.id)),

  'Query.services': (args, { services }) => services.catalog.services.list(pageRequest(args), args.filter),
  'Query.service': (args, { services }) => services.catalog.services.get(asText(args.id)),
  'Mutation.createService': (args, { services }) => services.catalog.services.create(args.input),
  'Mutation.updateService': (args, { services }) =>
    services.catalog.services.update(asText(args.id), args.input),
  'Mutation.removeService': (args, { services }) => services.catalog.services.remove(asText(args.id)),

  'Query.products': (args, { services }) => services.catalog.products.list(pageRequest(args), args.filter),
  'Query.product': (args, { services }) => services.catalog.products.get(asText(args.id)),
  'Mutation.createProduct': (args, { services }) => services.catalog.products.create(args.input),
  'Mutation.updateProduct': (args, { services }) =>
    services.catalog.products.update(asText(args.id), args.input),
  'Mutation.removeProduct': (args, { services }) => services.catalog.products.remove(asText(args.id)),

  'Query.blacklists': (args, { services }) => services.blacklist.list(pageRequest(args), args.filter),
  'Mutation.createBlacklist': (args, { caller, services }) =>
    services.blacklist.create(signedIn(caller), args.input),
  'Mutation.removeBlacklist': (args, { services }) => services.blacklist.remove(asText(args.mac)),

  'Query.files': (args, { caller, services }) =>
    services.files.list(signedIn(caller), pageRequest(args), args.filter),
  'Mutation.removeFile': (args, { services }) => services.files.remove(asText(args.id)),
};
