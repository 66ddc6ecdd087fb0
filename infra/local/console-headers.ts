/**
 * The console's security headers on the local stack: the one definition CloudFront sends in AWS
 * (infra/lib/security-headers.ts), without HSTS (the local stack is plain http) and with the
 * gateway's realtime socket, `ws://` on the host the page was loaded from (localhost, 127.0.0.1,
 * or the laptop's address for phones on its network).
 */
import type { IncomingMessage } from 'node:http';
import { consoleSecurityHeaders } from '../lib/security-headers';

/** A Host header safe to name in the CSP: a host name or IP literal and a port, nothing else. */
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function localConsoleHeaders(req: IncomingMessage): Readonly<Record<string, string>> {
  const host = req.headers.host ?? '';
  return consoleSecurityHeaders({ https: false, apiOrigins: PLAIN_HOST.test(host) ? [`ws://${host}`] : [] });
}
