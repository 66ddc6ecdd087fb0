/**
 * The system catalog of the system screens: distributors (and which sites they serve),
 * categories, services, products, the MAC blacklist, and the uploaded files. Rows are the
 * fragments' generated types. Constant documents: data travels in variables.
 */
import type {
  BlacklistInput,
  BlacklistRowFragment,
  BlacklistsQuery,
  BlacklistsQueryVariables,
  CategoriesQuery,
  CategoriesQueryVariables,
  CategoryInput,
  CategoryRowFragment,
  CreateBlacklistMutation,
  CreateBlacklistMutationVariables,
  CreateCategoryMutation,
  CreateCategoryMutationVariables,
  CreateDistMutation,
  CreateDistMutationVariables,
  CreateProductMutation,
  CreateProductMutationVariables,
  CreateServiceMutation,
  CreateServiceMutationVariables,
  DistInput,
  DistQuery,
  DistQueryVariables,
  DistRowFragment,
  DistsQuery,
  DistsQueryVariables,
  FileRowFragment,
  FilesQuery,
  FilesQueryVariables,
  ProductInput,
  ProductQuery,
  ProductQueryVariables,
  ProductRowFragment,
  ProductsQuery,
  ProductsQueryVariables,
  RemoveBlacklistMutation,
  RemoveBlacklistMutationVariables,
  RemoveCategoryMutation,
  RemoveCategoryMutationVariables,
  RemoveDistMutation,
  RemoveDistMutationVariables,
  RemoveProductMutation,
  RemoveProductMutationVariables,
  RemoveServiceMutation,
  RemoveServiceMutationVariables,
  ServiceInput,
  ServiceQuery,
  ServiceQueryVariables,
  ServiceRowFragment,
  ServicesQuery,
  ServicesQueryVariables,
  SetDistMutation,
  SetDistMutationVariables,
  SiteDistTranslationsQuery,
  SiteDistTranslationsQueryVariables,
  UnsetDistMutation,
  UnsetDistMutationVariables,
  UpdateCategoryMutation,
  UpdateCategoryMutationVariables,
  UpdateDistMutation,
  UpdateDistMutationVariables,
  UpdateProductMutation,
  UpdateProductMutationVariables,
  UpdateServiceMutation,
  UpdateServiceMutationVariables,
} from '../generated/operations';
import { type Auth, request } from './client';

export type DistRow = DistRowFragment;
export type CategoryRow = CategoryRowFragment;
export type ServiceRow = ServiceRowFragment;
export type ProductRow = ProductRowFragment;
export type BlacklistRow = BlacklistRowFragment;
export type FileRow = FileRowFragment;

const DIST_ROW = /* GraphQL */ `
  fragment DistRow on Dist { _id title info distributor { _id uid } site { _id name } createdAt updatedAt }
`;
const CATEGORY_ROW = /* GraphQL */ `
  fragment CategoryRow on Category { _id key title description service { _id title } createdAt updatedAt }
`;
const SERVICE_ROW = /* GraphQL */ `
  fragment ServiceRow on Service {
    _id uuid title type description sqs posttitle product { _id code name } createdAt updatedAt
  }
`;
const PRODUCT_ROW = /* GraphQL */ `
  fragment ProductRow on Product { _id code name uuid desc launched type createdAt updatedAt }
`;
const BLACKLIST_ROW = /* GraphQL */ `
  fragment BlacklistRow on Blacklist { _id mac description user { _id uid } createdAt updatedAt }
`;
const FILE_ROW = /* GraphQL */ `
  fragment FileRow on File { _id name mimetype category size path createdAt }
`;

// Distributors
const DISTS_QUERY = /* GraphQL */ `
  query Dists($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    dists(page: $page, perPage: $perPage, filter: $filter) { total data { ...DistRow } }
  }
  ${DIST_ROW}
`;
const DIST_QUERY = /* GraphQL */ `
  query Dist($id: ID!) { dist(id: $id) { ...DistRow } }
  ${DIST_ROW}
`;
/** The Dist type has no translations field; a site of the distributor carries them (DistRef). */
const SITE_DIST_TRANSLATIONS_QUERY = /* GraphQL */ `
  query SiteDistTranslations($id: ID!) { site(id: $id) { _id dist { _id translations } } }
`;
const CREATE_DIST = /* GraphQL */ `
  mutation CreateDist($input: DistInput!) { createDist(input: $input) { ...DistRow } }
  ${DIST_ROW}
`;
const UPDATE_DIST = /* GraphQL */ `
  mutation UpdateDist($id: ID!, $input: DistInput!) { updateDist(id: $id, input: $input) { ...DistRow } }
  ${DIST_ROW}
`;
const REMOVE_DIST = /* GraphQL */ `mutation RemoveDist($id: ID!) { removeDist(id: $id) { success } }`;
const SET_DIST = /* GraphQL */ `
  mutation SetDist($id: ID!, $sites: [ID!]!) { setDist(id: $id, sites: $sites) { success } }
`;
const UNSET_DIST = /* GraphQL */ `mutation UnsetDist($sites: [ID!]!) { unsetDist(sites: $sites) { success } }`;

// Categories (no single-record query: the detail reads the row from the list)
const CATEGORIES_QUERY = /* GraphQL */ `
  query Categories($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    categories(page: $page, perPage: $perPage, filter: $filter) { total data { ...CategoryRow } }
  }
  ${CATEGORY_ROW}
`;
const CREATE_CATEGORY = /* GraphQL */ `
  mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { ...CategoryRow } }
  ${CATEGORY_ROW}
`;
const UPDATE_CATEGORY = /* GraphQL */ `
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) { ...CategoryRow }
  }
  ${CATEGORY_ROW}
`;
const REMOVE_CATEGORY = /* GraphQL */ `
  mutation RemoveCategory($id: ID!) { removeCategory(id: $id) { success } }
`;

// Services
const SERVICES_QUERY = /* GraphQL */ `
  query Services($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    services(page: $page, perPage: $perPage, filter: $filter) { total data { ...ServiceRow } }
  }
  ${SERVICE_ROW}
`;
const SERVICE_QUERY = /* GraphQL */ `
  query Service($id: ID!) { service(id: $id) { ...ServiceRow } }
  ${SERVICE_ROW}
`;
const CREATE_SERVICE = /* GraphQL */ `
  mutation CreateService($input: ServiceInput!) { createService(input: $input) { ...ServiceRow } }
  ${SERVICE_ROW}
`;
const UPDATE_SERVICE = /* GraphQL */ `
  mutation UpdateService($id: ID!, $input: ServiceInput!) {
    updateService(id: $id, input: $input) { ...ServiceRow }
  }
  ${SERVICE_ROW}
`;
const REMOVE_SERVICE = /* GraphQL */ `mutation RemoveService($id: ID!) { removeService(id: $id) { success } }`;

// Products
const PRODUCTS_QUERY = /* GraphQL */ `
  query Products($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    products(page: $page, perPage: $perPage, filter: $filter) { total data { ...ProductRow } }
  }
  ${PRODUCT_ROW}
`;
const PRODUCT_QUERY = /* GraphQL */ `
  query Product($id: ID!) { product(id: $id) { ...ProductRow } }
  ${PRODUCT_ROW}
`;
const CREATE_PRODUCT = /* GraphQL */ `
  mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { ...ProductRow } }
  ${PRODUCT_ROW}
`;
const UPDATE_PRODUCT = /* GraphQL */ `
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) { ...ProductRow }
  }
  ${PRODUCT_ROW}
`;
const REMOVE_PRODUCT = /* GraphQL */ `mutation RemoveProduct($id: ID!) { removeProduct(id: $id) { success } }`;

// Blacklist, by MAC
const BLACKLISTS_QUERY = /* GraphQL */ `
  query Blacklists($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    blacklists(page: $page, perPage: $perPage, filter: $filter) { total data { ...BlacklistRow } }
  }
  ${BLACKLIST_ROW}
`;
const CREATE_BLACKLIST = /* GraphQL */ `
  mutation CreateBlacklist($input: BlacklistInput!) { createBlacklist(input: $input) { ...BlacklistRow } }
  ${BLACKLIST_ROW}
`;
const REMOVE_BLACKLIST = /* GraphQL */ `
  mutation RemoveBlacklist($mac: String!) { removeBlacklist(mac: $mac) { success } }
`;

// Files
const FILES_QUERY = /* GraphQL */ `
  query Files($page: Int, $perPage: Int!, $filter: FileFilter) {
    files(page: $page, perPage: $perPage, filter: $filter) { total data { ...FileRow } }
  }
  ${FILE_ROW}
`;

export const fetchDists = async (auth: Auth, args: DistsQueryVariables) =>
  (await request<DistsQuery, DistsQueryVariables>(DISTS_QUERY, args, auth)).dists;
export const fetchDist = async (auth: Auth, id: string) =>
  (await request<DistQuery, DistQueryVariables>(DIST_QUERY, { id }, auth)).dist;
export async function fetchSiteDistTranslations(auth: Auth, siteId: string): Promise<string | null> {
  const { site } = await request<SiteDistTranslationsQuery, SiteDistTranslationsQueryVariables>(
    SITE_DIST_TRANSLATIONS_QUERY,
    { id: siteId },
    auth,
  );
  return site?.dist?.translations ?? null;
}
export const createDist = async (auth: Auth, input: DistInput) =>
  (await request<CreateDistMutation, CreateDistMutationVariables>(CREATE_DIST, { input }, auth)).createDist;
export const updateDist = async (auth: Auth, id: string, input: DistInput) =>
  (await request<UpdateDistMutation, UpdateDistMutationVariables>(UPDATE_DIST, { id, input }, auth))
    .updateDist;
export const removeDist = async (auth: Auth, id: string) =>
  (await request<RemoveDistMutation, RemoveDistMutationVariables>(REMOVE_DIST, { id }, auth)).removeDist;
export const setDist = async (auth: Auth, id: string, sites: string[]) =>
  (await request<SetDistMutation, SetDistMutationVariables>(SET_DIST, { id, sites }, auth)).setDist;
export const unsetDist = async (auth: Auth, sites: string[]) =>
  (await request<UnsetDistMutation, UnsetDistMutationVariables>(UNSET_DIST, { sites }, auth)).unsetDist;

export const fetchCategories = async (auth: Auth, args: CategoriesQueryVariables) =>
  (await request<CategoriesQuery, CategoriesQueryVariables>(CATEGORIES_QUERY, args, auth)).categories;
export const createCategory = async (auth: Auth, input: CategoryInput) =>
  (await request<CreateCategoryMutation, CreateCategoryMutationVariables>(CREATE_CATEGORY, { input }, auth))
    .createCategory;
export const updateCategory = async (auth: Auth, id: string, input: CategoryInput) =>
  (
    await request<UpdateCategoryMutation, UpdateCategoryMutationVariables>(
      UPDATE_CATEGORY,
      { id, input },
      auth,
    )
  ).updateCategory;
export const removeCategory = async (auth: Auth, id: string) =>
  (await request<RemoveCategoryMutation, RemoveCategoryMutationVariables>(REMOVE_CATEGORY, { id }, auth))
    .removeCategory;

export const fetchServices = async (auth: Auth, args: ServicesQueryVariables) =>
  (await request<ServicesQuery, ServicesQueryVariables>(SERVICES_QUERY, args, auth)).services;
export const fetchService = async (auth: Auth, id: string) =>
  (await request<ServiceQuery, ServiceQueryVariables>(SERVICE_QUERY, { id }, auth)).service;
export const createService = async (auth: Auth, input: ServiceInput) =>
  (await request<CreateServiceMutation, CreateServiceMutationVariables>(CREATE_SERVICE, { input }, auth))
    .createService;
export const updateService = async (auth: Auth, id: string, input: ServiceInput) =>
  (await request<UpdateServiceMutation, UpdateServiceMutationVariables>(UPDATE_SERVICE, { id, input }, auth))
    .updateService;
export const removeService = async (auth: Auth, id: string) =>
  (await request<RemoveServiceMutation, RemoveServiceMutationVariables>(REMOVE_SERVICE, { id }, auth))
    .removeService;

export const fetchProducts = async (auth: Auth, args: ProductsQueryVariables) =>
  (await request<ProductsQuery, ProductsQueryVariables>(PRODUCTS_QUERY, args, auth)).products;
export const fetchProduct = async (auth: Auth, id: string) =>
  (await request<ProductQuery, ProductQueryVariables>(PRODUCT_QUERY, { id }, auth)).product;
export const createProduct = async (auth: Auth, input: ProductInput) =>
  (await request<CreateProductMutation, CreateProductMutationVariables>(CREATE_PRODUCT, { input }, auth))
    .createProduct;
export const updateProduct = async (auth: Auth, id: string, input: ProductInput) =>
  (await request<UpdateProductMutation, UpdateProductMutationVariables>(UPDATE_PRODUCT, { id, input }, auth))
    .updateProduct;
export const removeProduct = async (auth: Auth, id: string) =>
  (await request<RemoveProductMutation, RemoveProductMutationVariables>(REMOVE_PRODUCT, { id }, auth))
    .removeProduct;

export const fetchBlacklists = async (auth: Auth, args: BlacklistsQueryVariables) =>
  (await request<BlacklistsQuery, BlacklistsQueryVariables>(BLACKLISTS_QUERY, args, auth)).blacklists;
export const createBlacklist = async (auth: Auth, input: BlacklistInput) =>
  (
    await request<CreateBlacklistMutation, CreateBlacklistMutationVariables>(
      CREATE_BLACKLIST,
      { input },
      auth,
    )
  ).createBlacklist;
export const removeBlacklist = async (auth: Auth, mac: string) =>
  (await request<RemoveBlacklistMutation, RemoveBlacklistMutationVariables>(REMOVE_BLACKLIST, { mac }, auth))
    .removeBlacklist;

export const fetchFiles = async (auth: Auth, args: FilesQueryVariables) =>
  (await request<FilesQuery, FilesQueryVariables>(FILES_QUERY, args, auth)).files;
