/**
 * The local S3-compatible object store (s3rver), standing in for the private S3 buckets.
 * Clients must set requestChecksumCalculation 'WHEN_REQUIRED' (see s3Client in
 * functions/src/data/files-bucket.ts): s3rver stores streamed uploads with the SDK's default
 * checksums with their chunk framing.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import S3rver from 's3rver';
import { makeObjectWritesAtomic } from './atomic-objects';

export interface ObjectStore {
  endpoint: string;
  buckets: string[];
  stop(): Promise<void>;
}

/** s3rver's fixed key (it checks no signature); the presigner signs POST policies with it. */
export const LOCAL_S3_SECRET_KEY = 'S3RVER';

export const LOCAL_BUCKETS = { files: 'classpulse-files', exports: 'classpulse-exports' } as const;

export async function startObjectStore(options: { port: number; dataDir: string }): Promise<ObjectStore> {
  const directory = join(options.dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: Object.values(LOCAL_BUCKETS).map((name) => ({ name, configs: [] })),
  });
  // A read right after a write must see the whole object, as in S3 (atomic-objects.ts).
  makeObjectWritesAtomic(server.store);
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    buckets: Object.values(LOCAL_BUCKETS),
    stop: () => server.close(),
  };
}
