/**
 * The console's security headers on the local stack: the one definition CloudFront sends in AWS
 * (infra/lib/security-headers.ts), without HSTS (the local stack is plain http), and with the
 * configured public origin (public-origin.ts) the console's `config.json` names for the API: its
 * http origin, for a page loaded under another name of the same machine, and its `ws://` realtime
 * socket, which not every browser lets 'self' cover. Never a request's Host header.
 */
import type { IncomingMessage } from 'node:http';
import { consoleSecurityHeaders } from '../lib/security-headers';

export function localConsoleHeaders(
  publicOrigin: string,
): (req: IncomingMessage) => Readonly<Record<string, string>> {
  const origin = new URL(publicOrigin);
  const socket = `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}`;
  const headers = consoleSecurityHeaders({ https: false, apiOrigins: [origin.origin, socket] });
  return () => headers;
}
