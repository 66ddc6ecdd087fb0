/**
 * BatchLookups: one batch read per new set of MACs, and the link a press answers: the running
 * one, or the last stopped one when the press was made before its end.
 */
import { describe, expect, it } from 'vitest';
import type { DeviceRecord, QuestionLinkRecord } from '../../data/records';
import { BatchLookups } from './lookups';
import type { ConsumerReader } from './ports';

const link = (id: string, createdAt: string, end: string | null) =>
  ({ _id: id, createdAt, end }) as unknown as QuestionLinkRecord;

function reader(state: { running: QuestionLinkRecord | null; stopped: QuestionLinkRecord | null }) {
  const calls: string[] = [];
  const fake: ConsumerReader = {
    devices: async (macs) => {
      calls.push(`devices:${macs.join(',')}`);
      return new Map(macs.map((mac) => [mac, { mac } as DeviceRecord]));
    },
    blacklisted: async (macs) => {
      calls.push(`blacklisted:${macs.join(',')}`);
      return new Set(macs.filter((mac) => mac.endsWith('BAD')));
    },
    scanner: async () => null,
    ongoingSession: async () => 'session-1',
    runningLink: async () => state.running,
    lastStoppedLink: async () => {
      calls.push('lastStoppedLink');
      return state.stopped;
    },
    touchScanner: async () => undefined,
  };
  return { fake, calls };
}

describe('BatchLookups', () => {
  it('reads the devices and blacklist of new MACs in one batch read each', async () => {
    const { fake, calls } = reader({ running: null, stopped: null });
    const lookups = new BatchLookups(fake);
    await lookups.preload(['M1', 'M2', 'M1']);
    await lookups.preload(['M2', 'M3BAD']);
    expect(await lookups.device('M1')).toEqual({ mac: 'M1' });
    expect(await lookups.isBlacklisted('M3BAD')).toBe(true);
    expect(await lookups.isBlacklisted('M2')).toBe(false);
    expect(calls).toEqual(['devices:M1,M2', 'blacklisted:M1,M2', 'devices:M3BAD', 'blacklisted:M3BAD']);
  });

  it('gives a press the running link, or the stopped one it was made in, else none', async () => {
    const stopped = link('stopped', '2026-01-01T00:00:00.000Z', '2026-01-01T00:01:00.000Z');
    const running = link('running', '2026-01-01T00:02:00.000Z', null);
    const both = new BatchLookups(reader({ running, stopped }).fake);
    expect((await both.linkAt('spot', '2026-01-01T00:02:30.000Z'))?._id).toBe('running');
    expect((await both.linkAt('spot', '2026-01-01T00:00:59.000Z'))?._id).toBe('stopped');
    // Between the stop and the next start, or before anything started: no question.
    expect(await both.linkAt('spot', '2026-01-01T00:01:30.000Z')).toBeNull();
    expect(await both.linkAt('spot', '2025-12-31T23:59:59.000Z')).toBeNull();

    const { fake, calls } = reader({ running: null, stopped });
    const onlyStopped = new BatchLookups(fake);
    expect((await onlyStopped.linkAt('spot', '2026-01-01T00:01:00.000Z'))?._id).toBe('stopped');
    expect(await onlyStopped.linkAt('spot', '2026-01-01T00:01:00.001Z')).toBeNull();
    // The stopped link is read once per batch.
    expect(calls.filter((call) => call === 'lastStoppedLink')).toHaveLength(1);
  });
});
