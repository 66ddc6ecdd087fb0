/** sessionSeatPins(session): the join PINs of a running class's seats (docs/sessions.md "Seat PINs"). */
import type { QuerySessionSeatPinsArgs, SeatPin } from '../generated/graphql';
import { type Auth, request } from './client';

const SEAT_PINS_QUERY = /* GraphQL */ `
  query SessionSeatPins($session: ID!) {
    sessionSeatPins(session: $session) { student { _id firstname lastname no } pin remote joined }
  }
`;

export async function fetchSeatPins(auth: Auth, session: string): Promise<SeatPin[]> {
  return (
    await request<{ sessionSeatPins: SeatPin[] }, QuerySessionSeatPinsArgs>(
      SEAT_PINS_QUERY,
      { session },
      auth,
    )
  ).sessionSeatPins;
}
