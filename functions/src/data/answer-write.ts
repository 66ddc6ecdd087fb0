/**
 * What every answer write shares (answer-store.ts, press-write-coalescer.ts): the stored item, the
 * contract's "later press" rule (devices/sequence.ts isLaterPress) spelled as a DynamoDB
 * condition, and what a write did.
 */
import { answerKey } from './keys';
import type { AnswerRecord } from './records';

/** What a press write did: the student's first answer, a later press over theirs, or nothing. */
export type PressWrite = 'first' | 'replaced' | 'ignored';

/** The stored item of an answer: its key and the record. */
export function answerItem(answer: AnswerRecord): Record<string, unknown> {
  return { ...answerKey(answer.linkId, answer.studentKey), ...answer };
}

/**
 * isLaterPress(new, stored) against a stored item: the same sender with a lower seq; another
 * sender with an earlier press time, then an earlier arrival, then a lower sender name. A replay
 * (same sender and seq) fails it.
 */
const LATER_THAN_STORED_ANSWER = [
  '(sender = :sender AND seq < :seq)',
  '(sender <> :sender AND (serverAt < :serverAt OR (serverAt = :serverAt AND (receivedAt < :receivedAt OR (receivedAt = :receivedAt AND sender < :sender)))))',
].join(' OR ');

/** The condition's values for `answer`. */
export function laterPressValues(answer: AnswerRecord): Record<string, unknown> {
  return {
    ':sender': answer.sender,
    ':seq': answer.seq,
    ':serverAt': answer.serverAt,
    ':receivedAt': answer.receivedAt,
  };
}

/** Nothing stored, or a stored answer this press is later than: the single Put's condition. */
export const NONE_OR_LATER = `attribute_not_exists(pk) OR ${LATER_THAN_STORED_ANSWER}`;

/** An answer stored and this press later than it: a replacement's condition. */
export const STORED_AND_LATER = `attribute_exists(pk) AND (${LATER_THAN_STORED_ANSWER})`;
