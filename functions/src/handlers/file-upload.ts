/**
 * The file routes (docs/files.md "How a file arrives"): `POST {base}/api/v3/file` takes
 * `{ category, filename, contentType, size }` as JSON and answers the presigned form the browser
 * posts the bytes with, straight to the files bucket, as `{ data: { upload: { id, url, fields } } }`;
 * `GET {base}/api/v3/file/<id>` answers the processed file as `{ data: { data: [file] } }` (the
 * spec's answer of the upload), 202 while it is being processed, or the refusal. The caller is
 * authenticated exactly like a GraphQL call (the AppSync authorizer's logic on the bearer token).
 * Errors use the GraphQL error shape { errors: [{ errorType, message, errorInfo }] } so the console
 * reads both the same way.
 */
import type { AppSyncAuthorizerEvent } from 'aws-lambda';
import { type FileRouteServices, fileRouteServices } from '../app/file-root';
import { type AuthorizerServices, authorizeToken } from '../auth/authorizer';
import { callerFromIdentity, type UserCaller } from '../auth/caller';
import { authorizeUpload } from '../auth/policy';
import { AppError, badRequest, ERROR_CODES, unauthorized } from '../kernel/errors';
import { logger } from '../kernel/log';

/** The JSON asking for an upload form is a few names and a number; anything larger is refused unread. */
export const MAX_UPLOAD_BODY_BYTES = 8 * 1024;

export interface UploadRequest {
  headers: Record<string, string | string[] | undefined>;
  /**
   * Reads the raw body, or says 'TOO_LARGE' when the transport stopped past MAX_UPLOAD_BODY_BYTES.
   * Called only after the caller is authenticated, so anonymous requests are not read at all.
   */
  readBody: () => Promise<Buffer | 'TOO_LARGE'>;
}

export interface UploadResponse {
  status: number;
  body: unknown;
}

const STATUS: Record<string, number> = {
  [ERROR_CODES.UNAUTHORIZED]: 401,
  [ERROR_CODES.FORBIDDEN]: 403,
  [ERROR_CODES.BAD_REQUEST]: 400,
};

function header(headers: UploadRequest['headers'], name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function failure(error: AppError): UploadResponse {
  const status = error.info?.key === 'FILE_TOO_LARGE' ? 413 : (STATUS[error.code] ?? 500);
  return {
    status,
    body: { errors: [{ errorType: error.code, message: error.message, errorInfo: error.info }] },
  };
}

/** The signed-in user behind a bearer token, through the same checks as the AppSync authorizer. */
async function authenticate(authorization: string | undefined, svc: AuthorizerServices): Promise<UserCaller> {
  if (!authorization) throw unauthorized();
  const event: AppSyncAuthorizerEvent = {
    authorizationToken: authorization,
    requestContext: {
      apiId: 'rest',
      accountId: '',
      requestId: '',
      queryString: '',
      variables: {},
    },
    requestHeaders: {},
  };
  const result = await authorizeToken(event, svc);
  const caller = callerFromIdentity({ resolverContext: result.resolverContext });
  if (!result.isAuthorized || caller.kind !== 'user') throw unauthorized();
  return caller;
}

function failed(error: unknown): UploadResponse {
  if (error instanceof AppError) return failure(error);
  logger.error('File route failed', error as Error);
  return {
    status: 500,
    body: { errors: [{ errorType: ERROR_CODES.INTERNAL, message: 'Internal error', errorInfo: null }] },
  };
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('INVALID_INPUT', 'Send { category, filename, contentType, size } as JSON.');
  }
}

/** POST /api/v3/file: a presigned form for one upload (domain/files/direct-uploads.ts). */
export async function handleUploadRequest(
  request: UploadRequest,
  svc?: FileRouteServices,
): Promise<UploadResponse> {
  try {
    const ready = svc ?? (await fileRouteServices());
    const caller = await authenticate(header(request.headers, 'authorization'), ready);
    authorizeUpload(caller);
    const body = await request.readBody();
    if (body === 'TOO_LARGE') throw badRequest('INVALID_INPUT', 'The upload request is too large.');
    const upload = await ready.uploads.request(caller, parseJson(body));
    return { status: 200, body: { data: { upload } } };
  } catch (error) {
    return failed(error);
  }
}

/** GET /api/v3/file/<id>: the uploader's processed file, 202 while pending, or why it was refused. */
export async function handleUploadStatus(
  headers: UploadRequest['headers'],
  id: string,
  svc?: FileRouteServices,
): Promise<UploadResponse> {
  try {
    const ready = svc ?? (await fileRouteServices());
    const caller = await authenticate(header(headers, 'authorization'), ready);
    authorizeUpload(caller);
    const status = await ready.uploads.status(caller, id);
    if (status.state === 'pending') return { status: 202, body: { data: { status: 'pending' } } };
    return { status: 200, body: { data: { data: [status.file] } } };
  } catch (error) {
    return failed(error);
  }
}

/** GET /files/<key> locally: the stored bytes, or null when there are none. */
export async function readUploadedFile(key: string, svc?: FileRouteServices) {
  const ready = svc ?? (await fileRouteServices());
  try {
    return await ready.files.read(key);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
