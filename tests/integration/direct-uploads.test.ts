/**
 * The presigned path of an upload on the local stack (docs/files.md "How a file arrives"): a file
 * larger than a Lambda request body could carry goes through, the form's conditions are enforced
 * on the POST (size, type, key, signature) as S3 enforces them, and a refused or tampered upload
 * records nothing.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signin } from '../support/graphql';
import { awaitProcessed, postToBucket, requestUploadForm, sendUpload } from '../support/uploads';

let teacher = '';
const baseUrl = () => inject('stack').url;

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
});

/** A JPEG of about `megabytes` MB: noise compresses badly, so its size follows its pixel count. */
async function noisyJpeg(megabytes: number): Promise<Buffer> {
  const side = Math.round(Math.sqrt((megabytes * 1024 * 1024) / 1.6));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 10, channels: 3, background: '#c03040' } })
    .png()
    .toBuffer();
}

/** Whether an upload stays unrecorded: still pending a moment after its POST. */
async function stillPending(id: string): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const response = await fetch(`${baseUrl()}/api/v3/file/${id}`, { headers: { authorization: teacher } });
  return response.status === 202;
}

describe('an upload through the presigned form', () => {
  it('accepts a 6 MB JPEG, past what a Lambda request body takes, and serves it as a JPEG', async () => {
    const bytes = await noisyJpeg(7.5);

    const answer = await sendUpload<{ path: string; mimetype: string }>(baseUrl(), teacher, {
      bytes,
      name: 'stage.jpg',
      category: 'spot',
      type: 'image/jpeg',
    });
    const file = answer.body.data?.data[0];
    const served = await fetch(`${baseUrl()}${file?.path}`);

    expect(bytes.length).toBeGreaterThan(6 * 1024 * 1024);
    expect(answer.status).toBe(200);
    expect(file?.mimetype).toBe('image/jpeg');
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it("refuses a declared size over 10 MB with the spec's FILE_TOO_LARGE message before any form", async () => {
    const asked = await requestUploadForm(baseUrl(), teacher, {
      category: 'spot',
      filename: 'big.jpg',
      contentType: 'image/jpeg',
      size: 10 * 1024 * 1024 + 1,
    });

    expect(asked.status).toBe(413);
    expect(asked.form).toBeUndefined();
    expect(asked.body.errors?.[0]).toMatchObject({
      message: 'Files may be at most 10 MB.',
      errorInfo: { key: 'FILE_TOO_LARGE' },
    });
  });

  it('refuses a wrong declared type for the category before any form', async () => {
    const asked = await requestUploadForm(baseUrl(), teacher, {
      category: 'spot',
      filename: 'page.html',
      contentType: 'text/html',
      size: 100,
    });

    expect(asked.status).toBe(400);
    expect(asked.body.errors?.[0]).toMatchObject({
      message: 'Only images can be uploaded.',
      errorInfo: { key: 'NOT_AN_IMAGE' },
    });
  });
});

describe("the bucket enforces the form's conditions", () => {
  async function form(size = 1024) {
    const asked = await requestUploadForm(baseUrl(), teacher, {
      category: 'spot',
      filename: 'small.png',
      contentType: 'image/png',
      size,
    });
    if (!asked.form) throw new Error(JSON.stringify(asked.body));
    return asked.form;
  }

  it('refuses more bytes than 10 MB whatever size was declared, and records nothing', async () => {
    const upload = await form();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);

    const posted = await postToBucket(baseUrl(), upload, {
      bytes: big,
      name: 'small.png',
      type: 'image/png',
    });

    expect(posted).toEqual({ status: 400, bucketError: 'EntityTooLarge' });
    expect(await stillPending(upload.id)).toBe(true);
  });

  it('refuses a type other than the signed one, another key, and a changed uploader', async () => {
    const upload = await form();
    const file = { bytes: await png(), name: 'small.png', type: 'image/png' };

    const otherType = await postToBucket(baseUrl(), upload, file, { 'Content-Type': 'text/html' });
    const otherKey = await postToBucket(baseUrl(), upload, file, { key: 'spot/chosen-by-client.png' });
    const otherUser = await postToBucket(baseUrl(), upload, file, { 'x-amz-meta-user': 'someone-else' });

    expect([otherType, otherKey, otherUser]).toEqual([
      { status: 403, bucketError: 'AccessDenied' },
      { status: 403, bucketError: 'AccessDenied' },
      { status: 403, bucketError: 'AccessDenied' },
    ]);
    expect(await stillPending(upload.id)).toBe(true);
  });

  it('refuses a policy changed after signing', async () => {
    const upload = await form();
    const policy = JSON.parse(Buffer.from(upload.fields.Policy ?? '', 'base64').toString('utf8'));
    policy.conditions = policy.conditions.filter((condition: unknown) => !Array.isArray(condition));
    const forged = Buffer.from(JSON.stringify(policy)).toString('base64');

    const posted = await postToBucket(
      baseUrl(),
      upload,
      { bytes: await png(), name: 'small.png', type: 'image/png' },
      { Policy: forged },
    );

    expect(posted).toEqual({ status: 403, bucketError: 'SignatureDoesNotMatch' });
  });

  it('records the file once, with the id of its form, when the form is used as handed out', async () => {
    const upload = await form();

    const posted = await postToBucket(baseUrl(), upload, {
      bytes: await png(),
      name: 'small.png',
      type: 'image/png',
    });
    const answer = await awaitProcessed(baseUrl(), teacher, upload.id);

    expect(posted.status).toBe(204);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.data[0]).toMatchObject({ _id: upload.id, name: 'small.png', category: 'spot' });
  });

  it("answers another user's upload id as pending, never as their file", async () => {
    const upload = await form();
    await postToBucket(baseUrl(), upload, { bytes: await png(), name: 'small.png', type: 'image/png' });
    await awaitProcessed(baseUrl(), teacher, upload.id);
    const admin = await signin('admin', 'demo1234');

    const response = await fetch(`${baseUrl()}/api/v3/file/${upload.id}`, {
      headers: { authorization: admin },
    });

    expect(response.status).toBe(202);
  });
});
