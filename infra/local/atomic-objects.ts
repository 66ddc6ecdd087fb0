/**
 * S3 shows an object only once it is whole. s3rver 3.7 does not: its putObject resolves before
 * its file is flushed and writes the metadata beside the file meanwhile, so a read right after a
 * write (the file processor reading an upload, a browser reading the processor's refusal) can
 * meet a short file or missing metadata on a busy machine. This replaces its putObject: the bytes
 * go to a temporary file beside the object (its name does not end like an object's, so listings
 * skip it), the metadata is written, and the file is renamed into place, which is atomic.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The part of s3rver's filesystem store (lib/stores/filesystem.js) this module relies on. */
export interface S3rverFilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
}

interface S3rverObject {
  bucket: string;
  key: string;
  metadata: unknown;
  content: Buffer | NodeJS.ReadableStream;
}

export function makeObjectWritesAtomic(store: S3rverFilesystemStore): void {
  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    const partial = `${objectPath}.${randomUUID()}.partial`;
    const md5 = createHash('md5');
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        md5.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const source = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    try {
      await pipeline(source, counted, createWriteStream(partial));
      const digest = md5.digest('hex');
      await store.putMetadata(object.bucket, object.key, object.metadata, digest);
      await rename(partial, objectPath);
      return { size, md5: digest };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  };
}
