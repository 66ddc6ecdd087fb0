/**
 * EntityRepository's bulk writes (createMany, discardMany; ./entity-batches.ts) against a fake
 * table whose `send` reads the commands' inputs: batching, concurrency, retries of unprocessed
 * items, stopping on a failed batch, and taking back counters when counting fails.
 */
import { BatchWriteCommand, type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../kernel/log';
import { EntityRepository } from './entities';
import type { KeyScope } from './keys';

const TABLE = 'classpulse';

type WriteRequest = { PutRequest?: { Item: { _id: string } }; DeleteRequest?: { Key: { pk: string } } };
type Send = (command: unknown) => Promise<unknown>;

function repository(send: Send) {
  const fake = vi.fn(send);
  const table = { client: { send: fake } as unknown as DynamoDBDocumentClient, tableName: TABLE };
  return { entities: new EntityRepository(table), send: fake };
}

/** The requests of a BatchWrite command, or null for any other command. */
function batchOf(command: unknown): WriteRequest[] | null {
  if (!(command instanceof BatchWriteCommand)) return null;
  return (command.input.RequestItems?.[TABLE] ?? []) as WriteRequest[];
}

/** [counter pk, added n] of an UpdateCommand, or null for any other command. */
function counterOf(command: unknown): [string, number] | null {
  if (!(command instanceof UpdateCommand)) return null;
  return [String(command.input.Key?.pk), Number(command.input.ExpressionAttributeValues?.[':n'])];
}

const idOf = (request: WriteRequest) => request.PutRequest?.Item._id ?? request.DeleteRequest?.Key.pk;

function entries(
  count: number,
  scope: (index: number) => KeyScope = () => ({ siteId: 's1', ownerId: 'u1' }),
) {
  return Array.from({ length: count }, (_, index) => ({
    record: { _id: `q-${index}`, createdAt: '2024-05-01T00:00:00.000Z' },
    scope: scope(index),
  }));
}

const byNumber = (a: number, b: number) => a - b;
const ids = (count: number) => Array.from({ length: count }, (_, index) => `q-${index}`);

function deferred() {
  let resolve: (value: unknown) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets every pending promise callback run (the writers are several awaits deep). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('EntityRepository.createMany', () => {
  it('writes every item in batches of 25, at most 4 requests in flight, then counts them', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const log: string[] = [];
    const { entities, send } = repository(async (command) => {
      const batch = batchOf(command);
      const counter = counterOf(command);
      if (batch) {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        log.push(`write ${batch.length}`);
      }
      if (counter) log.push(`count ${counter.join(' ')}`);
      return {};
    });

    await entities.createMany('QUESTION', entries(260));

    const written = send.mock.calls.flatMap(([command]) => batchOf(command) ?? []).map(idOf);
    expect(mostInFlight).toBe(4);
    expect(send.mock.calls.map(([command]) => batchOf(command)?.length).filter(Boolean)).toEqual([
      25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 10,
    ]);
    expect(written.sort()).toEqual(ids(260).sort());
    expect(log.slice(11)).toEqual([
      'count COUNT#QUESTION#SITE#s1 260',
      'count COUNT#QUESTION#ALL 260',
      'count COUNT#QUESTION#OWNER#u1 260',
    ]);
  });

  it('sends the unprocessed items of a batch again until they are written', async () => {
    let first = true;
    const { entities, send } = repository(async (command) => {
      const batch = batchOf(command);
      if (batch && first) {
        first = false;
        return { UnprocessedItems: { [TABLE]: batch.slice(0, 3) } };
      }
      return {};
    });

    await entities.createMany('QUESTION', entries(30));

    const batches = send.mock.calls.map(([command]) => batchOf(command)).filter((batch) => batch !== null);
    const firstBatch = batches[0] ?? [];
    const retried = batches.find((batch, index) => index > 0 && idOf(batch[0] as WriteRequest) === 'q-0');
    expect(batches.map((batch) => batch.length).sort(byNumber)).toEqual([3, 5, 25]);
    expect(retried?.map(idOf)).toEqual(firstBatch.slice(0, 3).map(idOf));
  });

  it('stops taking batches after one fails, and rejects only once the writes in flight settled', async () => {
    const calls: ReturnType<typeof deferred>[] = [];
    const { entities, send } = repository((command) => {
      const call = deferred();
      // The first 4 batches wait for the test; anything sent later (it should not be) succeeds.
      if (batchOf(command) && calls.length < 4) calls.push(call);
      else call.resolve({});
      return call.promise;
    });
    let settled = false;
    const outcome = entities.createMany('QUESTION', entries(250)).then(
      () => 'written',
      (error: Error) => error.message,
    );
    void outcome.finally(() => {
      settled = true;
    });

    await settle();
    expect(calls).toHaveLength(4);
    calls[0]?.reject(new Error('throttled'));
    await settle();
    const settledBeforeOthers = settled;
    for (const call of calls.slice(1)) call.resolve({});

    expect(await outcome).toBe('throttled');
    expect(settledBeforeOthers).toBe(false);
    // The 3 writers in flight finished their batch and took no other; nothing was counted.
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('takes back the counters already added when a later counter update fails', async () => {
    const counted: [string, number][] = [];
    const { entities } = repository(async (command) => {
      const counter = counterOf(command);
      if (!counter) return {};
      counted.push(counter);
      if (counter[0] === 'COUNT#QUESTION#OWNER#u1') throw new Error('connection lost');
      return {};
    });
    const mixed = entries(30, (index) => ({ siteId: index < 20 ? 's1' : 's2', ownerId: 'u1' }));

    const result = entities.createMany('QUESTION', mixed);

    await expect(result).rejects.toThrow('connection lost');
    expect(counted.slice(0, 3)).toEqual([
      ['COUNT#QUESTION#SITE#s1', 20],
      ['COUNT#QUESTION#ALL', 30],
      ['COUNT#QUESTION#OWNER#u1', 30],
    ]);
    // Taken back: the two that were added; the failed one and SITE#s2 (never sent) are not.
    expect(counted.slice(3).sort()).toEqual([
      ['COUNT#QUESTION#ALL', -30],
      ['COUNT#QUESTION#SITE#s1', -20],
    ]);
  });

  it('logs a failed take-back with the counter only, and still rejects with the first error', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { entities } = repository(async (command) => {
      const counter = counterOf(command);
      if (counter?.[0] === 'COUNT#QUESTION#ALL') throw new Error('first failure');
      // The take-back of SITE#s1 fails too, with a message that must not reach the log.
      if (counter && counter[1] < 0) throw Object.assign(new Error('token=abc'), { name: 'NetworkingError' });
      return {};
    });

    const result = entities.createMany('QUESTION', entries(5));

    await expect(result).rejects.toThrow('first failure');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]?.[1]).toEqual({
      counter: 'COUNT#QUESTION#SITE#s1',
      delta: -5,
      error: 'NetworkingError',
    });
    expect(JSON.stringify(logged.mock.calls)).not.toContain('token=abc');
  });
});

describe('EntityRepository.discardMany', () => {
  it('deletes in batches of 25 through the same writer, retrying unprocessed keys, counting nothing', async () => {
    let first = true;
    const { entities, send } = repository(async (command) => {
      const batch = batchOf(command);
      if (batch && first) {
        first = false;
        return { UnprocessedItems: { [TABLE]: batch.slice(0, 2) } };
      }
      return {};
    });

    await entities.discardMany('QUESTION', ids(30));

    const batches = send.mock.calls.map(([command]) => batchOf(command));
    const deleted = new Set(batches.flatMap((batch) => batch ?? []).map(idOf));
    expect(
      batches.every((batch) => batch?.every((request) => request.DeleteRequest && !request.PutRequest)),
    ).toBe(true);
    expect(batches.map((batch) => batch?.length ?? 0).sort(byNumber)).toEqual([2, 5, 25]);
    expect([...deleted].sort()).toEqual(
      ids(30)
        .map((id) => `QUESTION#${id}`)
        .sort(),
    );
  });
});
