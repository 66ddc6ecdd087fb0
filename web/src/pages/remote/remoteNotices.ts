/**
 * The class notices a joined phone watches (docs/sessions.md "Remote students"): `onNotice` on its
 * class's site and classroom with its app token. QUESTION_STARTED, QUESTION_STOPPED and
 * RESULTS_REVEALED ask for a new read of the class, CLASS_ENDED ends it here, LOGGED_IN_ELSEWHERE to this phone's uuid
 * (another phone took the seat) sends it out; exit notices of other phones are ignored. Any other
 * notice with text, to the classroom or to this phone, is shown (classNotices.ts, shared with the
 * class screen).
 */
import { watchNotices } from '../../api/classNotices';
import { isShownNotice, type NoticeInfo } from '../class/main/classNotices';
import { failureOf } from './remoteRules';

export type ClassNotice = 'changed' | 'ended' | 'elsewhere';

/** Notices after which the phone reads its class again: the question or its results changed. */
const CHANGES = ['QUESTION_STARTED', 'QUESTION_STOPPED', 'RESULTS_REVEALED'];

/** What a notice means to the phone `uuid`, or null when it is not for it. */
export function noticeMeaning(
  notice: { app: string | null; noti: string },
  uuid: string,
): ClassNotice | null {
  if (notice.noti === 'LOGGED_IN_ELSEWHERE') return notice.app === uuid ? 'elsewhere' : null;
  if (notice.app && notice.app !== uuid) return null;
  if (notice.noti === 'CLASS_ENDED') return 'ended';
  if (CHANGES.includes(notice.noti)) return 'changed';
  return null;
}

/** True when a notice's text is for the phone `uuid`: to its classroom or to it, not a control notice. */
export function isNoticeForPhone(notice: Pick<NoticeInfo, 'app' | 'noti' | 'text'>, uuid: string): boolean {
  return (!notice.app || notice.app === uuid) && isShownNotice(notice);
}

/**
 * Subscribes with the app token (`onLive` on the server's acknowledgement); returns the
 * unsubscribe. A token refused when subscribing (an ended class's, or a replaced phone's) calls
 * `onRefused`, as the same refusal of a read would; a lost subscription is left to polling.
 */
export function watchClassNotices(
  scope: { site: string; spot: string; uuid: string; token: string },
  onNotice: (meaning: ClassNotice) => void,
  onText: (notice: NoticeInfo) => void = () => undefined,
  onLive: () => void = () => undefined,
  onRefused: () => void = () => undefined,
): () => void {
  return watchNotices(
    scope,
    (notice) => {
      const meaning = noticeMeaning(notice, scope.uuid);
      if (meaning) onNotice(meaning);
      else if (isNoticeForPhone(notice, scope.uuid)) onText(notice);
    },
    onLive,
    (error) => {
      if (failureOf(error) === 'unauthorized') onRefused();
    },
  );
}
