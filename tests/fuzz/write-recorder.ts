/**
 * The store diff around a call, without scanning the table each time: a middleware on the
 * process's one DynamoDB client (functions/src/data/client.ts `dynamo()`, which every handler of
 * an in-process stack uses) reads each item a write is about to touch, before the write, while a
 * window is open. Items no write touched are unchanged, so comparing the touched ones before and
 * after is comparing the whole table before and after. Throttle counters are left out: a refused
 * sign-in or class-code join records its attempt on purpose (functions/src/data/keys.ts "Sign-in
 * throttle", data/join-limit-store.ts); so is the button health the consumer flushes later.
 */
import { type AttributeValue, type DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { canonical } from './store-reader';

type Key = Record<string, AttributeValue>;
interface Touched {
  table: string;
  key: Key;
  before: string;
}

const WRITE_COMMANDS = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'TransactWriteItemsCommand',
  'BatchWriteItemCommand',
]);

const keyOf = (item: Key): Key => ({ pk: item.pk as AttributeValue, sk: item.sk as AttributeValue });
const keyText = (key: Key) => `${key.pk?.S ?? '?'} ${key.sk?.S ?? '?'}`;
// Left out: attempt counters (a refused sign-in or class-code join records its attempt on purpose)
// and a scanner's folded button health, which the consumer flushes on its own schedule for presses
// accepted earlier (docs/fleet-health.md), so it lands in whichever call's window is open.
const isThrottle = (key: Key) => /THROTTLE#|^JOINLIMIT#|^BUTTONHEALTH#/.test(key.pk?.S ?? '');

interface WriteInput {
  TableName?: string;
  Item?: Key;
  Key?: Key;
  TransactItems?: Array<Record<string, { TableName: string; Item?: Key; Key?: Key }>>;
  RequestItems?: Record<string, Array<{ PutRequest?: { Item: Key }; DeleteRequest?: { Key: Key } }>>;
}

/** The table and key of every item a write command changes (DynamoDB's own input form). */
function targetsOf(input: WriteInput): Array<{ table: string; key: Key }> {
  const targets: Array<{ table: string; key: Key }> = [];
  if (input.TableName && (input.Item || input.Key))
    targets.push({ table: input.TableName, key: input.Key ?? keyOf(input.Item as Key) });
  for (const entry of input.TransactItems ?? []) {
    for (const [kind, action] of Object.entries(entry)) {
      if (kind === 'ConditionCheck') continue;
      targets.push({ table: action.TableName, key: action.Key ?? keyOf(action.Item as Key) });
    }
  }
  for (const [table, requests] of Object.entries(input.RequestItems ?? {})) {
    for (const request of requests) {
      const key = request.DeleteRequest?.Key ?? (request.PutRequest ? keyOf(request.PutRequest.Item) : null);
      if (key) targets.push({ table, key });
    }
  }
  return targets.filter((target) => !isThrottle(target.key));
}

export class WriteRecorder {
  private writes = 0;
  private inFlight = 0;
  private touched: Map<string, Touched> | null = null;

  /** `reader` must not carry this middleware itself. */
  constructor(private readonly reader: DynamoDBClient) {}

  attach(client: DynamoDBDocumentClient): void {
    client.middlewareStack.add(
      (next, context) => async (args) => {
        const isWrite = WRITE_COMMANDS.has(context.commandName ?? '');
        const targets = isWrite ? targetsOf(args.input as WriteInput) : [];
        this.inFlight += 1;
        try {
          if (this.touched) await this.remember(targets);
          const result = await next(args);
          if (targets.length > 0) this.writes += 1;
          return result;
        } finally {
          this.inFlight -= 1;
        }
      },
      // After the document client has turned its input into DynamoDB's attribute values.
      { step: 'serialize', priority: 'low', name: 'fuzzWriteRecorder' },
    );
  }

  private async image(table: string, key: Key): Promise<string> {
    const found = await this.reader.send(
      new GetItemCommand({ TableName: table, Key: key, ConsistentRead: true }),
    );
    return found.Item ? canonical(found.Item) : 'absent';
  }

  private async remember(targets: Array<{ table: string; key: Key }>): Promise<void> {
    for (const { table, key } of targets) {
      const id = `${table} ${keyText(key)}`;
      if (this.touched?.has(id)) continue;
      this.touched?.set(id, { table, key, before: await this.image(table, key) });
    }
  }

  /** Starts remembering, before their first write, the items writes touch. */
  open(): void {
    this.touched = new Map();
  }

  /** Stops remembering; the items whose content differs now from before the window's first write. */
  async close(): Promise<string[]> {
    const touched = [...(this.touched?.values() ?? [])];
    this.touched = null;
    const changed: string[] = [];
    for (const item of touched) {
      if ((await this.image(item.table, item.key)) !== item.before) changed.push(keyText(item.key));
    }
    return changed;
  }

  /** Whether any store call (read or write) is under way. */
  busy(): boolean {
    return this.inFlight > 0;
  }

  /** A mark to compare with later: `wroteSince(mark)`. */
  mark(): number {
    return this.writes;
  }

  wroteSince(mark: number): boolean {
    return this.writes !== mark;
  }

  /** Resolves once no store call is under way and no write started for `quietMs`. */
  async settled(quietMs = 5): Promise<void> {
    for (;;) {
      const before = this.writes;
      await new Promise((resolve) => setTimeout(resolve, quietMs));
      if (this.inFlight === 0 && this.writes === before) return;
    }
  }
}
