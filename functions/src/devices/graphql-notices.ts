/**
 * System notices the back end itself sends (spec section 7 "System notices by site, spot, app and
 * noti"), such as the exit message to a remote student's replaced phone: the IAM-signed
 * `publishNotice`, whose result AppSync pushes to the `onNotice` subscribers it matches.
 */
import type { IamGraphqlPublisher } from './iam-graphql';

export interface NoticeMessage {
  site: string;
  spot?: string | null;
  /** The app uuid the notice is for; its `onNotice(app: uuid)` receives it. */
  app?: string | null;
  /** What the notice means, as a key the app and console translate. */
  noti: string;
  /** The same in words, for a client without a translation. */
  text: string;
}

export interface NoticePublisher {
  publish(notice: NoticeMessage): Promise<void>;
}

export const PUBLISH_NOTICE = /* GraphQL */ `
  mutation PublishNotice($input: NoticeInput!) {
    publishNotice(input: $input) { _id site spot app noti text createdAt }
  }
`;

export class GraphqlNoticePublisher implements NoticePublisher {
  constructor(private readonly publisher: IamGraphqlPublisher) {}

  async publish(notice: NoticeMessage): Promise<void> {
    const input = {
      site: notice.site,
      spot: notice.spot ?? null,
      app: notice.app ?? null,
      noti: notice.noti,
      text: notice.text,
    };
    await this.publisher.publish(
      'publishNotice',
      PUBLISH_NOTICE,
      { input },
      { site: input.site, noti: input.noti },
    );
  }
}
