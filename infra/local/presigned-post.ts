/**
 * S3's POST object upload with a presigned policy, as the files bucket answers it in AWS. s3rver
 * takes a POST but ignores its policy (it neither checks the signature nor any condition), so the
 * local gateway takes the browser's form here (the URL the presigner hands out locally,
 * FILES_POST_URL), checks it as S3 does, stores the object in s3rver and raises the bucket's
 * "Object Created" event, the one EventBridge delivers in AWS (docs/local-stack.md).
 *
 * Checked as S3 does: the SigV4 signature of the policy with the local store's key, the
 * expiration, every condition (exact match, starts-with, content-length-range), and that every
 * form field is named by a condition.
 */
import { createHmac } from 'node:crypto';
import type { S3ObjectCreatedNotificationEvent } from 'aws-lambda';
import busboy from 'busboy';

/** The largest body the local POST reads: far above any policy's range, so the range decides. */
export const LOCAL_POST_BODY_LIMIT = 32 * 1024 * 1024;

export interface PostForm {
  /** Field names lower-cased, as S3 compares them. */
  fields: Record<string, string>;
  file: { bytes: Buffer; truncated: boolean } | null;
}

export interface PostedObject {
  key: string;
  contentType: string;
  /** `x-amz-meta-*` fields, names without the prefix. */
  metadata: Record<string, string>;
  bytes: Buffer;
}

/** S3's refusal: its status, code and message (S3 answers them as XML). */
export interface PostRefusal {
  status: number;
  code: string;
  message: string;
}

type Condition = Record<string, string> | [string, ...(string | number)[]];

/** Fields S3 never asks a condition for. */
const UNCONDITIONED = new Set(['policy', 'x-amz-signature', 'file']);

export function parsePostForm(contentType: string | undefined, body: Buffer): Promise<PostForm | null> {
  if (!contentType?.toLowerCase().startsWith('multipart/form-data')) return Promise.resolve(null);
  return new Promise((resolve) => {
    const fields: Record<string, string> = {};
    let file: PostForm['file'] = null;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fields: 30, fieldSize: 8192, fileSize: LOCAL_POST_BODY_LIMIT },
      });
    } catch {
      resolve(null);
      return;
    }
    parser.on('field', (name, value) => {
      // S3 ignores fields after the file; so does this.
      if (!file) fields[name.toLowerCase()] = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== 'file' || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      const part = { bytes: Buffer.alloc(0), truncated: false };
      file = part;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        part.truncated = true;
      });
      stream.on('end', () => {
        part.bytes = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => resolve(null));
    parser.on('close', () => resolve({ fields, file }));
    parser.end(body);
  });
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** SigV4's signature of a POST policy: the string to sign is the base64 policy itself. */
export function policySignature(policy: string, secretKey: string, date: string, region: string): string {
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(policy, 'utf8').digest('hex');
}

const denied = (message: string): PostRefusal => ({ status: 403, code: 'AccessDenied', message });

/** Whether one condition holds; the field names it covers are added to `covered`. */
function conditionHolds(
  condition: Condition,
  values: Record<string, string>,
  size: number,
  covered: Set<string>,
): boolean {
  if (!Array.isArray(condition)) {
    return Object.entries(condition).every(([name, expected]) => {
      covered.add(name.toLowerCase());
      return values[name.toLowerCase()] === expected;
    });
  }
  const [operator, subject, operand] = condition;
  if (operator === 'content-length-range') return size >= Number(subject) && size <= Number(operand);
  const name = String(subject).replace(/^\$/, '').toLowerCase();
  covered.add(name);
  const actual = values[name] ?? '';
  if (operator === 'eq') return actual === String(operand);
  if (operator === 'starts-with') return actual.startsWith(String(operand));
  return false;
}

/**
 * The object a presigned POST stores, or S3's refusal. `bucket` is the one in the URL, `secretKey`
 * the key the presigner signed with (the local store's), `now` the time to check expiry against.
 */
export function checkPresignedPost(
  form: PostForm,
  bucket: string,
  secretKey: string,
  now: Date,
): PostedObject | PostRefusal {
  const { fields, file } = form;
  if (!file)
    return {
      status: 400,
      code: 'InvalidArgument',
      message: 'POST requires exactly one file upload per request.',
    };
  const policy = fields.policy;
  const credential = fields['x-amz-credential'];
  if (!policy || !credential || !fields['x-amz-signature'] || !fields.key)
    return denied('Missing policy, credential, signature or key.');
  const [, date = '', region = ''] = credential.split('/');
  if (policySignature(policy, secretKey, date, region) !== fields['x-amz-signature'])
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  let document: { expiration?: string; conditions?: Condition[] };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    return denied('Invalid Policy: Invalid JSON.');
  }
  if (!document.expiration || Date.parse(document.expiration) <= now.getTime())
    return denied('Invalid according to Policy: Policy expired.');
  const values = { ...fields, bucket };
  const covered = new Set<string>(['bucket']);
  const size = file.truncated ? Number.POSITIVE_INFINITY : file.bytes.length;
  for (const condition of document.conditions ?? []) {
    if (conditionHolds(condition, values, size, covered)) continue;
    if (Array.isArray(condition) && condition[0] === 'content-length-range')
      return size > Number(condition[2])
        ? {
            status: 400,
            code: 'EntityTooLarge',
            message: 'Your proposed upload exceeds the maximum allowed size',
          }
        : {
            status: 400,
            code: 'EntityTooSmall',
            message: 'Your proposed upload is smaller than the minimum allowed size',
          };
    return denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
  }
  const extra = Object.keys(fields).find(
    (name) => !UNCONDITIONED.has(name) && !name.startsWith('x-ignore-') && !covered.has(name),
  );
  if (extra) return denied(`Invalid according to Policy: Extra input fields: ${extra}`);
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name.startsWith('x-amz-meta-')) metadata[name.slice('x-amz-meta-'.length)] = value;
  }
  return {
    key: fields.key,
    contentType: fields['content-type'] ?? 'binary/octet-stream',
    metadata,
    bytes: file.bytes,
  };
}

export function isRefusal(result: PostedObject | PostRefusal): result is PostRefusal {
  return 'code' in result;
}

/** S3's error body. */
export function refusalXml(refusal: PostRefusal): string {
  const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${escapeXml(refusal.message)}</Message></Error>`;
}

/** The "Object Created" event EventBridge delivers for a POST upload to the bucket. */
export function objectCreatedEvent(
  bucket: string,
  key: string,
  size: number,
  region: string,
  versionId = 'null',
): S3ObjectCreatedNotificationEvent {
  const time = new Date().toISOString();
  return {
    version: '0',
    id: crypto.randomUUID(),
    'detail-type': 'Object Created',
    source: 'aws.s3',
    account: '000000000000',
    time,
    region,
    resources: [`arn:aws:s3:::${bucket}`],
    detail: {
      version: '0',
      bucket: { name: bucket },
      object: { key, size, etag: '', 'version-id': versionId, sequencer: Date.now().toString(16) },
      'request-id': crypto.randomUUID(),
      requester: '000000000000',
      'source-ip-address': '127.0.0.1',
      reason: 'POST Object',
    },
  };
}
