/**
 * The exports/ folder of the files bucket: the worker stores workbooks there and the resolver
 * signs time-limited GET links to them (private S3 in AWS, s3rver locally; the same client
 * client as data/files-bucket.ts). The link names the file so a browser saves it as such, in
 * RFC 5987 form so a Korean or Spanish name arrives whole.
 */
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from '../data/files-bucket';
import { attachmentDisposition } from './file-name';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExportStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** A GET link valid for `seconds`, downloading as `fileName`. */
  signedUrl(key: string, fileName: string, seconds: number): Promise<string>;
}

export function s3ExportStorage(bucket: string, endpoint?: string): ExportStorage {
  const client = s3Client(endpoint);
  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: XLSX_TYPE }),
      );
    },
    signedUrl(key, fileName, seconds) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: attachmentDisposition(fileName),
          ResponseContentType: XLSX_TYPE,
        }),
        { expiresIn: seconds },
      );
    },
  };
}
