/**
 * Random presses for the answer store's model tests (answer-store*.test.ts): few distinct seqs,
 * press times, arrival times and senders, so ties happen; seeded, so a failure can be replayed.
 */
import type { AnswerRecord } from '../../functions/src/data/records';
import { randomInt, seededRandom } from '../../tools/simulator/random';

/** A press maker for `seed`: each call a new random press of `student` to `linkId`. */
export function randomPresses(seed: number): (linkId: string, student: string) => AnswerRecord {
  const random = seededRandom(seed);
  const below = (count: number) => randomInt(random, 0, count - 1);
  return (linkId, student) => {
    const serverAt = 1_790_000_000_000 + below(4) * 1000;
    return {
      linkId,
      studentKey: student,
      value: String(below(5) + 1),
      sender: ['scanner#A', 'scanner#B', 'app#phone'][below(3)] as string,
      seq: below(4),
      at: new Date(serverAt).toISOString(),
      serverAt,
      receivedAt: serverAt + below(3),
      student,
      device: null,
      app: null,
    };
  };
}
