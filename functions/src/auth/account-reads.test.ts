/**
 * What authenticating a signed-in user's request reads (account-reads.ts, accounts.ts
 * activeUser): the session and the user in one consistent request every time, the site from the
 * instance's short-lived cache.
 */
import { BatchGetCommand, type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { UserStore } from '../data/users';
import { AccountReads, SITE_TTL_MS } from './account-reads';
import { AccountService } from './accounts';
import type { TokenSigner } from './tokens';

const TABLE = 'classpulse';
const NOW = Date.parse('2026-11-26T10:00:00Z');

const user = {
  pk: 'USER#u1',
  sk: 'META',
  _id: 'u1',
  uid: 'teacher',
  role: { manager: true },
  siteId: 's1',
  distId: null,
  spots: [],
  firstname: 'Ada',
  lastname: null,
  no: null,
  tel: null,
  email: null,
  info: null,
  private_policy: { agree: true, date: null },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  active: true,
  verified: true,
  passwordHash: 'secret',
};
const session = {
  pk: 'AUTHSESSION#sid1',
  sk: 'META',
  sid: 'sid1',
  userId: 'u1',
  expiresAt: NOW / 1000 + 60,
  revokedAt: null,
};
const site = { pk: 'SITE#s1', sk: 'META', _id: 's1', name: 'School', active: true, distId: null };

type Items = Map<string, Record<string, unknown>>;
const itemsOf = (items: Record<string, unknown>[]): Items =>
  new Map(items.map((item) => [item.pk as string, item]));

/** A fake table answering from `byPk` (changes apply at once), recording every command. */
function table(byPk: Items) {
  const send = vi.fn(async (command: unknown) => {
    if (command instanceof BatchGetCommand) {
      const request = command.input.RequestItems?.[TABLE];
      const keys = (request?.Keys ?? []) as { pk: string }[];
      return { Responses: { [TABLE]: keys.flatMap((key) => byPk.get(key.pk) ?? []) } };
    }
    if (command instanceof GetCommand) return { Item: byPk.get(String(command.input.Key?.pk)) };
    throw new Error('unexpected command');
  });
  return { ref: { client: { send } as unknown as DynamoDBDocumentClient, tableName: TABLE }, send };
}

function service(items: Record<string, unknown>[] | Items, now = () => NOW) {
  const fake = table(items instanceof Map ? items : itemsOf(items));
  const users = new UserStore(fake.ref);
  const accounts = new AccountService({
    users,
    sessions: {} as never,
    throttle: {} as never,
    signer: {} as TokenSigner,
    sessionTtlHours: 1,
    reads: new AccountReads(fake.ref, users, now),
    now: () => new Date(now()),
  });
  return { accounts, send: fake.send };
}

describe('authenticating a request', () => {
  it('reads the session and the user in one consistent request, the site from the cache after', async () => {
    const { accounts, send } = service([user, session, site]);

    const first = await accounts.activeUser('sid1', 'u1');
    const second = await accounts.activeUser('sid1', 'u1');

    expect(first?._id).toBe('u1');
    expect(second?._id).toBe('u1');
    const commands = send.mock.calls.map(([command]) => command);
    const batches = commands.filter((command) => command instanceof BatchGetCommand) as BatchGetCommand[];
    expect(batches).toHaveLength(2);
    expect(batches[0]?.input.RequestItems?.[TABLE]).toMatchObject({
      ConsistentRead: true,
      Keys: [{ pk: 'AUTHSESSION#sid1' }, { pk: 'USER#u1' }],
    });
    // Two requests, one site read: 1 request per request once the site is kept.
    expect(commands.filter((command) => command instanceof GetCommand)).toHaveLength(1);
  });

  it('refuses a revoked session at once, though the user and site are unchanged', async () => {
    const { accounts } = service([user, { ...session, revokedAt: '2026-11-26T09:59:00Z' }, site]);

    expect(await accounts.activeUser('sid1', 'u1')).toBeNull();
  });

  it('refuses a deactivated user on the next request (the user is read every time)', async () => {
    const { accounts } = service([{ ...user, active: false }, session, site]);

    expect(await accounts.activeUser('sid1', 'u1')).toBeNull();
  });

  it("keeps a deactivated school's site for at most SITE_TTL_MS", async () => {
    let now = NOW;
    const items = itemsOf([user, session, site]);
    const { accounts } = service(items, () => now);
    expect(await accounts.activeUser('sid1', 'u1')).not.toBeNull();

    items.set(site.pk, { ...site, active: false });
    now += SITE_TTL_MS - 1;
    const stillKept = await accounts.activeUser('sid1', 'u1');
    now += 1;
    const refused = await accounts.activeUser('sid1', 'u1');

    expect(stillKept).not.toBeNull();
    expect(refused).toBeNull();
  });

  it('answers me from the snapshot the authorizer passed, without reading the user', async () => {
    const { accounts, send } = service([site]);
    const { pk: _pk, sk: _sk, passwordHash: _hash, ...snapshot } = user;

    const me = await accounts.me({
      kind: 'user',
      userId: 'u1',
      sid: 'sid1',
      role: { manager: true } as never,
      siteId: 's1',
      distId: null,
      agreed: true,
      snapshot: snapshot as never,
    });

    expect(me).toMatchObject({ _id: 'u1', uid: 'teacher', site: { _id: 's1', name: 'School' } });
    const reads = send.mock.calls.map(([command]) => (command as GetCommand).input.Key?.pk);
    expect(reads).toEqual(['SITE#s1']);
  });
});
