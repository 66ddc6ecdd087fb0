/**
 * The HTTP API adapter of the file routes: it must hand file-upload.ts the same request the local
 * gateway does (headers, the decoded body, TOO_LARGE past the limit) and answer in API Gateway's
 * payload 2.0 shape, files as base64.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { type FileRoutes, fileHttpHandler } from './file-http';
import { MAX_UPLOAD_BODY_BYTES, type UploadRequest } from './file-upload';

function event(method: string, rawPath: string, extra: Partial<APIGatewayProxyEventV2> = {}) {
  return {
    rawPath,
    headers: {},
    isBase64Encoded: false,
    requestContext: { http: { method } },
    ...extra,
  } as unknown as APIGatewayProxyEventV2;
}

function routes(overrides: Partial<FileRoutes> = {}): FileRoutes {
  return {
    upload: vi.fn(async () => ({ status: 200, body: { data: { data: [] } } })),
    status: vi.fn(async () => ({ status: 202, body: { data: { status: 'pending' } } })),
    read: vi.fn(async () => null),
    ...overrides,
  };
}

describe('file routes on API Gateway', () => {
  it('passes the headers and the base64-decoded body to the upload and answers its status and body', async () => {
    // Prepare
    let seen: { headers: UploadRequest['headers']; body: Buffer | 'TOO_LARGE' } | undefined;
    const upload: FileRoutes['upload'] = async (request) => {
      seen = { headers: request.headers, body: await request.readBody() };
      return { status: 413, body: { errors: [{ errorType: 'BadRequest' }] } };
    };
    const handler = fileHttpHandler(routes({ upload }));

    // Act
    const result = await handler(
      event('POST', '/api/v3/file', {
        headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
        body: Buffer.from('{"size":1}').toString('base64'),
        isBase64Encoded: true,
      }),
    );

    // Assess
    expect(seen?.headers.authorization).toBe('Bearer t');
    expect(seen?.body.toString()).toBe('{"size":1}');
    expect(result.statusCode).toBe(413);
    expect(JSON.parse(String(result.body))).toEqual({ errors: [{ errorType: 'BadRequest' }] });
    expect(result.headers?.['content-type']).toBe('application/json');
  });

  it('reads a body over the upload limit as TOO_LARGE', async () => {
    // Prepare
    let body: Buffer | 'TOO_LARGE' | undefined;
    const handler = fileHttpHandler(
      routes({
        upload: async (request) => {
          body = await request.readBody();
          return { status: 413, body: {} };
        },
      }),
    );

    // Act
    await handler(
      event('POST', '/api/v3/file', {
        body: Buffer.alloc(MAX_UPLOAD_BODY_BYTES + 1).toString('base64'),
        isBase64Encoded: true,
      }),
    );

    // Assess
    expect(body).toBe('TOO_LARGE');
  });

  it("answers an upload's status for its id with the caller's headers", async () => {
    // Prepare
    const id = '0b5e4a3c-1d2e-4f60-8a9b-0c1d2e3f4a5b';
    const status = vi.fn(async () => ({ status: 200, body: { data: { data: [{ _id: id }] } } }));
    const handler = fileHttpHandler(routes({ status }));

    // Act
    const result = await handler(
      event('GET', `/api/v3/file/${id}`, { headers: { authorization: 'Bearer t' } }),
    );

    // Assess
    expect(status).toHaveBeenCalledWith({ authorization: 'Bearer t' }, id);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(String(result.body))).toEqual({ data: { data: [{ _id: id }] } });
  });

  it('serves a stored file by its decoded key as base64 with its content type and nosniff', async () => {
    // Prepare
    const read = vi.fn(async () => ({
      bytes: Buffer.from('PNGDATA'),
      contentType: 'image/png',
      metadata: {},
    }));
    const handler = fileHttpHandler(routes({ read }));

    // Act
    const result = await handler(event('GET', '/files/spot/a%20b.png'));

    // Assess
    expect(read).toHaveBeenCalledWith('spot/a b.png');
    expect(result).toMatchObject({
      statusCode: 200,
      isBase64Encoded: true,
      headers: { 'content-type': 'image/png', 'x-content-type-options': 'nosniff' },
    });
    expect(Buffer.from(String(result.body), 'base64').toString()).toBe('PNGDATA');
  });

  it('answers 404 for a missing file, a malformed key and any other route', async () => {
    // Prepare
    const read = vi.fn(async () => null);
    const upload = vi.fn();
    const handler = fileHttpHandler(routes({ read, upload }));

    // Act
    const missing = await handler(event('GET', '/files/spot/none.png'));
    const malformed = await handler(event('GET', '/files/%E0%A4%A'));
    const other = await handler(event('GET', '/api/v3/file'));

    // Assess
    expect([missing.statusCode, malformed.statusCode, other.statusCode]).toEqual([404, 404, 404]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(upload).not.toHaveBeenCalled();
  });
});
