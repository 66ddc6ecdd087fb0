/**
 * The answer consumer refuses what a scanner may not speak for (docs/devices-mqtt.md "Which
 * classroom a press counts for") and presses that reach it too long after a stop, whatever the
 * device clock claims: refused, never stored, never announced, counted only where the scanner is.
 */
import { describe, expect, it } from 'vitest';
import { LOCAL_STAGE } from '../../kernel/stage';
import { LIMITS } from '../limits';
import { pressTopic } from '../topics';
import { consumeRecords } from './consume';
import { batch, device, link, NOW, record, scanner, statuses, World } from './consume.fixtures';

describe('consumeRecords: site, classroom and time of a press', () => {
  it('refuses a button of another site and of another classroom, storing and announcing nothing', async () => {
    // Prepare: button 1 is of another school, button 2 of another classroom of the scanner's school
    const world = new World();
    world.deviceMap.set('AA:BB:CC:00:00:01', device(1, { siteId: 'site-2', spotId: 'spot-9' }));
    world.deviceMap.set('AA:BB:CC:00:00:02', device(2, { spotId: 'spot-2' }));
    world.sessions.set('spot-9', 'session-of-link-9');
    world.links.set('session-of-link-9', {
      ...link('link-9', 'multiple'),
      siteId: 'site-2',
      spotId: 'spot-9',
    });
    world.sessions.set('spot-2', 'session-of-link-2');
    world.links.set('session-of-link-2', { ...link('link-2', 'multiple'), spotId: 'spot-2' });

    // Act
    const presses = batch([
      { n: 1, value: '1', seq: 1 },
      { n: 2, value: '1', seq: 2 },
    ]);
    await consumeRecords([record(pressTopic(LOCAL_STAGE, 'SCN-1'), presses)], world.deps());

    // Assess: refused with their reasons; counted for the scanner's own class, never for theirs
    expect(statuses(world.acks[0]?.ack)).toEqual(['1:other-site', '2:other-classroom']);
    expect(world.stored.size).toBe(0);
    expect(world.events).toEqual([]);
    const sessionWrites = world.rejectWrites.filter((write) => write.to.startsWith('session:'));
    expect(sessionWrites).toEqual([
      { to: 'session:session-of-link-1', counts: { 'other-site': 1, 'other-classroom': 1 } },
    ]);
  });

  it("counts a spare button of the site in the scanner's classroom", async () => {
    // Prepare
    const world = new World();
    world.deviceMap.set('AA:BB:CC:00:00:01', device(1, { spotId: null }));

    // Act
    await consumeRecords(
      [record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 1, value: '2', seq: 1 }]))],
      world.deps(),
    );

    // Assess
    expect(statuses(world.acks[0]?.ack)).toEqual(['1:accepted']);
    expect(world.events.map((event) => event.value)).toEqual(['2']);
  });

  it('refuses every press of a scanner on no site', async () => {
    // Prepare
    const world = new World();
    world.scanners.set('SCN-1', { ...scanner, siteId: null, spotId: null });

    // Act
    await consumeRecords(
      [record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 1, value: '1', seq: 1 }]))],
      world.deps(),
    );

    // Assess
    expect(statuses(world.acks[0]?.ack)).toEqual(['1:other-site']);
    expect(world.stored.size).toBe(0);
  });

  it('lets a site-wide scanner answer for each button in its own classroom', async () => {
    // Prepare: the scanner has no classroom; button 2 sits in a classroom with no class running
    const world = new World();
    world.scanners.set('SCN-1', { ...scanner, spotId: null });
    world.deviceMap.set('AA:BB:CC:00:00:02', device(2, { spotId: 'spot-empty' }));

    // Act
    const presses = batch([
      { n: 1, value: '1', seq: 1 },
      { n: 2, value: '1', seq: 2 },
    ]);
    await consumeRecords([record(pressTopic(LOCAL_STAGE, 'SCN-1'), presses)], world.deps());

    // Assess
    expect(statuses(world.acks[0]?.ack)).toEqual(['1:accepted', '2:no-question-running']);
  });

  it('takes a press made before the stop only while it arrives within the stop grace', async () => {
    // Prepare: the link stopped at `stop`; nothing runs now
    const stop = NOW - 60_000;
    const world = new World();
    world.links.delete('session-of-link-1');
    world.stoppedLinks.set('session-of-link-1', {
      ...link('link-1', 'multiple'),
      end: new Date(stop).toISOString(),
    });
    // Both presses claim to be made 100 ms before the stop (their device clock says so)
    const madeBeforeStop = (receivedAt: number) => NOW - (receivedAt - (stop - 100));
    const inGrace = stop + LIMITS.stopGraceMs - 1;
    const late = stop + LIMITS.stopGraceMs + 1;

    // Act
    await consumeRecords(
      [
        record(
          pressTopic(LOCAL_STAGE, 'SCN-1'),
          batch([{ n: 1, value: '1', seq: 1, at: madeBeforeStop(inGrace) }], 1),
          inGrace,
        ),
        record(
          pressTopic(LOCAL_STAGE, 'SCN-1'),
          batch([{ n: 2, value: '1', seq: 2, at: madeBeforeStop(late) }], 2),
          late,
        ),
      ],
      world.deps(),
    );

    // Assess
    const bySeq = new Map(world.acks.map((entry) => [entry.ack.batchSeq, statuses(entry.ack)]));
    expect(bySeq.get(1)).toEqual(['1:accepted']);
    expect(bySeq.get(2)).toEqual(['2:too-late']);
    expect(world.events).toHaveLength(1);
  });
});
