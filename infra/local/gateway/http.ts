// `POST /graphql` as AppSync answers it: CORS, a 1 MB body limit, authentication before GraphQL is even
// parsed, 4xx bodies of `{ errors: [{ errorType, message }] }` with an `x-amzn-ErrorType` header (Amplify
// reads the error name from it), HTTP 200 with partial data once execution starts.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Authenticator, lowerCaseHeaders } from './auth.ts';
import { type Executor, prepareOperation, requestError } from './execute.ts';
import type { SubscriptionRegistry } from './pubsub.ts';
import type { GatewaySchema } from './schema.ts';
import type { GatewayLogger } from './types.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * Past the limit the rest of a body is discarded, never buffered: cutting the socket while the client still
 * writes makes TCP reset the connection and the client may never read its 413. A client that keeps sending
 * beyond this much more is cut anyway.
 */
const MAX_DISCARD_BYTES = 16 * MAX_BODY_BYTES;

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers':
    'content-type, x-api-key, authorization, x-amz-date, x-amz-security-token, x-amz-user-agent',
  'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype',
  'access-control-max-age': '86400',
};

/** `errorType` also goes to the `x-amzn-ErrorType` header, where Amplify looks for an error's name. */
export function sendJson(res: ServerResponse, status: number, body: object, errorType?: string | null) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(text),
    'x-amzn-requestid': randomUUID(),
    ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
  });
  res.end(text);
}

export const sendError = (res: ServerResponse, status: number, errorType: string, message: string) =>
  sendJson(res, status, { errors: [{ errorType, message }] }, errorType);

/** Reads at most `limit` bytes; past that, stops buffering and reports `tooLarge`. */
export function readBody(
  req: IncomingMessage,
  limit: number,
): Promise<{ body: string } | { tooLarge: true }> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      discard(req);
      resolve({ tooLarge: true });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.off('end', onEnd);
        chunks.length = 0;
        discard(req, size);
        resolve({ tooLarge: true });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve({ body: Buffer.concat(chunks).toString('utf8') });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}

function discard(req: IncomingMessage, alreadyRead = 0): void {
  let size = alreadyRead;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_DISCARD_BYTES) req.socket.destroy();
  });
  req.resume();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Deps {
  gatewaySchema: GatewaySchema;
  authenticator: Authenticator;
  executor: Executor;
  registry: SubscriptionRegistry;
  logger: GatewayLogger;
}

export class GraphqlHttpHandler {
  constructor(private readonly deps: Deps) {}

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { authenticator, executor, gatewaySchema, registry, logger } = this.deps;
    const read = await readBody(req, MAX_BODY_BYTES);
    if ('tooLarge' in read) {
      sendError(res, 413, 'PayloadTooLargeException', `Request body exceeds ${MAX_BODY_BYTES} bytes`);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(read.body);
    } catch (error) {
      const detail = error instanceof Error ? `: ${error.message}` : '';
      sendError(res, 400, 'MalformedHttpRequestException', `Unable to parse JSON document${detail}`);
      return;
    }
    const { query, variables, operationName } = isRecord(parsed) ? parsed : {};
    if (
      typeof query !== 'string' ||
      !(variables === undefined || variables === null || isRecord(variables)) ||
      !(operationName === undefined || operationName === null || typeof operationName === 'string')
    ) {
      const message =
        'The body must be a JSON object with a string query, optional variables and operationName';
      sendError(res, 400, 'MalformedHttpRequestException', message);
      return;
    }
    const vars = variables ?? {};

    const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
    // Like the edge in front of AppSync, append the address this connection came from: the last
    // x-forwarded-for entry is the one a client cannot choose (per-client limits read it).
    const received = lowerCaseHeaders(req.headers);
    const forwarded = [received['x-forwarded-for'], sourceIp].filter(Boolean).join(', ');
    const headers = { ...received, 'x-forwarded-for': forwarded };
    const url = new URL(req.url ?? '/', 'http://localhost');
    const outcome = await authenticator.authenticate({
      headers,
      sourceIp,
      signed: { method: req.method ?? 'POST', path: url.pathname, query: queryOf(url), body: read.body },
      queryString: query,
      operationName: operationName ?? undefined,
      variables: vars,
    });
    if (!outcome.ok) {
      sendError(res, outcome.failure.status, outcome.failure.errorType, outcome.failure.message);
      return;
    }

    const prepared = prepareOperation(gatewaySchema, query, operationName ?? undefined);
    if (!prepared.ok) {
      sendJson(res, 400, { errors: prepared.errors }, prepared.errors[0]?.errorType);
      return;
    }
    if (prepared.prepared.operation.operation === 'subscription') {
      const message = 'Subscriptions are served on the realtime WebSocket endpoint';
      sendJson(
        res,
        400,
        { errors: [requestError(message, undefined, 'UnsupportedOperation')] },
        'UnsupportedOperation',
      );
      return;
    }

    const { data, errors } = await executor.run(prepared.prepared, {
      auth: outcome.auth,
      headers,
      variables: vars,
    });
    if (data === undefined) {
      // Rejected before any field ran (e.g. a variable of the wrong type): a request error, as a 400.
      const requestErrors = (errors ?? []).map((e) => ({ ...e, errorType: e.errorType ?? 'GraphQLError' }));
      sendJson(res, 400, { errors: requestErrors }, 'GraphQLError');
      return;
    }
    sendJson(res, 200, errors && errors.length > 0 ? { data, errors } : { data });

    if (prepared.prepared.operation.operation === 'mutation') {
      // Like AppSync, subscribers hear about a mutation after its caller has the answer.
      registry
        .publishMutationResult(prepared.prepared, data, errors)
        .catch((error: unknown) =>
          logger.error('Publishing a mutation result failed', { error: String(error) }),
        );
    }
  }
}

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}
