/**
 * System notices shown to people (docs/class-main.md "Notices"): which `onNotice` kinds are the
 * class's own control signals (the phone acts on them, nobody reads them), and the short list of
 * notices on a screen: newest first, a few at most, each hidden after SHOW_MS or when dismissed.
 * Pure, so the running class screen and the student app share it (a type its only import: the
 * phone's bundle stays small).
 */

import type { NoticeEvent } from '../../../api/classNotices';

/** Notices that steer the class (docs/sessions.md "Remote students"), never shown as text. */
export const CLASS_CONTROL_NOTICES: readonly string[] = [
  'QUESTION_STARTED',
  'QUESTION_STOPPED',
  'RESULTS_REVEALED',
  'CLASS_ENDED',
  'LOGGED_IN_ELSEWHERE',
];

/** How many notices a screen keeps at once; an older one leaves when a new one comes. */
export const MAX_SHOWN = 3;
/** How long a notice stays: long enough to read across a classroom. */
export const SHOW_MS = 20_000;

/**
 * A notice as a subscriber receives it: the generated onNotice type, except that its text arrives
 * null when the publishing mutation did not select it, although the schema says String!.
 */
export type NoticeInfo = Omit<NoticeEvent, 'text'> & { text: string | null };

export interface ShownNotice {
  id: string;
  noti: string;
  text: string;
  /** When it leaves the screen (ms since the epoch). */
  until: number;
}

/** True for a notice with text for people: not a control notice, not empty. */
export function isShownNotice(notice: Pick<NoticeInfo, 'noti' | 'text'>): boolean {
  return !CLASS_CONTROL_NOTICES.includes(notice.noti) && (notice.text ?? '').trim() !== '';
}

/** The list with `notice` on top (once, however often it arrives), cut to MAX_SHOWN. */
export function addNotice(list: readonly ShownNotice[], notice: NoticeInfo, now: number): ShownNotice[] {
  if (!isShownNotice(notice) || list.some((shown) => shown.id === notice._id)) return [...list];
  const added = { id: notice._id, noti: notice.noti, text: (notice.text ?? '').trim(), until: now + SHOW_MS };
  return [added, ...list].slice(0, MAX_SHOWN);
}

export function dismissNotice(list: readonly ShownNotice[], id: string): ShownNotice[] {
  return list.filter((shown) => shown.id !== id);
}

/** The notices still due at `now`. */
export function currentNotices(list: readonly ShownNotice[], now: number): ShownNotice[] {
  return list.filter((shown) => shown.until > now);
}

/** Milliseconds until the next notice leaves, or null when none is shown. */
export function nextExpiryIn(list: readonly ShownNotice[], now: number): number | null {
  if (list.length === 0) return null;
  return Math.max(0, Math.min(...list.map((shown) => shown.until)) - now);
}
