/** The fleetHealth query (docs/fleet-health.md): a site's scanners and buttons with their health. */
import type { FleetHealth, QueryFleetHealthArgs } from '../generated/graphql';
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

export async function fetchFleetHealth(auth: Auth, args: QueryFleetHealthArgs): Promise<FleetHealth> {
  return (await request<{ fleetHealth: FleetHealth }, QueryFleetHealthArgs>(FLEET_HEALTH_QUERY, args, auth))
    .fleetHealth;
}
