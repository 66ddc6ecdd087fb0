/**
 * The answer write's DynamoDB condition against the contract's rule (devices/sequence.ts
 * isLaterPress), on DynamoDB Local: random presses of one student from three senders, with few
 * distinct seqs and times so ties happen, applied in a random order to the real store and to a
 * model that applies isLaterPress. Every write's outcome and the stored press must agree. Also
 * the per-link count that answer events carry.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AnswerStore } from '../../functions/src/data/answer-store';
import type { PressWrite } from '../../functions/src/data/answer-write';
import type { AnswerRecord } from '../../functions/src/data/records';
import { isLaterPress } from '../../functions/src/devices/sequence';
import { randomPresses } from '../support/answer-fixtures';
import { testTable } from '../support/fixtures';

describe('AnswerStore.putPress', () => {
  it('stores exactly the presses isLaterPress says are later, in any arrival order', async () => {
    const store = new AnswerStore(testTable());
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const nextPress = randomPresses(seed);
      const linkId = `link-${randomUUID()}`;
      let model: AnswerRecord | null = null;
      for (let index = 0; index < 25; index += 1) {
        const candidate = nextPress(linkId, 'student-1');
        const expected: PressWrite = !model
          ? 'first'
          : isLaterPress(candidate, model)
            ? 'replaced'
            : 'ignored';
        if (expected !== 'ignored') model = candidate;
        expect({ seed, index, outcome: await store.putPress(candidate) }).toEqual({
          seed,
          index,
          outcome: expected,
        });
      }
      const stored = await store.answer(linkId, 'student-1');
      expect(stored).toEqual(model);
    }
  });

  it('counts the first answers added to a link, and reads the count back', async () => {
    const store = new AnswerStore(testTable());
    const linkId = `link-${randomUUID()}`;
    expect(await store.answerCount(linkId)).toBe(0);
    expect(await store.addFirstAnswers(linkId, 3)).toBe(3);
    expect(await store.addFirstAnswers(linkId, 0)).toBe(3);
    expect(await Promise.all([store.addFirstAnswers(linkId, 1), store.addFirstAnswers(linkId, 1)])).toEqual(
      expect.arrayContaining([4, 5]),
    );
    expect(await store.answerCount(linkId)).toBe(5);
  });
});
