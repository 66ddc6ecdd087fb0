/**
 * The file function's composition root (`POST /api/v3/file`, `GET /api/v3/file/<id>`,
 * `GET /files/<key>`): token checks as the authorizer does them, upload forms and their status,
 * and reading files. It decodes no image: that is the file processor's (file-processor-root.ts).
 */
import type { AuthorizerServices } from '../auth/authorizer';
import { s3Bucket } from '../data/files-bucket';
import { s3UploadPresigner } from '../data/upload-presigner';
import { DirectUploads } from '../domain/files/direct-uploads';
import { FileService } from '../domain/files/files';
import { authParts } from './auth-parts';
import { dataParts } from './data-parts';
import { once } from './once';
import { tenancyParts } from './tenancy-parts';

export interface FileRouteServices extends AuthorizerServices {
  files: FileService;
  uploads: DirectUploads;
}

export const fileRouteServices: () => Promise<FileRouteServices> = once(async () => {
  const data = dataParts();
  const { env } = data;
  const bucket = s3Bucket(env.FILES_BUCKET, env.FILES_S3_ENDPOINT);
  return {
    ...(await authParts(data)),
    files: new FileService(tenancyParts(data).scoped, bucket),
    uploads: new DirectUploads({
      entities: data.entities,
      bucket,
      presigner: s3UploadPresigner(env.FILES_BUCKET, env.FILES_S3_ENDPOINT, env.FILES_POST_URL),
    }),
  };
});
