/**
 * The classroom's notices as a console screen receives them (docs/class-main.md "Notices"):
 * `onNotice(site, spot)` as the signed-in user. Notices with text for people go to the shown list
 * (classNotices.ts); the class-control ones (a question started, stopped, results revealed) go to
 * `onControl`, so a screen can read the class again. `live` turns true when the server
 * acknowledges the subscription: from then on a published notice is known to arrive.
 */
import { useEffect, useRef, useState } from 'react';
import { watchNotices } from '../../../api/classNotices';
import { CLASS_CONTROL_NOTICES } from './classNotices';
import { type NoticeList, useNoticeList } from './useNoticeList';

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
    return watchNotices(
      { site, spot, token },
      (notice) => {
        // A notice to one phone (its app uuid) is that phone's, not the classroom's.
        if (notice.app) return;
        if (CLASS_CONTROL_NOTICES.includes(notice.noti)) control.current?.(notice.noti);
        else add(notice);
      },
      () => setLive(true),
    );
  }, [site, spot, token, add]);

  return { ...list, live };
}
