/**
 * The background image as uploaded (spec sections 5 and 9): any image type as is; HEIC/HEIF
 * decoded in the browser by heic2any (libheif compiled to JavaScript, shipped in the package, no
 * network) and uploaded as JPEG at quality 0.94. heic2any is about 1.3 MB, so it is loaded only
 * when a HEIC file is chosen. If decoding fails the original is uploaded and the server converts
 * it the same way (docs/files.md), so a phone photo is never refused for its format.
 */
import { isHeic, JPEG_QUALITY } from '../../admin/forms/imageFile';

export type HeicDecoder = (file: Blob, quality: number) => Promise<Blob>;

const heic2anyDecoder: HeicDecoder = async (file, quality) => {
  const { default: heic2any } = await import('heic2any');
  const result = await heic2any({ blob: file, toType: 'image/jpeg', quality });
  const jpeg = Array.isArray(result) ? result[0] : result;
  if (!jpeg) throw new Error('heic2any returned no image');
  return jpeg;
};

export function jpegName(name: string): string {
  return /\.hei[cf]$/i.test(name) ? name.replace(/\.hei[cf]$/i, '.jpg') : `${name}.jpg`;
}

export async function uploadableImage(
  file: File,
  decode: HeicDecoder = heic2anyDecoder,
): Promise<{ blob: Blob; name: string }> {
  if (!isHeic(file)) return { blob: file, name: file.name };
  try {
    return { blob: await decode(file, JPEG_QUALITY), name: jpegName(file.name) };
  } catch {
    return { blob: file, name: file.name };
  }
}
