/**
 * The notices a screen shows (classNotices.ts), with the timer that hides each one when its time
 * is up. React only, so the student app uses it too without a larger bundle.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  addNotice,
  currentNotices,
  dismissNotice,
  type NoticeInfo,
  nextExpiryIn,
  type ShownNotice,
} from './classNotices';

export interface NoticeList {
  notices: ShownNotice[];
  add: (notice: NoticeInfo) => void;
  dismiss: (id: string) => void;
}

export function useNoticeList(): NoticeList {
  const [notices, setNotices] = useState<ShownNotice[]>([]);

  useEffect(() => {
    const wait = nextExpiryIn(notices, Date.now());
    if (wait === null) return undefined;
    const timer = window.setTimeout(() => setNotices((list) => currentNotices(list, Date.now())), wait + 50);
    return () => window.clearTimeout(timer);
  }, [notices]);

  const add = useCallback(
    (notice: NoticeInfo) => setNotices((list) => addNotice(list, notice, Date.now())),
    [],
  );
  const dismiss = useCallback((id: string) => setNotices((list) => dismissNotice(list, id)), []);
  return { notices, add, dismiss };
}
