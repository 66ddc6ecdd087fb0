import { describe, expect, it, vi } from 'vitest';
import { sniffAudio, storedAudio } from './audio';
import { prepareUpload } from './files';
import type { ImageCodecs } from './images';

/** A 44-byte WAV header and a few silent 8-bit mono samples. */
function wav(): Buffer {
  const samples = Buffer.alloc(16, 0x80);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

const padded = (head: number[] | string) =>
  Buffer.concat([
    typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head),
    Buffer.alloc(32),
  ]);

/** One frame: the header bytes, then zeroed audio data up to `length` bytes in all. */
const frame = (header: number[], length: number) =>
  Buffer.concat([Buffer.from(header), Buffer.alloc(length - header.length)]);

/** `count` identical consecutive frames, as a constant-bitrate stream is. */
const frames = (header: number[], length: number, count = 2) =>
  Buffer.concat(Array.from({ length: count }, () => frame(header, length)));

/** An ID3v2 header declaring `size` body bytes (syncsafe), then that body (zeros). */
function id3(size: number, { major = 4, flags = 0 } = {}): Buffer {
  const syncsafe = [21, 14, 7, 0].map((shift) => (size >> shift) & 0x7f);
  return Buffer.concat([
    Buffer.from([0x49, 0x44, 0x33, major, 0x00, flags, ...syncsafe]),
    Buffer.alloc(size),
  ]);
}

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, no padding: 144 * 128000 / 44100 = 417 bytes. */
const MP3_HEADER = [0xff, 0xfb, 0x90, 0x64];
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>', 'latin1');

function codecs(): ImageCodecs {
  return {
    heicToJpeg: vi.fn(async () => Buffer.from([0xff, 0xd8, 0xff])),
    normalize: vi.fn(async () => Buffer.from('normalised')),
  };
}

describe('sniffAudio: MPEG and ADTS frame streams', () => {
  it('recognises two consecutive frames of MPEG-1, MPEG-2 and MPEG-2.5 layers I, II and III', () => {
    expect(sniffAudio(frames(MP3_HEADER, 417))).toBe('mp3');
    // The same with the padding bit: one byte longer.
    expect(sniffAudio(frames([0xff, 0xfb, 0x92, 0x64], 418))).toBe('mp3');
    // MPEG-1 Layer II, 192 kbit/s, 48 kHz: 144 * 192000 / 48000 = 576.
    expect(sniffAudio(frames([0xff, 0xfd, 0xa4, 0x00], 576))).toBe('mp3');
    // MPEG-2 Layer III, 64 kbit/s, 22.05 kHz: 72 * 64000 / 22050 = 208.
    expect(sniffAudio(frames([0xff, 0xf3, 0x80, 0x00], 208))).toBe('mp3');
    // MPEG-2.5 Layer III, 8 kbit/s, 8 kHz: 72 * 8000 / 8000 = 72.
    expect(sniffAudio(frames([0xff, 0xe3, 0x18, 0x00], 72))).toBe('mp3');
    // MPEG-2 Layer I, 128 kbit/s, 24 kHz: (12 * 128000 / 24000) * 4 = 256.
    expect(sniffAudio(frames([0xff, 0xf7, 0x84, 0x00], 256))).toBe('mp3');
  });

  it('recognises ADTS AAC by the 13-bit frame length of its first header', () => {
    // MPEG-4, 44.1 kHz, stereo, frame length 200 (bytes 3..5), buffer fullness 0x7ff.
    const header = [0xff, 0xf1, 0x50, 0x80, 0x19, 0x1f, 0xfc];

    expect(sniffAudio(frames(header, 200))).toBe('aac');
    expect(sniffAudio(frames(header, 199))).toBeNull();
  });

  it('refuses one frame header followed by HTML (the header alone is no evidence)', () => {
    const disguised = Buffer.concat([Buffer.from(MP3_HEADER), HTML, Buffer.alloc(600, 0x20)]);

    expect(sniffAudio(disguised)).toBeNull();
  });

  it('refuses a second header that is not exactly one frame length after the first, or of another stream', () => {
    expect(sniffAudio(Buffer.concat([frame(MP3_HEADER, 416), frame(MP3_HEADER, 417)]))).toBeNull();
    expect(sniffAudio(Buffer.concat([frame(MP3_HEADER, 418), frame(MP3_HEADER, 417)]))).toBeNull();
    // Same length, but the second frame claims 48 kHz.
    expect(
      sniffAudio(Buffer.concat([frame(MP3_HEADER, 417), frame([0xff, 0xfb, 0x94, 0x64], 417)])),
    ).toBeNull();
    // A stream cut after its first frame.
    expect(sniffAudio(frame(MP3_HEADER, 417))).toBeNull();
  });

  it('refuses a UTF-16LE byte order mark followed by HTML, and FF FE / FF FF starts of any kind', () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('<html><script>alert(1)</script>', 'utf16le'),
    ]);
    // MPEG-1 Layer I, 128 kbit/s, 44.1 kHz: (12 * 128000 / 44100 = 34) * 4 = 136; valid in form.
    const layerOne = (second: number) => frames([0xff, second, 0x40, 0x00], 136);

    expect(sniffAudio(utf16)).toBeNull();
    expect(sniffAudio(layerOne(0xfe))).toBeNull();
    expect(sniffAudio(layerOne(0xff))).toBeNull();
    expect(sniffAudio(Buffer.alloc(1000, 0xff))).toBeNull();
  });

  it('refuses frames with reserved or free-format values even when they repeat', () => {
    // Version bits 01 are reserved.
    expect(sniffAudio(frames([0xff, 0xeb, 0x90, 0x64], 417))).toBeNull();
    // Bitrate index 1111 is invalid, 0000 ("free") has no computable length.
    expect(sniffAudio(frames([0xff, 0xfb, 0xf0, 0x64], 417))).toBeNull();
    expect(sniffAudio(frames([0xff, 0xfb, 0x00, 0x64], 417))).toBeNull();
    // Sample-rate index 11 and emphasis 10 are reserved.
    expect(sniffAudio(frames([0xff, 0xfb, 0x9c, 0x64], 417))).toBeNull();
    expect(sniffAudio(frames([0xff, 0xfb, 0x90, 0x66], 417))).toBeNull();
  });
});

describe('sniffAudio: ID3-tagged files', () => {
  it('accepts an ID3v2 tag followed by a frame stream right where the tag ends', () => {
    expect(sniffAudio(Buffer.concat([id3(200), frames(MP3_HEADER, 417)]))).toBe('mp3');
    expect(sniffAudio(Buffer.concat([id3(0, { major: 3 }), frames(MP3_HEADER, 417)]))).toBe('mp3');
    // A size over 127 uses several syncsafe bytes: 300 = 2 * 128 + 44.
    expect(sniffAudio(Buffer.concat([id3(300), frames(MP3_HEADER, 417)]))).toBe('mp3');
  });

  it('skips the 10-byte footer of a v2.4 tag that declares one', () => {
    const footer = Buffer.from([0x33, 0x44, 0x49, 0x04, 0x00, 0x10, 0x00, 0x00, 0x00, 0x10]);
    const withFooter = (flags: number) =>
      Buffer.concat([id3(16, { flags }), footer, frames(MP3_HEADER, 417)]);

    expect(sniffAudio(withFooter(0x10))).toBe('mp3');
    expect(sniffAudio(withFooter(0x00))).toBeNull();
  });

  it('refuses a tag followed by HTML, a tag larger than the file and a malformed size', () => {
    expect(sniffAudio(Buffer.concat([id3(20), HTML]))).toBeNull();
    const oversized = Buffer.concat([
      Buffer.from([0x49, 0x44, 0x33, 0x04, 0, 0, 0x7f, 0x7f, 0x7f, 0x7f]),
      frames(MP3_HEADER, 417),
    ]);
    expect(sniffAudio(oversized)).toBeNull();
    // ID3 size bytes must keep their top bit clear.
    expect(sniffAudio(padded([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x80, 0x00, 0x00, 0x00]))).toBeNull();
  });
});

describe('sniffAudio: containers', () => {
  it('recognises WAV, OGG, M4A and WebM containers', () => {
    expect(sniffAudio(wav())).toBe('wav');
    expect(sniffAudio(padded('OggS\0\x02'))).toBe('ogg');
    expect(sniffAudio(padded('\0\0\0\x20ftypM4A \0\0\0\0'))).toBe('m4a');
    expect(sniffAudio(padded('\0\0\0\x20ftypisom\0\0\0\0'))).toBe('m4a');
    expect(sniffAudio(padded([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]))).toBe(
      'webm',
    );
  });

  it('refuses text, images and other RIFF or ISO-BMFF files', () => {
    expect(sniffAudio(Buffer.from('just some text pretending to be an mp3'))).toBeNull();
    expect(sniffAudio(padded('RIFF\0\0\0\0WEBPVP8 '))).toBeNull();
    // A WAVE without its fmt chunk first.
    expect(sniffAudio(padded('RIFF\0\0\0\0WAVEdata'))).toBeNull();
    expect(sniffAudio(padded('\0\0\0\x18ftypheic\0\0\0\0'))).toBeNull();
    expect(sniffAudio(Buffer.from('ID3'))).toBeNull();
  });

  it('keeps the bytes as they are, with the mimetype and extension of the type', () => {
    const bytes = wav();

    expect(storedAudio(bytes)).toEqual({ bytes, mimetype: 'audio/wav', extension: 'wav' });
  });
});

describe('prepareUpload', () => {
  it('stores audio unchanged and never calls the image codecs', async () => {
    const fake = codecs();
    const bytes = wav();

    const prepared = await prepareUpload(bytes, 'question', fake);

    expect(prepared).toEqual({ bytes, mimetype: 'audio/wav', extension: 'wav' });
    expect(fake.normalize).not.toHaveBeenCalled();
  });

  it('still normalises images', async () => {
    const png = padded([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const prepared = await prepareUpload(png, 'question', codecs());

    expect(prepared).toMatchObject({ mimetype: 'image/png', extension: 'png' });
    expect(prepared.bytes.toString()).toBe('normalised');
  });

  it('refuses a file that is neither image nor audio as UNSUPPORTED_FILE', async () => {
    const result = prepareUpload(Buffer.from('plain text, named sound.mp3'), 'question', codecs());

    await expect(result).rejects.toMatchObject({ info: { key: 'UNSUPPORTED_FILE' } });
  });

  it('refuses audio in an image-only category as NOT_AN_IMAGE', async () => {
    const result = prepareUpload(wav(), 'spot', codecs());

    await expect(result).rejects.toMatchObject({ info: { key: 'NOT_AN_IMAGE' } });
  });

  it('takes images only in question-image: audio there is NOT_AN_IMAGE', async () => {
    const png = padded([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const image = await prepareUpload(png, 'question-image', codecs());
    const audio = prepareUpload(frames(MP3_HEADER, 417), 'question-image', codecs());

    expect(image).toMatchObject({ mimetype: 'image/png' });
    await expect(audio).rejects.toMatchObject({ info: { key: 'NOT_AN_IMAGE' } });
  });

  it('takes audio only in question-audio: an image or text there is NOT_AUDIO, without decoding it', async () => {
    const fake = codecs();
    const png = padded([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const audio = await prepareUpload(frames(MP3_HEADER, 417), 'question-audio', fake);
    const image = prepareUpload(png, 'question-audio', fake);
    const text = prepareUpload(Buffer.from('plain text, named sound.mp3'), 'question-audio', fake);

    expect(audio).toMatchObject({ mimetype: 'audio/mpeg', extension: 'mp3' });
    await expect(image).rejects.toMatchObject({ info: { key: 'NOT_AUDIO' } });
    await expect(text).rejects.toMatchObject({ info: { key: 'NOT_AUDIO' } });
    expect(fake.normalize).not.toHaveBeenCalled();
  });

  it('refuses more than 10 MB before looking at the type', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    wav().copy(big);

    const result = prepareUpload(big, 'question', codecs());

    await expect(result).rejects.toMatchObject({ info: { key: 'FILE_TOO_LARGE' } });
  });
});
