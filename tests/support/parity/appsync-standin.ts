/**
 * An AppSync control-plane stand-in for the parity test: UpdateApiKey (`POST
 * /v1/apis/<api>/apikeys/<key>`, REST JSON, SigV4-signed for `appsync`) answers with the key and
 * the expiry it was sent, as AppSync does; anything else is a 404.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface UpdateApiKeyRequest {
  apiId: string;
  keyId: string;
  expires: number;
  /** The signature's scope (`<date>/<region>/<service>/aws4_request`), or '' when unsigned. */
  scope: string;
}

export interface AppsyncStandin {
  endpoint: string;
  updates: UpdateApiKeyRequest[];
  close(): Promise<void>;
}

export async function startAppsyncStandin(): Promise<AppsyncStandin> {
  const updates: UpdateApiKeyRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const match = /^\/v1\/apis\/([^/]+)\/apikeys\/([^/]+)$/.exec(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || !match) {
        response.statusCode = 404;
        response.end(JSON.stringify({ message: `No route ${request.method} ${request.url}` }));
        return;
      }
      const { expires } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { expires: number };
      const scope = /Credential=[^/]+\/([^,]+)/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
      const [apiId = '', keyId = ''] = match.slice(1).map(decodeURIComponent);
      updates.push({ apiId, keyId, expires, scope });
      response.end(JSON.stringify({ apiKey: { id: keyId, expires, deletes: expires + 60 * 86_400 } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    updates,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
