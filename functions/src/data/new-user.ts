/** A new user record with the product's defaults: active, verified, no site, policy not agreed. */
import { randomUUID } from 'node:crypto';
import { type RoleFlags, roleFlags } from '../kernel/roles';
import type { UserRecord } from './records';

export function newUserRecord(
  fields: { uid: string; role: Partial<RoleFlags> } & Partial<Omit<UserRecord, 'uid' | 'role'>>,
  now = new Date().toISOString(),
): UserRecord {
  const { role, ...rest } = fields;
  return {
    _id: randomUUID(),
    firstname: null,
    lastname: null,
    no: null,
    tel: null,
    email: null,
    distId: null,
    siteId: null,
    spots: [],
    private_policy: { agree: false, date: null },
    info: null,
    active: true,
    verified: true,
    createdAt: now,
    updatedAt: now,
    ...rest,
    role: roleFlags(role),
  };
}
