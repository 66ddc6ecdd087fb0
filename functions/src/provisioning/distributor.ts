/**
 * Provisioning a distributor's environment (docs/deploy.md "Distributor provisioning"): its
 * distributor record and first administrator, created once by the deploy's custom resource.
 * Idempotent: a redeploy updates the title and never resets an existing administrator's password.
 */

import { newUserRecord } from '../data/new-user';
import type { DistRecord, UserRecord } from '../data/records';

export interface ProvisionRequest {
  /** Stable per stage, so a repeated create finds the record instead of duplicating it. */
  readonly distId: string;
  readonly title: string;
  readonly adminUid: string;
}

/** The reads and writes provisioning needs; the handler backs them with the table. */
export interface ProvisionStore {
  getDist(id: string): Promise<DistRecord | null>;
  createDist(dist: DistRecord): Promise<void>;
  updateDistTitle(id: string, title: string): Promise<void>;
  getUserByUid(uid: string): Promise<UserRecord | null>;
  createUser(user: UserRecord): Promise<void>;
}

export interface ProvisionResult {
  readonly distId: string;
  readonly adminId: string;
  /** False when the uid already existed: its password was left as it was. */
  readonly adminCreated: boolean;
}

/**
 * `passwordHash` is a thunk so the secret is read (and hashed) only when a new administrator is
 * actually created.
 */
export async function provisionDistributor(
  request: ProvisionRequest,
  store: ProvisionStore,
  passwordHash: () => Promise<string>,
  now = new Date().toISOString(),
): Promise<ProvisionResult> {
  const existingAdmin = await store.getUserByUid(request.adminUid);
  let adminId = existingAdmin?._id;
  if (!existingAdmin) {
    // Admin for the whole environment and distributor of its record, so business or school mode
    // follows the distributor's title from the first sign-in.
    const admin = newUserRecord(
      { uid: request.adminUid, role: { admin: true, distributor: true }, distId: request.distId },
      now,
    );
    await store.createUser({ ...admin, passwordHash: await passwordHash() });
    adminId = admin._id;
  }
  if (adminId === undefined) throw new Error('unreachable: the administrator has no id');

  const dist = await store.getDist(request.distId);
  if (!dist) {
    await store.createDist({
      _id: request.distId,
      title: request.title,
      distributorId: adminId,
      translations: null,
      info: null,
      createdAt: now,
      updatedAt: now,
    });
  } else if (dist.title !== request.title) {
    await store.updateDistTitle(request.distId, request.title);
  }
  return { distId: request.distId, adminId, adminCreated: !existingAdmin };
}
