/**
 * The real Amplify v6 GraphQL client in Node, pointed at a local gateway, and an onAnswers watcher
 * on it; no vitest here, so benchmarks use it too (tests/support/amplify.ts adds the test stack).
 * Node 20 has no global WebSocket, and Amplify turns a non-AppSync endpoint into
 * wss://host/graphql/realtime; the local gateway speaks plain ws, so the socket class given to
 * Amplify rewrites wss:// to ws:// for loopback hosts only (the console does the same locally).
 */
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/api';
import WebSocket from 'ws';
import type { AnswerEvent } from '../../functions/src/devices/answer-events';

class LoopbackWebSocket extends WebSocket {
  constructor(address: string | URL, protocols?: string | string[]) {
    super(String(address).replace(/^wss:\/\/(127\.0\.0\.1|localhost)([:/])/, 'ws://$1$2'), protocols);
  }
}

export interface GatewayEndpoint {
  graphqlUrl: string;
  region: string;
  apiKey: string;
}

export function configureAmplify(stack: GatewayEndpoint) {
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

const ON_ANSWERS = /* GraphQL */ `
  subscription OnAnswers($questionLink: ID!) {
    onAnswers(questionLink: $questionLink) {
      questionLink
      answers { questionLink session site spot student value device { mac } app { uuid } at countOfAnswers }
    }
  }
`;

/** One answer of an onAnswers batch as a subscriber receives it (docs/sessions.md "Subscriptions"). */
export type ReceivedAnswer = Omit<AnswerEvent, 'device' | 'app'> & {
  device: { mac: string } | null;
  app: { uuid: string } | null;
};

export interface AnswerWatch {
  /** Every answer received, batches flattened in order. */
  events: ReceivedAnswer[];
  /** How many onAnswers batches came. */
  batches: number;
  /** Settles with the refusal, or 'no error' after 5 s. */
  error: Promise<unknown>;
  stop(): void;
}

/**
 * Watches a question link with onAnswers as the signed-in user of `token`, through the real
 * Amplify client. Amplify reports no start_ack: give the handshake a moment before publishing.
 */
export function watchAnswers(
  client: ReturnType<typeof configureAmplify>,
  questionLink: string,
  token: string,
  onEvent?: (event: ReceivedAnswer) => void,
): AnswerWatch {
  const observable = client.graphql({
    query: ON_ANSWERS,
    variables: { questionLink },
    authMode: 'lambda',
    authToken: token,
  }) as unknown as {
    subscribe(observer: {
      next(value: { data: { onAnswers: { questionLink: string; answers: ReceivedAnswer[] } } }): void;
      error(error: unknown): void;
    }): { unsubscribe(): void };
  };
  const events: ReceivedAnswer[] = [];
  let refuse: (error: unknown) => void = () => undefined;
  const error = new Promise<unknown>((resolve) => {
    refuse = resolve;
    setTimeout(() => resolve('no error'), 5000);
  });
  const watch: AnswerWatch = { events, batches: 0, error, stop: () => subscription.unsubscribe() };
  const subscription = observable.subscribe({
    next: (value) => {
      watch.batches += 1;
      for (const answer of value.data.onAnswers.answers) {
        events.push(answer);
        onEvent?.(answer);
      }
    },
    error: refuse,
  });
  return watch;
}

/** What `watchField` gives back: the field's events, the refusal (or 'no error' after 5 s), a stop. */
export interface FieldWatch<T> {
  events: T[];
  error: Promise<unknown>;
  stop(): void;
}

/**
 * Any subscription through the real Amplify client with a bearer token (a user's or a remote
 * student's app token): `field` is the Subscription field whose events are collected.
 */
export function watchField<T>(
  client: ReturnType<typeof configureAmplify>,
  query: string,
  variables: Record<string, unknown>,
  field: string,
  token: string,
): FieldWatch<T> {
  const observable = client.graphql({
    query,
    variables,
    authMode: 'lambda',
    authToken: token,
  }) as unknown as {
    subscribe(observer: { next(value: { data: Record<string, T> }): void; error(error: unknown): void }): {
      unsubscribe(): void;
    };
  };
  const events: T[] = [];
  let refuse: (error: unknown) => void = () => undefined;
  const error = new Promise<unknown>((resolve) => {
    refuse = resolve;
    setTimeout(() => resolve('no error'), 5000);
  });
  const subscription = observable.subscribe({
    next: (value) => {
      const event = value.data[field];
      if (event !== undefined) events.push(event);
    },
    error: refuse,
  });
  return { events, error, stop: () => subscription.unsubscribe() };
}
