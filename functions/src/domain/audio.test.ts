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

function codecs(): ImageCodecs {
  return {
    heicToJpeg: vi.fn(async () => Buffer.from([0xff, 0xd8, 0xff])),
    normalize: vi.fn(async () => Buffer.from('normalised')),
  };
}

describe('sniffAudio', () => {
  it('recognises MP3 by its ID3 tag or by an MPEG frame header', () => {
    expect(sniffAudio(padded([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x01, 0x7f]))).toBe('mp3');
    // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz.
    expect(sniffAudio(padded([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
    // ADTS AAC, MPEG-4, 44.1 kHz.
    expect(sniffAudio(padded([0xff, 0xf1, 0x50, 0x80]))).toBe('aac');
  });

  it('refuses MPEG-like headers with reserved values and a broken ID3 size', () => {
    // Version bits 01 are reserved.
    expect(sniffAudio(padded([0xff, 0xeb, 0x90, 0x64]))).toBeNull();
    // Bitrate index 1111 is invalid.
    expect(sniffAudio(padded([0xff, 0xfb, 0xf0, 0x64]))).toBeNull();
    // ID3 size bytes must keep their top bit clear.
    expect(sniffAudio(padded([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x80, 0x00, 0x00, 0x00]))).toBeNull();
  });

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

  it('refuses more than 10 MB before looking at the type', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    wav().copy(big);

    const result = prepareUpload(big, 'question', codecs());

    await expect(result).rejects.toMatchObject({ info: { key: 'FILE_TOO_LARGE' } });
  });
});
