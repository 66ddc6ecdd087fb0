/**
 * The pure rules of question sharing, kept out of React so they are unit-tested: the due date a
 * chosen day means, the dialog's validation, the teacher list and the error texts.
 */
import { adminErrorMessage, type ErrorMessage } from '../../../api/errors';
import type { ShareRecipient } from '../../../api/shares';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The due date of a day picked in the DatePicker ("YYYY-MM-DD"): the END of that day in the
 * viewer's own time zone (23:59:59.999 local), as an ISO instant. A teacher who picks "Friday"
 * means "through Friday" where they live, and picking today stays valid until midnight.
 * Null for anything that is not a real calendar day.
 */
export function endOfDayIso(day: string): string | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const end = new Date(year, month - 1, date, 23, 59, 59, 999);
  // new Date rolls 2025-02-30 over to March: such a day does not exist.
  if (end.getFullYear() !== year || end.getMonth() !== month - 1 || end.getDate() !== date) return null;
  return end.toISOString();
}

/** The DatePicker offers only days whose end is still ahead (today and later). */
export function isSelectableDay(day: Date, now: Date): boolean {
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59, 999);
  return end.getTime() > now.getTime();
}

export interface ShareForm {
  teacherIds: string[];
  /** "YYYY-MM-DD" from the DatePicker, "" while none is chosen. */
  day: string;
}

export interface ShareFormErrors {
  teachers?: string;
  day?: string;
}

/** Translation keys of what is wrong, per field; empty when the share can be sent. */
export function validateShareForm(form: ShareForm, now: Date): ShareFormErrors {
  const errors: ShareFormErrors = {};
  if (form.teacherIds.length === 0) errors.teachers = 'REQUIRED_SHARE_TEACHER';
  if (!form.day) errors.day = 'REQUIRED_DUEDATE';
  else {
    const due = endOfDayIso(form.day);
    if (!due) errors.day = 'REQUIRED_DUEDATE';
    else if (Date.parse(due) <= now.getTime()) errors.day = 'INVALID_DUEDATE';
  }
  return errors;
}

export const hasErrors = (errors: ShareFormErrors) => Object.keys(errors).length > 0;

/**
 * The teachers one can share with, from the per-role pages of `fetchShareRecipients`: each once
 * (a user may hold both roles), never the caller (the server refuses SHARE_WITH_SELF), by name.
 */
export function mergeRecipients(pages: { data: ShareRecipient[] }[], selfId: string | undefined) {
  const byId = new Map<string, ShareRecipient>();
  for (const page of pages) for (const user of page.data) if (user._id !== selfId) byId.set(user._id, user);
  return [...byId.values()].sort((a, b) => recipientLabel(a).localeCompare(recipientLabel(b)));
}

/** "Lastname Firstname (uid)": the name tells people apart, the login id makes it unique. */
export function recipientLabel(user: ShareRecipient): string {
  const name = [user.lastname, user.firstname].filter(Boolean).join(' ');
  return name ? `${name} (${user.uid})` : user.uid;
}

/**
 * A refused share as a message: the server's key when the console knows it (SHARE_WITH_SELF,
 * INVALID_DUEDATE). UNKNOWN_USER gets a share-specific text, since here it also means an
 * inactive user or one who is not a teacher, which the generic "does not exist" would hide.
 */
export function shareErrorMessage(error: unknown, isKnownKey: (key: string) => boolean): ErrorMessage {
  const message = adminErrorMessage(error, isKnownKey, 'SHARE_ERR_MSG');
  return message.key === 'UNKNOWN_USER' ? { key: 'SHARE_UNKNOWN_USER' } : { key: message.key };
}

/**
 * The subscriber status (spec, QuestionShare): a user is a subscriber while any share made to
 * them is not overdue. The console asks the server for that count (filter overdue: false), so
 * every share counts, not only the page on screen; null while it is not known yet.
 */
export type SubscriberStatus = 'subscriber' | 'notSubscriber';
export function subscriberStatus(activeShares: number | undefined): SubscriberStatus | null {
  if (activeShares === undefined) return null;
  return activeShares > 0 ? 'subscriber' : 'notSubscriber';
}
