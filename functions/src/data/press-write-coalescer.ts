/**
 * Press writes coalesced into transactions, against DynamoDB Local only (docs/local-stack.md
 * "Answer writes against DynamoDB Local"). DynamoDB Local spends its CPU per request rather than
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
 * "no stored answer" failed is sent again as a replacement. Writes that arrive in the same turn of
 * the event loop share transactions; two writes for one student never share one (DynamoDB refuses
 * that) and go in the order they came. After a few rounds, or on any other error, each remaining
 * write goes on its own as a single conditional Put, so one bad item fails only its own caller.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../kernel/table-ref';
import { answerItem, laterPressValues, type PressWrite, STORED_AND_LATER } from './answer-write';
import type { AnswerRecord } from './records';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Items per transaction: large enough to amortize DynamoDB Local's per-request cost, under its 100. */
export const COALESCED_ITEMS = 50;

/** Transaction rounds for one wave before its remaining writes go one by one. */
const MAX_ROUNDS = 4;

/** Students remembered as having an answer, so a replacement needs no failed first round. */
const KNOWN_ANSWERS = 20_000;

interface PendingWrite {
  answer: AnswerRecord;
  item: Record<string, unknown>;
  /** Whether an answer is known to be stored for this student (the condition to send). */
  stored: boolean;
  resolve(outcome: PressWrite): void;
  reject(error: unknown): void;
}

const keyOf = (answer: AnswerRecord) => `${answer.linkId}\n${answer.studentKey}`;

export class PressWriteCoalescer {
  private pending: PendingWrite[] = [];
  private readonly known = new Map<string, true>();

  /** `putOne` is the single conditional Put, for what cannot be coalesced. */
  constructor(
    private readonly table: TableRef,
    private readonly putOne: (answer: AnswerRecord) => Promise<PressWrite>,
  ) {}

  write(answer: AnswerRecord): Promise<PressWrite> {
    return new Promise<PressWrite>((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => void this.flush());
      this.pending.push({
        answer,
        item: answerItem(answer),
        stored: this.known.has(keyOf(answer)),
        resolve,
        reject,
      });
    });
  }

  /** Writes everything pending: waves of distinct students, each wave in transactions. */
  private async flush(): Promise<void> {
    const writes = this.pending;
    this.pending = [];
    for (const wave of wavesOf(writes)) {
      const chunks: PendingWrite[][] = [];
      for (let start = 0; start < wave.length; start += COALESCED_ITEMS)
        chunks.push(wave.slice(start, start + COALESCED_ITEMS));
      await Promise.all(chunks.map((chunk) => this.writeChunk(chunk)));
    }
  }

  private async writeChunk(chunk: PendingWrite[]): Promise<void> {
    let remaining = chunk;
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
        remaining = remaining.filter((write, index) => this.retryAfter(write, reasons[index]));
      }
    }
    await Promise.all(
      remaining.map((write) =>
        this.putOne(write.answer).then(
          (outcome) => this.settle(write, outcome),
          (error: unknown) => write.reject(error),
        ),
      ),
    );
  }

  /** After a cancelled transaction: settles `write` if its reason decides it, else says to retry. */
  private retryAfter(write: PendingWrite, reason: CancellationReason | undefined): boolean {
    if (reason?.Code !== 'ConditionalCheckFailed') return true;
    if (!write.stored) {
      // Its student has an answer after all: send it again as a replacement.
      write.stored = true;
      return true;
    }
    if (!reason.Item) {
      // No answer is stored (removed with its link): send it again as a first answer.
      write.stored = false;
      return true;
    }
    this.settle(write, 'ignored');
    return false;
  }

  private transactItem({ answer, item, stored }: PendingWrite): TransactItem {
    const TableName = this.table.tableName;
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
