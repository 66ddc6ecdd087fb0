/**
 * System notices on the running class screen (docs/class-main.md "Notices"): `onNotice` for the
 * class's site and classroom, as the signed-in teacher; every notice with text for people (not a
 * class-control notice, not addressed to one phone) shows as a dismissible flash, newest on top,
 * and leaves by itself after a while (classNotices.ts).
 */
import Flashbar from '@cloudscape-design/components/flashbar';
import { generateClient } from 'aws-amplify/api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeInfo } from './classNotices';
import { listenNoticeAck } from './noticeAck';
import { useNoticeList } from './useNoticeList';

const ON_NOTICE = /* GraphQL */ `
  subscription OnClassScreenNotice($site: ID!, $spot: ID) {
    onNotice(site: $site, spot: $spot) { _id app noti text }
  }
`;

type Observable = {
  subscribe(observer: {
    next(value: { data?: { onNotice?: NoticeInfo | null } }): void;
    error(error: unknown): void;
  }): { unsubscribe(): void };
};

/** Subscribes as the signed-in user; returns the unsubscribe. A refused subscription shows nothing. */
function watchScreenNotices(
  scope: { site: string; spot: string; token: string },
  onNotice: (notice: NoticeInfo) => void,
): () => void {
  // A narrow view of client.graphql (as in answerFeed.ts): Amplify's full types are too deep for tsc.
  const client = generateClient() as unknown as { graphql(options: unknown): unknown };
  const observable = client.graphql({
    query: ON_NOTICE,
    variables: { site: scope.site, spot: scope.spot },
    authMode: 'lambda',
    authToken: scope.token,
  }) as Observable;
  const subscription = observable.subscribe({
    next: (value) => {
      const notice = value.data?.onNotice;
      // A notice to one phone (its app uuid) is that phone's, not the classroom's.
      if (notice && !notice.app) onNotice(notice);
    },
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}

export function NoticeBar({ site, spot, token }: { site: string; spot: string; token: string | undefined }) {
  const { t } = useTranslation();
  const { notices, add, dismiss } = useNoticeList();
  const [live, setLive] = useState(false);

  useEffect(() => {
    setLive(false);
    if (!token) return undefined;
    const stopAck = listenNoticeAck({ site, spot }, () => setLive(true));
    const stop = watchScreenNotices({ site, spot, token }, add);
    return () => {
      stopAck();
      stop();
    };
  }, [site, spot, token, add]);

  return (
    <div data-testid="class-notices" data-live={live}>
      <Flashbar
        items={notices.map((notice) => ({
          id: notice.id,
          type: 'info',
          ariaRole: 'status',
          header: t('CLASS_NOTICE'),
          content: <span data-testid="class-notice">{notice.text}</span>,
          dismissible: true,
          dismissLabel: t('CLASS_NOTICE_DISMISS'),
          onDismiss: () => dismiss(notice.id),
        }))}
      />
    </div>
  );
}
