/**
 * Presigned POST forms for the files bucket (domain/files/direct-uploads.ts). The policy's
 * conditions are what the bucket enforces on the browser's POST: exactly this key, exactly the
 * declared type, the uploader's metadata as signed, and at most `maxBytes`. Locally s3rver takes a
 * POST without checking its policy, so `postUrl` (FILES_POST_URL) sends the browser to the local
 * gateway, which checks the same conditions (infra/local/presigned-post.ts) before storing.
 */
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { s3Client } from './files-bucket';

/** Signs a POST policy for exactly one key. */
export interface UploadPresigner {
  presign(request: {
    key: string;
    contentType: string;
    maxBytes: number;
    metadata: Record<string, string>;
    expiresSeconds: number;
  }): Promise<{ url: string; fields: Record<string, string> }>;
}

export function s3UploadPresigner(bucket: string, endpoint?: string, postUrl?: string): UploadPresigner {
  const client = s3Client(endpoint);
  return {
    async presign({ key, contentType, maxBytes, metadata, expiresSeconds }) {
      const metaFields = Object.fromEntries(
        Object.entries(metadata).map(([name, value]) => [`x-amz-meta-${name}`, value]),
      );
      // Every field in `Fields` becomes an exact-match condition of the signed policy.
      const fields = { 'Content-Type': contentType, ...metaFields };
      const form = await createPresignedPost(client, {
        Bucket: bucket,
        Key: key,
        Fields: fields,
        Conditions: [['content-length-range', 1, maxBytes]],
        Expires: expiresSeconds,
      });
      return { url: postUrl ?? form.url, fields: form.fields };
    },
  };
}
