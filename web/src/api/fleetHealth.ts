/** The fleetHealth query (docs/fleet-health.md): a site's scanners and buttons with their health. */
import type {
  ClassroomScannersQuery,
  ClassroomScannersQueryVariables,
  FleetHealthQuery,
  FleetHealthQueryVariables,
} from '../generated/operations';
import { type Auth, request } from './client';

const FLEET_HEALTH_QUERY = /* GraphQL */ `
  query FleetHealth($site: ID!, $spot: ID, $staleDays: Int) {
    fleetHealth(site: $site, spot: $spot, staleDays: $staleDays) {
      checkedAt
      offlineAfterMs
      staleDays
      rejectDays
      scanners { _id scid name spot { _id name } status alive online rejected { reason count } }
      buttons { mac name label spot { _id name } lastPress battery rssi scanner stale }
    }
  }
`;

/** The fleet health page's report: its scanners and buttons as the query selects them. */
export type FleetHealthReport = FleetHealthQuery['fleetHealth'];
export type ScannerHealthRow = FleetHealthReport['scanners'][number];
export type ButtonHealthRow = FleetHealthReport['buttons'][number];

export async function fetchFleetHealth(
  auth: Auth,
  args: FleetHealthQueryVariables,
): Promise<FleetHealthReport> {
  return (await request<FleetHealthQuery, FleetHealthQueryVariables>(FLEET_HEALTH_QUERY, args, auth))
    .fleetHealth;
}

const CLASSROOM_SCANNERS_QUERY = /* GraphQL */ `
  query ClassroomScanners($site: ID!, $spot: ID) {
    fleetHealth(site: $site, spot: $spot) {
      offlineAfterMs
      scanners { _id scid name status alive }
    }
  }
`;

export type ClassroomScanners = ClassroomScannersQuery['fleetHealth'];

/** One classroom's scanners and the offline threshold, for the running class. */
export async function fetchClassroomScanners(
  auth: Auth,
  site: string,
  spot: string,
): Promise<ClassroomScanners> {
  return (
    await request<ClassroomScannersQuery, ClassroomScannersQueryVariables>(
      CLASSROOM_SCANNERS_QUERY,
      { site, spot },
      auth,
    )
  ).fleetHealth;
}
