/**
 * The origin browsers load the console and call the API at, on the local stack: what
 * `/config.json` names as the GraphQL endpoint and what the console's security headers let pages
 * connect to. It comes from configuration only, never from a request's Host header (which any
 * client, or a page rebinding a name of its own to this machine, chooses): the stack's
 * `publicUrl` option (a mode that serves phones on the machine's LAN address sets it), else
 * `LOCAL_PUBLIC_URL`, else the gateway's own address on this machine.
 */
import { LocalStackError } from './errors';

/** The gateway listens on this machine's loopback address (gateway/index.ts). */
export const defaultPublicOrigin = (gatewayPort: number) => `http://127.0.0.1:${gatewayPort}`;

/** The configured origin, checked: http(s), a host and a port, nothing else. */
export function publicOrigin(gatewayPort: number, configured?: string): string {
  if (!configured) return defaultPublicOrigin(gatewayPort);
  let url: URL | null = null;
  try {
    url = new URL(configured);
  } catch {
    url = null;
  }
  const plain =
    url !== null &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password;
  if (!url || !plain) {
    throw new LocalStackError(
      `The public URL "${configured}" is not an origin.`,
      'Give it as http://<host>:<port> (LOCAL_PUBLIC_URL), with no path, query or credentials.',
    );
  }
  return url.origin;
}

/** The console's runtime configuration (web/src/config/runtimeConfig.ts), for `GET /config.json`. */
export function localRuntimeConfig(origin: string, apiKey: string, region: string) {
  return { graphqlUrl: `${origin}/graphql`, apiKey, region, stage: 'local', local: true } as const;
}
