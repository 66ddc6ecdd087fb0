/**
 * The local object store shows an object only once it is whole, as S3 does (atomic-objects.ts):
 * objects of a few megabytes are written while another client reads their keys as fast as it
 * can; every read that finds an object gets all of its bytes and its metadata.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_BUCKETS, type ObjectStore, startObjectStore } from './object-store';
import { freePort } from './ports';

let store: ObjectStore;
let dataDir = '';
let client: S3Client;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'object-store-'));
  store = await startObjectStore({ port: await freePort(), dataDir });
  client = new S3Client({
    endpoint: store.endpoint,
    region: 'local',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
});

afterAll(async () => {
  client?.destroy();
  await store?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Reads `key` until it exists; the sizes and metadata of every read that found it. */
async function readUntilWhole(key: string, size: number) {
  const seen: { size: number; owner: string | undefined }[] = [];
  for (let attempt = 0; attempt < 5_000; attempt += 1) {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: LOCAL_BUCKETS.files, Key: key }));
      const bytes = await object.Body?.transformToByteArray();
      seen.push({ size: bytes?.length ?? 0, owner: object.Metadata?.owner });
      if (bytes?.length === size) return seen;
    } catch (error) {
      if (!(error instanceof NoSuchKey) && (error as Error).name !== 'NoSuchKey') throw error;
    }
  }
  return seen;
}

describe('the local object store', () => {
  it('never shows a short object or one without its metadata to a read racing its write', async () => {
    const size = 4 * 1024 * 1024;
    const found: { size: number; owner: string | undefined }[] = [];
    for (let round = 0; round < 5; round += 1) {
      const key = `pending/race/object-${round}`;
      const reading = readUntilWhole(key, size);
      await client.send(
        new PutObjectCommand({
          Bucket: LOCAL_BUCKETS.files,
          Key: key,
          Body: Buffer.alloc(size, round),
          Metadata: { owner: 'user-1' },
        }),
      );
      found.push(...(await reading));
    }

    expect(found.length).toBeGreaterThanOrEqual(5);
    expect(found.filter((read) => read.size !== size || read.owner !== 'user-1')).toEqual([]);
  });
});
