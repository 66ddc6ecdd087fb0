/**
 * The answer store's coalesced writes (data/press-write-coalescer.ts, used against DynamoDB Local)
 * on DynamoDB Local: writes issued together share transactions, and every write's outcome and the
 * stored answers are those of one conditional Put per write in the order issued (the rule of
 * devices/sequence.ts isLaterPress), with several students, senders, ties and two stores racing.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { AnswerStore } from '../../functions/src/data/answer-store';
import type { PressWrite } from '../../functions/src/data/answer-write';
import type { AnswerRecord } from '../../functions/src/data/records';
import { isLaterPress } from '../../functions/src/devices/sequence';
import type { TableRef } from '../../functions/src/kernel/table-ref';
import { randomInt, seededRandom } from '../../tools/simulator/random';
import { randomPresses } from '../support/answer-fixtures';

/** A table whose client counts the requests it sends, by operation. */
function countingTable(): { table: TableRef; sent: Map<string, number> } {
  const stack = inject('stack');
  const client = new DynamoDBClient({
    endpoint: stack.dynamoEndpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const sent = new Map<string, number>();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const operation = String(context.commandName).replace(/Command$/, '');
      sent.set(operation, (sent.get(operation) ?? 0) + 1);
      return next(args);
    },
    { step: 'initialize' },
  );
  return { table: { client: DynamoDBDocumentClient.from(client), tableName: stack.tableName }, sent };
}

const firstAnswer = (linkId: string, student: string, seq = 1): AnswerRecord => ({
  linkId,
  studentKey: student,
  value: '3',
  sender: 'scanner#A',
  seq,
  at: '2026-11-27T06:00:00.000Z',
  serverAt: Date.parse('2026-11-27T06:00:00.000Z'),
  receivedAt: Date.parse('2026-11-27T06:00:00.000Z'),
  student,
  device: null,
  app: null,
});

describe('AnswerStore with coalesced writes', () => {
  it('writes 40 first answers issued together in one transaction, then their replacements in one more', async () => {
    const { table, sent } = countingTable();
    const store = new AnswerStore(table, { coalesceWrites: true });
    const linkId = `link-${randomUUID()}`;
    const students = Array.from({ length: 40 }, (_, index) => `student-${index}`);

    const firsts = await Promise.all(students.map((student) => store.putPress(firstAnswer(linkId, student))));
    const replaced = await Promise.all(
      students.map((student) => store.putPress(firstAnswer(linkId, student, 2))),
    );
    const replays = await Promise.all(
      students.map((student) => store.putPress(firstAnswer(linkId, student, 2))),
    );

    expect(new Set(firsts)).toEqual(new Set(['first']));
    expect(new Set(replaced)).toEqual(new Set(['replaced']));
    expect(new Set(replays)).toEqual(new Set(['ignored']));
    // Two transactions that succeed at once, and one that the replays' conditions cancel, whose
    // reasons (a later or equal answer stored) settle them: no single Put at all.
    expect(sent.get('TransactWriteItems')).toBe(3);
    expect(sent.get('PutItem') ?? 0).toBe(0);
    expect((await store.answer(linkId, 'student-7'))?.seq).toBe(2);
  });

  it('gives every write the outcome of one conditional Put per write in the order issued', async () => {
    const store = new AnswerStore(countingTable().table, { coalesceWrites: true });
    for (const seed of [11, 12, 13, 14]) {
      const random = seededRandom(seed);
      const nextPress = randomPresses(seed + 1_000);
      const linkId = `link-${randomUUID()}`;
      const model = new Map<string, AnswerRecord>();
      for (let group = 0; group < 8; group += 1) {
        // A group is issued in one turn of the event loop: it may share transactions and hold
        // several presses of one student.
        const presses = Array.from({ length: randomInt(random, 1, 20) }, () =>
          nextPress(linkId, `student-${randomInt(random, 0, 5)}`),
        );
        const expected = presses.map((candidate): PressWrite => {
          const stored = model.get(candidate.studentKey);
          const outcome = !stored ? 'first' : isLaterPress(candidate, stored) ? 'replaced' : 'ignored';
          if (outcome !== 'ignored') model.set(candidate.studentKey, candidate);
          return outcome;
        });
        const outcomes = await Promise.all(presses.map((candidate) => store.putPress(candidate)));
        expect({ seed, group, outcomes }).toEqual({ seed, group, outcomes: expected });
      }
      for (const [student, answer] of model) expect(await store.answer(linkId, student)).toEqual(answer);
    }
  });

  it('stores each student once when two stores race with the same presses', async () => {
    const [one, two] = [countingTable(), countingTable()].map(
      ({ table }) => new AnswerStore(table, { coalesceWrites: true }),
    ) as [AnswerStore, AnswerStore];
    const linkId = `link-${randomUUID()}`;
    const students = Array.from({ length: 30 }, (_, index) => `student-${index}`);

    const outcomes = await Promise.all([
      ...students.map((student) => one.putPress(firstAnswer(linkId, student))),
      ...students.map((student) => two.putPress(firstAnswer(linkId, student))),
    ]);

    expect(outcomes.filter((outcome) => outcome === 'first')).toHaveLength(30);
    expect(outcomes.filter((outcome) => outcome === 'ignored')).toHaveLength(30);
    expect(await one.answer(linkId, 'student-29')).toEqual(firstAnswer(linkId, 'student-29'));
  });

  it("keeps a student's writes in the order issued when they arrive in different turns", async () => {
    const store = new AnswerStore(countingTable().table, { coalesceWrites: true });
    const linkId = `link-${randomUUID()}`;
    const at = (ms: number) => ({ serverAt: ms, receivedAt: ms, at: new Date(ms).toISOString() });
    // isLaterPress is not transitive across senders: applied in another order these three would
    // leave another answer stored, so the order must be the order issued.
    const b = { ...firstAnswer(linkId, 'student-1', 1), ...at(1_790_000_300_000), value: '2' };
    const a = { ...firstAnswer(linkId, 'student-1', 2), ...at(1_790_000_100_000), value: '1' };
    const c = {
      ...firstAnswer(linkId, 'student-1', 0),
      ...at(1_790_000_200_000),
      sender: 'app#phone',
      value: '4',
    };
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

    const writes = [store.putPress(b)];
    await nextTurn();
    writes.push(store.putPress(a));
    await nextTurn();
    writes.push(store.putPress(c));

    expect(await Promise.all(writes)).toEqual(['first', 'replaced', 'replaced']);
    expect(await store.answer(linkId, 'student-1')).toEqual(c);
  });
});
