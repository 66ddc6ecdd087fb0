/** The presigned POST form: its signed policy binds one key, the declared type, the uploader and the size. */
import { describe, expect, it } from 'vitest';
import { s3UploadPresigner } from './upload-presigner';

function policyOf(fields: Record<string, string>) {
  return JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as {
    expiration: string;
    conditions: unknown[];
  };
}

describe('s3UploadPresigner', () => {
  it('signs a policy for exactly the key, type, metadata and size range, expiring as asked', async () => {
    // Prepare: the presigner signs locally; no request is sent.
    const presigner = s3UploadPresigner('files', 'http://127.0.0.1:4002');
    const before = Date.now();

    // Act
    const form = await presigner.presign({
      key: 'pending/spot/abc',
      contentType: 'image/png',
      maxBytes: 10 * 1024 * 1024,
      metadata: { user: 'u1', site: 's1' },
      expiresSeconds: 300,
    });
    const policy = policyOf(form.fields);

    // Assess
    expect(form.fields).toMatchObject({
      key: 'pending/spot/abc',
      'Content-Type': 'image/png',
      'x-amz-meta-user': 'u1',
      'x-amz-meta-site': 's1',
    });
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 10 * 1024 * 1024],
        { key: 'pending/spot/abc' },
        { 'Content-Type': 'image/png' },
        { 'x-amz-meta-user': 'u1' },
        { 'x-amz-meta-site': 's1' },
        { bucket: 'files' },
      ]),
    );
    const expiresIn = Date.parse(policy.expiration) - before;
    expect(expiresIn).toBeGreaterThan(290_000);
    expect(expiresIn).toBeLessThanOrEqual(301_000);
    expect(form.url).toBe('http://127.0.0.1:4002/files');
  });

  it('hands out the local POST path instead of the store URL when one is given', async () => {
    // Prepare
    const presigner = s3UploadPresigner('files', 'http://127.0.0.1:4002', '/local-s3/files');

    // Act
    const form = await presigner.presign({
      key: 'pending/spot/abc',
      contentType: 'image/png',
      maxBytes: 1,
      metadata: {},
      expiresSeconds: 60,
    });

    // Assess
    expect(form.url).toBe('/local-s3/files');
  });
});
