/**
 * The real AnswerNotifier: calls the IAM-only `publishAnswer` mutation through the back end's
 * signed GraphQL publisher (./iam-graphql.ts), so AppSync (or the local gateway) pushes the event
 * to the link's `onAnswer` subscribers. Best effort: the answer is already stored.
 */
import type { AnswerEvent, AnswerNotifier } from './answer-events';
import { type IamGraphqlOptions, IamGraphqlPublisher } from './iam-graphql';

export type { NotifierLog } from './iam-graphql';
export type GraphqlNotifierOptions = IamGraphqlOptions;

/** Selects every field: AppSync filters and shapes subscriptions from the mutation's selection. */
export const PUBLISH_ANSWER = /* GraphQL */ `
  mutation PublishAnswer($input: AnswerEventInput!) {
    publishAnswer(input: $input) {
      questionLink session site spot student value
      device { mac user } app { uuid user } at countOfAnswers
    }
  }
`;

export class GraphqlAnswerNotifier implements AnswerNotifier {
  private readonly publisher: IamGraphqlPublisher;

  /** Its own publisher from options, or a shared one (app/services.ts). */
  constructor(from: GraphqlNotifierOptions | IamGraphqlPublisher) {
    this.publisher = from instanceof IamGraphqlPublisher ? from : new IamGraphqlPublisher(from);
  }

  async answerChanged(event: AnswerEvent): Promise<void> {
    await this.publisher.publish(
      'publishAnswer',
      PUBLISH_ANSWER,
      { input: inputOf(event) },
      { questionLink: event.questionLink, session: event.session },
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
