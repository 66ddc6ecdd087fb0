/**
 * The one GraphQL client of the console (Amplify v6, AppSync protocol in both runtimes).
 * Public operations use the API key; signed-in operations pass the bearer token to the
 * Lambda authorizer.
 */

import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/api';
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

interface GraphqlOptions {
  query: string;
  variables: object;
  authMode: 'apiKey' | 'lambda';
  authToken?: string;
}

// A narrow view of client.graphql: Amplify's full generic types are too deep for tsc to compare.
let graphql: ((options: GraphqlOptions) => Promise<unknown>) | undefined;

function getGraphql(): (options: GraphqlOptions) => Promise<unknown> {
  if (!graphql) {
    // Created lazily: generateClient must run after Amplify.configure.
    const client = generateClient();
    graphql = (options) => client.graphql(options) as Promise<unknown>;
  }
  return graphql;
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
  const result = (await getGraphql()({ query, variables, ...authOptions })) as { data?: TData | null };
  if (result.data === undefined || result.data === null) {
    throw new Error('GraphQL response without data');
  }
  return result.data;
}

/**
 * Subscribes as the signed-in user (`token`) and hands each event's `data` to `onData`; `onError`
 * hears a refusal or a dropped connection. Returns the unsubscribe.
 */
export function subscribe<TData>(
  query: string,
  variables: Record<string, unknown>,
  token: string,
  onData: (data: TData) => void,
  onError: () => void,
): () => void {
  // A narrow view of client.graphql's observable, for the same reason as getGraphql's.
  const client = generateClient() as unknown as { graphql(options: unknown): unknown };
  const observable = client.graphql({ query, variables, authMode: 'lambda', authToken: token }) as {
    subscribe(observer: { next(value: { data?: TData | null }): void; error(error: unknown): void }): {
      unsubscribe(): void;
    };
  };
  const subscription = observable.subscribe({
    next: (value) => {
      if (value.data) onData(value.data);
    },
    error: onError,
  });
  return () => subscription.unsubscribe();
}
