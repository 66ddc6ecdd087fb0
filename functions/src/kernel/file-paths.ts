/**
 * The paths of the product's own uploaded files (docs/files.md): `/files/<category>/<id>.<ext>`,
 * where `<id>` is the id of the file's `File` item. The file service writes only such keys, media
 * references may name only such paths, and the policy reads the file a path names from its id.
 */

/** Where clients load uploaded files from, in both runtimes (FILES_URL_PREFIX's default, api-stack.ts). */
export const FILES_PATH_PREFIX = '/files';

export const IMAGE_EXTENSIONS = ['jpg', 'png', 'gif', 'webp', 'avif'] as const;
export const AUDIO_EXTENSIONS = ['mp3', 'aac', 'wav', 'ogg', 'm4a', 'webm'] as const;

/** The keys the file service writes: <category>/<uuid>.<ext>; anything else is not one of ours. */
export const FILE_KEY = new RegExp(
  `^[a-z0-9_-]{1,40}/([0-9a-f-]{36})\\.(${[...IMAGE_EXTENSIONS, ...AUDIO_EXTENSIONS].join('|')})$`,
);

/** The id of the uploaded file a path names, or null when the path is not one of ours. */
export function uploadedFileId(path: string): string | null {
  if (!path.startsWith(`${FILES_PATH_PREFIX}/`)) return null;
  return FILE_KEY.exec(path.slice(FILES_PATH_PREFIX.length + 1))?.[1] ?? null;
}
