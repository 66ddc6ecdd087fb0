/**
 * Uploads through the presigned form (docs/files.md "How a file arrives": the form, the POST to the
 * bucket, the processor) and the file list, against the local stack.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { gql, signin } from '../support/graphql';
import { wavOf } from '../support/media-samples';
import { sendUpload } from '../support/uploads';

type Uploaded = { _id: string; name: string; mimetype: string; category: string; size: number; path: string };
type UploadAnswer = {
  data?: { data: Uploaded[] };
  errors?: { errorType: string; errorInfo?: { key?: string } }[];
};

let teacher = '';

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
});

async function upload(
  bytes: Uint8Array,
  filename: string,
  token: string | null,
  type = 'application/octet-stream',
  category = 'spot',
): Promise<{ status: number; body: UploadAnswer }> {
  return sendUpload<Uploaded>(inject('stack').url, token, { bytes, name: filename, category, type });
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .png()
    .toBuffer();
}

describe('uploading an image', () => {
  it('stores a PNG, lists it under its category and serves it back', async () => {
    const bytes = await png(64, 48);

    const { status, body } = await upload(bytes, 'board.png', teacher, 'image/png');
    const file = body.data?.data[0];
    const listed = await gql<{ files: { data: { _id: string }[] } }>(
      'query { files(perPage: 100, filter: { category: "spot" }) { data { _id } } }',
      {},
      { token: teacher },
    );
    const served = await fetch(`${inject('stack').url}${file?.path}`);
    const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();

    expect(status).toBe(200);
    expect(file).toMatchObject({ name: 'board.png', mimetype: 'image/png', category: 'spot' });
    expect(listed.data?.files.data.map((entry) => entry._id)).toContain(file?._id);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect([image.width, image.height]).toEqual([64, 48]);
  });

  it('answers HEAD on a stored file with its type and length and no body, as the HTTP API route does', async () => {
    const bytes = await png(16, 16);
    const { body } = await upload(bytes, 'head.png', teacher, 'image/png');
    const path = body.data?.data[0]?.path ?? '/files/missing';

    const head = await fetch(`${inject('stack').url}${path}`, { method: 'HEAD' });
    const got = await fetch(`${inject('stack').url}${path}`);
    const length = (await got.arrayBuffer()).byteLength;

    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(Number(head.headers.get('content-length'))).toBe(length);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('caps a very large image at 4096 px on its longer side', async () => {
    const bytes = await png(5000, 100);

    const { body } = await upload(bytes, 'wide.png', teacher, 'image/png');
    const served = await fetch(`${inject('stack').url}${body.data?.data[0]?.path}`);
    const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();

    expect(image.width).toBe(4096);
  });

  it('removes a file so that it is neither listed nor served', async () => {
    const { body } = await upload(await png(8, 8), 'gone.png', teacher, 'image/png');
    const file = body.data?.data[0];

    const removed = await gql(
      'mutation ($id: ID!) { removeFile(id: $id) { success } }',
      { id: file?._id },
      { token: teacher },
    );
    const served = await fetch(`${inject('stack').url}${file?.path}`);

    expect(removed.data).toEqual({ removeFile: { success: true } });
    expect(served.status).toBe(404);
  });
});

/** A valid WAV of `samples` samples (a rising ramp, so the bytes are not all equal). */
const wav = (samples = 800) => wavOf(Uint8Array.from({ length: samples }, (_, index) => index % 256));

/** An ID3v2.4 tag (empty) followed by one MPEG-1 Layer III frame header and zeroed frame data. */
function mp3(): Buffer {
  const tag = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
  return Buffer.concat([tag, frame, frame]);
}

/** The teacher's site's files of one category: how many, and their names. */
async function filesIn(category: string): Promise<{ total: number; names: string[] }> {
  const listed = await gql<{ files: { total: number; data: { name: string }[] } }>(
    'query ($c: String) { files(perPage: 100, filter: { category: $c }) { total data { name } } }',
    { c: category },
    { token: teacher },
  );
  if (!listed.data) throw new Error(JSON.stringify(listed.errors));
  return { total: listed.data.files.total, names: listed.data.files.data.map((file) => file.name) };
}

describe('uploading audio', () => {
  it('stores a WAV byte for byte and serves it back as audio/wav', async () => {
    const bytes = wav();

    const { status, body } = await upload(bytes, 'bell.wav', teacher, 'audio/wav', 'question');
    const file = body.data?.data[0];
    const served = await fetch(`${inject('stack').url}${file?.path}`);

    expect(status).toBe(200);
    expect(file).toMatchObject({
      name: 'bell.wav',
      mimetype: 'audio/wav',
      category: 'question',
      size: bytes.length,
    });
    expect(file?.path).toMatch(/\/question\/[0-9a-f-]{36}\.wav$/);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('stores audio in question-audio and an image in question-image, each listed under its category', async () => {
    const sound = await upload(wav(), 'chime.wav', teacher, 'audio/wav', 'question-audio');
    const picture = await upload(await png(8, 8), 'map.png', teacher, 'image/png', 'question-image');
    const sounds = await filesIn('question-audio');
    const pictures = await filesIn('question-image');

    expect(sound.body.data?.data[0]).toMatchObject({ mimetype: 'audio/wav', category: 'question-audio' });
    expect(sound.body.data?.data[0]?.path).toMatch(/\/question-audio\/[0-9a-f-]{36}\.wav$/);
    expect(picture.body.data?.data[0]).toMatchObject({ mimetype: 'image/png', category: 'question-image' });
    expect(sounds.names).toContain('chime.wav');
    expect(pictures.names).toContain('map.png');
  });

  it('names an MP3 by its bytes even when the client calls it something else', async () => {
    const bytes = mp3();

    const { status, body } = await upload(
      bytes,
      'voice.bin',
      teacher,
      'application/octet-stream',
      'question',
    );
    const file = body.data?.data[0];
    const served = await fetch(`${inject('stack').url}${file?.path}`);

    expect(status).toBe(200);
    expect(file).toMatchObject({ name: 'voice.mp3', mimetype: 'audio/mpeg' });
    expect(served.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });
});

describe('refused uploads', () => {
  it('refuses a text file disguised as an MP3 as UNSUPPORTED_FILE', async () => {
    const { status, body } = await upload(
      new TextEncoder().encode('This is not a song, only text with an .mp3 name.'),
      'song.mp3',
      teacher,
      'audio/mpeg',
      'question',
    );

    expect(status).toBe(400);
    expect(body.errors?.[0]?.errorInfo?.key).toBe('UNSUPPORTED_FILE');
  });

  it('refuses audio as a classroom background (an image-only category) as NOT_AN_IMAGE', async () => {
    const { status, body } = await upload(wav(), 'bell.wav', teacher, 'audio/wav', 'spot');

    expect(status).toBe(400);
    expect(body.errors?.[0]?.errorInfo?.key).toBe('NOT_AN_IMAGE');
  });

  it('refuses an image in question-audio as NOT_AUDIO and stores nothing', async () => {
    const name = `picture-${Date.now()}.png`;
    const before = await filesIn('question-audio');

    const { status, body } = await upload(await png(8, 8), name, teacher, 'image/png', 'question-audio');
    const after = await filesIn('question-audio');

    expect(status).toBe(400);
    expect(body.errors?.[0]?.errorInfo?.key).toBe('NOT_AUDIO');
    expect(after.total).toBe(before.total);
    expect(after.names).not.toContain(name);
  });

  it('refuses audio in question-image as NOT_AN_IMAGE and stores nothing', async () => {
    const name = `sound-${Date.now()}.wav`;
    const before = await filesIn('question-image');

    const { status, body } = await upload(wav(), name, teacher, 'audio/wav', 'question-image');
    const after = await filesIn('question-image');

    expect(status).toBe(400);
    expect(body.errors?.[0]?.errorInfo?.key).toBe('NOT_AN_IMAGE');
    expect(after.total).toBe(before.total);
    expect(after.names).not.toContain(name);
  });

  it('refuses a file that is not an image, whatever its declared type', async () => {
    const { status, body } = await upload(
      new TextEncoder().encode('<svg onload="alert(1)"/>'),
      'x.png',
      teacher,
      'image/png',
    );

    expect(status).toBe(400);
    expect(body.errors?.[0]?.errorInfo?.key).toBe('NOT_AN_IMAGE');
  });

  it('refuses a body over 10 MB with 413', async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const { status, body } = await upload(big, 'huge.png', teacher, 'image/png');

    expect(status).toBe(413);
    expect(body.errors?.[0]?.errorInfo?.key).toBe('FILE_TOO_LARGE');
  });

  it('refuses an upload without a token with 401', async () => {
    const { status, body } = await upload(await png(8, 8), 'anon.png', null, 'image/png');

    expect(status).toBe(401);
    expect(body.errors?.[0]?.errorType).toBe('Unauthorized');
  });
});
