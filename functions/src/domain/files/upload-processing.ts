/**
 * The file processor's work (docs/files.md "How a file arrives"): for an object posted under
 * `pending/<category>/<id>` (direct-uploads.ts), decide from the bytes what it is (files.ts
 * prepareUpload: images normalised, HEIC to JPEG 0.94, audio kept), write the final object
 * `<category>/<id>.<ext>`, record the File of the uploader's site, and drop the pending object.
 * A refused upload leaves only its reason (REFUSED_PREFIX) for the uploader to read.
 *
 * S3 delivers an event at least once: the File's id is the upload's, so a second delivery finds it
 * recorded (or the pending object gone) and writes nothing again.
 */
import type { EntityRepository } from '../../data/entities';
import type { ObjectBucket } from '../../data/files-bucket';
import type { FileRecord } from '../../data/records';
import { AppError } from '../../kernel/errors';
import { PENDING_PREFIX, refusalKey, type UploadRefusal } from './direct-uploads';
import { type PreparedFile, prepareUpload } from './files';
import type { ImageCodecs } from './images';

export interface UploadProcessorDeps {
  entities: EntityRepository;
  bucket: ObjectBucket;
  codecs: ImageCodecs;
  /** Where clients load files from (FILES_URL_PREFIX): the stored path is `<prefix>/<key>`. */
  urlPrefix: string;
}

export type ProcessOutcome = 'recorded' | 'refused' | 'ignored';

const PENDING_KEY = new RegExp(
  `^${PENDING_PREFIX}([a-z0-9_-]{1,40})/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`,
);

function originalName(encoded: string | undefined): string {
  try {
    return decodeURIComponent(encoded ?? '');
  } catch {
    return '';
  }
}

/** The stored name: the client's base name with the extension of what the bytes turned out to be. */
function storedName(original: string, extension: string): string {
  const base =
    original
      .replace(/[\\/]/g, '_')
      .replace(/\.[^.]*$/, '')
      .slice(0, 180) || 'file';
  return `${base}.${extension}`;
}

export class UploadProcessor {
  constructor(private readonly deps: UploadProcessorDeps) {}

  async process(key: string): Promise<ProcessOutcome> {
    const match = PENDING_KEY.exec(key);
    if (!match) return 'ignored';
    const [, category = 'misc', id = ''] = match;
    const { bucket, entities } = this.deps;
    if (await entities.get<FileRecord>('FILE', id)) {
      await bucket.delete(key);
      return 'recorded';
    }
    const posted = await bucket.get(key);
    // Already processed by an earlier delivery (or expired): nothing left to do.
    if (!posted) return 'ignored';
    const userId = posted.metadata.user;
    if (!userId) {
      // Only the presigned form writes here, and it always binds the uploader.
      await bucket.delete(key);
      return 'ignored';
    }
    let prepared: PreparedFile;
    try {
      prepared = await prepareUpload(posted.bytes, category, this.deps.codecs);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const refusal: UploadRefusal = { userId, code: error.code, message: error.message, info: error.info };
      await bucket.put(refusalKey(id), Buffer.from(JSON.stringify(refusal)), 'application/json');
      await bucket.delete(key);
      return 'refused';
    }
    const finalKey = `${category}/${id}.${prepared.extension}`;
    await bucket.put(finalKey, prepared.bytes, prepared.mimetype);
    const file: FileRecord = {
      _id: id,
      name: storedName(originalName(posted.metadata.name), prepared.extension),
      mimetype: prepared.mimetype,
      category,
      size: prepared.bytes.length,
      key: finalKey,
      path: `${this.deps.urlPrefix}/${finalKey}`,
      siteId: posted.metadata.site || null,
      userId,
      createdAt: new Date().toISOString(),
    };
    try {
      await entities.create('FILE', file, { siteId: file.siteId });
    } catch (error) {
      // A concurrent delivery recorded it first: the same bytes under the same key, nothing to undo.
      if (!(await entities.get<FileRecord>('FILE', id))) {
        await bucket.delete(finalKey).catch(() => undefined);
        throw error;
      }
    }
    await bucket.delete(key);
    return 'recorded';
  }
}
