/**
 * The real Amplify v6 GraphQL client in Node, pointed at the local gateway.
 * Node 20 has no global WebSocket, and Amplify turns a non-AppSync endpoint into
 * wss://host/graphql/realtime; the local gateway speaks plain ws, so the socket class given to
 * Amplify rewrites wss:// to ws:// for loopback hosts only (the console does the same locally).
 */
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/api';
import { inject } from 'vitest';
import WebSocket from 'ws';

class LoopbackWebSocket extends WebSocket {
  constructor(address: string | URL, protocols?: string | string[]) {
    super(String(address).replace(/^wss:\/\/(127\.0\.0\.1|localhost)([:/])/, 'ws://$1$2'), protocols);
  }
}

export function amplifyClient() {
  const stack = inject('stack');
  (globalThis as { WebSocket?: unknown }).WebSocket = LoopbackWebSocket;
  Amplify.configure({
    API: {
      GraphQL: {
        endpoint: stack.graphqlUrl,
        region: stack.region,
        defaultAuthMode: 'apiKey',
        apiKey: stack.apiKey,
      },
    },
  });
  return generateClient();
}
