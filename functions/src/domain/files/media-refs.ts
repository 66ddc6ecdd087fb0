/**
 * Media references (docs/files.md "Media references"): a question's image and sound, a choice's
 * image and a class screen's background and sound may only name the product's own files, the
 * paths the upload route hands out (`/files/<category>/<uuid>.<ext>`). Students' phones and the
 * classroom screen load them, so a third-party URL would make every phone in the class call a
 * stranger's server, and a `javascript:` or `data:` URL has no business there at all.
 */
import { z } from 'zod';

/** Where clients load uploaded files from, in both runtimes (FILES_URL_PREFIX's default, api-stack.ts). */
export const FILES_PATH_PREFIX = '/files';

export const IMAGE_EXTENSIONS = ['jpg', 'png', 'gif', 'webp', 'avif'] as const;
export const AUDIO_EXTENSIONS = ['mp3', 'aac', 'wav', 'ogg', 'm4a', 'webm'] as const;

/** The keys the file service writes: <category>/<uuid>.<ext>; anything else is not one of ours. */
export const FILE_KEY = new RegExp(
  `^[a-z0-9_-]{1,40}/[0-9a-f-]{36}\\.(${[...IMAGE_EXTENSIONS, ...AUDIO_EXTENSIONS].join('|')})$`,
);

export type MediaKind = 'image' | 'audio';

const EXTENSIONS: Record<MediaKind, readonly string[]> = {
  image: IMAGE_EXTENSIONS,
  audio: AUDIO_EXTENSIONS,
};

/** Is `path` one of the product's own files of this kind (an image where a picture is shown)? */
export function isOwnMedia(path: string, kind: MediaKind): boolean {
  if (!path.startsWith(`${FILES_PATH_PREFIX}/`)) return false;
  const key = path.slice(FILES_PATH_PREFIX.length + 1);
  if (!FILE_KEY.test(key)) return false;
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return EXTENSIONS[kind].includes(extension);
}

/**
 * An optional media reference in an input: empty is none (null); anything set must be one of our
 * files of the kind, else MEDIA_NOT_OWN_FILE (the field names which).
 */
export const mediaRef = (kind: MediaKind) =>
  z
    .string()
    .trim()
    .max(300, 'MEDIA_NOT_OWN_FILE')
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isOwnMedia(value, kind), 'MEDIA_NOT_OWN_FILE');

/** An external link a teacher adds to a question: a web address (http or https), nothing else. */
export const webLink = z
  .string()
  .trim()
  .max(2000, 'TOO_LONG')
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || /^https?:\/\/\S/i.test(value), 'INVALID_LINK');
