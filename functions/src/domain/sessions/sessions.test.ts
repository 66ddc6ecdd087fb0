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

describe('SessionService.clear and the phones of the class', () => {
  const ongoing = { _id: 'session-a', code: '123456', siteId: 'site-1', spotId: 'spot-1', endtime: null };

  /** A session store that ends `session` and records the order of the writes. */
  function ending(session: Partial<SessionRecord>, release: () => Promise<number>) {
    const steps: string[] = [];
    const logged: string[] = [];
    const entities = { get: async () => session } as unknown as EntityRepository;
    const store = {
      runningLink: async () => null,
      endSession: async () => {
        steps.push('end');
        return true;
      },
    } as unknown as SessionStore;
    const phones = {
      releaseClass: async (id: string) => {
        steps.push(`release ${id}`);
        return release();
      },
    };
    const notices = { publish: async () => void steps.push('notice') };
    const sessions = new SessionService({ entities } as unknown as ScopedDeps, store, {
      phones,
      notices,
      log: (message) => logged.push(message),
    });
    return { sessions, steps, logged };
  }

  it("releases the class's phones right after the session ends, before telling the phones", async () => {
    const { sessions, steps } = ending(ongoing, async () => 2);
    expect(await sessions.clear('session-a')).toEqual({ success: true });
    expect(steps).toEqual(['end', 'release session-a', 'notice']);
  });

  it('keeps the class ended when the release fails, and logs it', async () => {
    const { sessions, steps, logged } = ending(ongoing, async () => {
      throw new Error('throttled');
    });
    expect(await sessions.clear('session-a')).toEqual({ success: true });
    expect(steps).toEqual(['end', 'release session-a', 'notice']);
    expect(logged).toEqual(['Releasing the phones of an ended class failed']);
  });

  it('releases what is left when an ended class is ended again', async () => {
    const { sessions, steps } = ending({ ...ongoing, endtime: '2026-01-01T10:00:00.000Z' }, async () => 1);
    expect(await sessions.clear('session-a')).toEqual({ success: true });
    expect(steps).toEqual(['release session-a']);
  });
});
