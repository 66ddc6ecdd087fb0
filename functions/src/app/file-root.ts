/**
 * The file function's composition root (`POST /api/v3/file`, `GET /files/<key>`): token checks as
 * the authorizer does them, and files with their uploads. The only root that imports the image
 * decoders (domain/files/image-codecs.ts), which are most of its bundle.
 */
import type { AuthorizerServices } from '../auth/authorizer';
import { s3Bucket } from '../data/files-bucket';
import { FileUploads } from '../domain/files/file-uploads';
import { FileService } from '../domain/files/files';
import { defaultCodecs } from '../domain/files/image-codecs';
import { authParts } from './auth-parts';
import { dataParts } from './data-parts';
import { once } from './once';
import { tenancyParts } from './tenancy-parts';

export interface FileRouteServices extends AuthorizerServices {
  files: FileService;
  uploads: FileUploads;
}

export const fileRouteServices: () => Promise<FileRouteServices> = once(async () => {
  const data = dataParts();
  const { env } = data;
  const bucket = s3Bucket(env.FILES_BUCKET, env.FILES_S3_ENDPOINT);
  return {
    ...(await authParts(data)),
    files: new FileService(tenancyParts(data).scoped, bucket),
    uploads: new FileUploads({
      entities: data.entities,
      bucket,
      codecs: defaultCodecs,
      urlPrefix: env.FILES_URL_PREFIX,
    }),
  };
});
