/**
 * Uploads straight from the browser to the files bucket (docs/files.md "How a file arrives"): the
 * API hands out a presigned POST for one pending key, the browser posts the bytes to the bucket,
 * and the bucket's object-created event runs the file processor (upload-processing.ts), which
 * decides what the bytes are and records the File. The body never passes through an API function,
 * so API Gateway's and Lambda's body limits (about 4.4 MB after base64) do not apply.
 *
 * Nothing is recorded when the form is handed out: an upload that never arrives leaves nothing,
 * and a posted object nobody processes stays under PENDING_PREFIX, which the bucket expires.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import type { EntityRepository } from '../../data/entities';
import type { ObjectBucket } from '../../data/files-bucket';
import type { FileRecord } from '../../data/records';
import type { UploadPresigner } from '../../data/upload-presigner';
import type { File } from '../../generated/graphql';
import { AppError, badRequest, type ErrorCode } from '../../kernel/errors';
import { parseArgs } from '../../kernel/validation';
import { AUDIO_ONLY_CATEGORIES, fileCategorySchema, fileView, IMAGE_ONLY_CATEGORIES } from './files';
import { MAX_UPLOAD_BYTES } from './images';

/** Where posted bytes wait for the processor; the bucket expires what stays (data-stack.ts). */
export const PENDING_PREFIX = 'pending/';
/** Why the processor refused an upload, for its uploader to read; expired like PENDING_PREFIX. */
export const REFUSED_PREFIX = 'refused/';
/** How long a handed-out form may be used. */
export const UPLOAD_FORM_TTL_SECONDS = 300;

/** Types a browser names for the images the processor takes (images.ts sniffImage). */
export const IMAGE_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
] as const;
/** Types a browser names for the audio the processor takes (audio.ts). */
export const AUDIO_CONTENT_TYPES = [
  'audio/mpeg',
  'audio/mp3',
  'audio/aac',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/ogg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/webm',
] as const;

const requestSchema = z.object({
  category: fileCategorySchema.nullish(),
  filename: z.string().trim().max(500).default('file'),
  contentType: z.string().trim().toLowerCase().max(100),
  size: z.number().int().min(0),
});

/** What the browser posts to: the bucket URL and the form fields to send before `file`. */
export interface UploadForm {
  id: string;
  url: string;
  fields: Record<string, string>;
}

export interface DirectUploadDeps {
  entities: EntityRepository;
  bucket: ObjectBucket;
  presigner: UploadPresigner;
}

/** An upload's state for its uploader: recorded, refused (thrown), or not processed yet. */
export type UploadStatus = { state: 'ready'; file: File } | { state: 'pending' };

/** What the processor leaves under REFUSED_PREFIX for a refused upload. */
export interface UploadRefusal {
  userId: string;
  code: ErrorCode;
  message: string;
  info: Record<string, unknown> | null;
}

/** The pending key of an upload: `pending/<category>/<id>`, the processor's only input. */
export function pendingKey(category: string, id: string): string {
  return `${PENDING_PREFIX}${category}/${id}`;
}

export function refusalKey(id: string): string {
  return `${REFUSED_PREFIX}${id}.json`;
}

/**
 * A type the browser could not name (no or an unknown extension): allowed in every category, the
 * bytes decide (the processor reads the type from them, never from the client's name or type).
 */
export const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

/** The first refusal, from the declared type: the processor refuses again from the bytes. */
function refuseDeclaredType(category: string, contentType: string): void {
  if (contentType === UNKNOWN_CONTENT_TYPE) return;
  const image = (IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType);
  const audio = (AUDIO_CONTENT_TYPES as readonly string[]).includes(contentType);
  if (IMAGE_ONLY_CATEGORIES.has(category) && !image)
    throw badRequest('NOT_AN_IMAGE', 'Only images can be uploaded.');
  if (AUDIO_ONLY_CATEGORIES.has(category) && !audio)
    throw badRequest('NOT_AUDIO', 'Only audio files can be uploaded.');
  if (!image && !audio) throw badRequest('UNSUPPORTED_FILE', 'Only images and audio files can be uploaded.');
}

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class DirectUploads {
  constructor(private readonly deps: DirectUploadDeps) {}

  /**
   * A presigned POST for one new pending key. The policy (authorizeUpload) has admitted the
   * caller; the form binds the uploader, the site, the type and the size range, so the bucket
   * refuses anything else and the processor knows whose file it is.
   */
  async request(caller: UserCaller, raw: unknown): Promise<UploadForm> {
    const input = parseArgs(requestSchema, raw);
    const category = input.category ?? 'misc';
    if (input.size > MAX_UPLOAD_BYTES) throw badRequest('FILE_TOO_LARGE', 'Files may be at most 10 MB.');
    refuseDeclaredType(category, input.contentType);
    const id = randomUUID();
    const { url, fields } = await this.deps.presigner.presign({
      key: pendingKey(category, id),
      contentType: input.contentType,
      maxBytes: MAX_UPLOAD_BYTES,
      expiresSeconds: UPLOAD_FORM_TTL_SECONDS,
      metadata: {
        user: caller.userId,
        site: caller.siteId ?? '',
        // Metadata travels as ASCII: the original name is percent-encoded.
        name: encodeURIComponent(input.filename.slice(0, 180)),
      },
    });
    return { id, url, fields };
  }

  /** The uploader's view of an upload; anyone else sees it pending forever (ids are unguessable). */
  async status(caller: UserCaller, id: string): Promise<UploadStatus> {
    if (!UPLOAD_ID.test(id)) throw badRequest('UNKNOWN_FILE', 'No such file.');
    const file = await this.deps.entities.get<FileRecord>('FILE', id);
    if (file)
      return file.userId === caller.userId ? { state: 'ready', file: fileView(file) } : { state: 'pending' };
    const stored = await this.deps.bucket.get(refusalKey(id));
    if (!stored) return { state: 'pending' };
    const refusal = JSON.parse(stored.bytes.toString('utf8')) as UploadRefusal;
    if (refusal.userId !== caller.userId) return { state: 'pending' };
    throw new AppError(refusal.code, refusal.message, refusal.info);
  }
}
