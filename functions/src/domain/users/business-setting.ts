/**
 * Business setting of a classroom (spec section 5 "Business setting (spot)"): seats 1..count
 * are filled (seated students keep their number, unseated ones take the free numbers lowest
 * first, missing seats get new users), then devices with a numeric label are bound to the user
 * on that seat. Every step only changes what differs, so running it twice changes nothing.
 */
import type { EntityRepository } from '../../data/entities';
import { newUserRecord } from '../../data/new-user';
import type { DeviceRecord, SpotRecord, UserRecord } from '../../data/records';
import type { UserStore } from '../../data/users';
import type { BusinessSettingResult } from '../../generated/graphql';
import { badRequest, notFound } from '../../kernel/errors';
import { isStudent } from '../../kernel/roles';
import { type Roster, studentUid } from './user-support';

export const MAX_SEATS = 500;

/** Users are created a few at a time: each is its own transaction with its uid claim. */
const CREATE_CONCURRENCY = 10;

const byAge = <T extends { createdAt: string; _id: string }>(a: T, b: T) =>
  a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id);

export class BusinessSettingService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly users: UserStore,
    private readonly roster: Roster,
  ) {}

  async apply(spotId: string, count: unknown): Promise<BusinessSettingResult> {
    // A non-numeric count changes nothing (spec); GraphQL Int already rules out text.
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_SEATS)
      throw badRequest('INVALID_COUNT', `The number of people must be 1..${MAX_SEATS}.`, { field: 'count' });
    const spot = await this.entities.get<SpotRecord>('SPOT', spotId);
    if (!spot) throw notFound('Classroom');

    const students = (await this.roster.usersOfSpot(spot._id))
      .filter((user) => isStudent(user.role) && user.siteId === spot.siteId)
      .sort(byAge);
    const seated = new Map<number, UserRecord>();
    for (const user of students) if (user.no !== null && !seated.has(user.no)) seated.set(user.no, user);
    const free: number[] = [];
    for (let seat = 1; seat <= count; seat += 1) if (!seated.has(seat)) free.push(seat);

    const now = new Date().toISOString();
    const unseated = students.filter((user) => user.no === null);
    let renumberedUsers = 0;
    for (const user of unseated) {
      const seat = free.shift();
      if (seat === undefined) break;
      seated.set(seat, await this.users.update(user._id, { no: seat }));
      renumberedUsers += 1;
    }

    const ref = { _id: spot._id, name: spot.name };
    const fresh = free.map((seat) =>
      newUserRecord(
        {
          uid: studentUid(spot._id),
          firstname: String(seat),
          lastname: '',
          no: seat,
          role: { user: true },
          siteId: spot.siteId,
          spots: [ref],
        },
        now,
      ),
    );
    for (let start = 0; start < fresh.length; start += CREATE_CONCURRENCY) {
      await Promise.all(
        fresh.slice(start, start + CREATE_CONCURRENCY).map((user) => this.users.create(user)),
      );
    }
    for (const user of fresh) if (user.no !== null) seated.set(user.no, user);

    const boundDevices = await this.bindDevices(spot, seated, now);
    return { seats: count, createdUsers: fresh.length, renumberedUsers, boundDevices };
  }

  /**
   * Devices of this classroom, or of its site with no classroom yet, whose label is a number go
   * to the user on that seat; a seat's previous device is released (spec section 4 "Device and
   * seat linking"). Returns how many devices changed.
   */
  private async bindDevices(spot: SpotRecord, seated: Map<number, UserRecord>, now: string): Promise<number> {
    const devices = (await this.roster.devicesOfSite(spot.siteId))
      .filter((device) => device.spotId === spot._id || device.spotId === null)
      .sort(byAge);
    const chosen = new Map<number, DeviceRecord>();
    for (const device of devices) {
      const label = device.label?.trim() ?? '';
      if (!/^\d+$/.test(label)) continue;
      const seat = Number(label);
      if (seated.has(seat) && !chosen.has(seat)) chosen.set(seat, device);
    }
    const chosenIds = new Set([...chosen.values()].map((device) => device._id));
    let changed = 0;
    for (const [seat, device] of chosen) {
      const user = seated.get(seat);
      if (!user) continue;
      for (const other of devices) {
        if (other.userId !== user._id || chosenIds.has(other._id) || other.spotId !== spot._id) continue;
        await this.entities.update('DEVICE', other._id, { userId: null, updatedAt: now });
        other.userId = null;
        changed += 1;
      }
      if (device.userId === user._id && device.spotId === spot._id) continue;
      const next = { ...device, spotId: spot._id, userId: user._id, updatedAt: now };
      if (device.spotId === null)
        await this.entities.rescope(
          'DEVICE',
          next,
          { siteId: spot.siteId, spotId: null, updatedAt: device.updatedAt, record: device },
          next,
        );
      else await this.entities.update('DEVICE', device._id, { userId: user._id, updatedAt: now });
      changed += 1;
    }
    return changed;
  }
}
