/**
 * Press writes coalesced into transactions, against DynamoDB Local only (docs/local-stack.md
 * "A second departure, the answer writes"). DynamoDB Local spends its CPU per request rather than
 * per item (one HTTP exchange and one SQLite commit each): measured here, about 500 conditional
 * Puts a second one by one, 1,000 items a second in transactions of 10 and 1,400 in transactions
 * of 50. In AWS the same transactions would cost two write units per item and halve what one
 * hall's answer partition takes in a second (docs/capacity.md), so there each press stays one
 * conditional PutItem (answer-store.ts) and this class is not built.
 *
 * The outcome of every write is the one its own conditional Put would have had, decided by the
 * same rule (answer-write.ts), with one condition per item:
 * - a student not known to have an answer: "no stored answer"; if it holds, `first';
 * - else "an answer is stored and this press is later": `replaced' if it holds, `ignored' if an
 *   answer is stored and this press is not later.
 * A failed condition cancels the whole transaction, so the others are sent again; an item whose
 * "no stored answer" failed is sent again as a replacement. Writes that arrive together (in one
 * turn of the event loop, or while the previous flush runs) share transactions; one flush runs at
 * a time and two writes for one student never share a transaction (DynamoDB refuses that), so a
 * student's writes go in the order they came in this process. After a few rounds, or on any
 * other error, each remaining write goes on its own as a single conditional Put, so one bad item
 * fails only its own caller.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../kernel/table-ref';
import { answerItem, laterPressValues, type PressWrite, STORED_AND_LATER } from './answer-write';
import type { AnswerRecord } from './records';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Items per transaction: large enough to amortize DynamoDB Local's per-request cost, under its 100. */
const COALESCED_ITEMS = 50;

/** Transaction rounds for one wave before its remaining writes go one by one. */
const MAX_ROUNDS = 4;

/** Students remembered as having an answer, so a replacement needs no failed first round. */
const KNOWN_ANSWERS = 20_000;

interface PendingWrite {
  answer: AnswerRecord;
  /** Whether an answer is known to be stored for this student (the condition to send). */
  stored: boolean;
  resolve(outcome: PressWrite): void;
  reject(error: unknown): void;
}

const keyOf = (answer: AnswerRecord) => `${answer.linkId}\n${answer.studentKey}`;

export class PressWriteCoalescer {
  private pending: PendingWrite[] = [];
  private draining = false;
  private readonly known = new Map<string, true>();

  /** `putOne` is the single conditional Put, for what cannot be coalesced. */
  constructor(
    private readonly table: TableRef,
    private readonly putOne: (answer: AnswerRecord) => Promise<PressWrite>,
  ) {}

  write(answer: AnswerRecord): Promise<PressWrite> {
    return new Promise<PressWrite>((resolve, reject) => {
      this.pending.push({ answer, stored: false, resolve, reject });
      if (!this.draining) {
        this.draining = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  /**
   * One flush at a time: the writes that arrive while one runs wait for it and go together in
   * the next, so a student's writes are never sent out of the order they came in.
   */
  private async drain(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const writes = this.pending;
        this.pending = [];
        await this.flush(writes);
      }
    } finally {
      this.draining = false;
    }
  }

  /** Writes a flush's writes: waves of distinct students, each wave in transactions. */
  private async flush(writes: PendingWrite[]): Promise<void> {
    for (const wave of wavesOf(writes)) {
      const chunks: PendingWrite[][] = [];
      for (let start = 0; start < wave.length; start += COALESCED_ITEMS)
        chunks.push(wave.slice(start, start + COALESCED_ITEMS));
      // writeChunk settles every write itself; should it throw, no caller is left waiting
      // (settling a settled promise again changes nothing).
      await Promise.all(
        chunks.map((chunk) =>
          this.writeChunk(chunk).catch((error: unknown) => {
            for (const write of chunk) write.reject(error);
          }),
        ),
      );
    }
  }

  private async writeChunk(chunk: PendingWrite[]): Promise<void> {
    // Known now, after the waves before this one: a student answered is sent as a replacement.
    for (const write of chunk) write.stored = this.known.has(keyOf(write.answer));
    let remaining = chunk;
    /** Items whose reason is neither a condition nor a conflict (e.g. invalid): alone, at once. */
    const alone: PendingWrite[] = [];
    for (let round = 0; round < MAX_ROUNDS && remaining.length > 1; round += 1) {
      try {
        await this.table.client.send(
          new TransactWriteCommand({ TransactItems: remaining.map((write) => this.transactItem(write)) }),
        );
        for (const write of remaining) this.settle(write, write.stored ? 'replaced' : 'first');
        return;
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) break;
        const next: PendingWrite[] = [];
        remaining.forEach((write, index) => {
          const decided = this.retryAfter(write, reasons[index]);
          if (decided === 'again') next.push(write);
          else if (decided === 'alone') alone.push(write);
        });
        remaining = next;
      }
    }
    await Promise.all(
      [...alone, ...remaining].map((write) =>
        this.putOne(write.answer).then(
          (outcome) => this.settle(write, outcome),
          (error: unknown) => write.reject(error),
        ),
      ),
    );
  }

  /**
   * After a cancelled transaction: `settled` if its reason decides `write`, `again` to send it in
   * the next round, `alone` for a reason no round can change (an invalid item: its own Put fails
   * only its own caller).
   */
  private retryAfter(
    write: PendingWrite,
    reason: CancellationReason | undefined,
  ): 'settled' | 'again' | 'alone' {
    const code = reason?.Code ?? 'None';
    if (code === 'None' || code === 'TransactionConflict') return 'again';
    if (code !== 'ConditionalCheckFailed') return 'alone';
    if (!write.stored) {
      // Its student has an answer after all: send it again as a replacement.
      write.stored = true;
      return 'again';
    }
    if (!reason?.Item) {
      // No answer is stored (removed with its link): send it again as a first answer.
      write.stored = false;
      return 'again';
    }
    this.settle(write, 'ignored');
    return 'settled';
  }

  private transactItem({ answer, stored }: PendingWrite): TransactItem {
    const TableName = this.table.tableName;
    const item = answerItem(answer);
    if (!stored) return { Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } };
    return {
      Put: {
        TableName,
        Item: item,
        ConditionExpression: STORED_AND_LATER,
        ExpressionAttributeValues: laterPressValues(answer),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    };
  }

  private settle(write: PendingWrite, outcome: PressWrite): void {
    const key = keyOf(write.answer);
    this.known.delete(key);
    this.known.set(key, true);
    if (this.known.size > KNOWN_ANSWERS) this.known.delete(this.known.keys().next().value as string);
    write.resolve(outcome);
  }
}

/** Splits writes into waves in which each student appears once, keeping each student's order. */
function wavesOf(writes: PendingWrite[]): PendingWrite[][] {
  const waves: PendingWrite[][] = [];
  const seen = new Map<string, number>();
  for (const write of writes) {
    const key = keyOf(write.answer);
    const wave = seen.get(key) ?? 0;
    seen.set(key, wave + 1);
    if (wave === waves.length) waves.push([]);
    waves[wave]?.push(write);
  }
  return waves;
}

interface CancellationReason {
  Code?: string;
  Item?: Record<string, unknown>;
}

/** The per-item reasons of a cancelled transaction, or null for any other error. */
function cancellationReasons(error: unknown): (CancellationReason | undefined)[] | null {
  const cancelled = error as { name?: string; CancellationReasons?: CancellationReason[] } | null;
  if (cancelled?.name !== 'TransactionCanceledException' || !cancelled.CancellationReasons) return null;
  return cancelled.CancellationReasons;
}
