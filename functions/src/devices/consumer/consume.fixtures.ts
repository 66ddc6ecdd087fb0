/** Fakes of the answer consumer's ports for its unit tests: an in-memory world and messages. */
import type { SQSRecord } from 'aws-lambda';
import type {
  AnswerRecord,
  DeviceRecord,
  QuestionLinkRecord,
  QuestionRecord,
  ScannerRecord,
} from '../../data/records';
import type { AnswerEvent } from '../answer-events';
import type { AckBatch, PressBatchInput } from '../payloads';
import type { RejectCounts } from '../reject-counts';
import type { AckPublisher, ConsumerDeps, ConsumerReader, DeadLetter } from './ports';

export const NOW = 1_763_820_000_000;
// Before NOW: the presses of the tests fall after the link started.
const stamps = { createdAt: '2025-11-01T00:00:00.000Z', updatedAt: '2025-11-01T00:00:00.000Z' };

function question(answerType: QuestionRecord['answerType']): QuestionRecord {
  return {
    answerType,
    type: answerType === 'survey' ? 'survey' : 'quiz',
    selection: [1, 2, 3].map((n) => ({ title: `c${n}`, image: null })),
  } as unknown as QuestionRecord;
}

export function link(id: string, answerType: QuestionRecord['answerType']): QuestionLinkRecord {
  return {
    _id: id,
    sessionId: `session-of-${id}`,
    siteId: 'site-1',
    spotId: 'spot-1',
    questionId: 'q-1',
    question: [[question(answerType)]],
    correct: '1',
    end: null,
    userId: 'teacher',
    info: null,
    playlistId: null,
    index: null,
    ...stamps,
  };
}

export function device(n: number, changes: Partial<DeviceRecord> = {}): DeviceRecord {
  const mac = `AA:BB:CC:00:00:0${n}`;
  return {
    _id: `device-${n}`,
    mac,
    sn: null,
    name: null,
    label: null,
    status: null,
    siteId: 'site-1',
    spotId: 'spot-1',
    userId: `student-${n}`,
    active: true,
    ...stamps,
    ...changes,
  };
}

export const scanner: ScannerRecord = {
  _id: 'scanner-1',
  scid: 'SCN-1',
  mac: null,
  name: null,
  status: 'offline',
  siteId: 'site-1',
  spotId: 'spot-1',
  alive: null,
  active: true,
  ...stamps,
};

/** An in-memory world with call counters, an answer store keyed like the real one, and outlets. */
export class World implements ConsumerReader {
  deviceMap = new Map([1, 2, 3, 4].map((n) => [`AA:BB:CC:00:00:0${n}`, device(n)]));
  blacklist = new Set<string>();
  scanners = new Map([[scanner.scid, scanner]]);
  sessions = new Map([['spot-1', 'session-of-link-1']]);
  links = new Map([['session-of-link-1', link('link-1', 'multiple')]]);
  stoppedLinks = new Map<string, QuestionLinkRecord>();
  answerCounts = new Map<string, number>();
  stored = new Map<string, { seq: number }>();
  calls: Record<string, number> = {};
  touched: { alive: string; status?: string }[] = [];
  acks: { topic: string; ack: AckBatch }[] = [];
  deadLetters: DeadLetter[] = [];
  events: AnswerEvent[] = [];
  failRecordFor = new Set<number>();
  /** Rejected-press count writes, as `session:<id>` or `scanner:<id>@<day>` with the counts. */
  rejectWrites: { to: string; counts: Record<string, number> }[] = [];

  private count(name: string) {
    this.calls[name] = (this.calls[name] ?? 0) + 1;
  }
  async buttons(macs: string[]) {
    this.count('buttons');
    const devices = new Map<string, DeviceRecord>();
    for (const mac of macs) {
      const known = this.deviceMap.get(mac);
      if (known) devices.set(mac, known);
    }
    return { devices, blacklisted: new Set(macs.filter((mac) => this.blacklist.has(mac))) };
  }
  async scanner(scid: string) {
    this.count('scanner');
    return this.scanners.get(scid) ?? null;
  }
  async ongoingSession(spotId: string) {
    this.count('ongoingSession');
    return this.sessions.get(spotId) ?? null;
  }
  async runningLinkId(sessionId: string) {
    this.count('runningLinkId');
    return this.links.get(sessionId)?._id ?? null;
  }
  async link(linkId: string) {
    this.count('link');
    return [...this.links.values(), ...this.stoppedLinks.values()].find((one) => one._id === linkId) ?? null;
  }
  async lastStoppedLink(sessionId: string) {
    this.count('lastStoppedLink');
    return this.stoppedLinks.get(sessionId) ?? null;
  }
  async touchScanner(_id: string, change: { alive: string; status?: string }) {
    this.touched.push(change);
  }

  deps(
    acks: AckPublisher = { publish: async (topic, ack) => void this.acks.push({ topic, ack }) },
  ): ConsumerDeps {
    return {
      reader: this,
      acks,
      deadLetters: { deadLetter: async (letter) => void this.deadLetters.push(letter) },
      notifier: { answersChanged: async (events) => void this.events.push(...events) },
      now: () => NOW,
      log: () => undefined,
      pressRejects: {
        addToSession: async (id: string, counts: RejectCounts) =>
          void this.rejectWrites.push({ to: `session:${id}`, counts: Object.fromEntries(counts) }),
        addToScanner: async (id: string, day: string, counts: RejectCounts) =>
          void this.rejectWrites.push({ to: `scanner:${id}@${day}`, counts: Object.fromEntries(counts) }),
      },
      answers: {
        // Same-sender rule of the real recorder: a higher seq replaces, anything else is ignored.
        storeChecked: async ({ linkId, studentKey, seq }: AnswerRecord) => {
          if (this.failRecordFor.has(seq)) throw new Error('database timeout');
          const key = `${linkId}/${studentKey}`;
          const previous = this.stored.get(key);
          if (previous && previous.seq >= seq) return 'ignored';
          this.stored.set(key, { seq });
          return previous ? 'replaced' : 'first';
        },
        countFirstAnswers: async (linkId: string, added: number) => {
          this.count('countFirstAnswers');
          const total = (this.answerCounts.get(linkId) ?? 0) + added;
          this.answerCounts.set(linkId, total);
          return total;
        },
      },
    };
  }
}

let messageNumber = 0;
export function record(topic: string, payload: unknown, receivedAt = NOW): SQSRecord {
  messageNumber += 1;
  const raw = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const body = JSON.stringify({
    topic,
    clientId: 'c',
    receivedAt,
    body: Buffer.from(raw).toString('base64'),
  });
  return { messageId: `m-${messageNumber}`, body } as SQSRecord;
}

export function batch(
  presses: { n: number; value: string; seq: number; at?: number }[],
  seq = 7,
): PressBatchInput {
  return {
    v: 1,
    seq,
    sentAt: NOW,
    presses: presses.map((press) => ({
      mac: `AA:BB:CC:00:00:0${press.n}`,
      value: press.value,
      seq: press.seq,
      at: press.at ?? NOW - 100,
    })),
  };
}

export const statuses = (ack: AckBatch | undefined) =>
  ack?.acks.map((entry) =>
    entry.status === 'rejected' ? `${entry.seq}:${entry.reason}` : `${entry.seq}:${entry.status}`,
  );
