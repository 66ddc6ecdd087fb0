/**
 * The site, classroom and device operations of schema.graphql. The row types are the fields the
 * documents select (a narrower view of the generated types, so nothing claims unselected fields).
 */
import type {
  Device,
  DeviceFilter,
  DeviceInput,
  DistRef,
  MutationCreateSiteArgs,
  MutationCreateSpotArgs,
  MutationLinkDevicesArgs,
  MutationUpdateDeviceArgs,
  MutationUpdateSiteArgs,
  MutationUpdateSpotArgs,
  Ref,
  Site,
  SiteFilter,
  Spot,
  SpotFilter,
  Success,
  TitleRef,
  UserRef,
} from '../generated/graphql';
import { type Auth, request } from './client';
import * as docs from './fleetDocuments';
import type { Page, PageArgs } from './page';

type Stamps = 'createdAt' | 'updatedAt';

export type SiteRow = Pick<Site, '_id' | 'name' | 'description' | 'address' | 'active' | 'info' | Stamps> & {
  category: TitleRef | null;
  dist: Pick<DistRef, '_id' | 'title'> | null;
};

export type SpotRow = Pick<
  Spot,
  '_id' | 'name' | 'description' | 'address' | 'active' | 'private' | 'multiple' | Stamps
> & {
  site: Ref;
  image?: SpotImage | null;
  /** The last 7 days' counts: read by the detail and the class list only (SPOT_QUERY). */
  questionCount7d?: number | null;
  answerCount7d?: number | null;
};
/** A classroom's background image: an uploaded file's id and its served path. */
export type SpotImage = { _id?: string | null; path: string };

export type DeviceRow = Pick<
  Device,
  '_id' | 'mac' | 'sn' | 'name' | 'description' | 'status' | 'label' | 'active' | Stamps
> & {
  site: Ref | null;
  spot: Ref | null;
  user: Pick<UserRef, '_id' | 'uid' | 'firstname' | 'lastname'> | null;
};

// Sites

export async function fetchSites(auth: Auth, args: PageArgs<SiteFilter>): Promise<Page<SiteRow>> {
  return (await request<{ sites: Page<SiteRow> }, PageArgs<SiteFilter>>(docs.SITES_QUERY, args, auth)).sites;
}

export async function fetchSite(auth: Auth, id: string): Promise<SiteRow | null> {
  return (await request<{ site: SiteRow | null }, { id: string }>(docs.SITE_QUERY, { id }, auth)).site;
}

export async function fetchMySite(auth: Auth): Promise<SiteRow | null> {
  return (await request<{ mySite: SiteRow | null }>(docs.MY_SITE_QUERY, {}, auth)).mySite;
}

export async function createSite(auth: Auth, args: MutationCreateSiteArgs): Promise<SiteRow> {
  return (
    await request<{ createSite: SiteRow }, MutationCreateSiteArgs>(docs.CREATE_SITE_MUTATION, args, auth)
  ).createSite;
}

export async function updateSite(auth: Auth, args: MutationUpdateSiteArgs): Promise<SiteRow> {
  return (
    await request<{ updateSite: SiteRow }, MutationUpdateSiteArgs>(docs.UPDATE_SITE_MUTATION, args, auth)
  ).updateSite;
}

export async function removeSite(auth: Auth, id: string): Promise<Success> {
  return (await request<{ removeSite: Success }, { id: string }>(docs.REMOVE_SITE_MUTATION, { id }, auth))
    .removeSite;
}

// Classrooms (spots)

export async function fetchSpots(auth: Auth, args: PageArgs<SpotFilter>): Promise<Page<SpotRow>> {
  return (await request<{ spots: Page<SpotRow> }, PageArgs<SpotFilter>>(docs.SPOTS_QUERY, args, auth)).spots;
}

/** The site's classrooms for the class list, with their last 7 days' counts. */
export async function fetchClassSpots(auth: Auth, args: PageArgs<SpotFilter>): Promise<Page<SpotRow>> {
  return (await request<{ spots: Page<SpotRow> }, PageArgs<SpotFilter>>(docs.CLASS_SPOTS_QUERY, args, auth))
    .spots;
}

export async function fetchSpot(auth: Auth, id: string): Promise<SpotRow | null> {
  return (await request<{ spot: SpotRow | null }, { id: string }>(docs.SPOT_QUERY, { id }, auth)).spot;
}

export async function createSpot(auth: Auth, args: MutationCreateSpotArgs): Promise<SpotRow> {
  return (
    await request<{ createSpot: SpotRow }, MutationCreateSpotArgs>(docs.CREATE_SPOT_MUTATION, args, auth)
  ).createSpot;
}

export async function updateSpot(auth: Auth, args: MutationUpdateSpotArgs): Promise<SpotRow> {
  return (
    await request<{ updateSpot: SpotRow }, MutationUpdateSpotArgs>(docs.UPDATE_SPOT_MUTATION, args, auth)
  ).updateSpot;
}

/** Deletes a classroom; `withStudents` removes its students first (the class manage modal). */
export async function removeSpot(auth: Auth, id: string, withStudents = false): Promise<Success> {
  return (
    await request<{ removeSpot: Success }, { id: string; withStudents: boolean }>(
      docs.REMOVE_SPOT_MUTATION,
      { id, withStudents },
      auth,
    )
  ).removeSpot;
}

// Devices (by MAC)

export async function fetchDevices(auth: Auth, args: PageArgs<DeviceFilter>): Promise<Page<DeviceRow>> {
  return (await request<{ devices: Page<DeviceRow> }, PageArgs<DeviceFilter>>(docs.DEVICES_QUERY, args, auth))
    .devices;
}

export async function fetchDevice(auth: Auth, mac: string): Promise<DeviceRow | null> {
  return (await request<{ device: DeviceRow | null }, { mac: string }>(docs.DEVICE_QUERY, { mac }, auth))
    .device;
}

export async function upsertDevice(auth: Auth, input: DeviceInput): Promise<DeviceRow> {
  return (
    await request<{ upsertDevice: DeviceRow }, { input: DeviceInput }>(
      docs.UPSERT_DEVICE_MUTATION,
      { input },
      auth,
    )
  ).upsertDevice;
}

export async function updateDevice(auth: Auth, args: MutationUpdateDeviceArgs): Promise<DeviceRow> {
  return (
    await request<{ updateDevice: DeviceRow }, MutationUpdateDeviceArgs>(
      docs.UPDATE_DEVICE_MUTATION,
      args,
      auth,
    )
  ).updateDevice;
}

export async function linkDevices(auth: Auth, args: MutationLinkDevicesArgs): Promise<Success> {
  return (
    await request<{ linkDevices: Success }, MutationLinkDevicesArgs>(docs.LINK_DEVICES_MUTATION, args, auth)
  ).linkDevices;
}

export async function removeDevice(auth: Auth, mac: string): Promise<Success> {
  return (
    await request<{ removeDevice: Success }, { mac: string }>(docs.REMOVE_DEVICE_MUTATION, { mac }, auth)
  ).removeDevice;
}
