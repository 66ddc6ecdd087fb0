/**
 * The real AnswerNotifier: calls the IAM-only `publishAnswers` mutation through the back end's
 * signed GraphQL publisher (./iam-graphql.ts), once per question link and press batch, so AppSync
 * (or the local gateway) pushes the batch to the link's `onAnswers` subscribers. One mutation per
 * batch instead of per answer keeps a 1,000-button burst to ~100 AppSync requests
 * (docs/capacity.md). Best effort: the answers are already stored.
 */
import {
  type AnswerEvent,
  type AnswerNotifier,
  MAX_ANSWERS_PER_PUBLISH,
  publishGroups,
} from './answer-events';
import { type IamGraphqlOptions, IamGraphqlPublisher } from './iam-graphql';

export type { NotifierLog } from './iam-graphql';
export type GraphqlNotifierOptions = IamGraphqlOptions;

/** Selects every field: AppSync filters and shapes subscriptions from the mutation's selection. */
export const PUBLISH_ANSWERS = /* GraphQL */ `
  mutation PublishAnswers($input: AnswerBatchInput!) {
    publishAnswers(input: $input) {
      questionLink session
      answers {
        questionLink session site spot student value
        device { mac user } app { uuid user } at countOfAnswers
      }
    }
  }
`;

export class GraphqlAnswerNotifier implements AnswerNotifier {
  private readonly publisher: IamGraphqlPublisher;

  /** Its own publisher from options, or its root's shared one (app/resolver-root.ts, consumer-root.ts). */
  constructor(from: GraphqlNotifierOptions | IamGraphqlPublisher) {
    this.publisher = from instanceof IamGraphqlPublisher ? from : new IamGraphqlPublisher(from);
  }

  async answersChanged(events: AnswerEvent[]): Promise<void> {
    await Promise.all(
      publishGroups(events, MAX_ANSWERS_PER_PUBLISH).map((group) => {
        const [first] = group as [AnswerEvent, ...AnswerEvent[]];
        return this.publisher.publish(
          'publishAnswers',
          PUBLISH_ANSWERS,
          {
            input: { questionLink: first.questionLink, session: first.session, answers: group.map(inputOf) },
          },
          { questionLink: first.questionLink, session: first.session, answers: group.length },
        );
      }),
    );
  }
}

/** The event as AnswerEventInput: only the fields the schema has, absent ones as null. */
function inputOf(event: AnswerEvent) {
  return {
    questionLink: event.questionLink,
    session: event.session,
    site: event.site,
    spot: event.spot,
    student: event.student,
    value: event.value,
    device: event.device ? { mac: event.device.mac } : null,
    app: event.app ? { uuid: event.app.uuid } : null,
    at: event.at,
    countOfAnswers: event.countOfAnswers,
  };
}
