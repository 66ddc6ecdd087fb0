/**
 * Spec sections 5 and 9: a classroom image may be any image type or HEIC; HEIC is converted to
 * JPEG at quality 0.94. Browsers that cannot decode HEIC (most) upload the original and let the
 * server decide (NOT_AN_IMAGE if it cannot read it either).
 */
export const IMAGE_ACCEPT = 'image/*,.heic,.heif';
export const JPEG_QUALITY = 0.94;

export function isHeic(file: { name: string; type: string }): boolean {
  return /image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

/** The file to upload and its name: a decoded HEIC as JPEG, anything else unchanged. */
export async function uploadable(file: File): Promise<{ blob: Blob; name: string }> {
  if (!isHeic(file)) return { blob: file, name: file.name };
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    const jpeg = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    if (!jpeg) return { blob: file, name: file.name };
    return { blob: jpeg, name: file.name.replace(/\.hei[cf]$/i, '.jpg') };
  } catch {
    return { blob: file, name: file.name };
  }
}
