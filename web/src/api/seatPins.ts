/** sessionSeatPins(session): the join PINs of a running class's seats (docs/sessions.md "Seat PINs"). */
import type { SessionSeatPinsQuery, SessionSeatPinsQueryVariables } from '../generated/operations';
import { type Auth, request } from './client';

const SEAT_PINS_QUERY = /* GraphQL */ `
  query SessionSeatPins($session: ID!) {
    sessionSeatPins(session: $session) { student { _id firstname lastname no } pin remote joined }
  }
`;

/** A seat's PIN as the teacher's list shows it. */
export type SeatPinRow = SessionSeatPinsQuery['sessionSeatPins'][number];

export async function fetchSeatPins(auth: Auth, session: string): Promise<SeatPinRow[]> {
  return (
    await request<SessionSeatPinsQuery, SessionSeatPinsQueryVariables>(SEAT_PINS_QUERY, { session }, auth)
  ).sessionSeatPins;
}
