/**
 * The background image as uploaded (spec sections 5 and 9): any image type as is; HEIC/HEIF
 * decoded in the browser by libheif-js in a worker (heicWorker.ts: libheif compiled to
 * JavaScript, shipped in the package, no network) and uploaded as JPEG at quality 0.94. The
 * decoder is about 3 MB, so the worker loads it only when a HEIC file is chosen. If decoding fails
 * the original is uploaded and the server converts it the same way (docs/files.md), so a phone
 * photo is never refused for its format.
 */
import { isHeic, JPEG_QUALITY } from '../../admin/forms/imageFile';
import type { HeicReply, HeicRequest } from './heicWorker';

export type HeicDecoder = (file: Blob, quality: number) => Promise<Blob>;

/** One worker per file, ended with its answer: HEIC photos are chosen one at a time. */
const workerDecoder: HeicDecoder = (file, quality) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./heicWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<HeicReply>) => {
      worker.terminate();
      if ('jpeg' in event.data) resolve(event.data.jpeg);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage({ file, quality } satisfies HeicRequest);
  });

export function jpegName(name: string): string {
  return /\.hei[cf]$/i.test(name) ? name.replace(/\.hei[cf]$/i, '.jpg') : `${name}.jpg`;
}

export async function uploadableImage(
  file: File,
  decode: HeicDecoder = workerDecoder,
): Promise<{ blob: Blob; name: string }> {
  if (!isHeic(file)) return { blob: file, name: file.name };
  try {
    return { blob: await decode(file, JPEG_QUALITY), name: jpegName(file.name) };
  } catch {
    return { blob: file, name: file.name };
  }
}
