/**
 * The text of each reject reason of the device contract (functions/src/devices/payloads.ts
 * REJECT_REASONS), for the running class and fleet health. The three reasons of a batch refused
 * whole share one text: a teacher cannot act on the difference.
 */
const REASON_TEXT: Record<string, string> = {
  'unknown-device': 'REJECT_REASON_UNKNOWN_DEVICE',
  blacklisted: 'REJECT_REASON_BLACKLISTED',
  'no-question-running': 'REJECT_REASON_NO_QUESTION',
  'invalid-value': 'REJECT_REASON_INVALID_VALUE',
  expired: 'REJECT_REASON_EXPIRED',
  'not-seated': 'REJECT_REASON_NOT_SEATED',
  'unknown-scanner': 'REJECT_REASON_UNKNOWN_SCANNER',
  'other-site': 'REJECT_REASON_OTHER_SITE',
  'other-classroom': 'REJECT_REASON_OTHER_CLASSROOM',
  'too-late': 'REJECT_REASON_TOO_LATE',
  malformed: 'REJECT_REASON_UNREADABLE',
  'unsupported-version': 'REJECT_REASON_UNREADABLE',
  'mac-mismatch': 'REJECT_REASON_UNREADABLE',
};

/** The translation key of a reason; a reason this console does not know yet reads as unreadable. */
export function rejectReasonKey(reason: string): string {
  return REASON_TEXT[reason] ?? 'REJECT_REASON_UNREADABLE';
}

/** The total of a list of counts. */
export function rejectTotal(counts: readonly { count: number }[]): number {
  return counts.reduce((sum, { count }) => sum + count, 0);
}
