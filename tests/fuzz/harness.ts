/**
 * What every fuzz target shares: an in-process local stack (so its queues and its one DynamoDB
 * client can be watched), signed-in callers, the ids the store holds, the store diff around each
 * call, and the tally of cases, crashes, 5xx and partial writes.
 *
 * A crash is anything the product did not decide: a resolver that threw (InternalFailure), a
 * malformed result, a request that failed or got no answer, a device message that failed in the
 * consumer, an exception nobody caught, or the importer throwing something other than its own
 * ImportError. A partial write is a refused call after which the table's items differ
 * (write-recorder.ts compares every item a write touched during the call with its image before).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { dynamo } from '../../functions/src/data/client';
import { freeStackPorts } from '../../infra/local/ports';
import { type LocalStack, startLocalStack } from '../../infra/local/stack';
import type { Caller } from './graphql-cases';
import { StoreReader } from './store-reader';
import type { KnownValues } from './values';
import { WriteRecorder } from './write-recorder';

export interface Finding {
  kind: 'crash' | '5xx' | 'partial-write';
  target: string;
  detail: string;
  /** The case, cut for the report. */
  input: string;
}

export interface Figures {
  target: string;
  cases: number;
  refused: number;
  crashes: number;
  http5xx: number;
  partialWrites: number;
  seconds: number;
  /** The slowest answer of the target, in ms (GraphQL targets). */
  slowestMs?: number;
}

const DEMO_PASSWORD = 'demo1234';
const SESSION_UIDS: Record<string, string> = {
  teacher: 'teacher',
  staff: 'staff',
  admin: 'admin',
  dist: 'dist',
  system: 'system',
};
const FORGED_TOKEN = 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged';
const CRASH_LOGS = [/Resolver failed/, /Request failed/, /Device message failed/, /could not queue/];

export class FuzzContext {
  readonly findings: Finding[] = [];
  private readonly tokens = new Map<string, string>();
  private crashLogs = 0;
  readonly userIdsOfCallers = new Set<string>();

  private constructor(
    readonly stack: LocalStack,
    private readonly dataDir: string,
    readonly recorder: WriteRecorder,
    private readonly reader: DynamoDBClient,
    readonly known: KnownValues,
  ) {}

  /** Starts a fresh seeded stack on free ports in a temporary folder, in this process. */
  static async start(): Promise<FuzzContext> {
    const dataDir = mkdtempSync(join(tmpdir(), 'classpulse-fuzz-'));
    const ports = await freeStackPorts();
    const stack = await startLocalStack({ dataDir, ports, seed: true, serveConsole: false });
    // A client of its own for the recorder's reads, so they do not pass through its middleware.
    const reader = new DynamoDBClient({
      endpoint: stack.dynamoEndpoint,
      region: stack.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const recorder = new WriteRecorder(reader);
    recorder.attach(dynamo());
    const store = new StoreReader(stack.dynamoEndpoint, stack.region, stack.tableName);
    const known = await knownValues(store);
    store.destroy();
    const context = new FuzzContext(stack, dataDir, recorder, reader, known);
    context.watchCrashes();
    for (const caller of Object.keys(SESSION_UIDS)) await context.renew(caller as Caller);
    // Cases never name the callers themselves: removing or re-keying them, or tripping their
    // sign-in throttle, would only turn the rest of a run into Unauthorized answers.
    const callers = new Set([...context.userIdsOfCallers, ...Object.values(SESSION_UIDS)]);
    for (const list of [known.ids, known.uids]) {
      const kept = list.filter((value) => !callers.has(value));
      list.splice(0, list.length, ...kept);
    }
    return context;
  }

  /** Counts the stack's own reports of failures it did not decide, and uncaught exceptions. */
  private watchCrashes(): void {
    const original = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      if (CRASH_LOGS.some((pattern) => pattern.test(String(args[0])))) this.crashLogs += 1;
      original(...args);
    };
    const count = () => {
      this.crashLogs += 1;
    };
    process.on('uncaughtException', count);
    process.on('unhandledRejection', count);
  }

  crashLogMark(): number {
    return this.crashLogs;
  }

  /** Signs the demo account of a caller in again (its session may have been ended by a case). */
  async renew(caller: Caller): Promise<boolean> {
    const uid = SESSION_UIDS[caller];
    if (!uid) return false;
    const result = await this.graphql(
      'mutation ($u: String!, $p: String!) { signin(uid: $u, password: $p) { token user { _id } } }',
      { u: uid, p: DEMO_PASSWORD },
      'apiKey',
    );
    const signin = (result.body?.data as { signin?: { token: string; user: { _id: string } } } | undefined)
      ?.signin;
    if (!signin) return false;
    this.tokens.set(caller, signin.token);
    this.userIdsOfCallers.add(signin.user._id);
    return true;
  }

  headersOf(caller: Caller): Record<string, string> {
    if (caller === 'apiKey') return { 'x-api-key': this.stack.apiKey };
    if (caller === 'forged') return { authorization: FORGED_TOKEN };
    if (caller === 'none') return {};
    const token = this.tokens.get(caller);
    return token ? { authorization: token } : { authorization: FORGED_TOKEN };
  }

  /** POST /graphql; `error` is set when no HTTP answer came back at all, or none within `timeoutMs`. */
  async graphql(
    query: string,
    variables: Record<string, unknown>,
    caller: Caller,
    timeoutMs = 60_000,
  ): Promise<{ status: number; body?: GraphqlBody; error?: string }> {
    try {
      const response = await fetch(this.stack.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...this.headersOf(caller) },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      try {
        return { status: response.status, body: JSON.parse(text) as GraphqlBody };
      } catch {
        return { status: response.status, error: `not JSON: ${text.slice(0, 200)}` };
      }
    } catch (error) {
      return { status: 0, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  }

  /** Before a call: settle what earlier calls started, then remember what this one touches. */
  async beginCall(): Promise<void> {
    await this.recorder.settled();
    this.recorder.open();
  }

  /**
   * After the call: every item it wrote is compared with its image from before; when the call was
   * refused, any difference is a partial write. True when one was reported.
   */
  /**
   * Closes the call's window; a refused call that changed an item is a partial write, except the
   * items `expected` says the refusal itself changes (a broker refusal's presence, for one).
   */
  async endCall(
    target: string,
    refused: boolean,
    input: string,
    expected: (item: string) => boolean = () => false,
  ): Promise<boolean> {
    await this.recorder.settled();
    const changed = (await this.recorder.close()).filter((item) => !expected(item));
    if (!refused || changed.length === 0) return false;
    this.report('partial-write', target, `items changed: ${changed.join(', ')}`, input);
    return true;
  }

  report(kind: Finding['kind'], target: string, detail: string, input: string): void {
    this.findings.push({ kind, target, detail, input: input.slice(0, 600) });
  }

  async close(): Promise<void> {
    this.reader.destroy();
    await this.stack.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

export interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ errorType?: string | null; message: string; path?: unknown[] | null }>;
}

/** Ids, MACs, uuids, scids, codes and uids of the seeded store, for cases that name real things. */
async function knownValues(store: StoreReader): Promise<KnownValues> {
  const known: KnownValues = { ids: [], macs: [], uuids: [], scids: [], codes: [], uids: [] };
  const add = (list: string[], value: unknown) => {
    if (typeof value === 'string' && value && !list.includes(value)) list.push(value);
  };
  for (const item of await store.items()) {
    add(known.ids, item._id);
    add(known.macs, item.mac);
    add(known.uuids, item.uuid);
    add(known.scids, item.scid);
    add(known.codes, item.code);
    add(known.uids, item.uid);
  }
  return known;
}

export function newFigures(target: string): Figures {
  return { target, cases: 0, refused: 0, crashes: 0, http5xx: 0, partialWrites: 0, seconds: 0 };
}
