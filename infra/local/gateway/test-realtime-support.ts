// Realtime test helpers: a raw AppSync realtime client and the auth objects and messages Amplify sends.
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { WebSocket } from 'ws';
import type { Gateway } from './index.ts';
import { API_KEY, IAM, VALID_TOKEN } from './test-support.ts';

/** The auth subprotocol Amplify sends: `header-` + base64url(JSON). */
export const authProtocol = (auth: object) =>
  `header-${Buffer.from(JSON.stringify(auth)).toString('base64url')}`;

/** A raw realtime client that queues every message so tests can await them in order. */
export class RealtimeClient {
  readonly messages: Array<Record<string, unknown>> = [];
  private waiters: Array<() => void> = [];
  closed: Promise<number>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as Record<string, unknown>);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolveClosed) => ws.on('close', (code) => resolveClosed(code)));
  }

  static async open(url: string, protocols: string[]): Promise<RealtimeClient> {
    const ws = new WebSocket(url, protocols);
    const client = new RealtimeClient(ws);
    await new Promise<void>((resolveOpen, reject) => {
      ws.once('open', () => resolveOpen());
      ws.once('error', reject);
    });
    return client;
  }

  send(message: object | string): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Resolves with (and removes) the first queued message matching `predicate`. */
  async next(
    predicate: (m: Record<string, unknown>) => boolean,
    timeoutMs = 5000,
  ): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.messages.findIndex(predicate);
      if (index >= 0) return this.messages.splice(index, 1)[0] ?? {};
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No matching message; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          wake();
        });
      });
    }
  }

  close(): void {
    this.ws.close();
  }
}

export const ON_NOTICE =
  'subscription($site: ID, $spot: ID) { onNotice(site: $site, spot: $spot) { id site text } }';

/** Auth objects, handshake and `start` for one gateway, shaped exactly as Amplify v6 sends them. */
export function realtimeHelpers(gateway: Gateway) {
  const host = new URL(gateway.graphqlUrl).host;
  const lambdaAuth = (token = VALID_TOKEN) => ({ Authorization: token, host });
  const apiKeyAuth = (key = API_KEY) => ({ host, 'x-amz-date': '20240101T000000Z', 'x-api-key': key });

  /** Opens a connection with the given auth object, sends connection_init and returns the first reply. */
  async function connect(auth: object) {
    const client = await RealtimeClient.open(gateway.realtimeUrl, ['graphql-ws', authProtocol(auth)]);
    client.send({ type: 'connection_init' });
    const reply = await client.next((m) => m.type === 'connection_ack' || m.type === 'connection_error');
    return { client, reply };
  }

  function start(
    client: RealtimeClient,
    id: string,
    query: string,
    variables: object,
    authorization: object,
  ) {
    client.send({
      id,
      type: 'start',
      payload: { data: JSON.stringify({ query, variables }), extensions: { authorization } },
    });
    return client.next((m) => m.id === id && (m.type === 'start_ack' || m.type === 'error'));
  }

  /** Headers signed the way Amplify signs realtime IAM auth: a POST of `body` to the endpoint + `path`. */
  async function iamAuth(path: string, body: string) {
    const url = new URL(`${gateway.graphqlUrl}${path}`);
    const signer = new SignatureV4({
      service: 'appsync',
      region: IAM.region,
      sha256: Sha256,
      credentials: IAM,
    });
    const signed = await signer.sign({
      method: 'POST',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query: {},
      headers: {
        accept: 'application/json, text/javascript',
        'content-encoding': 'amz-1.0',
        'content-type': 'application/json; charset=UTF-8',
        host: url.host,
      },
      body,
    });
    return signed.headers;
  }

  return { lambdaAuth, apiKeyAuth, connect, start, iamAuth };
}
