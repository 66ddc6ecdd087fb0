/**
 * The one GraphQL client of the console (Amplify v6, AppSync protocol in both runtimes): `request`
 * for queries and mutations, `subscribe` for every subscription. Public operations use the API
 * key; signed-in operations and joined phones pass their token to the Lambda authorizer. The
 * documents live beside the functions that call them (api/<area>.ts), their result and variable
 * types are generated from the schema in schema/ (generated/operations.ts).
 */

import { Amplify } from 'aws-amplify';
import { type GraphQLQuery, type GraphQLSubscription, generateClient } from 'aws-amplify/api';
import { Hub } from 'aws-amplify/utils';
import { installLocalWebSocketRewrite } from '../config/localWebSocket';
import type { RuntimeConfig } from '../config/runtimeConfig';

export function configureApi(config: RuntimeConfig): void {
  // A relative graphqlUrl ("/graphql") means "same origin as the console".
  const endpoint = new URL(config.graphqlUrl, window.location.origin);
  if (config.local) {
    const plainHosts = [window.location.host];
    if (endpoint.protocol === 'http:') {
      plainHosts.push(endpoint.host);
    }
    installLocalWebSocketRewrite(plainHosts);
  }
  Amplify.configure({
    API: {
      GraphQL: {
        endpoint: endpoint.toString(),
        region: config.region,
        defaultAuthMode: 'apiKey',
        apiKey: config.apiKey,
      },
    },
  });
}

interface Options {
  query: string;
  variables: object;
  authMode: 'apiKey' | 'lambda';
  authToken?: string;
}

/** A message of a subscription, or the result of a query or mutation: `data` in a document's shape. */
type Message = { data?: object | null };

// A narrow view of client.graphql, one method per kind of operation: Amplify's own generic types
// are too deep for tsc to compare once the result type is a type parameter.
interface Transport {
  request(options: Options): Promise<Message>;
  subscribe(options: Options): {
    subscribe(observer: { next(message: Message): void; error(error: unknown): void }): {
      unsubscribe(): void;
    };
  };
}

let transport: Transport | undefined;

function getTransport(): Transport {
  if (!transport) {
    // Created lazily: generateClient must run after Amplify.configure.
    const client = generateClient();
    transport = {
      request: (options) => client.graphql<GraphQLQuery<object>>(options),
      subscribe: (options) => client.graphql<GraphQLSubscription<object>>(options),
    };
  }
  return transport;
}

/** `null` means the public API key; a string is the signed-in user's token. */
export type Auth = { token: string } | null;

/**
 * Runs a query or mutation and returns its `data`. Errors are thrown as Amplify throws them
 * (an object with `errors`), which api/errors.ts knows how to read.
 */
export async function request<TData, TVariables extends object = Record<string, never>>(
  query: string,
  variables: TVariables,
  auth: Auth,
): Promise<TData> {
  const authOptions = auth
    ? { authMode: 'lambda' as const, authToken: auth.token }
    : { authMode: 'apiKey' as const };
  const result = await getTransport().request({ query, variables, ...authOptions });
  if (result.data === undefined || result.data === null) {
    throw new Error('GraphQL response without data');
  }
  // The shape of `data` is the document's; TData is its generated type (generated/operations.ts).
  return result.data as TData;
}

/** What a subscription hands on: each event's `data`, a refusal or drop, the server's acknowledgement. */
export interface SubscribeHandlers<TData> {
  onData: (data: TData) => void;
  /** A refusal or a dropped connection. */
  onError?: (error: unknown) => void;
  /**
   * The server acknowledged the subscription: an event published from then on is known to
   * arrive. Amplify's observable does not say so, its Hub 'api' channel does.
   */
  onLive?: () => void;
}

/**
 * A document as a token run: GraphQL ignores whitespace and commas between tokens, and Amplify
 * reports the document it sent (printed again by its own graphql copy), not the string it was given.
 */
const tokens = (document: string) => document.replace(/[\s,]+/g, '');

/** True when a Hub 'Subscription ack' is this subscription's: the same document and variables. */
export function isAckOf(ack: unknown, query: string, variables: object): boolean {
  if (typeof ack !== 'object' || ack === null) return false;
  const data = ack as { query?: unknown; variables?: Record<string, unknown> };
  if (typeof data.query !== 'string' || tokens(data.query) !== tokens(query)) return false;
  return Object.entries(variables).every(([name, value]) => data.variables?.[name] === value);
}

/**
 * The one subscription of the console: `query` with `variables` as the signed-in user or joined
 * phone (`token`, the Lambda authorizer). Returns the unsubscribe, which also stops listening
 * for the acknowledgement.
 */
export function subscribe<TData, TVariables extends object>(
  query: string,
  variables: TVariables,
  token: string,
  handlers: SubscribeHandlers<TData>,
): () => void {
  const { onLive } = handlers;
  const stopAck = onLive
    ? Hub.listen('api', ({ payload }) => {
        if (payload.event === 'Subscription ack' && isAckOf(payload.data, query, variables)) onLive();
      })
    : () => undefined;
  const observable = getTransport().subscribe({ query, variables, authMode: 'lambda', authToken: token });
  const subscription = observable.subscribe({
    next: (message) => {
      // As in request: the document gives `data` its shape, TData names it.
      if (message.data) handlers.onData(message.data as TData);
    },
    error: (error: unknown) => handlers.onError?.(error),
  });
  return () => {
    stopAck();
    subscription.unsubscribe();
  };
}
