/**
 * The gateway bound to the product: schema.graphql, the resolver and authorizer handler modules
 * (the same files Lambda runs), and the REST routes of spec section 7 plus the console's
 * runtime config.json.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { AppSyncAuthorizerEvent, AppSyncResolverEvent } from 'aws-lambda';
import { appVersion, REPO_ROOT } from './config';
import { type Gateway, startGateway } from './gateway';
import { lambdaContext } from './lambda-context';

export interface LambdaGatewayOptions {
  port: number;
  apiKey: string;
  region: string;
  backendCredentials: { accessKeyId: string; secretAccessKey: string };
  staticDir?: string | undefined;
}

export function schemaSdl(): string {
  return [
    readFileSync(join(REPO_ROOT, 'infra/local/appsync-prelude.graphql'), 'utf8'),
    readFileSync(join(REPO_ROOT, 'schema.graphql'), 'utf8'),
  ].join('\n');
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
  const version = appVersion();

  const httpRoutes = (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET') return false;
    if (path === '/api/v3/version') return sendJson(res, 200, { data: { version } });
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
  });
}
