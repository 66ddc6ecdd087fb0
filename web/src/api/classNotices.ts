/**
 * The class notices of one site and classroom (docs/sessions.md "Subscriptions"): `onNotice` as
 * the signed-in class screen or a joined phone. What a notice means to each is the page's business
 * (pages/class/main/classNotices.ts, pages/remote/remoteNotices.ts). Kept apart from the admin
 * documents so the phone's bundle carries only this one.
 */
import type { OnNoticeSubscription, OnNoticeSubscriptionVariables } from '../generated/operations';
import { subscribe } from './client';

const ON_NOTICE = /* GraphQL */ `
  subscription OnNotice($site: ID!, $spot: ID) {
    onNotice(site: $site, spot: $spot) { _id app noti text }
  }
`;

/** A notice as the schema types it; a field the publishing mutation did not select arrives null, which the screens allow (NoticeInfo). */
export type NoticeEvent = NonNullable<OnNoticeSubscription['onNotice']>;

/**
 * Subscribes with `token`; `onLive` on the server's acknowledgement, `onError` on a refusal or a
 * lost subscription. Returns the unsubscribe.
 */
export function watchNotices(
  scope: { site: string; spot: string; token: string },
  onNotice: (notice: NoticeEvent) => void,
  onLive?: () => void,
  onError?: (error: unknown) => void,
): () => void {
  return subscribe<OnNoticeSubscription, OnNoticeSubscriptionVariables>(
    ON_NOTICE,
    { site: scope.site, spot: scope.spot },
    scope.token,
    {
      onData: (data) => {
        if (data.onNotice) onNotice(data.onNotice);
      },
      // A refused or lost subscription shows nothing by itself; the screens read the class again on their own.
      onError,
      onLive,
    },
  );
}
