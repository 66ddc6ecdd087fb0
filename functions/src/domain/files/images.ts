/**
 * Uploaded images: the type is read from the bytes (never trusted from the client), HEIC/HEIF
 * becomes JPEG at quality 0.94 (spec sections 5 and 9), other images are turned upright per EXIF,
 * capped at 4096 px and re-encoded, which also drops metadata such as GPS positions.
 * The decoders themselves are image-codecs.ts, which only the file function's root imports.
 * Audio uploads are audio.ts; files.ts decides which of the two a file is.
 */
import { badRequest } from '../../kernel/errors';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_EDGE_PX = 4096;
export const HEIC_JPEG_QUALITY = 0.94;

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heic';

export interface NormalizedImage {
  bytes: Buffer;
  mimetype: string;
  extension: string;
}

export interface ImageCodecs {
  heicToJpeg(bytes: Buffer, quality: number): Promise<Buffer>;
  /** Upright, capped and re-encoded in the same format. */
  normalize(bytes: Buffer, kind: Exclude<ImageKind, 'heic'>): Promise<Buffer>;
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The image type from the first bytes, or null for anything else (SVG included: it can carry script). */
export function sniffImage(bytes: Buffer): ImageKind | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (ascii(0, 4) === 'GIF8') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (HEIF_BRANDS.has(brand)) return 'heic';
  }
  return null;
}

const MIME: Record<Exclude<ImageKind, 'heic'>, { mimetype: string; extension: string }> = {
  jpeg: { mimetype: 'image/jpeg', extension: 'jpg' },
  png: { mimetype: 'image/png', extension: 'png' },
  gif: { mimetype: 'image/gif', extension: 'gif' },
  webp: { mimetype: 'image/webp', extension: 'webp' },
  avif: { mimetype: 'image/avif', extension: 'avif' },
};

export async function normalizeImage(bytes: Buffer, codecs: ImageCodecs): Promise<NormalizedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw badRequest('FILE_TOO_LARGE', 'Files may be at most 10 MB.');
  const kind = sniffImage(bytes);
  if (!kind) throw badRequest('NOT_AN_IMAGE', 'Only images can be uploaded.');
  let normalized: NormalizedImage;
  try {
    normalized =
      kind === 'heic'
        ? { bytes: await codecs.heicToJpeg(bytes, HEIC_JPEG_QUALITY), ...MIME.jpeg }
        : { bytes: await codecs.normalize(bytes, kind), ...MIME[kind] };
  } catch {
    // The header looked like an image but the decoder could not read it: broken or disguised.
    throw badRequest('NOT_AN_IMAGE', 'The image could not be read.');
  }
  // The byte cap holds for what is stored too: re-encoding (PNG of noise, HEIC to JPEG) can grow a file.
  if (normalized.bytes.length > MAX_UPLOAD_BYTES)
    throw badRequest('FILE_TOO_LARGE', 'Files may be at most 10 MB.');
  return normalized;
}
