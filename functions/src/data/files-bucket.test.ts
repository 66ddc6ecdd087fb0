/** The files bucket adapter against a mocked S3 client. */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { s3Bucket } from './files-bucket';

const s3 = mockClient(S3Client);

afterEach(() => s3.reset());

/** A GetObject body as the SDK hands it over (a stream with transformToByteArray). */
function body(bytes: Uint8Array) {
  return { transformToByteArray: async () => bytes } as never;
}

describe('s3Bucket', () => {
  it('stores an object with its content type under its key', async () => {
    // Prepare
    s3.on(PutObjectCommand).resolves({});

    // Act
    await s3Bucket('files').put('spot-image/a.jpg', Buffer.from('jpeg'), 'image/jpeg');

    // Assess
    const input = s3.commandCalls(PutObjectCommand)[0]?.args[0].input;
    expect(input).toMatchObject({ Bucket: 'files', Key: 'spot-image/a.jpg', ContentType: 'image/jpeg' });
    expect(Buffer.from(input?.Body as Buffer).toString()).toBe('jpeg');
  });

  it('reads an object back with its bytes and content type', async () => {
    // Prepare
    s3.on(GetObjectCommand, { Bucket: 'files', Key: 'k' }).resolves({
      Body: body(new Uint8Array([1, 2, 3])),
      ContentType: 'image/png',
    });

    // Act
    const object = await s3Bucket('files').get('k');

    // Assess
    expect(object?.contentType).toBe('image/png');
    expect([...(object?.bytes ?? [])]).toEqual([1, 2, 3]);
  });

  it('answers null for a key the bucket does not have, and passes any other failure on', async () => {
    // Prepare
    s3.on(GetObjectCommand, { Key: 'gone' })
      .rejects(Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey' }))
      .on(GetObjectCommand, { Key: 'denied' })
      .rejects(Object.assign(new Error('Access Denied'), { name: 'AccessDenied' }));
    const bucket = s3Bucket('files');

    // Act / Assess
    expect(await bucket.get('gone')).toBeNull();
    await expect(bucket.get('denied')).rejects.toThrow('Access Denied');
  });

  it('deletes by key', async () => {
    // Prepare
    s3.on(DeleteObjectCommand).resolves({});

    // Act
    await s3Bucket('files').delete('audio/x.mp3');

    // Assess
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: 'files',
      Key: 'audio/x.mp3',
    });
  });
});
