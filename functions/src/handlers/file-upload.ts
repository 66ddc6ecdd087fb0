/**
 * POST {base}/api/v3/file (spec section 7 REST): multipart with fields `file` (an image or an
 * audio file, domain/files/files.ts) and `category`, answering { data: { data: [file] } }. The caller is authenticated exactly like a GraphQL call
 * (the AppSync authorizer's logic on the bearer token). Errors use the GraphQL error shape
 * { errors: [{ errorType, message, errorInfo }] } so the console reads both the same way.
 */
import type { AppSyncAuthorizerEvent } from 'aws-lambda';
import { type FileRouteServices, fileRouteServices } from '../app/file-root';
import { type AuthorizerServices, authorizeToken } from '../auth/authorizer';
import { callerFromIdentity, type UserCaller } from '../auth/caller';
import { authorizeUpload } from '../auth/policy';
import { MAX_UPLOAD_BYTES } from '../domain/files/images';
import { AppError, ERROR_CODES, unauthorized } from '../kernel/errors';
import { logger } from '../kernel/log';
import { parseMultipart } from './multipart';

/** Multipart framing around a full-size file; a larger body is refused before it is parsed. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

export interface UploadRequest {
  headers: Record<string, string | string[] | undefined>;
  /**
   * Reads the raw body, or says 'TOO_LARGE' when the transport stopped past MAX_UPLOAD_BODY_BYTES.
   * Called only after the caller is authenticated, so anonymous uploads are not read at all.
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

function tooLarge(): AppError {
  return new AppError(ERROR_CODES.BAD_REQUEST, 'Files may be at most 10 MB.', { key: 'FILE_TOO_LARGE' });
}

export async function handleFileUpload(
  request: UploadRequest,
  svc?: FileRouteServices,
): Promise<UploadResponse> {
  try {
    const ready = svc ?? (await fileRouteServices());
    const caller = await authenticate(header(request.headers, 'authorization'), ready);
    authorizeUpload(caller);
    const declared = Number(header(request.headers, 'content-length') ?? 0);
    if (declared > MAX_UPLOAD_BODY_BYTES) throw tooLarge();
    const body = await request.readBody();
    if (body === 'TOO_LARGE') throw tooLarge();
    const form = await parseMultipart(header(request.headers, 'content-type'), body, MAX_UPLOAD_BYTES);
    if (!form?.file)
      throw new AppError(ERROR_CODES.BAD_REQUEST, 'Send the file in the multipart field "file".', {
        key: 'REQUIRED_FIELD_MSG',
        field: 'file',
      });
    if (form.file.truncated) throw tooLarge();
    const file = await ready.uploads.upload(caller, {
      bytes: form.file.bytes,
      filename: form.file.filename,
      category: form.fields.category,
    });
    return { status: 200, body: { data: { data: [file] } } };
  } catch (error) {
    if (error instanceof AppError) return failure(error);
    logger.error('File upload failed', error as Error);
    return {
      status: 500,
      body: { errors: [{ errorType: ERROR_CODES.INTERNAL, message: 'Internal error', errorInfo: null }] },
    };
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
