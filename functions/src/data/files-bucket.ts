/**
 * The files bucket (spot images, audio): private S3 in AWS, s3rver locally. Locally the endpoint
 * is set and requests are path-style with checksums only when required, because s3rver stores
 * a streamed upload with the SDK's default checksums together with its chunk framing.
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { traced } from '../kernel/observability';

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  /** The object's user metadata (`x-amz-meta-*`, names without the prefix). */
  metadata: Record<string, string>;
}

export interface ObjectBucket {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

/** An S3 client: AWS's default chain, or the local object store at `endpoint`. */
export function s3Client(endpoint?: string): S3Client {
  return traced(
    endpoint
      ? new S3Client({
          endpoint,
          region: 'local',
          // s3rver accepts only its own fixed key (it does not check signatures).
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        })
      : new S3Client({}),
  );
}

export function s3Bucket(bucket: string, endpoint?: string): ObjectBucket {
  const client = s3Client(endpoint);
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!result.Body) return null;
        return {
          bytes: Buffer.from(await result.Body.transformToByteArray()),
          contentType: result.ContentType ?? 'application/octet-stream',
          metadata: result.Metadata ?? {},
        };
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
