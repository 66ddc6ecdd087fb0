/**
 * Uploading a file (spec section 7 `POST /api/v3/file`, docs/files.md): the bytes are checked and
 * prepared (files.ts prepareUpload: images normalised, audio kept), stored under an unguessable
 * key, and recorded as a File of the uploader's site. Apart from FileService because only the file
 * function uploads, and only it should carry the image decoders (image-codecs.ts).
 */
import { randomUUID } from 'node:crypto';
import type { UserCaller } from '../../auth/caller';
import type { EntityRepository } from '../../data/entities';
import type { ObjectBucket } from '../../data/files-bucket';
import type { FileRecord } from '../../data/records';
import type { File } from '../../generated/graphql';
import { parseArgs } from '../../kernel/validation';
import { fileCategorySchema, fileView, prepareUpload } from './files';
import type { ImageCodecs } from './images';

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  category: string | null | undefined;
}

export interface FileUploadDeps {
  entities: EntityRepository;
  bucket: ObjectBucket;
  codecs: ImageCodecs;
  /** Where clients load files from (FILES_URL_PREFIX): the stored path is `<prefix>/<key>`. */
  urlPrefix: string;
}

export class FileUploads {
  constructor(private readonly deps: FileUploadDeps) {}

  /** Converts and stores an uploaded image, or stores audio; the file belongs to the uploader's site. */
  async upload(caller: UserCaller, upload: UploadedFile): Promise<File> {
    // Who may upload, and that a caller below admin has a site for it, is the policy's (authorizeUpload).
    const category = upload.category ? parseArgs(fileCategorySchema, upload.category) : 'misc';
    const prepared = await prepareUpload(upload.bytes, category, this.deps.codecs);
    const id = randomUUID();
    const key = `${category}/${id}.${prepared.extension}`;
    const base =
      upload.filename
        .replace(/[\\/]/g, '_')
        .replace(/\.[^.]*$/, '')
        .slice(0, 180) || 'file';
    const { bucket, entities } = this.deps;
    await bucket.put(key, prepared.bytes, prepared.mimetype);
    const file: FileRecord = {
      _id: id,
      name: `${base}.${prepared.extension}`,
      mimetype: prepared.mimetype,
      category,
      size: prepared.bytes.length,
      key,
      path: `${this.deps.urlPrefix}/${key}`,
      siteId: caller.siteId,
      userId: caller.userId,
      createdAt: new Date().toISOString(),
    };
    try {
      await entities.create('FILE', file, { siteId: file.siteId });
    } catch (error) {
      await bucket.delete(key).catch(() => undefined);
      throw error;
    }
    return fileView(file);
  }
}
