/**
 * The console shows or plays only the product's own files (docs/files.md "Media references"):
 * the paths the upload route hands out, `/files/<category>/<uuid>.<ext>`. The server refuses
 * anything else in a question (MEDIA_NOT_OWN_FILE); this keeps older stored values, or a value
 * written around the API, from making a classroom of phones load a stranger's address. It mirrors
 * functions/src/domain/files/media-refs.ts.
 */

const IMAGE_EXTENSIONS = ['jpg', 'png', 'gif', 'webp', 'avif'];
const AUDIO_EXTENSIONS = ['mp3', 'aac', 'wav', 'ogg', 'm4a', 'webm'];
const OWN_FILE = /^\/files\/[a-z0-9_-]{1,40}\/[0-9a-f-]{36}\.([a-z0-9]+)$/;

export type MediaKind = 'image' | 'audio';

/** The path itself when it is one of our files of this kind, else null (nothing is rendered). */
export function ownMedia(path: string | null | undefined, kind: MediaKind): string | null {
  const extension = path ? OWN_FILE.exec(path)?.[1] : undefined;
  if (!path || !extension) return null;
  return (kind === 'image' ? IMAGE_EXTENSIONS : AUDIO_EXTENSIONS).includes(extension) ? path : null;
}
