import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../kernel/errors';
import { HEIC_JPEG_QUALITY, type ImageCodecs, normalizeImage, sniffImage } from './images';

/** An ISO-BMFF header with the given brand, as HEIC and AVIF files start. */
function isoHeader(brand: string): Buffer {
  return Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from(`ftyp${brand}`, 'latin1'),
    Buffer.alloc(16),
  ]);
}

function codecs(): ImageCodecs & {
  heicToJpeg: ReturnType<typeof vi.fn>;
  normalize: ReturnType<typeof vi.fn>;
} {
  return {
    heicToJpeg: vi.fn(async () => Buffer.from([0xff, 0xd8, 0xff, 0xe0])),
    normalize: vi.fn(async (bytes: Buffer) => bytes),
  };
}

describe('image normalisation', () => {
  it('converts HEIC to JPEG at quality 0.94', async () => {
    const fake = codecs();

    const image = await normalizeImage(isoHeader('heic'), fake);

    expect(fake.heicToJpeg).toHaveBeenCalledWith(expect.any(Buffer), HEIC_JPEG_QUALITY);
    expect(HEIC_JPEG_QUALITY).toBe(0.94);
    expect(image).toMatchObject({ mimetype: 'image/jpeg', extension: 'jpg' });
    expect(fake.normalize).not.toHaveBeenCalled();
  });

  it('reads the type from the bytes, not from the name', () => {
    expect(sniffImage(isoHeader('mif1'))).toBe('heic');
    expect(sniffImage(isoHeader('avif'))).toBe('avif');
    expect(sniffImage(Buffer.from('GIF89a------', 'latin1'))).toBe('gif');
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('leaves audio alone: a WAV (RIFF like WebP) and an M4A (ftyp like HEIC) are not images', () => {
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImage(isoHeader('M4A '))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
  });

  it('refuses a HEIC file the decoder cannot read as NOT_AN_IMAGE', async () => {
    const fake = codecs();
    fake.heicToJpeg.mockRejectedValue(new Error('bad bitstream'));

    const result = normalizeImage(isoHeader('heix'), fake);

    await expect(result).rejects.toBeInstanceOf(AppError);
    await expect(result).rejects.toMatchObject({ info: { key: 'NOT_AN_IMAGE' } });
  });
});
