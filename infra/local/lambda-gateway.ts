/**
 * The gateway bound to the product: schema.graphql, the resolver and authorizer handler modules
 * (the same files Lambda runs), and the REST routes of spec section 7 plus the console's
 * runtime config.json.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { AppSyncAuthorizerEvent, AppSyncResolverEvent } from 'aws-lambda';
import { API_LIMITS, LOCAL_INTROSPECTION_FLAG } from '../lib/api-limits';
import { appVersion, REPO_ROOT } from './config';
import { localConsoleHeaders } from './console-headers';
import { type Gateway, startGateway } from './gateway';
import { lambdaContext } from './lambda-context';
import { STORE_STATS_PATH, type StoreRequestCounts } from './store-stats';

export interface LambdaGatewayOptions {
  port: number;
  apiKey: string;
  region: string;
  backendCredentials: { accessKeyId: string; secretAccessKey: string };
  staticDir?: string | undefined;
  /** Serves the handlers' store request counts at STORE_STATS_PATH (store-stats.ts). */
  storeStats?: () => StoreRequestCounts;
}

/**
 * The file routes of the HTTP API (api-stack.ts) the gateway serves with the file handler
 * module's functions; the local stack checks them against the assembly's routes at start.
 */
export const LOCAL_FILE_ROUTES = ['POST /api/v3/file', 'GET /files/{key+}', 'HEAD /files/{key+}'] as const;

export function schemaSdl(): string {
  return [
    readFileSync(join(REPO_ROOT, 'infra/local/appsync-prelude.graphql'), 'utf8'),
    readFileSync(join(REPO_ROOT, 'schema.graphql'), 'utf8'),
  ].join('\n');
}

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

  const httpRoutes = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    // The upload route of spec section 7 (in AWS: API Gateway -> the same handler module).
    if (req.method === 'POST' && path === '/api/v3/file') {
      let bodyRead = false;
      const answer = await upload.handleFileUpload({
        headers: req.headers,
        readBody: () => {
          bodyRead = true;
          return readBody(req, upload.MAX_UPLOAD_BODY_BYTES);
        },
      });
      // Refused before its body was read (no token, declared too large): answer now and discard
      // the body while the client, still sending, reads the answer instead of a broken pipe.
      if (!bodyRead) drain(req);
      return sendJson(res, answer.status, answer.body);
    }
    // Uploaded files (in AWS: CloudFront in front of the files bucket); Node sends no body to HEAD.
    if ((req.method === 'GET' || req.method === 'HEAD') && path.startsWith('/files/')) {
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
    if (path === '/config.json') {
      const host = req.headers.host ?? `127.0.0.1:${options.port}`;
      return sendJson(res, 200, {
        graphqlUrl: `http://${host}/graphql`,
        apiKey: options.apiKey,
        region: options.region,
        stage: 'local',
        local: true,
      });
    }
    return false;
  };

  return startGateway({
    port: options.port,
    schemaSdl: schemaSdl(),
    apiKey: options.apiKey,
    iam: { ...options.backendCredentials, region: options.region },
    defaultAuthMode: 'AWS_LAMBDA',
    invokeAuthorizer: (event: AppSyncAuthorizerEvent) => authorizer.handler(event),
    invokeResolver: (event: AppSyncResolverEvent<Record<string, unknown>>) =>
      graphql.handler(event, lambdaContext('classpulse-graphql')) ?? Promise.resolve(null),
    httpRoutes,
    staticDir: options.staticDir,
    pageHeaders: localConsoleHeaders,
    // AppSync's settings of a non-dev stage; introspection only with the dev flag.
    limits: { ...API_LIMITS, introspection: process.env[LOCAL_INTROSPECTION_FLAG] === '1' },
  });
}
