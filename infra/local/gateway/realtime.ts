// AppSync's realtime protocol (subprotocol `graphql-ws`, not the graphql-ws library's protocol):
// auth travels in a `header-<base64url JSON>` subprotocol (or the legacy `?header=&payload=` query) and
// again in every `start`; connection_init -> connection_ack, periodic `ka`, start -> start_ack | error,
// stop -> complete, and `data` messages from the `@aws_subscribe` fan-out.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { type Authenticator, lowerCaseHeaders, unauthorized } from './auth.ts';
import { coerceArguments, type Executor, fieldAllowed, notAuthorized, prepareOperation } from './execute.ts';
import type { Subscriber, SubscriptionRegistry } from './pubsub.ts';
import type { GatewaySchema } from './schema.ts';
import { rootFieldsByKey } from './selection.ts';
import type { AuthFailure, AuthOutcome, GatewayLogger } from './types.ts';

/** What AppSync announces; Amplify reconnects when it hears nothing (not even `ka`) for this long. */
const CONNECTION_TIMEOUT_MS = 300_000;
const MAX_MESSAGE_BYTES = 1024 * 1024;

interface Deps {
  gatewaySchema: GatewaySchema;
  authenticator: Authenticator;
  registry: SubscriptionRegistry;
  executor: Executor;
  logger: GatewayLogger;
  graphqlPath: string;
  keepAliveIntervalMs: number;
}

interface WireError {
  errorType: string;
  message: string;
  errorCode?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decodeJson(base64: string): unknown {
  try {
    // Node's base64 decoder accepts both alphabets; '+' may have become ' ' in a query string.
    return JSON.parse(Buffer.from(base64.replace(/ /g, '+'), 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The connection's auth object and the body it was signed over (`{}` unless the legacy query says otherwise). */
function connectionAuth(
  req: IncomingMessage,
): { headers: Record<string, unknown>; body: string } | undefined {
  const offered = String(req.headers['sec-websocket-protocol'] ?? '').split(',');
  const fromProtocol = offered.map((p) => p.trim()).find((p) => p.startsWith('header-'));
  const url = new URL(req.url ?? '/', 'http://localhost');
  const encoded = fromProtocol?.slice('header-'.length) ?? url.searchParams.get('header');
  const headers = encoded ? decodeJson(encoded) : undefined;
  if (!isRecord(headers)) return undefined;
  const payload = url.searchParams.get('payload');
  const body = payload ? Buffer.from(payload.replace(/ /g, '+'), 'base64').toString('utf8') : '{}';
  return { headers, body };
}

const sourceIpOf = (req: IncomingMessage) =>
  (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');

export class RealtimeServer {
  private readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    handleProtocols: (protocols) => (protocols.has('graphql-ws') ? 'graphql-ws' : false),
  });
  private readonly sockets = new Set<WebSocket>();

  constructor(private readonly deps: Deps) {
    this.wss.on('connection', (ws: WebSocket, req: IncomingMessage) => this.onConnection(ws, req));
  }

  /** Takes over an HTTP upgrade aimed at the realtime endpoint; anything else is refused with 404. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== this.deps.graphqlPath && !path.endsWith('/realtime')) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
  }

  connections(): number {
    return this.sockets.size;
  }

  async close(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    this.sockets.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private onConnection(ws: WebSocket, req: IncomingMessage): void {
    const { authenticator, registry, logger, graphqlPath } = this.deps;
    const connectionId = randomUUID();
    const sourceIp = sourceIpOf(req);
    this.sockets.add(ws);

    const handshake = connectionAuth(req);
    const connectionOutcome: Promise<AuthOutcome> = handshake
      ? authenticator.authenticate({
          headers: lowerCaseHeaders(handshake.headers),
          sourceIp,
          signed: { method: 'POST', path: `${graphqlPath}/connect`, query: {}, body: handshake.body },
          queryString: '',
          variables: {},
        })
      : Promise.resolve({ ok: false, failure: unauthorized('Valid authorization header not provided.') });

    const send = (message: object) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    let acked = false;
    let keepAlive: NodeJS.Timeout | undefined;
    // Messages are handled one at a time so a `stop` can never overtake the `start` it cancels.
    let queue: Promise<void> = Promise.resolve();

    const handle = async (raw: RawData, isBinary: boolean): Promise<void> => {
      let message: unknown;
      try {
        message = isBinary ? undefined : JSON.parse(raw.toString());
      } catch {
        message = undefined;
      }
      if (!isRecord(message) || typeof message.type !== 'string') {
        send({
          type: 'error',
          payload: { errors: [{ errorType: 'BadRequestException', message: 'Invalid message' }] },
        });
        return;
      }
      const id = typeof message.id === 'string' ? message.id : undefined;
      switch (message.type) {
        case 'connection_init': {
          const outcome = await connectionOutcome;
          if (!outcome.ok) {
            send({ type: 'connection_error', payload: { errors: [wire(outcome.failure)] } });
            ws.close(1008, outcome.failure.errorType);
            return;
          }
          if (!acked) {
            acked = true;
            keepAlive = setInterval(() => send({ type: 'ka' }), this.deps.keepAliveIntervalMs);
          }
          send({ type: 'connection_ack', payload: { connectionTimeoutMs: CONNECTION_TIMEOUT_MS } });
          send({ type: 'ka' });
          return;
        }
        case 'start': {
          const started = acked
            ? await this.start(connectionId, sourceIp, id, message.payload, send)
            : { errorType: 'BadRequestException', message: 'connection_init must come before start' };
          if ('errorType' in started) {
            send({ type: 'error', id, payload: { errors: [started] } });
            return;
          }
          // Ack, then register, with nothing in between: no event can reach the client before its start_ack,
          // and a socket that closed meanwhile leaves nothing behind.
          if (ws.readyState !== ws.OPEN) return;
          send({ type: 'start_ack', id });
          registry.add(started);
          return;
        }
        case 'stop':
          if (id !== undefined) registry.remove(connectionId, id);
          send({ type: 'complete', id });
          return;
        case 'ka':
          return;
        default:
          send({
            type: 'error',
            id,
            payload: {
              errors: [{ errorType: 'UnsupportedOperation', message: `Unknown type ${message.type}` }],
            },
          });
      }
    };

    ws.on('message', (raw, isBinary) => {
      queue = queue
        .then(() => handle(raw, isBinary))
        .catch((error: unknown) => logger.error('Realtime message failed', { error: String(error) }));
    });
    ws.on('error', (error) => logger.warn('Realtime socket error', { error: error.message }));
    ws.on('close', () => {
      clearInterval(keepAlive);
      registry.removeConnection(connectionId);
      this.sockets.delete(ws);
    });
  }

  /** Validates and authorizes one subscription: the subscriber to register, or the error to send. */
  private async start(
    connectionId: string,
    sourceIp: string,
    id: string | undefined,
    payload: unknown,
    send: (message: object) => void,
  ): Promise<WireError | Subscriber> {
    const { authenticator, registry, gatewaySchema, graphqlPath } = this.deps;
    if (!id) return { errorType: 'BadRequestException', message: 'start needs an id' };
    if (registry.has(connectionId, id))
      return { errorType: 'DuplicatedOperationError', message: 'Duplicate id' };
    if (!isRecord(payload) || typeof payload.data !== 'string' || !isRecord(payload.extensions)) {
      return { errorType: 'BadRequestException', message: 'start needs payload.data and payload.extensions' };
    }
    let request: unknown;
    try {
      request = JSON.parse(payload.data);
    } catch {
      request = undefined;
    }
    if (!isRecord(request) || typeof request.query !== 'string') {
      return {
        errorType: 'BadRequestException',
        message: 'payload.data must be a JSON string of {query, variables}',
      };
    }
    const variables = isRecord(request.variables) ? request.variables : {};

    const authorization = isRecord(payload.extensions.authorization) ? payload.extensions.authorization : {};
    const outcome = await authenticator.authenticate({
      headers: lowerCaseHeaders(authorization),
      sourceIp,
      // Clients sign a subscription like a POST of payload.data to the GraphQL endpoint.
      signed: { method: 'POST', path: graphqlPath, query: {}, body: payload.data },
      queryString: request.query,
      variables,
    });
    if (!outcome.ok) return wire(outcome.failure);

    const prepared = prepareOperation(gatewaySchema, request.query, undefined);
    if (!prepared.ok) {
      const first = prepared.errors[0];
      return {
        errorType: first?.errorType ?? 'GraphQLError',
        message: first?.message ?? 'Invalid subscription',
      };
    }
    const { operation, fragments } = prepared.prepared;
    const subscriptionType = gatewaySchema.schema.getSubscriptionType();
    const [fieldNode] = [...rootFieldsByKey(operation, fragments).values()].flat();
    const fieldDef = fieldNode ? subscriptionType?.getFields()[fieldNode.name.value] : undefined;
    if (operation.operation !== 'subscription' || !subscriptionType || !fieldNode || !fieldDef) {
      return { errorType: 'UnsupportedOperation', message: 'Only subscription operations can be started' };
    }
    if (!fieldAllowed(gatewaySchema, outcome.auth, subscriptionType.name, fieldDef.name)) {
      return {
        errorType: 'Unauthorized',
        message: notAuthorized(fieldDef.name, subscriptionType.name).message,
      };
    }

    const coerced = coerceArguments(gatewaySchema.schema, operation, fieldNode, fieldDef, variables);
    if (!coerced.ok) return { errorType: 'GraphQLError', message: coerced.message };
    const refused = await this.deps.executor.authorizeSubscription(
      coerced.args,
      { auth: outcome.auth, headers: lowerCaseHeaders(authorization), variables },
      fieldDef.name,
      [fieldNode],
      fragments,
    );
    if (refused) return refused;
    return {
      connectionId,
      id,
      fieldName: fieldDef.name,
      args: coerced.args,
      prepared: prepared.prepared,
      variables,
      auth: outcome.auth,
      send,
    };
  }
}

function wire(failure: AuthFailure): WireError {
  return { errorType: failure.errorType, message: failure.message, errorCode: failure.status };
}
