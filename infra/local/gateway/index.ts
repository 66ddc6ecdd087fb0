// The local stand-in for AppSync: one HTTP server carrying POST /graphql, the realtime WebSocket endpoint,
// the caller's extra routes and the built console. See README.md for what it reproduces and what not.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Authenticator } from './auth.ts';
import { Executor } from './execute.ts';
import { CORS_HEADERS, GraphqlHttpHandler, sendError } from './http.ts';
import { resolveLimits } from './limits.ts';
import { SubscriptionRegistry } from './pubsub.ts';
import { RealtimeServer } from './realtime.ts';
import { buildGatewaySchema } from './schema.ts';
import { serveStatic } from './static.ts';
import type { Gateway, GatewayLogger, GatewayOptions } from './types.ts';

export type { Gateway, GatewayLimits, GatewayLogger, GatewayOptions } from './types.ts';

const GRAPHQL_PATH = '/graphql';
const KEEP_ALIVE_MS = 60_000;

/** Without a logger, problems still reach the console; routine chatter does not. */
const consoleLogger: GatewayLogger = {
  info: () => {},
  warn: (msg, data) => console.warn(`[gateway] ${msg}`, data ?? ''),
  error: (msg, data) => console.error(`[gateway] ${msg}`, data ?? ''),
};

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const logger = options.logger ?? consoleLogger;
  const gatewaySchema = buildGatewaySchema(
    options.schemaSdl,
    options.defaultAuthMode,
    resolveLimits(options.limits),
  );
  const authenticator = new Authenticator(options, logger);
  const executor = new Executor(gatewaySchema, options.invokeResolver, logger);
  const registry = new SubscriptionRegistry(gatewaySchema, executor, logger);
  const graphql = new GraphqlHttpHandler({ gatewaySchema, authenticator, executor, registry, logger });
  const realtime = new RealtimeServer({
    gatewaySchema,
    authenticator,
    registry,
    executor,
    logger,
    graphqlPath: GRAPHQL_PATH,
    keepAliveIntervalMs: options.keepAliveIntervalMs ?? KEEP_ALIVE_MS,
  });

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS);
      res.end();
      return;
    }
    if (path === GRAPHQL_PATH || path === `${GRAPHQL_PATH}/`) {
      if (req.method === 'POST') return graphql.handle(req, res);
      res.setHeader('allow', 'POST, OPTIONS');
      sendError(res, 405, 'MethodNotAllowedException', `Method ${req.method} is not allowed on ${path}`);
      return;
    }
    // Set before the handlers run, so whatever they write (and the 404 below) carries them.
    for (const [name, value] of Object.entries(options.pageHeaders?.(req) ?? {})) res.setHeader(name, value);
    if (options.httpRoutes && (await options.httpRoutes(req, res))) return;
    if (options.staticDir && (await serveStatic(req, res, options.staticDir))) return;
    sendError(res, 404, 'NotFoundException', `No route for ${req.method} ${path}`);
  };

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      // Whatever went wrong, this request fails alone and the process keeps serving.
      logger.error('Request failed', {
        url: req.url,
        error: error instanceof Error ? error.stack : String(error),
      });
      if (!res.headersSent) sendError(res, 500, 'InternalFailure', 'Internal error');
      else res.destroy();
    });
  });
  server.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Gateway is not listening on TCP');
  const { port } = address;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${urlHost}:${port}`;
  logger.info('Gateway listening', { url });

  let closing: Promise<void> | undefined;
  return {
    url,
    graphqlUrl: `${url}${GRAPHQL_PATH}`,
    realtimeUrl: `ws://${urlHost}:${port}${GRAPHQL_PATH}/realtime`,
    port,
    connections: () => realtime.connections(),
    publish: (mutationField, result) => registry.publish(mutationField, result),
    close() {
      closing ??= (async () => {
        await realtime.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      })();
      return closing;
    },
  };
}
