/** Test users and sites written straight into the stack's table through the product's data layer. */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { hashPassword } from '../../functions/src/auth/password';
import { EntityRepository } from '../../functions/src/data/entities';
import { newUserRecord } from '../../functions/src/data/new-user';
import type { SiteRecord, UserRecord } from '../../functions/src/data/records';
import { UserStore } from '../../functions/src/data/users';
import type { RoleFlags } from '../../functions/src/kernel/roles';
import type { TableRef } from '../../functions/src/kernel/table-ref';

let table: TableRef | undefined;

export function testTable(): TableRef {
  if (!table) {
    const stack = inject('stack');
    const client = new DynamoDBClient({
      endpoint: stack.dynamoEndpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    table = { client: DynamoDBDocumentClient.from(client), tableName: stack.tableName };
  }
  return table;
}

export async function createSite(overrides: Partial<SiteRecord> = {}): Promise<SiteRecord> {
  const now = new Date().toISOString();
  const site: SiteRecord = {
    _id: `site-${randomUUID()}`,
    name: 'Test site',
    category: null,
    distId: null,
    description: null,
    address: null,
    active: true,
    info: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
  await new EntityRepository(testTable()).create('SITE', site, { siteId: site._id });
  return site;
}

export async function createUser(
  role: Partial<RoleFlags>,
  overrides: Partial<UserRecord> & { password?: string } = {},
): Promise<UserRecord & { password: string }> {
  const { password = 'Password-123', ...rest } = overrides;
  const user = newUserRecord({
    uid: `user-${randomUUID().slice(0, 8)}`,
    firstname: 'Test',
    lastname: 'User',
    role,
    private_policy: { agree: true, date: new Date().toISOString() },
    ...rest,
    passwordHash: await hashPassword(password),
  });
  await new UserStore(testTable()).create(user);
  return { ...user, password };
}
