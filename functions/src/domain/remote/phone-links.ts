/**
 * A phone's link to its student lasts one class (docs/sessions.md "When the class ends"). A join
 * binds the phone's App record to the student and the session (remote-join.ts `bindApp`); when the
 * class ends, every phone that held one of its seats (the seat's phone and the phones it replaced)
 * is released: its App names no student and no class any more. Without this, a rostered student
 * who once joined by phone stayed bound to that phone, and the next class's seat view took them
 * for a phone user of that class and left them out, while the admin's app list still showed the
 * phone linked to them.
 */
import type { EntityRepository } from '../../data/entities';
import type { AppRecord } from '../../data/records';
import type { RemoteSeatStore } from '../../data/remote-store';

/** Releases in flight at once: a hall of a thousand phones ends in about a hundred rounds. */
const RELEASES_AT_ONCE = 10;

export interface PhoneLinkDeps {
  seats: Pick<RemoteSeatStore, 'seatsOf' | 'releaseApp'>;
  entities: Pick<EntityRepository, 'ownersOfKinds'>;
  now?: () => Date;
}

export class PhoneLinks {
  constructor(private readonly deps: PhoneLinkDeps) {}

  /**
   * Releases the phones of an ended session from their students; returns how many were still
   * bound to it. Idempotent: a phone released already, or bound to another class since, is left
   * as it is (the write's condition), so ending a class again finishes what a failure left.
   */
  async releaseClass(sessionId: string): Promise<number> {
    const seats = await this.deps.seats.seatsOf(sessionId);
    const uuids = [...new Set(seats.flatMap((seat) => [seat.appUuid, ...seat.replaced]))];
    if (uuids.length === 0) return 0;
    const owners = await this.deps.entities.ownersOfKinds(
      uuids.map((value) => ({ kind: 'APPUUID' as const, value })),
    );
    const appIds = [...(owners.get('APPUUID')?.values() ?? [])];
    const now = (this.deps.now?.() ?? new Date()).toISOString();
    let released = 0;
    for (let start = 0; start < appIds.length; start += RELEASES_AT_ONCE) {
      const round = appIds.slice(start, start + RELEASES_AT_ONCE);
      const results = await Promise.all(round.map((id) => this.deps.seats.releaseApp(id, sessionId, now)));
      released += results.filter(Boolean).length;
    }
    return released;
  }
}

/**
 * Whether an app's link to its student is a phone's link to a class that is over (or gone): such
 * a link, left by data written before classes released their phones, is not shown as current.
 */
export function isEndedPhoneLink(
  app: Pick<AppRecord, 'userId' | 'info'>,
  sessions: ReadonlyMap<string, { endtime: string | null }>,
): boolean {
  const session = app.info?.session;
  if (!app.userId || !app.info?.remote || typeof session !== 'string') return false;
  const found = sessions.get(session);
  return !found || Boolean(found.endtime);
}
