/**
 * Live answers of one question link through AppSync's `onAnswers` subscription (docs/sessions.md
 * "Subscriptions"): a batch per scanner message, handed on one answer at a time in press order.
 * `onLive` fires on the server's acknowledgement, so the screen can reload the link once and miss
 * no answer stored before it.
 */
import type { OnAnswersSubscription, OnAnswersSubscriptionVariables } from '../generated/operations';
import { subscribe } from './client';

const ON_ANSWERS = /* GraphQL */ `
  subscription OnAnswers($questionLink: ID!) {
    onAnswers(questionLink: $questionLink) {
      questionLink
      answers { questionLink student value device { mac user } app { uuid user } at countOfAnswers }
    }
  }
`;

export type AnswerEventView = NonNullable<OnAnswersSubscription['onAnswers']>['answers'][number];

interface Handlers {
  onAnswer: (event: AnswerEventView) => void;
  onLive: () => void;
  onError: (error: unknown) => void;
}

/** Subscribes as the signed-in user; returns the unsubscribe. */
export function watchLinkAnswers(questionLink: string, token: string, handlers: Handlers): () => void {
  return subscribe<OnAnswersSubscription, OnAnswersSubscriptionVariables>(
    ON_ANSWERS,
    { questionLink },
    token,
    {
      onData: (data) => {
        for (const event of data.onAnswers?.answers ?? []) handlers.onAnswer(event);
      },
      onError: handlers.onError,
      onLive: handlers.onLive,
    },
  );
}
