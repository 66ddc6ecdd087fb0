/** Users, their sites and distributors: the reads and writes accounts need. */

import type { TableRef } from '../kernel/table-ref';
import { EntityRepository } from './entities';
import type { DistRecord, SiteRecord, UserRecord } from './records';

export class UserStore {
  private readonly entities: EntityRepository;

  constructor(table: TableRef) {
    this.entities = new EntityRepository(table);
  }

  /** uids are case-insensitive: "Teacher" and "teacher" are one account. */
  static normalizeUid(uid: string): string {
    return uid.trim().toLowerCase();
  }

  /** A user is listed under its site and its first classroom. */
  static scopeOf(user: Pick<UserRecord, 'siteId' | 'spots'>) {
    return { siteId: user.siteId, spotId: user.spots[0]?._id ?? null };
  }

  getById(id: string): Promise<UserRecord | null> {
    return this.entities.get<UserRecord>('USER', id);
  }

  async getByUid(uid: string): Promise<UserRecord | null> {
    const ownerId = await this.entities.ownerOf('UID', UserStore.normalizeUid(uid));
    return ownerId ? this.getById(ownerId) : null;
  }

  /** Throws UniqueValueTakenError when the uid exists. */
  create(user: UserRecord): Promise<UserRecord> {
    return this.entities.create('USER', user, UserStore.scopeOf(user), [
      { kind: 'UID', value: UserStore.normalizeUid(user.uid) },
    ]);
  }

  update(id: string, changes: Partial<UserRecord>): Promise<UserRecord> {
    return this.entities.update<UserRecord>('USER', id, { ...changes, updatedAt: new Date().toISOString() });
  }

  getSite(id: string): Promise<SiteRecord | null> {
    return this.entities.get<SiteRecord>('SITE', id);
  }

  getDist(id: string): Promise<DistRecord | null> {
    return this.entities.get<DistRecord>('DIST', id);
  }
}
