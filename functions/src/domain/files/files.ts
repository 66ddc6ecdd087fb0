/**
 * Uploaded files (spot background images and the gallery, 12 per page by category; question
 * images and sounds: categories `question-image` and `question-audio`, or `question` for either).
 * The bytes live in the files bucket under an unguessable key; the File item records who uploaded
 * it and the uploader's site, which scopes the list and removal like any other tenant data. What
 * a file is comes from its bytes: an image (normalised, images.ts) or audio (stored as it is,
 * audio.ts); anything else is refused.
 */
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import type { ObjectBucket, StoredObject } from '../../data/files-bucket';
import { buildFilter } from '../../data/lists';
import type { FileRecord } from '../../data/records';
import type { File } from '../../generated/graphql';
import { badRequest, notFound } from '../../kernel/errors';
// The keys this service writes (<category>/<uuid>.<ext>); anything else is not served.
import { FILE_KEY } from '../../kernel/file-paths';
import type { PageRequest } from '../../kernel/paging';
import { parseArgs } from '../../kernel/validation';
import { type ScopedDeps, scopedPage } from '../scoped';
import { storedAudio } from './audio';
import { type ImageCodecs, MAX_UPLOAD_BYTES, normalizeImage, sniffImage } from './images';

export const fileCategorySchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9_-]{1,40}$/, 'INVALID_CATEGORY');
const fileFilter = z.object({ category: fileCategorySchema.nullish() }).nullish();
/** Categories shown as pictures (backgrounds, question images): audio there would be a broken image. */
export const IMAGE_ONLY_CATEGORIES = new Set(['spot', 'question-image']);
/** Categories played by an <audio> element (question and countdown sounds): an image there would never play. */
export const AUDIO_ONLY_CATEGORIES = new Set(['question-audio', 'countdown']);

export interface PreparedFile {
  bytes: Buffer;
  mimetype: string;
  extension: string;
}

/**
 * The bytes to store for an upload: an image normalised, audio unchanged. A file of the wrong kind
 * is NOT_AN_IMAGE in an image-only category and NOT_AUDIO in an audio-only one; neither kind is
 * UNSUPPORTED_FILE in the others. Refused before anything is stored under the category or
 * recorded (upload-processing.ts), so the client has nothing to clean up.
 */
export async function prepareUpload(
  bytes: Buffer,
  fileCategory: string,
  codecs: ImageCodecs,
): Promise<PreparedFile> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw badRequest('FILE_TOO_LARGE', 'Files may be at most 10 MB.');
  if (AUDIO_ONLY_CATEGORIES.has(fileCategory)) {
    // Checked before the image decoders run: an image here is refused, not converted first.
    const audio = storedAudio(bytes);
    if (audio) return audio;
    throw badRequest('NOT_AUDIO', 'Only audio files can be uploaded.');
  }
  if (sniffImage(bytes)) return normalizeImage(bytes, codecs);
  if (IMAGE_ONLY_CATEGORIES.has(fileCategory))
    throw badRequest('NOT_AN_IMAGE', 'Only images can be uploaded.');
  const audio = storedAudio(bytes);
  if (audio) return audio;
  throw badRequest('UNSUPPORTED_FILE', 'Only images and audio files can be uploaded.');
}

/** A file as the API shows it. */
export function fileView(file: FileRecord): File {
  return {
    _id: file._id,
    name: file.name,
    mimetype: file.mimetype,
    category: file.category,
    size: file.size,
    path: file.path,
    createdAt: file.createdAt,
  };
}

/** Listing, removing and reading files; uploads are direct-uploads.ts and upload-processing.ts. */
export class FileService {
  constructor(
    private readonly deps: ScopedDeps,
    private readonly bucket: ObjectBucket,
  ) {}

  async list(caller: UserCaller, request: PageRequest, rawFilter: unknown) {
    const filter = parseArgs(fileFilter, rawFilter) ?? {};
    const page = await scopedPage<FileRecord>(
      this.deps,
      'FILE',
      caller,
      request,
      {},
      buildFilter({ category: filter.category }),
    );
    return { data: page.data.map(fileView), total: page.total };
  }

  /** The policy has checked the file's site (rule `file`); unknown ids pass for system and admin only. */
  async remove(id: string): Promise<{ success: boolean }> {
    const file = await this.deps.entities.get<FileRecord>('FILE', id);
    if (!file) throw notFound('File');
    await this.deps.entities.remove('FILE', id, { siteId: file.siteId });
    // The item goes first: a left-over object is unreachable garbage, a left-over item a broken image.
    await this.bucket.delete(file.key);
    return { success: true };
  }

  /** The stored bytes behind a file path (the local stack serves them; AWS uses CloudFront). */
  async read(key: string): Promise<StoredObject | null> {
    if (!FILE_KEY.test(key)) throw badRequest('UNKNOWN_FILE', 'No such file.');
    return this.bucket.get(key);
  }
}
