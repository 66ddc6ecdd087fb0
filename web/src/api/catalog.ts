/**
 * Apps, scanners, the system catalog (distributors, categories, services, products), the
 * blacklist and files. Row types are the selected fields (see catalogDocuments.ts).
 */
import type {
  App,
  AppFilter,
  AppInput,
  Blacklist,
  BlacklistInput,
  CatalogFilter,
  Category,
  CategoryInput,
  Dist,
  DistInput,
  File as FileEntity,
  FileFilter,
  Product,
  ProductInput,
  ProductRef,
  Ref,
  Scanner,
  ScannerFilter,
  ScannerInput,
  Service,
  ServiceInput,
  Success,
  TitleRef,
  UserRef,
} from '../generated/graphql';
import { callField } from './call';
import * as docs from './catalogDocuments';
import type { Auth } from './client';
import type { Page, PageArgs } from './page';

type Stamps = 'createdAt' | 'updatedAt';
type Links = { site: Ref | null; spot: Ref | null };

export type AppRow = Pick<
  App,
  '_id' | 'uuid' | 'sn' | 'name' | 'description' | 'status' | 'active' | Stamps
> &
  Links & { user: Pick<UserRef, '_id' | 'uid' | 'firstname' | 'lastname'> | null };
export type ScannerRow = Pick<
  Scanner,
  '_id' | 'scid' | 'sn' | 'uuid' | 'mac' | 'name' | 'description' | 'status' | 'alive' | 'active' | Stamps
> &
  Links;
export type DistRow = Pick<Dist, '_id' | 'title' | 'info' | Stamps> & {
  distributor: Pick<UserRef, '_id' | 'uid'> | null;
  site: Ref[];
};
export type CategoryRow = Pick<Category, '_id' | 'key' | 'title' | 'description' | Stamps> & {
  service: TitleRef | null;
};
export type ServiceRow = Pick<
  Service,
  '_id' | 'uuid' | 'title' | 'type' | 'description' | 'sqs' | 'posttitle' | Stamps
> & { product: Pick<ProductRef, '_id' | 'code' | 'name'> | null };
export type ProductRow = Pick<
  Product,
  '_id' | 'code' | 'name' | 'uuid' | 'desc' | 'launched' | 'type' | Stamps
>;
export type BlacklistRow = Pick<Blacklist, '_id' | 'mac' | 'description' | Stamps> & {
  user: Pick<UserRef, '_id' | 'uid'> | null;
};
export type FileRow = Pick<
  FileEntity,
  '_id' | 'name' | 'mimetype' | 'category' | 'size' | 'path' | 'createdAt'
>;

// Apps (remote students), by uuid
export const fetchApps = (auth: Auth, args: PageArgs<AppFilter>) =>
  callField<Page<AppRow>>(auth, docs.APPS_QUERY, 'apps', args);
export const fetchApp = (auth: Auth, uuid: string) =>
  callField<AppRow | null>(auth, docs.APP_QUERY, 'app', { uuid });
export const createApp = (auth: Auth, input: AppInput) =>
  callField<AppRow>(auth, docs.CREATE_APP, 'createApp', { input });
export const updateApp = (auth: Auth, uuid: string, input: AppInput) =>
  callField<AppRow>(auth, docs.UPDATE_APP, 'updateApp', { uuid, input });
export const removeApp = (auth: Auth, uuid: string) =>
  callField<Success>(auth, docs.REMOVE_APP, 'removeApp', { uuid });

// Scanners
export const fetchScanners = (auth: Auth, args: PageArgs<ScannerFilter>) =>
  callField<Page<ScannerRow>>(auth, docs.SCANNERS_QUERY, 'scanners', args);
export const fetchScanner = (auth: Auth, id: string) =>
  callField<ScannerRow | null>(auth, docs.SCANNER_QUERY, 'scanner', { id });
export const createScanner = (auth: Auth, input: ScannerInput) =>
  callField<ScannerRow>(auth, docs.CREATE_SCANNER, 'createScanner', { input });
export const updateScanner = (auth: Auth, id: string, input: ScannerInput) =>
  callField<ScannerRow>(auth, docs.UPDATE_SCANNER, 'updateScanner', { id, input });
export const removeScanner = (auth: Auth, id: string) =>
  callField<Success>(auth, docs.REMOVE_SCANNER, 'removeScanner', { id });

// Distributors
export const fetchDists = (auth: Auth, args: PageArgs<CatalogFilter>) =>
  callField<Page<DistRow>>(auth, docs.DISTS_QUERY, 'dists', args);
export const fetchDist = (auth: Auth, id: string) =>
  callField<DistRow | null>(auth, docs.DIST_QUERY, 'dist', { id });
export async function fetchSiteDistTranslations(auth: Auth, siteId: string): Promise<string | null> {
  const site = await callField<{ dist: { translations: string | null } | null } | null>(
    auth,
    docs.SITE_DIST_TRANSLATIONS_QUERY,
    'site',
    { id: siteId },
  );
  return site?.dist?.translations ?? null;
}
export const createDist = (auth: Auth, input: DistInput) =>
  callField<DistRow>(auth, docs.CREATE_DIST, 'createDist', { input });
export const updateDist = (auth: Auth, id: string, input: DistInput) =>
  callField<DistRow>(auth, docs.UPDATE_DIST, 'updateDist', { id, input });
export const removeDist = (auth: Auth, id: string) =>
  callField<Success>(auth, docs.REMOVE_DIST, 'removeDist', { id });
export const setDist = (auth: Auth, id: string, sites: string[]) =>
  callField<Success>(auth, docs.SET_DIST, 'setDist', { id, sites });
export const unsetDist = (auth: Auth, sites: string[]) =>
  callField<Success>(auth, docs.UNSET_DIST, 'unsetDist', { sites });

// Categories (no single-record query: the detail reads the row from the list)
export const fetchCategories = (auth: Auth, args: PageArgs<CatalogFilter>) =>
  callField<Page<CategoryRow>>(auth, docs.CATEGORIES_QUERY, 'categories', args);
export const createCategory = (auth: Auth, input: CategoryInput) =>
  callField<CategoryRow>(auth, docs.CREATE_CATEGORY, 'createCategory', { input });
export const updateCategory = (auth: Auth, id: string, input: CategoryInput) =>
  callField<CategoryRow>(auth, docs.UPDATE_CATEGORY, 'updateCategory', { id, input });
export const removeCategory = (auth: Auth, id: string) =>
  callField<Success>(auth, docs.REMOVE_CATEGORY, 'removeCategory', { id });

// Services
export const fetchServices = (auth: Auth, args: PageArgs<CatalogFilter>) =>
  callField<Page<ServiceRow>>(auth, docs.SERVICES_QUERY, 'services', args);
export const fetchService = (auth: Auth, id: string) =>
  callField<ServiceRow | null>(auth, docs.SERVICE_QUERY, 'service', { id });
export const createService = (auth: Auth, input: ServiceInput) =>
  callField<ServiceRow>(auth, docs.CREATE_SERVICE, 'createService', { input });
export const updateService = (auth: Auth, id: string, input: ServiceInput) =>
  callField<ServiceRow>(auth, docs.UPDATE_SERVICE, 'updateService', { id, input });
export const removeService = (auth: Auth, id: string) =>
  callField<Success>(auth, docs.REMOVE_SERVICE, 'removeService', { id });

// Products
export const fetchProducts = (auth: Auth, args: PageArgs<CatalogFilter>) =>
  callField<Page<ProductRow>>(auth, docs.PRODUCTS_QUERY, 'products', args);
export const fetchProduct = (auth: Auth, id: string) =>
  callField<ProductRow | null>(auth, docs.PRODUCT_QUERY, 'product', { id });
export const createProduct = (auth: Auth, input: ProductInput) =>
  callField<ProductRow>(auth, docs.CREATE_PRODUCT, 'createProduct', { input });
export const updateProduct = (auth: Auth, id: string, input: ProductInput) =>
  callField<ProductRow>(auth, docs.UPDATE_PRODUCT, 'updateProduct', { id, input });
export const removeProduct = (auth: Auth, id: string) =>
  callField<Success>(auth, docs.REMOVE_PRODUCT, 'removeProduct', { id });

// Blacklist, by MAC
export const fetchBlacklists = (auth: Auth, args: PageArgs<CatalogFilter>) =>
  callField<Page<BlacklistRow>>(auth, docs.BLACKLISTS_QUERY, 'blacklists', args);
export const createBlacklist = (auth: Auth, input: BlacklistInput) =>
  callField<BlacklistRow>(auth, docs.CREATE_BLACKLIST, 'createBlacklist', { input });
export const removeBlacklist = (auth: Auth, mac: string) =>
  callField<Success>(auth, docs.REMOVE_BLACKLIST, 'removeBlacklist', { mac });

// Files
export const fetchFiles = (auth: Auth, args: PageArgs<FileFilter>) =>
  callField<Page<FileRow>>(auth, docs.FILES_QUERY, 'files', args);
