/**
 * Students of one session only (docs/sessions.md "Remote students"): a phone that joins under a
 * name not on the classroom's roster gets no user account. The seat item, in the session's own
 * partition, is their identity (id, name, number), so they never appear in the school's user
 * list or count and go wherever the session's data goes. Reads that turn student ids into people
 * (participants, answers, results) look here for the ids that are no user.
 */

import { newUserRecord } from '../../data/new-user';
import type { RemoteSeatRecord, SessionRecord, UserRecord } from '../../data/records';
import type { RemoteSeatStore } from '../../data/remote-store';

/** A seat whose student exists in this session only (a roster seat, or an older seat, names a user). */
export function isSessionOnly(seat: RemoteSeatRecord): seat is RemoteSeatRecord & { name: string } {
  return typeof seat.name === 'string' && !seat.seat.startsWith('ROSTER#');
}

/** Such a student in a user's shape, for the views and results that show people (no uid, never stored). */
export function sessionStudentRecord(
  seat: RemoteSeatRecord & { name: string },
  siteId: string | null,
): UserRecord {
  return {
    ...newUserRecord(
      {
        uid: '',
        firstname: seat.name,
        no: seat.no ?? null,
        role: { user: true },
        siteId,
        info: { remote: { session: seat.sessionId } },
      },
      seat.createdAt,
    ),
    _id: seat.studentId,
  };
}

export class SessionStudents {
  constructor(private readonly seats: Pick<RemoteSeatStore, 'seatsOf'>) {}

  /**
   * Who took part in each session by phone (student ids, each once): the list an older session
   * kept on its item, and the students of its seats when it has phone seats (SessionRecord
   * `phoneSeats`; one query of each such session's seats).
   */
  async participantsOf(
    sessions: readonly Pick<SessionRecord, '_id' | 'participants' | 'phoneSeats'>[],
  ): Promise<Map<string, string[]>> {
    const entries = await Promise.all(
      sessions.map(async (session): Promise<[string, string[]]> => {
        const seated = session.phoneSeats
          ? (await this.seats.seatsOf(session._id)).map((seat) => seat.studentId)
          : [];
        return [session._id, [...new Set([...(session.participants ?? []), ...seated])]];
      }),
    );
    return new Map(entries);
  }

  /**
   * `users` with the ids it lacks filled in from these sessions' seats (one query per session,
   * asked only when some wanted id is no user). Returns a new map.
   */
  async fill(
    users: ReadonlyMap<string, UserRecord>,
    wanted: readonly string[],
    sessions: readonly { _id: string; siteId: string | null }[],
  ): Promise<Map<string, UserRecord>> {
    const filled = new Map(users);
    if (wanted.every((id) => filled.has(id) || id.includes('#'))) return filled;
    for (const session of sessions) {
      for (const seat of await this.seats.seatsOf(session._id)) {
        if (isSessionOnly(seat) && !filled.has(seat.studentId))
          filled.set(seat.studentId, sessionStudentRecord(seat, session.siteId));
      }
    }
    return filled;
  }
}
