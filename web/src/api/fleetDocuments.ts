/**
 * GraphQL documents of the organisation and fleet screens (sites, classrooms, devices).
 * Constant strings only: data always travels in variables.
 */

const SITE_FIELDS = /* GraphQL */ `
  _id
  name
  category { _id title }
  dist { _id title }
  description
  address
  active
  info
  createdAt
  updatedAt
`;

export const SPOT_FIELDS = /* GraphQL */ `
  _id
  name
  site { _id name }
  description
  address
  active
  private
  multiple
  image { _id path }
  createdAt
  updatedAt
`;

const DEVICE_FIELDS = /* GraphQL */ `
  _id
  mac
  sn
  name
  description
  status
  label
  site { _id name }
  spot { _id name }
  user { _id uid firstname lastname }
  active
  createdAt
  updatedAt
`;

export const SITES_QUERY = /* GraphQL */ `
  query Sites($page: Int, $perPage: Int!, $filter: SiteFilter) {
    sites(page: $page, perPage: $perPage, filter: $filter) { total data { ${SITE_FIELDS} } }
  }
`;

export const SITE_QUERY = /* GraphQL */ `
  query Site($id: ID!) {
    site(id: $id) { ${SITE_FIELDS} }
  }
`;

export const MY_SITE_QUERY = /* GraphQL */ `
  query MySite {
    mySite { ${SITE_FIELDS} }
  }
`;

export const CREATE_SITE_MUTATION = /* GraphQL */ `
  mutation CreateSite($input: SiteInput!) {
    createSite(input: $input) { ${SITE_FIELDS} }
  }
`;

export const UPDATE_SITE_MUTATION = /* GraphQL */ `
  mutation UpdateSite($id: ID!, $input: SitePatch!) {
    updateSite(id: $id, input: $input) { ${SITE_FIELDS} }
  }
`;

export const REMOVE_SITE_MUTATION = /* GraphQL */ `
  mutation RemoveSite($id: ID!) {
    removeSite(id: $id) { success }
  }
`;

export const SPOTS_QUERY = /* GraphQL */ `
  query Spots($page: Int, $perPage: Int!, $filter: SpotFilter) {
    spots(page: $page, perPage: $perPage, filter: $filter) { total data { ${SPOT_FIELDS} } }
  }
`;

/**
 * The class list's classrooms: the list fields with the last 7 days' question and answer counts
 * (Spot.questionCount7d / answerCount7d, docs/exports.md).
 */
export const CLASS_SPOTS_QUERY = /* GraphQL */ `
  query ClassSpots($page: Int, $perPage: Int!, $filter: SpotFilter) {
    spots(page: $page, perPage: $perPage, filter: $filter) {
      total
      data { ${SPOT_FIELDS} questionCount7d answerCount7d }
    }
  }
`;

/**
 * The detail also reads the last 7 days' counts (docs/exports.md "Statistics"); lists leave them
 * out, since each costs one query per classroom and per question asked that week.
 */
export const SPOT_QUERY = /* GraphQL */ `
  query Spot($id: ID!) {
    spot(id: $id) { ${SPOT_FIELDS} questionCount7d answerCount7d }
  }
`;

export const CREATE_SPOT_MUTATION = /* GraphQL */ `
  mutation CreateSpot($input: SpotInput!) {
    createSpot(input: $input) { ${SPOT_FIELDS} }
  }
`;

export const UPDATE_SPOT_MUTATION = /* GraphQL */ `
  mutation UpdateSpot($id: ID!, $input: SpotPatch!) {
    updateSpot(id: $id, input: $input) { ${SPOT_FIELDS} }
  }
`;

export const REMOVE_SPOT_MUTATION = /* GraphQL */ `
  mutation RemoveSpot($id: ID!, $withStudents: Boolean) {
    removeSpot(id: $id, withStudents: $withStudents) { success }
  }
`;

export const DEVICES_QUERY = /* GraphQL */ `
  query Devices($page: Int, $perPage: Int!, $filter: DeviceFilter) {
    devices(page: $page, perPage: $perPage, filter: $filter) { total data { ${DEVICE_FIELDS} } }
  }
`;

export const DEVICE_QUERY = /* GraphQL */ `
  query Device($mac: String!) {
    device(mac: $mac) { ${DEVICE_FIELDS} }
  }
`;

export const UPSERT_DEVICE_MUTATION = /* GraphQL */ `
  mutation UpsertDevice($input: DeviceInput!) {
    upsertDevice(input: $input) { ${DEVICE_FIELDS} }
  }
`;

export const UPDATE_DEVICE_MUTATION = /* GraphQL */ `
  mutation UpdateDevice($mac: String!, $input: DeviceInput!) {
    updateDevice(mac: $mac, input: $input) { ${DEVICE_FIELDS} }
  }
`;

export const LINK_DEVICES_MUTATION = /* GraphQL */ `
  mutation LinkDevices($site: ID!, $spot: ID, $devices: [String!]!) {
    linkDevices(site: $site, spot: $spot, devices: $devices) { success }
  }
`;

export const REMOVE_DEVICE_MUTATION = /* GraphQL */ `
  mutation RemoveDevice($mac: String!) {
    removeDevice(mac: $mac) { success }
  }
`;
