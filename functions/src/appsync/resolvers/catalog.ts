/** Resolvers of the system catalog (dists, categories, services, products), the blacklist and files. */
import { pageRequest } from '../../domain/paging';
import { type FieldResolvers, signedIn } from '../field';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const catalogResolvers: FieldResolvers = {
  'Query.dists': (args, { services }) => services.dists.list(pageRequest(args), args.filter),
  'Query.dist': (args, { services }) => services.dists.get(text(args.id)),
  'Mutation.createDist': (args, { services }) => services.dists.create(args.input),
  'Mutation.updateDist': (args, { services }) => services.dists.update(text(args.id), args.input),
  'Mutation.removeDist': (args, { services }) => services.dists.remove(text(args.id)),
  'Mutation.setDist': (args, { services }) => services.dists.setDist(text(args.id), args.sites),
  'Mutation.unsetDist': (args, { services }) => services.dists.unsetDist(args.sites),

  'Query.categories': (args, { services }) => services.catalog.categories(pageRequest(args), args.filter),
  'Mutation.createCategory': (args, { services }) => services.catalog.createCategory(args.input),
  'Mutation.updateCategory': (args, { services }) =>
    services.catalog.updateCategory(text(args.id), args.input),
  'Mutation.removeCategory': (args, { services }) => services.catalog.removeCategory(text(args.id)),

  'Query.services': (args, { services }) => services.catalog.services(pageRequest(args), args.filter),
  'Query.service': (args, { services }) => services.catalog.service(text(args.id)),
  'Mutation.createService': (args, { services }) => services.catalog.createService(args.input),
  'Mutation.updateService': (args, { services }) => services.catalog.updateService(text(args.id), args.input),
  'Mutation.removeService': (args, { services }) => services.catalog.removeService(text(args.id)),

  'Query.products': (args, { services }) => services.catalog.products(pageRequest(args), args.filter),
  'Query.product': (args, { services }) => services.catalog.product(text(args.id)),
  'Mutation.createProduct': (args, { services }) => services.catalog.createProduct(args.input),
  'Mutation.updateProduct': (args, { services }) => services.catalog.updateProduct(text(args.id), args.input),
  'Mutation.removeProduct': (args, { services }) => services.catalog.removeProduct(text(args.id)),

  'Query.blacklists': (args, { services }) => services.blacklist.list(pageRequest(args), args.filter),
  'Mutation.createBlacklist': (args, { caller, services }) =>
    services.blacklist.create(signedIn(caller), args.input),
  'Mutation.removeBlacklist': (args, { services }) => services.blacklist.remove(text(args.mac)),

  'Query.files': (args, { caller, services }) =>
    services.files.list(signedIn(caller), pageRequest(args), args.filter),
  'Mutation.removeFile': (args, { caller, services }) =>
    services.files.remove(signedIn(caller), text(args.id)),
};
