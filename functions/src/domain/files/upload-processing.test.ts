/**
 * The file processor against an S3 client mock: what it reads, writes and deletes for a pending
 * upload that is an image, one that is refused, and one delivered twice. The table is a stand-in
 * holding File items in memory; the image codecs are stand-ins (images.test.ts covers the real ones).
 */

import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import type { EntityRepository } from '../../data/entities';
import { s3Bucket } from '../../data/files-bucket';
import type { FileRecord } from '../../data/records';
import type { ImageCodecs } from './images';
import { UploadProcessor } from './upload-processing';

const ID = '0b5e4a3c-1d2e-4f60-8a9b-0c1d2e3f4a5b';
const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const codecs: ImageCodecs = {
  heicToJpeg: async () => Buffer.from([0xff, 0xd8, 0xff, 1]),
  normalize: async (bytes) => Buffer.concat([bytes, Buffer.from('normalised')]),
};

function storedFiles() {
  const items = new Map<string, FileRecord>();
  const entities = {
    get: async (_type: string, id: string) => items.get(id) ?? null,
    create: async (_type: string, record: FileRecord) => {
      items.set(record._id, record);
      return record;
    },
  } as unknown as EntityRepository;
  return { items, entities };
}

function posted(bytes: Buffer, metadata: Record<string, string>): GetObjectCommandOutput {
  return {
    // The one method files-bucket.ts reads a body with.
    Body: { transformToByteArray: async () => new Uint8Array(bytes) } as GetObjectCommandOutput['Body'],
    ContentType: 'image/png',
    Metadata: metadata,
    $metadata: {},
  };
}

afterEach(() => {
  mockClient(S3Client).restore();
});

describe('UploadProcessor', () => {
  it('writes the normalised image under its final key, records the File of the site, and drops the pending object', async () => {
    // Prepare
    const s3 = mockClient(S3Client);
    s3.on(GetObjectCommand).resolves(posted(PNG_HEADER, { user: 'u1', site: 's1', name: 'board%20one.png' }));
    const { items, entities } = storedFiles();
    const processor = new UploadProcessor({
      entities,
      bucket: s3Bucket('files'),
      codecs,
      urlPrefix: '/files',
    });

    // Act
    const outcome = await processor.process(`pending/spot/${ID}`);

    // Assess
    expect(outcome).toBe('recorded');
    expect(s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input)).toEqual([
      expect.objectContaining({ Bucket: 'files', Key: `spot/${ID}.png`, ContentType: 'image/png' }),
    ]);
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key)).toEqual([
      `pending/spot/${ID}`,
    ]);
    expect(items.get(ID)).toMatchObject({
      name: 'board one.png',
      key: `spot/${ID}.png`,
      path: `/files/spot/${ID}.png`,
      siteId: 's1',
      userId: 'u1',
      size: PNG_HEADER.length + 'normalised'.length,
    });
  });

  it('leaves only the reason for a refused file, for its uploader, and records nothing', async () => {
    // Prepare
    const s3 = mockClient(S3Client);
    s3.on(GetObjectCommand).resolves(
      posted(Buffer.from('RIFF....WAVEfmt not an image'), { user: 'u1', site: 's1' }),
    );
    const { items, entities } = storedFiles();
    const processor = new UploadProcessor({
      entities,
      bucket: s3Bucket('files'),
      codecs,
      urlPrefix: '/files',
    });

    // Act
    const outcome = await processor.process(`pending/spot/${ID}`);

    // Assess
    const puts = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
    expect(outcome).toBe('refused');
    expect(puts.map((input) => input.Key)).toEqual([`refused/${ID}.json`]);
    expect(JSON.parse(String(puts[0]?.Body))).toMatchObject({ userId: 'u1', info: { key: 'NOT_AN_IMAGE' } });
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key)).toEqual([
      `pending/spot/${ID}`,
    ]);
    expect(items.size).toBe(0);
  });

  it('writes nothing again when the event is delivered a second time', async () => {
    // Prepare
    const s3 = mockClient(S3Client);
    s3.on(GetObjectCommand).resolves(posted(PNG_HEADER, { user: 'u1', site: 's1' }));
    const { items, entities } = storedFiles();
    const processor = new UploadProcessor({
      entities,
      bucket: s3Bucket('files'),
      codecs,
      urlPrefix: '/files',
    });
    await processor.process(`pending/spot/${ID}`);
    s3.resetHistory();

    // Act
    const again = await processor.process(`pending/spot/${ID}`);

    // Assess
    expect(again).toBe('recorded');
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
    expect(items.size).toBe(1);
  });

  it('ignores keys outside pending/ and reads nothing for them', async () => {
    // Prepare
    const s3 = mockClient(S3Client);
    const { entities } = storedFiles();
    const processor = new UploadProcessor({
      entities,
      bucket: s3Bucket('files'),
      codecs,
      urlPrefix: '/files',
    });

    // Act
    const outcomes = await Promise.all([
      processor.process(`spot/${ID}.png`),
      processor.process('pending/spot/x'),
    ]);

    // Assess
    expect(outcomes).toEqual(['ignored', 'ignored']);
    expect(s3.calls()).toHaveLength(0);
  });
});
