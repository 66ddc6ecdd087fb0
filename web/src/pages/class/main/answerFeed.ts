/**
 * Live answers of one question link through AppSync's `onAnswers` subscription (docs/sessions.md
 * "Subscriptions"): a batch per scanner message, handed on one answer at a time in press order,
 * with the console's Amplify client. Amplify's observable says nothing when the
 * server acknowledges the subscription, but its Hub 'api' channel does: `onLive` fires on that
 * acknowledgement, so the screen can reload the link once and miss no answer stored before it.
 */
import { generateClient } from 'aws-amplify/api';
import { Hub } from 'aws-amplify/utils';

const ON_ANSWERS = /* GraphQL */ `
  subscription OnAnswers($questionLink: ID!) {
    onAnswers(questionLink: $questionLink) {
      questionLink
      answers { questionLink student value device { mac user } app { uuid user } at countOfAnswers }
    }
  }
`;

export interface AnswerEventView {
  questionLink: string;
  student: string;
  value: string;
  device: { mac: string; user: string | null } | null;
  app: { uuid: string; user: string | null } | null;
  at: string;
  countOfAnswers: number;
}

interface Handlers {
  onAnswer: (event: AnswerEventView) => void;
  onLive: () => void;
  onError: (error: unknown) => void;
}

type Observable = {
  subscribe(observer: {
    next(value: { data?: { onAnswers?: { answers: AnswerEventView[] } | null } }): void;
    error(error: unknown): void;
  }): { unsubscribe(): void };
};

interface SubscribeOptions {
  query: string;
  variables: { questionLink: string };
  authMode: 'lambda';
  authToken: string;
}

// A narrow view of client.graphql (as in api/client.ts): Amplify's full types are too deep for tsc.
let subscribe: ((options: SubscribeOptions) => unknown) | undefined;

function getSubscribe(): (options: SubscribeOptions) => unknown {
  if (!subscribe) {
    // Created lazily: generateClient must run after Amplify.configure.
    const client = generateClient();
    subscribe = (options) => client.graphql(options);
  }
  return subscribe;
}

/** Subscribes as the signed-in user; returns the unsubscribe. */
export function watchLinkAnswers(questionLink: string, token: string, handlers: Handlers): () => void {
  const stopHub = Hub.listen('api', ({ payload }) => {
    const data = payload.data as { variables?: { questionLink?: string } } | undefined;
    if (payload.event === 'Subscription ack' && data?.variables?.questionLink === questionLink) {
      handlers.onLive();
    }
  });
  const observable = getSubscribe()({
    query: ON_ANSWERS,
    variables: { questionLink },
    authMode: 'lambda',
    authToken: token,
  }) as unknown as Observable;
  const subscription = observable.subscribe({
    next: (value) => {
      for (const event of value.data?.onAnswers?.answers ?? []) handlers.onAnswer(event);
    },
    error: handlers.onError,
  });
  return () => {
    stopHub();
    subscription.unsubscribe();
  };
}
