/**
 * The consumer relaying a scanner's own messages to the console: a status message is stored and
 * then published for onScannerStatus (with the record's ids, MAC and site), a register reply is
 * published for onRegister, a scanner without a record is neither, and a failed publish never
 * fails the message.
 */
import type { SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { ScannerRecord } from '../../data/records';
import { LOCAL_STAGE } from '../../kernel/stage';
import { silentNotifier } from '../answer-events';
import type { DeviceEventNotifier, RegisterReplyEvent, ScannerStatusEvent } from '../device-events';
import { registerReplyTopic, statusTopic } from '../topics';
import { consumeRecords } from './consume';
import type { AnswerWriter, ConsumerDeps, ConsumerReader } from './ports';

const NOW = 1_763_820_000_000;
const AT = new Date(NOW).toISOString();

const SCANNER: ScannerRecord = {
  _id: 'scanner-1',
  scid: 'SCN-1',
  mac: '24:0A:C4:00:11:22',
  name: null,
  status: 'offline',
  siteId: 'site-1',
  spotId: 'spot-1',
  alive: null,
  active: true,
  createdAt: AT,
  updatedAt: AT,
};

let messageNumber = 0;
function record(topic: string, payload: unknown): SQSRecord {
  messageNumber += 1;
  const body = JSON.stringify({
    topic,
    clientId: 'c',
    receivedAt: NOW,
    body: Buffer.from(JSON.stringify(payload)).toString('base64'),
  });
  return { messageId: `m-${messageNumber}`, body } as SQSRecord;
}

/** The scanner reads the scanner messages use, the events they publish, and what was written when. */
function world(options: { failPublish?: boolean; scanners?: ScannerRecord[] } = {}) {
  const order: string[] = [];
  const statuses: ScannerStatusEvent[] = [];
  const replies: RegisterReplyEvent[] = [];
  const logged: string[] = [];
  const scanners = new Map((options.scanners ?? [SCANNER]).map((scanner) => [scanner.scid, scanner]));
  const reads: Pick<ConsumerReader, 'scanner' | 'touchScanner'> = {
    scanner: async (scid) => scanners.get(scid) ?? null,
    touchScanner: async (_id, change) => void order.push(`touch:${change.status}`),
  };
  const events: DeviceEventNotifier = {
    scannerStatus: async (event) => {
      order.push(`publish:${event.status}`);
      if (options.failPublish) throw new Error('endpoint down');
      statuses.push(event);
    },
    registerReply: async (event) => {
      if (options.failPublish) throw new Error('endpoint down');
      replies.push(event);
    },
  };
  const deps: ConsumerDeps = {
    // Scanner messages never reach the press reads or the answer write.
    reader: reads as ConsumerReader,
    answers: {} as AnswerWriter,
    notifier: silentNotifier,
    acks: { publish: async () => undefined },
    deadLetters: { deadLetter: async () => undefined },
    now: () => NOW,
    log: (message) => void logged.push(message),
    deviceEvents: events,
  };
  return { deps, order, statuses, replies, logged };
}

describe('scanner status', () => {
  it('is stored, then published with the scanner record and the arrival time', async () => {
    const w = world();

    const result = await consumeRecords(
      [
        record(statusTopic(LOCAL_STAGE, 'SCN-1'), {
          v: 1,
          state: 'offline',
          reason: 'shutdown',
          sentAt: 5,
          mac: '00:00:00:00:00:09',
        }),
      ],
      w.deps,
    );

    expect(result.batchItemFailures).toEqual([]);
    expect(w.order).toEqual(['touch:offline', 'publish:offline']);
    // The record's MAC, not the message's: subscribers by MAC were checked against records.
    expect(w.statuses).toEqual([
      {
        scanner: 'scanner-1',
        scid: 'SCN-1',
        mac: '24:0A:C4:00:11:22',
        site: 'site-1',
        spot: 'spot-1',
        status: 'offline',
        reason: 'shutdown',
        alive: AT,
      },
    ]);
  });

  it('of a scanner without a record is neither stored nor published', async () => {
    const w = world({ scanners: [] });

    await consumeRecords(
      [record(statusTopic(LOCAL_STAGE, 'SCN-1'), { v: 1, state: 'online', sentAt: 5 })],
      w.deps,
    );

    expect(w.order).toEqual([]);
  });

  it('stays stored when publishing fails: the message succeeds and the failure is logged', async () => {
    const w = world({ failPublish: true });

    const result = await consumeRecords(
      [record(statusTopic(LOCAL_STAGE, 'SCN-1'), { v: 1, state: 'online', sentAt: 5 })],
      w.deps,
    );

    expect(result.batchItemFailures).toEqual([]);
    expect(w.order).toEqual(['touch:online', 'publish:online']);
    expect(w.logged).toEqual(['Scanner status was not published']);
  });
});

describe('register replies', () => {
  const reply = {
    v: 1,
    requestId: 'reg-7f3a-4',
    sentAt: 5,
    op: 'set-wifi',
    ok: false,
    error: 'wifi-auth-failed',
    ssid: 'Room-3',
  };

  it('are relayed as the event, with the whole reply as payload', async () => {
    const unassigned = { ...SCANNER, siteId: null, spotId: null };
    const w = world({ scanners: [unassigned] });

    const result = await consumeRecords([record(registerReplyTopic(LOCAL_STAGE, 'SCN-1'), reply)], w.deps);

    expect(result.batchItemFailures).toEqual([]);
    expect(w.replies).toEqual([
      {
        scanner: 'scanner-1',
        scid: 'SCN-1',
        site: null,
        requestId: 'reg-7f3a-4',
        op: 'set-wifi',
        ok: false,
        error: 'wifi-auth-failed',
        payload: reply,
        receivedAt: AT,
      },
    ]);
    // A reply is relayed, never stored.
    expect(w.order).toEqual([]);
  });

  it('of a scanner without a record are dropped, and a failed relay never fails the message', async () => {
    const unknown = world({ scanners: [] });
    await consumeRecords([record(registerReplyTopic(LOCAL_STAGE, 'SCN-1'), reply)], unknown.deps);
    expect(unknown.replies).toEqual([]);

    const failing = world({ failPublish: true });
    const result = await consumeRecords(
      [record(registerReplyTopic(LOCAL_STAGE, 'SCN-1'), reply)],
      failing.deps,
    );
    expect(result.batchItemFailures).toEqual([]);
    expect(failing.logged).toEqual(['Register reply was not published']);
  });
});
