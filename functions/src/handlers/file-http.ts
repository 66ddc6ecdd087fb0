/**
 * The REST file routes in AWS: API Gateway (HTTP API, payload 2.0) behind the console's CloudFront
 * calls this Lambda for `POST /api/v3/file` (an upload form), `GET /api/v3/file/<id>` (the
 * upload's file) and `GET /files/<key>`, the routes the local gateway serves
 * (infra/local/lambda-gateway.ts) with the same handler module (./file-upload.ts).
 * Only the event and response shapes differ; the behaviour is file-upload.ts's.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { observed } from '../kernel/observability';
import {
  handleUploadRequest,
  handleUploadStatus,
  MAX_UPLOAD_BODY_BYTES,
  readUploadedFile,
} from './file-upload';

type Result = APIGatewayProxyStructuredResultV2;

/** The operations of file-upload.ts, replaceable in tests. */
export interface FileRoutes {
  upload: typeof handleUploadRequest;
  status: (headers: APIGatewayProxyEventV2['headers'], id: string) => ReturnType<typeof handleUploadStatus>;
  read: (key: string) => ReturnType<typeof readUploadedFile>;
}

const FILES_PREFIX = '/files/';
export const UPLOAD_ROUTE = '/api/v3/file';
/** `GET /api/v3/file/<id>`: an upload id is a UUID. */
const UPLOAD_STATUS_PATH = /^\/api\/v3\/file\/([0-9a-f-]{36})$/;

function json(statusCode: number, body: unknown): Result {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

function bodyOf(event: APIGatewayProxyEventV2): Buffer {
  if (event.body === undefined) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

async function upload(routes: FileRoutes, event: APIGatewayProxyEventV2): Promise<Result> {
  const answer = await routes.upload({
    headers: event.headers,
    readBody: async () => {
      const body = bodyOf(event);
      return body.length > MAX_UPLOAD_BODY_BYTES ? 'TOO_LARGE' : body;
    },
  });
  return json(answer.status, answer.body);
}

async function download(routes: FileRoutes, path: string): Promise<Result> {
  let key: string | null;
  try {
    key = decodeURIComponent(path.slice(FILES_PREFIX.length));
  } catch {
    key = null; // a malformed escape names no file
  }
  const stored = key === null ? null : await routes.read(key);
  if (!stored) return json(404, { errors: [{ errorType: 'NotFound', message: 'No such file.' }] });
  return {
    statusCode: 200,
    headers: {
      'content-type': stored.contentType,
      'x-content-type-options': 'nosniff',
      // Keys are random per upload and never rewritten: CloudFront keeps a file for a day, so the
      // function runs about once per file and edge (the key is the capability, as locally).
      'cache-control': 'public, max-age=86400',
    },
    body: stored.bytes.toString('base64'),
    isBase64Encoded: true,
  };
}

export function fileHttpHandler(routes: FileRoutes) {
  return async (event: APIGatewayProxyEventV2): Promise<Result> => {
    const method = event.requestContext.http.method;
    const path = event.rawPath;
    if (method === 'POST' && path === UPLOAD_ROUTE) return upload(routes, event);
    const statusId = method === 'GET' ? UPLOAD_STATUS_PATH.exec(path)?.[1] : undefined;
    if (statusId) {
      const answer = await routes.status(event.headers, statusId);
      return json(answer.status, answer.body);
    }
    if ((method === 'GET' || method === 'HEAD') && path.startsWith(FILES_PREFIX))
      return download(routes, path);
    return json(404, { errors: [{ errorType: 'NotFound', message: 'No such route.' }] });
  };
}

export const handler = observed(
  'file-http',
  fileHttpHandler({
    upload: handleUploadRequest,
    status: (headers, id) => handleUploadStatus(headers, id),
    read: (key) => readUploadedFile(key),
  }),
);
