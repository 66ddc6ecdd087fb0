/** The answer consumer with fakes: per-press decisions, acks, caching and partial batch failure. */
import type { SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { LOCAL_STAGE } from '../../kernel/stage';
import { ackTopic, buttonTopic, pressTopic, statusTopic } from '../topics';
import { consumeRecords } from './consume';
import { batch, device, link, NOW, record, scanner, statuses, World } from './consume.fixtures';
import { ALIVE_REFRESH_MS, InstanceCache } from './instance-cache';
import type { AckPublisher, ConsumerDeps } from './ports';
import { RecentPresses } from './recent-presses';

describe('consumeRecords', () => {
  it('accepts, replaces and ignores presses, acks each by seq on the sender topic, and notifies with counts', async () => {
    const world = new World();
    const presses = batch([
      { n: 1, value: '2', seq: 10 },
      { n: 2, value: '3', seq: 11 },
      { n: 1, value: '1', seq: 12 },
      { n: 1, value: '3', seq: 9 },
    ]);
    const result = await consumeRecords([record(pressTopic(LOCAL_STAGE, 'SCN-1'), presses)], world.deps());
    expect(result.batchItemFailures).toEqual([]);
    expect(world.acks).toHaveLength(1);
    expect(world.acks[0]?.topic).toBe(ackTopic(LOCAL_STAGE, 'SCN-1'));
    expect(world.acks[0]?.ack).toMatchObject({ v: 1, batchSeq: 7, sentAt: NOW });
    expect(statuses(world.acks[0]?.ack)).toEqual([
      '10:accepted',
      '11:accepted',
      '12:replaced',
      '9:duplicate',
    ]);
    expect(world.events.map((event) => [event.student, event.value, event.countOfAnswers])).toEqual([
      ['student-1', '2', 1],
      ['student-2', '3', 2],
      ['student-1', '1', 2],
    ]);
    expect(world.events[0]).toMatchObject({
      questionLink: 'link-1',
      spot: 'spot-1',
      device: { mac: 'AA:BB:CC:00:00:01' },
    });
    // The press time on the server's clock: arrival minus the scanner's measured wait (100 ms).
    expect(world.events[0]?.at).toBe(new Date(NOW - 100).toISOString());
    expect(world.touched).toEqual([{ alive: new Date(NOW).toISOString(), status: undefined }]);
  });

  it('reads each device, the session, link and answers once per queue batch', async () => {
    const world = new World();
    const records = [
      record(
        pressTopic(LOCAL_STAGE, 'SCN-1'),
        batch([
          { n: 1, value: '1', seq: 1 },
          { n: 2, value: '1', seq: 2 },
        ]),
      ),
      record(
        pressTopic(LOCAL_STAGE, 'SCN-1'),
        batch(
          [
            { n: 1, value: '2', seq: 3 },
            { n: 3, value: '1', seq: 4 },
          ],
          8,
        ),
      ),
    ];
    await consumeRecords(records, world.deps());
    expect(world.calls).toEqual({
      scanner: 1,
      // One batch read of the buttons (MACs 1, 2 and 3) for the whole queue batch.
      buttons: 1,
      ongoingSession: 1,
      runningLinkId: 1,
      link: 1,
      // One count write per link for the whole queue batch, not one per message.
      countFirstAnswers: 1,
    });
    expect(world.acks.flatMap((entry) => statuses(entry.ack))).toEqual([
      '1:accepted',
      '2:accepted',
      '3:replaced',
      '4:accepted',
    ]);
  });

  it('rejects presses with the contract reasons', async () => {
    const world = new World();
    world.blacklist.add('AA:BB:CC:00:00:01');
    world.deviceMap.set('AA:BB:CC:00:00:03', device(3, { spotId: 'spot-empty' }));
    world.deviceMap.set('AA:BB:CC:00:00:04', device(4, { active: false }));
    const presses = batch([
      { n: 1, value: '1', seq: 1 },
      { n: 5, value: '1', seq: 2 },
      { n: 2, value: 'X', seq: 3 },
      { n: 2, value: '4', seq: 4 },
      { n: 2, value: '1', seq: 5, at: NOW - 11 * 60_000 },
      { n: 3, value: '1', seq: 6 },
      { n: 4, value: '1', seq: 7 },
    ]);
    await consumeRecords([record(pressTopic(LOCAL_STAGE, 'SCN-1'), presses)], world.deps());
    expect(statuses(world.acks[0]?.ack)).toEqual([
      '1:blacklisted',
      '2:unknown-device',
      '3:invalid-value',
      '4:invalid-value',
      '5:expired',
      '6:other-classroom',
      '7:unknown-device',
    ]);
    expect(world.stored.size).toBe(0);
    expect(world.events).toEqual([]);
  });

  it('refuses a press made before the running question started, without a write', async () => {
    const world = new World();
    const started = new Date(NOW - 50).toISOString();
    world.links.set('session-of-link-1', { ...link('link-1', 'survey'), createdAt: started });

    await consumeRecords(
      [record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 2, value: '1', seq: 1 }]))],
      world.deps(),
    );

    expect(statuses(world.acks[0]?.ack)).toEqual(['1:no-question-running']);
    expect(world.stored.size).toBe(0);
  });

  it('takes only O or X on an O/X question, stored as 1 and 2', async () => {
    const world = new World();
    world.links.set('session-of-link-1', link('link-1', 'ox'));
    const presses = batch([
      { n: 1, value: 'O', seq: 1 },
      { n: 2, value: 'X', seq: 2 },
      { n: 3, value: '1', seq: 3 },
    ]);
    await consumeRecords([record(pressTopic(LOCAL_STAGE, 'SCN-1'), presses)], world.deps());
    expect(statuses(world.acks[0]?.ack)).toEqual(['1:accepted', '2:accepted', '3:invalid-value']);
    expect(world.events.map((event) => event.value)).toEqual(['1', '2']);
  });

  it('uses the scanner classroom for a device without one, and rejects an unregistered or inactive scanner', async () => {
    const world = new World();
    world.deviceMap.set('AA:BB:CC:00:00:01', device(1, { spotId: null }));
    world.scanners.set('SCN-OFF', { ...scanner, scid: 'SCN-OFF', active: false });
    await consumeRecords(
      [
        record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 1, value: '1', seq: 1 }])),
        record(pressTopic(LOCAL_STAGE, 'SCN-9'), batch([{ n: 2, value: '1', seq: 1 }])),
        record(pressTopic(LOCAL_STAGE, 'SCN-OFF'), batch([{ n: 2, value: '1', seq: 2 }])),
      ],
      world.deps(),
    );
    // Messages are handled at once: their acks come in any order.
    expect(world.acks.map((entry) => statuses(entry.ack)).sort()).toEqual([
      ['1:accepted'],
      ['1:unknown-scanner'],
      ['2:unknown-scanner'],
    ]);
  });

  it('acks a direct button on its own topic with its MAC as the sender', async () => {
    const world = new World();
    const topic = buttonTopic(LOCAL_STAGE, 'AA:BB:CC:00:00:02', 'presses');
    await consumeRecords([record(topic, batch([{ n: 2, value: '2', seq: 1 }]))], world.deps());
    expect(world.acks[0]?.topic).toBe(buttonTopic(LOCAL_STAGE, 'AA:BB:CC:00:00:02', 'acks'));
    expect(statuses(world.acks[0]?.ack)).toEqual(['1:accepted']);
  });

  it('dead-letters unusable messages with their reason, rejects readable seqs, and goes on', async () => {
    const world = new World();
    const records = [
      { messageId: 'broken-envelope', body: 'not json' } as SQSRecord,
      record(pressTopic(LOCAL_STAGE, 'SCN-1'), '{"v":1,"seq":'),
      record(pressTopic(LOCAL_STAGE, 'SCN-1'), {
        v: 1,
        seq: 5,
        sentAt: NOW,
        presses: [{ mac: 'nope', value: '1', seq: 41, at: 1 }],
      }),
      record(pressTopic(LOCAL_STAGE, 'SCN-1'), { v: 2, seq: 6, sentAt: NOW, presses: [{ seq: 42 }] }),
      record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 1, value: '1', seq: 43 }])),
    ];
    const result = await consumeRecords(records, world.deps());
    expect(result.batchItemFailures).toEqual([]);
    expect(world.deadLetters.map((letter) => letter.reason)).toEqual([
      'invalid-envelope',
      'invalid-json',
      'invalid-payload',
      'unsupported-version',
    ]);
    expect(world.deadLetters[0]).toMatchObject({ messageId: 'broken-envelope', body: 'not json' });
    expect(world.acks.map((entry) => statuses(entry.ack))).toEqual([
      ['41:malformed'],
      ['42:unsupported-version'],
      ['43:accepted'],
    ]);
    expect(world.acks[0]?.ack.acks[0]).not.toHaveProperty('mac');
  });

  it('reports only the message that failed for a passing reason, with no ack for it', async () => {
    const world = new World();
    world.failRecordFor.add(2);
    const records = [
      record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 1, value: '1', seq: 1 }])),
      record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 2, value: '1', seq: 2 }])),
      record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 3, value: '1', seq: 3 }])),
    ];
    const result = await consumeRecords(records, world.deps());
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: records[1]?.messageId }]);
    expect(world.acks.map((entry) => statuses(entry.ack))).toEqual([['1:accepted'], ['3:accepted']]);
  });

  it('announces a batch after its acks in one call, counting up across its messages', async () => {
    const world = new World();
    const order: string[] = [];
    const deps: ConsumerDeps = {
      ...world.deps({ publish: async (_topic, ack) => void order.push(`ack ${ack.batchSeq}`) }),
      notifier: {
        answersChanged: async (events) => {
          order.push(`events ${events.map((event) => event.countOfAnswers).join(',')}`);
        },
      },
    };
    const records = [
      record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 1, value: '1', seq: 1 }], 1)),
      record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 2, value: '1', seq: 2 }], 2)),
      record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 1, value: '2', seq: 3 }], 3)),
    ];
    await consumeRecords(records, deps);
    expect(order).toEqual(['ack 1', 'ack 2', 'ack 3', 'events 1,2,2']);
  });

  it('still announces stored answers when the count write fails, and logs it', async () => {
    const world = new World();
    const logged: string[] = [];
    const base = world.deps();
    const deps: ConsumerDeps = {
      ...base,
      log: (message) => void logged.push(message),
      answers: { ...base.answers, countFirstAnswers: async () => Promise.reject(new Error('throttled')) },
    };
    const records = [record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 1, value: '1', seq: 1 }]))];
    const result = await consumeRecords(records, deps);
    expect(result.batchItemFailures).toEqual([]);
    expect(statuses(world.acks[0]?.ack)).toEqual(['1:accepted']);
    expect(world.events.map((event) => event.student)).toEqual(['student-1']);
    expect(logged).toEqual(['Answer count update failed']);
  });

  it('announces the presses a failing message stored before it failed', async () => {
    const world = new World();
    world.failRecordFor.add(2);
    const records = [
      record(
        pressTopic(LOCAL_STAGE, 'SCN-1'),
        batch([
          { n: 1, value: '1', seq: 1 },
          { n: 1, value: '2', seq: 2 },
        ]),
      ),
    ];
    const result = await consumeRecords(records, world.deps());
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: records[0]?.messageId }]);
    expect(world.acks).toEqual([]);
    // The first press is stored; its redelivery will find it a duplicate and announce nothing.
    expect(world.events.map((event) => [event.student, event.value])).toEqual([['student-1', '1']]);
  });

  it('fails the message when its ack cannot be published, so it is redelivered', async () => {
    const world = new World();
    const failing: AckPublisher = { publish: async () => Promise.reject(new Error('broker down')) };
    const records = [record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 1, value: '1', seq: 1 }]))];
    const result = await consumeRecords(records, world.deps(failing));
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: records[0]?.messageId }]);
  });

  it('sets the scanner alive time and state from a status message', async () => {
    const world = new World();
    const status = { v: 1, state: 'online', sentAt: 5 };
    await consumeRecords([record(statusTopic(LOCAL_STAGE, 'SCN-1'), status, NOW + 1)], world.deps());
    expect(world.touched).toEqual([{ alive: new Date(NOW + 1).toISOString(), status: 'online' }]);
    expect(world.acks).toEqual([]);
  });

  it("writes a busy scanner's alive time once per refresh period, though its cached record keeps the old one", async () => {
    const world = new World();
    let now = NOW;
    const deps = { ...world.deps(), now: () => now, instanceCache: new InstanceCache(() => now) };
    const press = (seq: number) =>
      record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 1, value: '1', seq }], seq), now);

    for (const seq of [1, 2, 3]) {
      await consumeRecords([press(seq)], deps);
      now += 1_000;
    }
    now = NOW + ALIVE_REFRESH_MS;
    await consumeRecords([press(4)], deps);

    expect(world.touched.map((change) => change.alive)).toEqual([
      new Date(NOW).toISOString(),
      new Date(NOW + ALIVE_REFRESH_MS).toISOString(),
    ]);
  });

  it('acks a resend of a press it stored as duplicate without asking the database again', async () => {
    const world = new World();
    const deps = { ...world.deps(), recentPresses: new RecentPresses() };
    const first = batch([{ n: 1, value: '1', seq: 41 }], 20);
    await consumeRecords([record(pressTopic(LOCAL_STAGE, 'SCN-1'), first)], deps);
    const callsAfterFirst = { ...world.calls };
    // The scanner missed the ack and sends the press again, with a new press alongside.
    const resend = batch(
      [
        { n: 1, value: '1', seq: 41 },
        { n: 2, value: '2', seq: 42 },
      ],
      21,
    );
    await consumeRecords([record(pressTopic(LOCAL_STAGE, 'SCN-1'), resend)], deps);
    expect(world.acks.map((entry) => statuses(entry.ack))).toEqual([
      ['41:accepted'],
      ['41:duplicate', '42:accepted'],
    ]);
    // Only the new press was read and written.
    expect(world.calls.buttons).toBe((callsAfterFirst.buttons ?? 0) + 1);
    expect(world.stored.size).toBe(2);
  });
});
