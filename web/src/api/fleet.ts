/**
 * The site, classroom and device operations of schema/organisation.graphql (the organisation and fleet
 * screens). Rows are the fragments' generated types, so nothing claims a field it did not select.
 * Constant documents: data travels in variables.
 */
import type {
  ClassSpotsQuery,
  ClassSpotsQueryVariables,
  CreateSiteMutation,
  CreateSiteMutationVariables,
  CreateSpotMutation,
  CreateSpotMutationVariables,
  DeviceInput,
  DeviceQuery,
  DeviceQueryVariables,
  DeviceRowFragment,
  DevicesQuery,
  DevicesQueryVariables,
  LinkDevicesMutation,
  LinkDevicesMutationVariables,
  MySiteQuery,
  RemoveDeviceMutation,
  RemoveDeviceMutationVariables,
  RemoveSiteMutation,
  RemoveSiteMutationVariables,
  RemoveSpotMutation,
  RemoveSpotMutationVariables,
  SiteQuery,
  SiteQueryVariables,
  SiteRowFragment,
  SitesQuery,
  SitesQueryVariables,
  SpotQuery,
  SpotQueryVariables,
  SpotRowFragment,
  SpotsQuery,
  SpotsQueryVariables,
  SpotWithCountsFragment,
  UpdateDeviceMutation,
  UpdateDeviceMutationVariables,
  UpdateSiteMutation,
  UpdateSiteMutationVariables,
  UpdateSpotMutation,
  UpdateSpotMutationVariables,
  UpsertDeviceMutation,
  UpsertDeviceMutationVariables,
} from '../generated/operations';
import { type Auth, request } from './client';

export type SiteRow = SiteRowFragment;
export type SpotRow = SpotRowFragment;
/** A classroom with its last 7 days' counts: read by the detail and the class list only. */
export type SpotWithCounts = SpotWithCountsFragment;
/** A classroom's background image: an uploaded file's id and its served path. */
export type SpotImage = NonNullable<SpotRow['image']>;
export type DeviceRow = DeviceRowFragment;

const SITE_ROW = /* GraphQL */ `
  fragment SiteRow on Site {
    _id name category { _id title } dist { _id title } description address active info
    createdAt updatedAt
  }
`;
const SPOT_ROW = /* GraphQL */ `
  fragment SpotRow on Spot {
    _id name site { _id name } description address active private multiple image { _id path }
    createdAt updatedAt
  }
`;
/**
 * The last 7 days' counts (Spot.questionCount7d / answerCount7d, docs/exports.md "Statistics"):
 * each costs one query per classroom and per question asked that week, so only the detail and
 * the class list ask for them.
 */
const SPOT_WITH_COUNTS = /* GraphQL */ `
  fragment SpotWithCounts on Spot { ...SpotRow questionCount7d answerCount7d }
  ${SPOT_ROW}
`;
const DEVICE_ROW = /* GraphQL */ `
  fragment DeviceRow on Device {
    _id mac sn name description status label
    site { _id name } spot { _id name } user { _id uid firstname lastname }
    active createdAt updatedAt
  }
`;

const SITES_QUERY = /* GraphQL */ `
  query Sites($page: Int, $perPage: Int!, $filter: SiteFilter) {
    sites(page: $page, perPage: $perPage, filter: $filter) { total data { ...SiteRow } }
  }
  ${SITE_ROW}
`;
const SITE_QUERY = /* GraphQL */ `
  query Site($id: ID!) { site(id: $id) { ...SiteRow } }
  ${SITE_ROW}
`;
const MY_SITE_QUERY = /* GraphQL */ `
  query MySite { mySite { ...SiteRow } }
  ${SITE_ROW}
`;
const CREATE_SITE_MUTATION = /* GraphQL */ `
  mutation CreateSite($input: SiteInput!) { createSite(input: $input) { ...SiteRow } }
  ${SITE_ROW}
`;
const UPDATE_SITE_MUTATION = /* GraphQL */ `
  mutation UpdateSite($id: ID!, $input: SitePatch!) { updateSite(id: $id, input: $input) { ...SiteRow } }
  ${SITE_ROW}
`;
const REMOVE_SITE_MUTATION = /* GraphQL */ `
  mutation RemoveSite($id: ID!) { removeSite(id: $id) { success } }
`;

const SPOTS_QUERY = /* GraphQL */ `
  query Spots($page: Int, $perPage: Int!, $filter: SpotFilter) {
    spots(page: $page, perPage: $perPage, filter: $filter) { total data { ...SpotRow } }
  }
  ${SPOT_ROW}
`;
const CLASS_SPOTS_QUERY = /* GraphQL */ `
  query ClassSpots($page: Int, $perPage: Int!, $filter: SpotFilter) {
    spots(page: $page, perPage: $perPage, filter: $filter) { total data { ...SpotWithCounts } }
  }
  ${SPOT_WITH_COUNTS}
`;
const SPOT_QUERY = /* GraphQL */ `
  query Spot($id: ID!) { spot(id: $id) { ...SpotWithCounts } }
  ${SPOT_WITH_COUNTS}
`;
const CREATE_SPOT_MUTATION = /* GraphQL */ `
  mutation CreateSpot($input: SpotInput!) { createSpot(input: $input) { ...SpotRow } }
  ${SPOT_ROW}
`;
const UPDATE_SPOT_MUTATION = /* GraphQL */ `
  mutation UpdateSpot($id: ID!, $input: SpotPatch!) { updateSpot(id: $id, input: $input) { ...SpotRow } }
  ${SPOT_ROW}
`;
const REMOVE_SPOT_MUTATION = /* GraphQL */ `
  mutation RemoveSpot($id: ID!, $withStudents: Boolean) {
    removeSpot(id: $id, withStudents: $withStudents) { success }
  }
`;

const DEVICES_QUERY = /* GraphQL */ `
  query Devices($page: Int, $perPage: Int!, $filter: DeviceFilter) {
    devices(page: $page, perPage: $perPage, filter: $filter) { total data { ...DeviceRow } }
  }
  ${DEVICE_ROW}
`;
const DEVICE_QUERY = /* GraphQL */ `
  query Device($mac: String!) { device(mac: $mac) { ...DeviceRow } }
  ${DEVICE_ROW}
`;
const UPSERT_DEVICE_MUTATION = /* GraphQL */ `
  mutation UpsertDevice($input: DeviceInput!) { upsertDevice(input: $input) { ...DeviceRow } }
  ${DEVICE_ROW}
`;
const UPDATE_DEVICE_MUTATION = /* GraphQL */ `
  mutation UpdateDevice($mac: String!, $input: DeviceInput!) {
    updateDevice(mac: $mac, input: $input) { ...DeviceRow }
  }
  ${DEVICE_ROW}
`;
const LINK_DEVICES_MUTATION = /* GraphQL */ `
  mutation LinkDevices($site: ID!, $spot: ID, $devices: [String!]!) {
    linkDevices(site: $site, spot: $spot, devices: $devices) { success }
  }
`;
const REMOVE_DEVICE_MUTATION = /* GraphQL */ `
  mutation RemoveDevice($mac: String!) { removeDevice(mac: $mac) { success } }
`;

// Sites

export const fetchSites = async (auth: Auth, args: SitesQueryVariables) =>
  (await request<SitesQuery, SitesQueryVariables>(SITES_QUERY, args, auth)).sites;

export const fetchSite = async (auth: Auth, id: string) =>
  (await request<SiteQuery, SiteQueryVariables>(SITE_QUERY, { id }, auth)).site;

export const fetchMySite = async (auth: Auth) => (await request<MySiteQuery>(MY_SITE_QUERY, {}, auth)).mySite;

export const createSite = async (auth: Auth, args: CreateSiteMutationVariables) =>
  (await request<CreateSiteMutation, CreateSiteMutationVariables>(CREATE_SITE_MUTATION, args, auth))
    .createSite;

export const updateSite = async (auth: Auth, args: UpdateSiteMutationVariables) =>
  (await request<UpdateSiteMutation, UpdateSiteMutationVariables>(UPDATE_SITE_MUTATION, args, auth))
    .updateSite;

export const removeSite = async (auth: Auth, id: string) =>
  (await request<RemoveSiteMutation, RemoveSiteMutationVariables>(REMOVE_SITE_MUTATION, { id }, auth))
    .removeSite;

// Classrooms (spots)

export const fetchSpots = async (auth: Auth, args: SpotsQueryVariables) =>
  (await request<SpotsQuery, SpotsQueryVariables>(SPOTS_QUERY, args, auth)).spots;

/** The site's classrooms for the class list, with their last 7 days' counts. */
export const fetchClassSpots = async (auth: Auth, args: ClassSpotsQueryVariables) =>
  (await request<ClassSpotsQuery, ClassSpotsQueryVariables>(CLASS_SPOTS_QUERY, args, auth)).spots;

export const fetchSpot = async (auth: Auth, id: string) =>
  (await request<SpotQuery, SpotQueryVariables>(SPOT_QUERY, { id }, auth)).spot;

export const createSpot = async (auth: Auth, args: CreateSpotMutationVariables) =>
  (await request<CreateSpotMutation, CreateSpotMutationVariables>(CREATE_SPOT_MUTATION, args, auth))
    .createSpot;

export const updateSpot = async (auth: Auth, args: UpdateSpotMutationVariables) =>
  (await request<UpdateSpotMutation, UpdateSpotMutationVariables>(UPDATE_SPOT_MUTATION, args, auth))
    .updateSpot;

/** Deletes a classroom; `withStudents` removes its students first (the class manage modal). */
export const removeSpot = async (auth: Auth, id: string, withStudents = false) =>
  (
    await request<RemoveSpotMutation, RemoveSpotMutationVariables>(
      REMOVE_SPOT_MUTATION,
      { id, withStudents },
      auth,
    )
  ).removeSpot;

// Devices (by MAC)

export const fetchDevices = async (auth: Auth, args: DevicesQueryVariables) =>
  (await request<DevicesQuery, DevicesQueryVariables>(DEVICES_QUERY, args, auth)).devices;

export const fetchDevice = async (auth: Auth, mac: string) =>
  (await request<DeviceQuery, DeviceQueryVariables>(DEVICE_QUERY, { mac }, auth)).device;

export const upsertDevice = async (auth: Auth, input: DeviceInput) =>
  (
    await request<UpsertDeviceMutation, UpsertDeviceMutationVariables>(
      UPSERT_DEVICE_MUTATION,
      { input },
      auth,
    )
  ).upsertDevice;

export const updateDevice = async (auth: Auth, args: UpdateDeviceMutationVariables) =>
  (await request<UpdateDeviceMutation, UpdateDeviceMutationVariables>(UPDATE_DEVICE_MUTATION, args, auth))
    .updateDevice;

export const linkDevices = async (auth: Auth, args: LinkDevicesMutationVariables) =>
  (await request<LinkDevicesMutation, LinkDevicesMutationVariables>(LINK_DEVICES_MUTATION, args, auth))
    .linkDevices;

export const removeDevice = async (auth: Auth, mac: string) =>
  (await request<RemoveDeviceMutation, RemoveDeviceMutationVariables>(REMOVE_DEVICE_MUTATION, { mac }, auth))
    .removeDevice;
