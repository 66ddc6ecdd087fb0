/**
 * The classroom's notices as a console screen receives them (docs/class-main.md "Notices"):
 * `onNotice(site, spot)` as the signed-in user. Notices with text for people go to the shown list
 * (classNotices.ts); the class-control ones (a question started, stopped, results revealed) go to
 * `onControl`, so a screen can read the class again. `live` turns true when the server
 * acknowledges the subscription: from then on a published notice is known to arrive.
 */
import { generateClient } from 'aws-amplify/api';
import { useEffect, useRef, useState } from 'react';
import { CLASS_CONTROL_NOTICES, type NoticeInfo } from './classNotices';
import { listenNoticeAck } from './noticeAck';
import { type NoticeList, useNoticeList } from './useNoticeList';

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

export interface ClassroomNotices extends NoticeList {
  live: boolean;
}

export function useClassroomNotices(
  site: string | undefined,
  spot: string | undefined,
  token: string | undefined,
  onControl?: (noti: string) => void,
): ClassroomNotices {
  const list = useNoticeList();
  const [live, setLive] = useState(false);
  // The latest callback without re-subscribing on every render.
  const control = useRef(onControl);
  control.current = onControl;
  const { add } = list;

  useEffect(() => {
    setLive(false);
    if (!site || !spot || !token) return undefined;
    const stopAck = listenNoticeAck({ site, spot }, () => setLive(true));
    const stop = watchScreenNotices({ site, spot, token }, (notice) => {
      if (CLASS_CONTROL_NOTICES.includes(notice.noti)) control.current?.(notice.noti);
      else add(notice);
    });
    return () => {
      stopAck();
      stop();
    };
  }, [site, spot, token, add]);

  return { ...list, live };
}
