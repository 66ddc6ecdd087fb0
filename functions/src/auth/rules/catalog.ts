/**
 * Access rules of the system catalog (spec section 2: product, service, category, dist and
 * blacklist are system types) and of uploaded files. Catalog writes are for system only;
 * products are read under /admin/common/product, so staff and up may read them. An admin keeps
 * the blacklist and assigns sites to distributors. Files are tenant data: the service scopes the
 * list to the caller's sites; removal names the file, whose stored site is checked here.
 */
import { ADMIN_AND_UP, MANAGER_AND_UP, STAFF_AND_UP } from '../../kernel/roles';
import { classScreenMedia } from './media';
import { arg, type FieldRule } from './types';

const SYSTEM = ['system'] as const;

/** Who may list files; the same roles may upload one (POST /api/v3/file, policy.ts authorizeUpload). */
const fileReaders = { who: 'roles', roles: STAFF_AND_UP } as const satisfies FieldRule;
export const fileUploadRule = fileReaders;

export const catalogRules: Record<string, FieldRule> = {
  'Query.dists': { who: 'roles', roles: ADMIN_AND_UP },
  'Query.dist': { who: 'roles', roles: ADMIN_AND_UP },
  'Mutation.createDist': { who: 'roles', roles: SYSTEM, media: classScreenMedia },
  'Mutation.updateDist': { who: 'roles', roles: SYSTEM, media: classScreenMedia },
  'Mutation.removeDist': { who: 'roles', roles: SYSTEM },
  'Mutation.setDist': { who: 'roles', roles: ADMIN_AND_UP },
  'Mutation.unsetDist': { who: 'roles', roles: ADMIN_AND_UP },

  'Query.categories': { who: 'roles', roles: ADMIN_AND_UP },
  'Mutation.createCategory': { who: 'roles', roles: SYSTEM },
  'Mutation.updateCategory': { who: 'roles', roles: SYSTEM },
  'Mutation.removeCategory': { who: 'roles', roles: SYSTEM },

  'Query.services': { who: 'roles', roles: ADMIN_AND_UP },
  'Query.service': { who: 'roles', roles: ADMIN_AND_UP },
  'Mutation.createService': { who: 'roles', roles: SYSTEM },
  'Mutation.updateService': { who: 'roles', roles: SYSTEM },
  'Mutation.removeService': { who: 'roles', roles: SYSTEM },

  'Query.products': { who: 'roles', roles: STAFF_AND_UP },
  'Query.product': { who: 'roles', roles: STAFF_AND_UP },
  'Mutation.createProduct': { who: 'roles', roles: SYSTEM },
  'Mutation.updateProduct': { who: 'roles', roles: SYSTEM },
  'Mutation.removeProduct': { who: 'roles', roles: SYSTEM },

  'Query.blacklists': { who: 'roles', roles: ADMIN_AND_UP },
  'Mutation.createBlacklist': { who: 'roles', roles: ADMIN_AND_UP },
  'Mutation.removeBlacklist': { who: 'roles', roles: ADMIN_AND_UP },

  'Query.files': fileReaders,
  'Mutation.removeFile': { who: 'roles', roles: MANAGER_AND_UP, file: arg('id') },
};
