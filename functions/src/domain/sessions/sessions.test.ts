/**
 * SessionService.create against an in-memory repository: a join code another session holds is
 * drawn again, a conflict-cancelled write is retried, and a taken classroom gives SESSION_IN_PROGRESS.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import type { UserCaller } from '../../auth/caller';
import { type EntityRepository, type UniqueClaim, UniqueValueTakenError } from '../../data/entities';
import type { SessionRecord, SpotRecord } from '../../data/records';
import type { SessionStore } from '../../data/session-store';
import type { ScopedDeps } from '../scoped';
import { SessionService } from './sessions';

const spot = { _id: 'spot-1', siteId: 'site-1', active: true, name: 'Class 1' } as SpotRecord;
const caller = { kind: 'user', userId: 'teacher' } as UserCaller;

/** Unique claims held, and the creates tried; `conflicts` first creates are cancelled as conflicts. */
function service(codes: string[], taken: Map<string, string>, conflicts = 0) {
  const tried: string[] = [];
  const entities = {
    get: async (type: string, id: string) => (type === 'SPOT' && id === spot._id ? spot : null),
    getMany: async () => new Map(),
    ownerOf: async (kind: string, value: string) => taken.get(`${kind}:${value}`) ?? null,
    create: async (_type: string, record: SessionRecord, _scope: unknown, claims: UniqueClaim[]) => {
      tried.push(record.code);
      if (conflicts > 0) {
        conflicts -= 1;
        throw new TransactionCanceledException({
          message: 'cancelled',
          $metadata: {},
          CancellationReasons: [{ Code: 'TransactionConflict' }],
        });
      }
      const claim = claims.find((held) => taken.has(`${held.kind}:${held.value}`));
      if (claim) throw new UniqueValueTakenError(claim.kind, claim.value);
      for (const held of claims) taken.set(`${held.kind}:${held.value}`, record._id);
      return record;
    },
  } as unknown as EntityRepository;
  const deps = { entities, lists: {}, tenancy: { assertReach: async () => {} } } as unknown as ScopedDeps;
  const draws = [...codes];
  const drawCode = () => draws.shift() ?? '999999';
  return { tried, sessions: new SessionService(deps, {} as SessionStore, { drawCode }) };
}

describe('SessionService.create', () => {
  it('draws the join code again when another ongoing session holds it', async () => {
    const taken = new Map([['SESSIONCODE:111111', 'session-other']]);
    const { tried, sessions } = service(['111111', '222222'], taken);

    const created = await sessions.create(caller, { site: 'site-1', spot: 'spot-1' });

    expect(tried).toEqual(['111111', '222222']);
    expect(created.code).toBe('222222');
    expect(taken.get('SESSIONCODE:222222')).toBe(created._id);
  });

  it('retries a write cancelled as a conflict, then refuses the taken classroom naming its session', async () => {
    const taken = new Map([['SESSIONSPOT:spot-1', 'session-ongoing']]);
    const { tried, sessions } = service(['333333'], taken, 1);

    await expect(sessions.create(caller, { site: 'site-1', spot: 'spot-1' })).rejects.toMatchObject({
      info: { key: 'SESSION_IN_PROGRESS', session: 'session-ongoing' },
    });
    expect(tried).toEqual(['333333', '333333']);
  });
});
