/**
 * The gateway bound to the product: the schema (merged by infra/lib/graphql-schema.ts), the
 * resolver and authorizer handler modules (the same files Lambda runs), and the REST routes of
 * spec section 7 plus the console's runtime config.json.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type {
  AppSyncAuthorizerEvent,
  AppSyncResolverEvent,
  S3ObjectCreatedNotificationEvent,
} from 'aws-lambda';
import { s3Client } from '../../functions/src/data/files-bucket';
import { API_LIMITS, LOCAL_INTROSPECTION_FLAG } from '../lib/api-limits';
import { schemaSdlWithPrelude } from '../lib/graphql-schema';
import { appVersion } from './config';
import { localConsoleHeaders } from './console-headers';
import { type Gateway, startGateway } from './gateway';
import { lambdaContext } from './lambda-context';
import {
  checkPresignedPost,
  isRefusal,
  LOCAL_POST_BODY_LIMIT,
  objectCreatedEvent,
  parsePostForm,
  refusalXml,
} from './presigned-post';
import { localRuntimeConfig } from './public-origin';
import { STORE_STATS_PATH, type StoreRequestCounts } from './store-stats';

export interface LambdaGatewayOptions {
  port: number;
  /** The origin browsers reach the console and the API at (public-origin.ts). */
  publicOrigin: string;
  apiKey: string;
  region: string;
  backendCredentials: { accessKeyId: string; secretAccessKey: string };
  staticDir?: string | undefined;
  /** Serves the handlers' store request counts at STORE_STATS_PATH (store-stats.ts). */
  storeStats?: () => StoreRequestCounts;
  /**
   * The files bucket's presigned POST (presigned-post.ts): served at `postPath`, stored in the
   * object store, then `objectCreated` gets the bucket's event, as the file processor does in AWS.
   */
  uploads: {
    postPath: string;
    bucket: string;
    s3Endpoint: string;
    secretKey: string;
    /** Only keys under it raise the event (the rule's prefix in the assembly). */
    objectCreatedPrefix: string;
    objectCreated: (event: S3ObjectCreatedNotificationEvent) => Promise<unknown>;
  };
}

/** Lambda retries a failed asynchronous invocation twice; so does the local event. */
async function raiseWithRetries(raise: () => Promise<unknown>, attempts = 3): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      await raise();
      return;
    } catch (error) {
      if (attempt === attempts) console.error('The file processor failed on an upload:', error);
    }
  }
}

/**
 * The file routes of the HTTP API (api-stack.ts) the gateway serves with the file handler
 * module's functions; the local stack checks them against the assembly's routes at start.
 */
export const LOCAL_FILE_ROUTES = [
  'POST /api/v3/file',
  'GET /api/v3/file/{id}',
  'GET /files/{key+}',
  'HEAD /files/{key+}',
] as const;

/**
 * How much of a refused upload is read and thrown away before the connection is dropped. The
 * refusal (413) is sent at once; draining the rest lets a client that is still uploading read it
 * instead of a reset connection. Far past this, the client is not worth waiting for.
 */
const DRAIN_LIMIT = 512 * 1024 * 1024;

/** Discards what is left of a request body (counting from `alreadyRead`), up to DRAIN_LIMIT. */
function drain(req: IncomingMessage, alreadyRead = 0): void {
  let size = alreadyRead;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > DRAIN_LIMIT) req.destroy();
  });
  req.resume();
}

/**
 * Reads a request body up to `limit` bytes. Past it, answers 'TOO_LARGE' at once, without waiting
 * for the rest, which is drained (not kept) while the 413 goes out.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'TOO_LARGE'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      chunks.length = 0;
      drain(req, size);
      resolve('TOO_LARGE');
    };
    const done = () => resolve(size > limit ? 'TOO_LARGE' : Buffer.concat(chunks));
    req.on('data', onData);
    req.on('end', done);
    req.on('close', done);
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
  return true;
}

export async function startLambdaGateway(options: LambdaGatewayOptions): Promise<Gateway> {
  // Imported only now: the handler modules read the environment the stack has just set.
  const graphql = await import('../../functions/src/handlers/graphql');
  const authorizer = await import('../../functions/src/handlers/authorizer');
  const upload = await import('../../functions/src/handlers/file-upload');
  const version = appVersion();
  const runtimeConfig = localRuntimeConfig(options.publicOrigin, options.apiKey, options.region);
  const { uploads } = options;
  const objectStore = s3Client(uploads.s3Endpoint);

  /** S3's POST object: checked against its policy, stored, then the event (presigned-post.ts). */
  const presignedPost = async (req: IncomingMessage, res: ServerResponse): Promise<true> => {
    // A body declared far too large is refused unread, and drained while the client reads the answer.
    const declared = Number(req.headers['content-length'] ?? 0);
    const body = declared > LOCAL_POST_BODY_LIMIT ? 'TOO_LARGE' : await readBody(req, LOCAL_POST_BODY_LIMIT);
    if (declared > LOCAL_POST_BODY_LIMIT) drain(req);
    const form = body === 'TOO_LARGE' ? null : await parsePostForm(req.headers['content-type'], body);
    const result = form
      ? checkPresignedPost(form, uploads.bucket, uploads.secretKey, new Date())
      : body === 'TOO_LARGE'
        ? {
            status: 400,
            code: 'EntityTooLarge',
            message: 'Your proposed upload exceeds the maximum allowed size',
          }
        : {
            status: 400,
            code: 'MalformedPOSTRequest',
            message: 'The body of your POST request is not well-formed multipart/form-data.',
          };
    if (isRefusal(result)) {
      res.writeHead(result.status, { 'content-type': 'application/xml' });
      res.end(refusalXml(result));
      return true;
    }
    const stored = await objectStore.send(
      new PutObjectCommand({
        Bucket: uploads.bucket,
        Key: result.key,
        Body: result.bytes,
        ContentType: result.contentType,
        Metadata: result.metadata,
      }),
    );
    // S3's default answer to a POST upload; the event follows, as EventBridge's does, after it.
    res.writeHead(204);
    res.end();
    const event = objectCreatedEvent(
      uploads.bucket,
      result.key,
      result.bytes.length,
      options.region,
      stored.VersionId,
    );
    if (result.key.startsWith(uploads.objectCreatedPrefix))
      void raiseWithRetries(() => uploads.objectCreated(event));
    return true;
  };

  const httpRoutes = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.method === 'POST' && path === uploads.postPath) return presignedPost(req, res);
    // The file routes (in AWS: API Gateway -> the same handler module, file-http.ts).
    if (req.method === 'POST' && path === '/api/v3/file') {
      let bodyRead = false;
      const answer = await upload.handleUploadRequest({
        headers: req.headers,
        readBody: () => {
          bodyRead = true;
          return readBody(req, upload.MAX_UPLOAD_BODY_BYTES);
        },
      });
      // Refused before its body was read (no token): answer now and discard the body.
      if (!bodyRead) drain(req);
      return sendJson(res, answer.status, answer.body);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const statusId = /^\/api\/v3\/file\/([0-9a-f-]{36})$/.exec(path)?.[1];
    if (statusId && req.method === 'GET') {
      const answer = await upload.handleUploadStatus(req.headers, statusId);
      return sendJson(res, answer.status, answer.body);
    }
    // Uploaded files (in AWS: CloudFront in front of the files bucket); Node sends no body to HEAD.
    if (path.startsWith('/files/')) {
      let key: string | null;
      try {
        key = decodeURIComponent(path.slice('/files/'.length));
      } catch {
        key = null; // a malformed escape names no file
      }
      const stored = key === null ? null : await upload.readUploadedFile(key);
      if (!stored)
        return sendJson(res, 404, { errors: [{ errorType: 'NotFound', message: 'No such file.' }] });
      res.writeHead(200, {
        'content-type': stored.contentType,
        'content-length': stored.bytes.length,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=86400',
      });
      res.end(stored.bytes);
      return true;
    }
    if (req.method !== 'GET') return false;
    if (path === '/api/v3/version') return sendJson(res, 200, { data: { version } });
    if (path === STORE_STATS_PATH && options.storeStats) return sendJson(res, 200, options.storeStats());
    // From configuration only: the Host header is the client's word (public-origin.ts).
    if (path === '/config.json') return sendJson(res, 200, runtimeConfig);
    return false;
  };

  return startGateway({
    port: options.port,
    schemaSdl: schemaSdlWithPrelude(),
    apiKey: options.apiKey,
    iam: { ...options.backendCredentials, region: options.region },
    defaultAuthMode: 'AWS_LAMBDA',
    invokeAuthorizer: (event: AppSyncAuthorizerEvent) => authorizer.handler(event),
    invokeResolver: (event: AppSyncResolverEvent<Record<string, unknown>>) =>
      graphql.handler(event, lambdaContext('classpulse-graphql')) ?? Promise.resolve(null),
    httpRoutes,
    staticDir: options.staticDir,
    pageHeaders: localConsoleHeaders(options.publicOrigin),
    // AppSync's settings of a non-dev stage; introspection only with the dev flag.
    limits: { ...API_LIMITS, introspection: process.env[LOCAL_INTROSPECTION_FLAG] === '1' },
  });
}
