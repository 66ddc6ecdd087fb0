/** Rejected presses counted per queue batch: one write per session and scanner, none per accepted press. */
import { describe, expect, it } from 'vitest';
import { LOCAL_STAGE } from '../../kernel/stage';
import { pressTopic } from '../topics';
import { consumeRecords } from './consume';
import { batch, device, NOW, record, scanner, World } from './consume.fixtures';

const TODAY = new Date(NOW).toISOString().slice(0, 10);

describe('rejected press counts', () => {
  it('adds up a queue batch of two messages in one write to the session and one to the scanner', async () => {
    // Prepare: button 5 is unknown, button 3 blacklisted, 4 takes no value 9; 1 and 2 are fine.
    const world = new World();
    world.blacklist.add('AA:BB:CC:00:00:03');
    const first = batch(
      [
        { n: 1, value: '1', seq: 10 },
        { n: 5, value: '1', seq: 11 },
        { n: 3, value: '2', seq: 12 },
      ],
      1,
    );
    const second = batch(
      [
        { n: 2, value: '2', seq: 13 },
        { n: 5, value: '2', seq: 14 },
        { n: 4, value: '9', seq: 15 },
      ],
      2,
    );

    // Act
    await consumeRecords(
      [record(pressTopic(LOCAL_STAGE, 'SCN-1'), first), record(pressTopic(LOCAL_STAGE, 'SCN-1'), second)],
      world.deps(),
    );

    // Assess
    const counts = { 'unknown-device': 2, blacklisted: 1, 'invalid-value': 1 };
    expect(world.rejectWrites).toEqual(
      expect.arrayContaining([
        { to: 'session:session-of-link-1', counts },
        { to: `scanner:scanner-1@${TODAY}`, counts },
      ]),
    );
    expect(world.rejectWrites).toHaveLength(2);
  });

  it('writes nothing for a batch whose presses were all accepted', async () => {
    const world = new World();
    await consumeRecords(
      [
        record(
          pressTopic(LOCAL_STAGE, 'SCN-1'),
          batch([
            { n: 1, value: '1', seq: 20 },
            { n: 2, value: '3', seq: 21 },
          ]),
        ),
      ],
      world.deps(),
    );
    expect(world.rejectWrites).toEqual([]);
  });

  it("counts a press of a classroom with no ongoing session on the scanner only, and a button's own classroom first", async () => {
    // Prepare: a site-wide scanner; button 2 sits in classroom 2, which has no class.
    const world = new World();
    world.scanners.set('SCN-1', { ...scanner, spotId: null });
    world.deviceMap.set('AA:BB:CC:00:00:02', device(2, { spotId: 'spot-2' }));
    // Act
    await consumeRecords(
      [record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 2, value: '1', seq: 30 }]))],
      world.deps(),
    );
    // Assess: no question in classroom 2, and not the scanner's session's either.
    expect(world.rejectWrites).toEqual([
      { to: `scanner:scanner-1@${TODAY}`, counts: { 'no-question-running': 1 } },
    ]);
  });

  it('counts nothing of a message whose ack failed: its redelivery will be counted', async () => {
    const world = new World();
    const failing = world.deps({
      publish: async () => {
        throw new Error('broker down');
      },
    });
    const result = await consumeRecords(
      [record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 5, value: '1', seq: 40 }]))],
      failing,
    );
    expect(result.batchItemFailures).toHaveLength(1);
    expect(world.rejectWrites).toEqual([]);
  });

  it('counts presses of an unregistered scanner nowhere', async () => {
    const world = new World();
    await consumeRecords(
      [record(pressTopic(LOCAL_STAGE, 'SCN-UNKNOWN'), batch([{ n: 1, value: '1', seq: 50 }]))],
      world.deps(),
    );
    expect(world.acks[0]?.ack.acks[0]).toMatchObject({ status: 'rejected', reason: 'unknown-scanner' });
    expect(world.rejectWrites).toEqual([]);
  });
});
