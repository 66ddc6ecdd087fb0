/**
 * GraphQL documents of apps, scanners, the system catalog (distributors, categories, services,
 * products), the blacklist and files. Constant strings only: data always travels in variables.
 */
const APP_FIELDS = /* GraphQL */ `
  _id uuid sn name description status active
  site { _id name } spot { _id name } user { _id uid firstname lastname }
  createdAt updatedAt
`;
const SCANNER_FIELDS = /* GraphQL */ `
  _id scid sn uuid mac name description status alive active
  site { _id name } spot { _id name }
  createdAt updatedAt
`;
const DIST_FIELDS = /* GraphQL */ `
  _id title info distributor { _id uid } site { _id name } createdAt updatedAt
`;
const CATEGORY_FIELDS = /* GraphQL */ `
  _id key title description service { _id title } createdAt updatedAt
`;
const SERVICE_FIELDS = /* GraphQL */ `
  _id uuid title type description sqs posttitle product { _id code name } createdAt updatedAt
`;
const PRODUCT_FIELDS = /* GraphQL */ `
  _id code name uuid desc launched type createdAt updatedAt
`;
const BLACKLIST_FIELDS = /* GraphQL */ `
  _id mac description user { _id uid } createdAt updatedAt
`;
const FILE_FIELDS = /* GraphQL */ `
  _id name mimetype category size path createdAt
`;

export const APPS_QUERY = /* GraphQL */ `
  query Apps($page: Int, $perPage: Int!, $filter: AppFilter) {
    apps(page: $page, perPage: $perPage, filter: $filter) { total data { ${APP_FIELDS} } }
  }
`;
export const APP_QUERY = `query App($uuid: String!) { app(uuid: $uuid) { ${APP_FIELDS} } }`;
export const CREATE_APP = `mutation CreateApp($input: AppInput!) { createApp(input: $input) { ${APP_FIELDS} } }`;
export const UPDATE_APP = /* GraphQL */ `
  mutation UpdateApp($uuid: String!, $input: AppInput!) { updateApp(uuid: $uuid, input: $input) { ${APP_FIELDS} } }
`;
export const REMOVE_APP = `mutation RemoveApp($uuid: String!) { removeApp(uuid: $uuid) { success } }`;

export const SCANNERS_QUERY = /* GraphQL */ `
  query Scanners($page: Int, $perPage: Int!, $filter: ScannerFilter) {
    scanners(page: $page, perPage: $perPage, filter: $filter) { total data { ${SCANNER_FIELDS} } }
  }
`;
export const SCANNER_QUERY = `query Scanner($id: ID!) { scanner(id: $id) { ${SCANNER_FIELDS} } }`;
export const CREATE_SCANNER = /* GraphQL */ `
  mutation CreateScanner($input: ScannerInput!) { createScanner(input: $input) { ${SCANNER_FIELDS} } }
`;
export const UPDATE_SCANNER = /* GraphQL */ `
  mutation UpdateScanner($id: ID!, $input: ScannerInput!) { updateScanner(id: $id, input: $input) { ${SCANNER_FIELDS} } }
`;
export const REMOVE_SCANNER = `mutation RemoveScanner($id: ID!) { removeScanner(id: $id) { success } }`;

export const DISTS_QUERY = /* GraphQL */ `
  query Dists($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    dists(page: $page, perPage: $perPage, filter: $filter) { total data { ${DIST_FIELDS} } }
  }
`;
export const DIST_QUERY = `query Dist($id: ID!) { dist(id: $id) { ${DIST_FIELDS} } }`;
/** The Dist type has no translations field; a site of the distributor carries them (DistRef). */
export const SITE_DIST_TRANSLATIONS_QUERY = /* GraphQL */ `
  query SiteDistTranslations($id: ID!) { site(id: $id) { _id dist { _id translations } } }
`;
export const CREATE_DIST = `mutation CreateDist($input: DistInput!) { createDist(input: $input) { ${DIST_FIELDS} } }`;
export const UPDATE_DIST = /* GraphQL */ `
  mutation UpdateDist($id: ID!, $input: DistInput!) { updateDist(id: $id, input: $input) { ${DIST_FIELDS} } }
`;
export const REMOVE_DIST = `mutation RemoveDist($id: ID!) { removeDist(id: $id) { success } }`;
export const SET_DIST = `mutation SetDist($id: ID!, $sites: [ID!]!) { setDist(id: $id, sites: $sites) { success } }`;
export const UNSET_DIST = `mutation UnsetDist($sites: [ID!]!) { unsetDist(sites: $sites) { success } }`;

export const CATEGORIES_QUERY = /* GraphQL */ `
  query Categories($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    categories(page: $page, perPage: $perPage, filter: $filter) { total data { ${CATEGORY_FIELDS} } }
  }
`;
export const CREATE_CATEGORY = /* GraphQL */ `
  mutation CreateCategory($input: CategoryInput!) { createCategory(input: $input) { ${CATEGORY_FIELDS} } }
`;
export const UPDATE_CATEGORY = /* GraphQL */ `
  mutation UpdateCategory($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { ${CATEGORY_FIELDS} } }
`;
export const REMOVE_CATEGORY = `mutation RemoveCategory($id: ID!) { removeCategory(id: $id) { success } }`;

export const SERVICES_QUERY = /* GraphQL */ `
  query Services($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    services(page: $page, perPage: $perPage, filter: $filter) { total data { ${SERVICE_FIELDS} } }
  }
`;
export const SERVICE_QUERY = `query Service($id: ID!) { service(id: $id) { ${SERVICE_FIELDS} } }`;
export const CREATE_SERVICE = /* GraphQL */ `
  mutation CreateService($input: ServiceInput!) { createService(input: $input) { ${SERVICE_FIELDS} } }
`;
export const UPDATE_SERVICE = /* GraphQL */ `
  mutation UpdateService($id: ID!, $input: ServiceInput!) { updateService(id: $id, input: $input) { ${SERVICE_FIELDS} } }
`;
export const REMOVE_SERVICE = `mutation RemoveService($id: ID!) { removeService(id: $id) { success } }`;

export const PRODUCTS_QUERY = /* GraphQL */ `
  query Products($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    products(page: $page, perPage: $perPage, filter: $filter) { total data { ${PRODUCT_FIELDS} } }
  }
`;
export const PRODUCT_QUERY = `query Product($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`;
export const CREATE_PRODUCT = /* GraphQL */ `
  mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }
`;
export const UPDATE_PRODUCT = /* GraphQL */ `
  mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }
`;
export const REMOVE_PRODUCT = `mutation RemoveProduct($id: ID!) { removeProduct(id: $id) { success } }`;

export const BLACKLISTS_QUERY = /* GraphQL */ `
  query Blacklists($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    blacklists(page: $page, perPage: $perPage, filter: $filter) { total data { ${BLACKLIST_FIELDS} } }
  }
`;
export const CREATE_BLACKLIST = /* GraphQL */ `
  mutation CreateBlacklist($input: BlacklistInput!) { createBlacklist(input: $input) { ${BLACKLIST_FIELDS} } }
`;
export const REMOVE_BLACKLIST = `mutation RemoveBlacklist($mac: String!) { removeBlacklist(mac: $mac) { success } }`;

export const FILES_QUERY = /* GraphQL */ `
  query Files($page: Int, $perPage: Int!, $filter: FileFilter) {
    files(page: $page, perPage: $perPage, filter: $filter) { total data { ${FILE_FIELDS} } }
  }
`;
