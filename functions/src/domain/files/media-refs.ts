/**
 * Media references (docs/files.md "Media references"): a question's image and sound, a choice's
 * image and a class screen's background and sound may only name the product's own files, the
 * paths the upload route hands out (`/files/<category>/<uuid>.<ext>`). Students' phones and the
 * classroom screen load them, so a third-party URL would make every phone in the class call a
 * stranger's server, and a `javascript:` or `data:` URL has no business there at all. Whose file
 * a path names (one of a site the caller reaches) is the policy's (auth/rules/media.ts).
 */
import { z } from 'zod';
import { AUDIO_EXTENSIONS, IMAGE_EXTENSIONS, uploadedFileId } from '../../kernel/file-paths';

export type MediaKind = 'image' | 'audio';

const EXTENSIONS: Record<MediaKind, readonly string[]> = {
  image: IMAGE_EXTENSIONS,
  audio: AUDIO_EXTENSIONS,
};

/** Is `path` one of the product's own files of this kind (an image where a picture is shown)? */
export function isOwnMedia(path: string, kind: MediaKind): boolean {
  if (uploadedFileId(path) === null) return false;
  const extension = path.slice(path.lastIndexOf('.') + 1);
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
