/**
 * A 10,000-seat hall against DynamoDB's per-partition limits (docs/capacity.md): 1,000 write
 * units and 3,000 read units a second for the items of one partition key. Two replays run the
 * product's own code (the answer consumer, the phone's join, class and answer, the authorizer)
 * over an in-memory table that meters every request as DynamoDB bills it (model-table.ts), each
 * Lambda instance with its own caches, on the replay's clock:
 * - buttons: 10,000 presses in one second, from 100 scanners sending two messages of 50 each,
 *   one message per consumer invocation over the consumer's 50 instances;
 * - phones: 10,000 phones joining over a minute (each reading its class once joined), then the
 *   class notice of a new question (every phone reads its class, NOTICE_SETTLE_MS plus up to
 *   NOTICE_SPREAD_MS after it), then every phone answering within one second; the authorizer and
 *   the resolver each on ACCOUNT_CONCURRENCY instances (the worst case for what they read afresh).
 * It prints, per replay, the busiest partitions' requests, write units and read units in their
 * busiest second, and fails on any partition over a limit in any second.
 */
import type { SQSRecord } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorizeToken } from '../../functions/src/auth/authorizer';
import { type AppCaller, callerFromIdentity } from '../../functions/src/auth/caller';
import { TokenSigner } from '../../functions/src/auth/tokens';
import { AnswerStore } from '../../functions/src/data/answer-store';
import { EntityRepository } from '../../functions/src/data/entities';
import { JoinLimitStore } from '../../functions/src/data/join-limit-store';
import { ListReader } from '../../functions/src/data/lists';
import type { QuestionLinkRecord } from '../../functions/src/data/records';
import { RemoteSeatStore } from '../../functions/src/data/remote-store';
import { SessionStore } from '../../functions/src/data/session-store';
import { UserStore } from '../../functions/src/data/users';
import { AnswerRecorder } from '../../functions/src/devices/answers';
import { ButtonHealthFolder } from '../../functions/src/devices/consumer/button-health-folder';
import { consumeRecords } from '../../functions/src/devices/consumer/consume';
import { InstanceCache } from '../../functions/src/devices/consumer/instance-cache';
import { RecentPresses } from '../../functions/src/devices/consumer/recent-presses';
import { StoreConsumerReader } from '../../functions/src/devices/consumer/store-reader';
import { pressTopic } from '../../functions/src/devices/topics';
import { CLASS_STATE_TTL_MS } from '../../functions/src/domain/remote/class-reads';
import { RemoteAnswerService } from '../../functions/src/domain/remote/remote-answers';
import { RemoteJoinService } from '../../functions/src/domain/remote/remote-join';
import { RemoteStudentService } from '../../functions/src/domain/remote/remote-students';
import { SeatPins } from '../../functions/src/domain/remote/seat-pins';
import { Roster } from '../../functions/src/domain/users/user-support';
import { metrics } from '../../functions/src/kernel/observability';
import { LOCAL_STAGE } from '../../functions/src/kernel/stage';
import { ACCOUNT_CONCURRENCY, RESERVED_CONCURRENCY } from '../../infra/lib/concurrency';
import { NOTICE_SETTLE_MS, NOTICE_SPREAD_MS } from '../../web/src/pages/remote/noticeRefresh';
import { buttonMac, HALL, scannerScid, seedButtons, seedHall } from './hall-world';
import { type Load, ModelTable } from './model-table';

/** DynamoDB's throughput for the items of one partition key, per second. */
const PARTITION_LIMITS = { writeUnits: 1_000, readUnits: 3_000 } as const;
const SEATS = 10_000;
const SCANNERS = 100;
const PRESSES_PER_MESSAGE = 50;
const JOIN_SECONDS = 60;
const SECRET = 'capacity-replay-signing-key-0123456789abcdef0123456789';

/** The replay's clock: the table counts in its second, every cache reads it. */
class Clock {
  ms: number;
  constructor(
    readonly start: number,
    private readonly table: ModelTable,
  ) {
    this.ms = start;
  }
  at(second: number, withinMs = 0): void {
    this.ms = this.start + second * 1000 + withinMs;
    this.table.second = second;
  }
  readonly now = () => this.ms;
  readonly date = () => new Date(this.ms);
}

/** A deterministic random number in [0, 1) per seed, so a replay is the same every run. */
function spread(seed: number): number {
  const x = Math.sin(seed * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}

interface Busiest {
  partition: string;
  second: number;
  load: Load;
}

/** Each partition's busiest second by write units and by read units, busiest first. */
function busiest(table: ModelTable, count = 8): { writes: Busiest[]; reads: Busiest[] } {
  const peaks = [...table.load.entries()].map(([partition, seconds]) => {
    const entries = [...seconds.entries()];
    const byWrites = entries.reduce((a, b) => (b[1].writeUnits > a[1].writeUnits ? b : a));
    const byReads = entries.reduce((a, b) => (b[1].readUnits > a[1].readUnits ? b : a));
    return {
      writes: { partition, second: byWrites[0], load: byWrites[1] },
      reads: { partition, second: byReads[0], load: byReads[1] },
    };
  });
  return {
    writes: peaks
      .map((peak) => peak.writes)
      .sort((a, b) => b.load.writeUnits - a.load.writeUnits)
      .slice(0, count),
    reads: peaks
      .map((peak) => peak.reads)
      .sort((a, b) => b.load.readUnits - a.load.readUnits)
      .slice(0, count),
  };
}

function report(title: string, table: ModelTable): string {
  const { writes, reads } = busiest(table);
  const row = (b: Busiest) =>
    `  ${b.partition.padEnd(44)} ${String(b.second).padStart(4)} ${String(b.load.requests).padStart(10)} ${String(
      Math.round(b.load.writeUnits),
    ).padStart(8)} ${String(Math.round(b.load.readUnits)).padStart(8)}`;
  const header = `  ${'partition key'.padEnd(44)} ${'s'.padStart(4)} ${'requests/s'.padStart(10)} ${'WCU/s'.padStart(8)} ${'RCU/s'.padStart(8)}`;
  return [
    title,
    `busiest partitions by writes (limit ${PARTITION_LIMITS.writeUnits} WCU/s):`,
    header,
    ...writes.map(row),
    `busiest partitions by reads (limit ${PARTITION_LIMITS.readUnits} RCU/s):`,
    header,
    ...reads.map(row),
  ].join('\n');
}

/** Every partition and second over a limit. */
function overLimits(table: ModelTable): string[] {
  const over: string[] = [];
  for (const [partition, seconds] of table.load)
    for (const [second, load] of seconds) {
      if (load.writeUnits > PARTITION_LIMITS.writeUnits)
        over.push(`${partition} @${second}s: ${load.writeUnits} WCU`);
      if (load.readUnits > PARTITION_LIMITS.readUnits)
        over.push(`${partition} @${second}s: ${load.readUnits} RCU`);
    }
  return over;
}

/** One rule envelope of a scanner's press batch, as the IoT rule queues it. */
function pressMessage(scanner: number, batch: number, buttons: number[], sentAt: number): SQSRecord {
  const payload = {
    v: 1,
    seq: batch,
    sentAt,
    presses: buttons.map((n, i) => ({
      mac: buttonMac(n),
      value: String((n % 4) + 1),
      seq: i + 1,
      at: sentAt - 50,
    })),
  };
  const body = JSON.stringify({
    topic: pressTopic(LOCAL_STAGE, scannerScid(scanner)),
    clientId: scannerScid(scanner),
    receivedAt: sentAt + 20,
    body: Buffer.from(JSON.stringify(payload)).toString('base64'),
  });
  return { messageId: `press-${scanner}-${batch}`, body } as SQSRecord;
}

describe('a 10,000-seat hall against the per-partition limits', () => {
  describe('10,000 buttons pressed within one second', () => {
    let table: ModelTable;
    let stored = 0;

    beforeAll(async () => {
      table = new ModelTable();
      const clock = new Clock(Date.now(), table);
      // The question started a minute before the hall presses.
      await seedHall(table, new Date(clock.start - 60_000));
      await seedButtons(table, SCANNERS, SEATS, clock.date());
      // One consumer instance per Lambda container, each with its own caches and stores.
      const instances = Array.from({ length: RESERVED_CONCURRENCY.answerConsumer }, () => {
        const entities = new EntityRepository(table as never);
        const store = new AnswerStore(table as never, { now: clock.now });
        return {
          reader: new StoreConsumerReader(entities, new SessionStore(table as never)),
          answers: new AnswerRecorder(store),
          cache: new InstanceCache(clock.now),
          recent: new RecentPresses(),
          health: new ButtonHealthFolder(),
        };
      });
      const perScanner = SEATS / SCANNERS;
      const messages: { at: number; record: SQSRecord }[] = [];
      for (let scanner = 1; scanner <= SCANNERS; scanner += 1) {
        const buttons = Array.from({ length: perScanner }, (_, i) => (scanner - 1) * perScanner + i + 1);
        for (let batch = 0; batch * PRESSES_PER_MESSAGE < perScanner; batch += 1) {
          const at = Math.floor(spread(scanner * 7 + batch) * 1000);
          const slice = buttons.slice(batch * PRESSES_PER_MESSAGE, (batch + 1) * PRESSES_PER_MESSAGE);
          messages.push({ at, record: pressMessage(scanner, batch + 1, slice, clock.start + at) });
        }
      }
      messages.sort((a, b) => a.at - b.at);
      table.recording = true;
      for (const [i, { at, record }] of messages.entries()) {
        clock.at(0, at);
        const instance = instances[i % instances.length];
        if (!instance) throw new Error('no consumer instance');
        const result = await consumeRecords([record], {
          reader: instance.reader,
          answers: instance.answers,
          notifier: { answersChanged: async () => undefined },
          acks: {
            publish: async (_topic, ack) => {
              stored += ack.acks.filter((entry) => entry.status === 'accepted').length;
            },
          },
          deadLetters: { deadLetter: async () => undefined },
          now: clock.now,
          log: () => undefined,
          recentPresses: instance.recent,
          instanceCache: instance.cache,
          buttonHealth: { folder: instance.health, write: async () => undefined },
        });
        expect(result.batchItemFailures).toEqual([]);
        // What a Lambda invocation would publish when it ends (kernel/observability.ts): not here.
        metrics.clearMetrics();
      }
      table.recording = false;
      console.log(
        report(
          `10,000-press burst: ${messages.length} messages of ${PRESSES_PER_MESSAGE} presses in 1 s, ${instances.length} consumer instances`,
          table,
        ),
      );
    }, 600_000);

    it('stores every press, each answer once', () => {
      expect(stored).toBe(SEATS);
      const shards = [...table.load.keys()].filter((partition) =>
        partition.startsWith(`ANSWER#${HALL.link}#`),
      );
      expect(shards.length).toBeGreaterThan(1);
    });

    it('keeps every partition under its write and read limits in every second', () => {
      expect(overLimits(table)).toEqual([]);
    });
  });

  describe('10,000 phones joining, reading their class and answering', () => {
    let table: ModelTable;
    const answered: string[] = [];

    beforeAll(async () => {
      table = new ModelTable();
      const clock = new Clock(Date.now(), table);
      await seedHall(table, clock.date());
      const signer = new TokenSigner(SECRET);
      const pins = new SeatPins(SECRET);
      const stores = () => {
        const entities = new EntityRepository(table as never);
        const sessions = new SessionStore(table as never);
        const seats = new RemoteSeatStore(table as never);
        const answerStore = new AnswerStore(table as never, { now: clock.now });
        const students = new RemoteStudentService({
          entities,
          users: new UserStore(table as never),
          seats,
          sessions,
          storedAnswers: answerStore,
          now: clock.date,
        });
        return { entities, sessions, seats, answerStore, students };
      };
      // The authorizer's instances: each checks app tokens with its own caches.
      const authorizers = Array.from({ length: ACCOUNT_CONCURRENCY }, () => {
        const { students } = stores();
        return { signer, accounts: undefined as never, remoteStudents: students };
      });
      // The resolver's instances: joins, the phone's class, its answers.
      const resolvers = Array.from({ length: ACCOUNT_CONCURRENCY }, () => {
        const { entities, sessions, seats, answerStore, students } = stores();
        const lists = new ListReader(table as never);
        return {
          students,
          join: new RemoteJoinService({
            entities,
            seats,
            roster: new Roster(entities, lists),
            signer,
            pins,
            limits: new JoinLimitStore(table as never),
            now: clock.date,
          }),
          answers: new RemoteAnswerService({
            entities,
            sessions,
            answers: new AnswerRecorder(answerStore),
            storedAnswers: answerStore,
            seats,
            notifier: { answersChanged: async () => undefined },
            now: clock.date,
          }),
        };
      });
      let calls = 0;
      const authorize = async (token: string): Promise<AppCaller> => {
        const authorizer = authorizers[calls % authorizers.length];
        const result = await authorizeToken({ authorizationToken: token } as never, authorizer as never);
        expect(result.isAuthorized).toBe(true);
        const caller = callerFromIdentity({ resolverContext: result.resolverContext });
        if (caller.kind !== 'app') throw new Error('not an app caller');
        return caller;
      };
      const resolver = () => {
        const instance = resolvers[calls++ % resolvers.length];
        if (!instance) throw new Error('no resolver instance');
        return instance;
      };

      table.recording = true;
      // Joining: 10,000 phones over a minute, from many addresses (mobile data, or a venue's
      // several), each reading its class right after.
      const tokens: string[] = [];
      for (let phone = 1; phone <= SEATS; phone += 1) {
        const at = ((phone - 1) * JOIN_SECONDS * 1000) / SEATS;
        clock.at(Math.floor(at / 1000), at % 1000);
        const joined = await resolver().join.join(
          { code: HALL.code, name: `Student ${phone}`, no: ((phone - 1) % 100) + 1 },
          `address-${phone % 200}`,
        );
        tokens.push(joined.token);
        const caller = await authorize(joined.token);
        await resolver().students.remoteClass(caller);
      }
      // The teacher starts the next question: every phone is told, and reads its class once the
      // server's view has settled (web/src/pages/remote/noticeRefresh.ts).
      const startedAt = JOIN_SECONDS + 1;
      clock.at(startedAt);
      const next: QuestionLinkRecord = {
        ...((await new EntityRepository(table as never).get<QuestionLinkRecord>(
          'QUESTIONLINK',
          HALL.link,
        )) as QuestionLinkRecord),
        _id: 'link-hall-2',
        createdAt: clock.date().toISOString(),
      };
      const sessions = new SessionStore(table as never);
      const first = (await new EntityRepository(table as never).get<QuestionLinkRecord>(
        'QUESTIONLINK',
        HALL.link,
      )) as QuestionLinkRecord;
      await sessions.stopLink(first, clock.date().toISOString(), true);
      await sessions.startLink(next);
      const reads = tokens
        .map((token, i) => ({
          token,
          at: startedAt * 1000 + NOTICE_SETTLE_MS + spread(i) * NOTICE_SPREAD_MS,
        }))
        .sort((a, b) => a.at - b.at);
      for (const { token, at } of reads) {
        clock.at(Math.floor(at / 1000), at % 1000);
        const view = await resolver().students.remoteClass(await authorize(token));
        expect(view.question?.questionLink).toBe('link-hall-2');
      }
      // Every phone answers within one second.
      const answerSecond = startedAt + 5;
      for (const [i, token] of tokens.entries()) {
        clock.at(answerSecond, spread(i + SEATS) * 999);
        const result = await resolver().answers.answer(await authorize(token), {
          questionLink: 'link-hall-2',
          value: String((i % 4) + 1),
        });
        answered.push(result.outcome);
      }
      table.recording = false;
      console.log(
        report(
          `10,000-phone hall: joins over ${JOIN_SECONDS} s, every phone reading its class after a question starts, every phone answering in 1 s; authorizer and resolver on ${ACCOUNT_CONCURRENCY} instances each`,
          table,
        ),
      );
    }, 1_200_000);

    it('records every phone once and every answer', () => {
      expect(answered).toHaveLength(SEATS);
      expect(answered.every((outcome) => outcome === 'recorded')).toBe(true);
    });

    it('keeps every partition under its write and read limits in every second', () => {
      expect(overLimits(table)).toEqual([]);
    });

    it("reads the class afresh after a notice: the phone waits longer than the server's instances keep it", () => {
      expect(NOTICE_SETTLE_MS).toBeGreaterThan(CLASS_STATE_TTL_MS);
    });
  });
});
