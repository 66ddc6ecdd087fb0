/**
 * The file processor's composition root (handlers/file-processor.ts): the table, the files bucket
 * and the image decoders (domain/files/image-codecs.ts), which only this root imports. No signing
 * key: the processor authenticates nobody, the presigned form already bound the uploader.
 */
import { s3Bucket } from '../data/files-bucket';
import { defaultCodecs } from '../domain/files/image-codecs';
import { UploadProcessor } from '../domain/files/upload-processing';
import { dataParts } from './data-parts';
import { once } from './once';

export const uploadProcessor: () => Promise<UploadProcessor> = once(async () => {
  const data = dataParts();
  const { env } = data;
  return new UploadProcessor({
    entities: data.entities,
    bucket: s3Bucket(env.FILES_BUCKET, env.FILES_S3_ENDPOINT),
    codecs: defaultCodecs,
    urlPrefix: env.FILES_URL_PREFIX,
  });
});
