/** DynamoDB Local's data file in write-ahead-log mode (sqlite-wal.ts): made, switched, or left. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../../functions/src/data/client';
import { ensureTable, SHARED_DB_FILE, startDynamoLocal } from './dynamodb';
import { freePort } from './ports';
import { emptyWalDatabase, useWriteAheadLog } from './sqlite-wal';

const modeBytes = (path: string) => [...readFileSync(path).subarray(18, 20)];

/** A rollback-journal database header as DynamoDB Local leaves it (mode bytes 1 and 1). */
function rollbackDatabase(): Buffer {
  const page = emptyWalDatabase();
  page[18] = 1;
  page[19] = 1;
  return page;
}

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'classpulse-wal-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('useWriteAheadLog', () => {
  it('creates a new data file as an empty database in WAL mode', () => {
    const path = join(dir, 'new.db');

    const outcome = useWriteAheadLog(path);

    expect(outcome).toBe('created');
    const bytes = readFileSync(path);
    expect(bytes.length).toBe(1024);
    expect(bytes.toString('latin1', 0, 16)).toBe('SQLite format 3\0');
    expect(modeBytes(path)).toEqual([2, 2]);
  });

  it('switches a rollback-journal file to WAL and changes nothing else', () => {
    const path = join(dir, 'old.db');
    const before = rollbackDatabase();
    writeFileSync(path, before);

    const outcome = useWriteAheadLog(path);

    expect(outcome).toBe('switched');
    const after = readFileSync(path);
    expect(modeBytes(path)).toEqual([2, 2]);
    expect(Buffer.concat([after.subarray(0, 18), after.subarray(20)])).toEqual(
      Buffer.concat([before.subarray(0, 18), before.subarray(20)]),
    );
    expect(useWriteAheadLog(path)).toBe('already');
  });

  it('leaves a file with a hot journal for SQLite to roll back first', () => {
    const path = join(dir, 'crashed.db');
    writeFileSync(path, rollbackDatabase());
    writeFileSync(`${path}-journal`, Buffer.alloc(512, 1));

    const outcome = useWriteAheadLog(path);

    expect(outcome).toBe('hot-journal');
    expect(modeBytes(path)).toEqual([1, 1]);
  });

  it('leaves a file that is not SQLite untouched', () => {
    const path = join(dir, 'other.db');
    writeFileSync(path, Buffer.alloc(2048, 7));

    expect(useWriteAheadLog(path)).toBe('not-sqlite');
    expect(readFileSync(path)).toEqual(Buffer.alloc(2048, 7));
  });
});

describe('DynamoDB Local on a WAL data file', () => {
  // Two DynamoDB Local starts: a minute on a busy machine.
  it('writes through the log and keeps the data across a restart', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const config = {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    };
    const first = await startDynamoLocal({ port, dataDir: dir });
    const file = join(dir, 'dynamodb', SHARED_DB_FILE);
    try {
      await ensureTable(new DynamoDBClient(config), 'wal');
      await createDocumentClient(config).send(
        new PutCommand({ TableName: 'wal', Item: { pk: 'A', sk: 'B', value: 42 } }),
      );
      expect(first.journal).toBe('created');
      expect(existsSync(`${file}-wal`)).toBe(true);
    } finally {
      await first.stop();
    }

    const second = await startDynamoLocal({ port, dataDir: dir });
    try {
      const { Item } = await createDocumentClient(config).send(
        new GetCommand({ TableName: 'wal', Key: { pk: 'A', sk: 'B' }, ConsistentRead: true }),
      );

      expect(second.journal).toBe('already');
      expect(Item?.value).toBe(42);
      expect(modeBytes(file)).toEqual([2, 2]);
    } finally {
      await second.stop();
    }
  });
});
