/**
 * onAnswer through the real Amplify v6 client for benchmarks: like tests/support/amplify.ts, but
 * configured with an explicit URL and API key (a bench runs outside vitest, so there is no
 * `inject`), and it hands each event to a callback the moment it arrives, so the bench can stamp
 * the arrival time itself.
 */
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/api';
import WebSocket from 'ws';

/** Node 20 has no global WebSocket; the local gateway speaks ws:// where Amplify asks for wss://. */
class LoopbackWebSocket extends WebSocket {
  constructor(address: string | URL, protocols?: string | string[]) {
    super(String(address).replace(/^wss:\/\/(127\.0\.0\.1|localhost)([:/])/, 'ws://$1$2'), protocols);
  }
}

const ON_ANSWER = /* GraphQL */ `
  subscription OnAnswer($questionLink: ID!) {
    onAnswer(questionLink: $questionLink) {
      questionLink student value device { mac } at countOfAnswers
    }
  }
`;

export interface AnswerEvent {
  questionLink: string;
  student: string;
  value: string;
  device: { mac: string } | null;
  at: string;
  countOfAnswers: number;
}

export interface AnswerSubscription {
  /** Settles with the subscription's error, if one comes. */
  failed: Promise<unknown>;
  stop(): void;
}

export function subscribeAnswers(
  endpoint: { graphqlUrl: string; apiKey: string; region: string },
  questionLink: string,
  token: string,
  onEvent: (event: AnswerEvent) => void,
): AnswerSubscription {
  (globalThis as { WebSocket?: unknown }).WebSocket = LoopbackWebSocket;
  Amplify.configure({
    API: {
      GraphQL: {
        endpoint: endpoint.graphqlUrl,
        region: endpoint.region,
        defaultAuthMode: 'apiKey',
        apiKey: endpoint.apiKey,
      },
    },
  });
  const observable = generateClient().graphql({
    query: ON_ANSWER,
    variables: { questionLink },
    authMode: 'lambda',
    authToken: token,
  }) as unknown as {
    subscribe(observer: {
      next(value: { data: { onAnswer: AnswerEvent } }): void;
      error(error: unknown): void;
    }): { unsubscribe(): void };
  };
  let fail: (error: unknown) => void = () => undefined;
  const failed = new Promise<unknown>((resolve) => {
    fail = resolve;
  });
  const subscription = observable.subscribe({ next: (value) => onEvent(value.data.onAnswer), error: fail });
  return { failed, stop: () => subscription.unsubscribe() };
}
