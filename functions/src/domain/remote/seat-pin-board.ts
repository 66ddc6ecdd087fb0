/**
 * The seat PINs of a running class as the teacher's screen shows them (docs/sessions.md "Seat
 * PINs"): every student of the classroom's roster, then the session's remote students, each with
 * the PIN that opens their seat and whether a phone holds it. Staff-like roles of the session's
 * site only, which the policy checks (an unknown session is refused like another school's).
 */
import type { EntityRepository } from '../../data/entities';
import type { SessionRecord } from '../../data/records';
import type { RemoteSeatStore } from '../../data/remote-store';
import type { SeatPin } from '../../generated/graphql';
import { notFound } from '../../kernel/errors';
import { isStudent } from '../../kernel/roles';
import { bySeat, type Roster } from '../users/user-support';
import { rosterSeat } from './remote-join';
import type { SeatPins } from './seat-pins';
import { isSessionOnly } from './session-students';

export interface SeatPinBoardDeps {
  entities: EntityRepository;
  seats: Pick<RemoteSeatStore, 'seatsOf'>;
  roster: Pick<Roster, 'usersOfSpot'>;
  pins: SeatPins;
}

export class SeatPinBoard {
  constructor(private readonly deps: SeatPinBoardDeps) {}

  async list(sessionId: string): Promise<SeatPin[]> {
    // The policy has checked the session's site (auth/rules/remote.ts); unknown ids pass for system and admin only.
    const session = await this.deps.entities.get<SessionRecord>('SESSION', sessionId);
    if (!session) throw notFound('Session');
    const [users, seats] = await Promise.all([
      this.deps.roster.usersOfSpot(session.spotId),
      this.deps.seats.seatsOf(session._id),
    ]);
    const held = new Set(seats.map((seat) => seat.seat));
    const roster = users
      .filter((user) => isStudent(user.role) && user.siteId === session.siteId)
      .sort(bySeat)
      .map((user) => ({
        student: {
          _id: user._id,
          uid: null,
          firstname: user.firstname,
          lastname: user.lastname,
          no: user.no,
          info: null,
        },
        pin: this.deps.pins.of(session._id, rosterSeat(user._id)),
        remote: false,
        joined: held.has(rosterSeat(user._id)),
      }));
    const remote = seats.filter(isSessionOnly).map((seat) => ({
      student: {
        _id: seat.studentId,
        uid: null,
        firstname: seat.name,
        lastname: null,
        no: seat.no ?? null,
        info: null,
      },
      pin: this.deps.pins.of(session._id, seat.seat),
      remote: true,
      joined: true,
    }));
    return [...roster, ...remote];
  }
}
