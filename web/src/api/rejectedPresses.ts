/** rejectedPresses(session): the presses a class did not take, by reason (docs/devices-mqtt.md "Rejected presses"). */
import type { RejectedPressesQuery, RejectedPressesQueryVariables } from '../generated/operations';
import { type Auth, request } from './client';

const REJECTED_PRESSES_QUERY = /* GraphQL */ `
  query RejectedPresses($session: ID!) {
    rejectedPresses(session: $session) { reason count }
  }
`;

export async function fetchRejectedPresses(
  auth: Auth,
  session: string,
): Promise<RejectedPressesQuery['rejectedPresses']> {
  return (
    await request<RejectedPressesQuery, RejectedPressesQueryVariables>(
      REJECTED_PRESSES_QUERY,
      { session },
      auth,
    )
  ).rejectedPresses;
}
