/**
 * BatchLookups: one batch read per new set of MACs, and the link a press answers: the running
 * one, or the last stopped one when the press was made before its end.
 */
import { describe, expect, it } from 'vitest';
import type { DeviceRecord, QuestionLinkRecord, ScannerRecord } from '../../data/records';
import { InstanceCache } from './instance-cache';
import { BatchLookups } from './lookups';
import type { ConsumerReader } from './ports';

const link = (id: string, createdAt: string, end: string | null) =>
  ({ _id: id, createdAt, end }) as unknown as QuestionLinkRecord;

function reader(state: {
  running: QuestionLinkRecord | null;
  stopped: QuestionLinkRecord | null;
  session?: string;
}) {
  const calls: string[] = [];
  const fake: ConsumerReader = {
    buttons: async (macs) => {
      calls.push(`buttons:${macs.join(',')}`);
      return {
        devices: new Map(macs.map((mac) => [mac, { mac } as DeviceRecord])),
        blacklisted: new Set(macs.filter((mac) => mac.endsWith('BAD'))),
      };
    },
    scanner: async (scid) => {
      calls.push(`scanner:${scid}`);
      return { _id: scid, scid, active: true } as ScannerRecord;
    },
    ongoingSession: async () => {
      calls.push('ongoingSession');
      return state.session ?? 'session-1';
    },
    runningLinkId: async () => {
      calls.push('runningLinkId');
      return state.running?._id ?? null;
    },
    link: async (id) => {
      calls.push(`link:${id}`);
      return [state.running, state.stopped].find((one) => one?._id === id) ?? null;
    },
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
    expect(calls).toEqual(['buttons:M1,M2', 'buttons:M3BAD']);
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

  it('keeps scanners, sessions and running links between batches, but trusts a kept session only while it runs a question', async () => {
    const running = link('running', '2026-01-01T00:02:00.000Z', null);
    const state = { running: running as QuestionLinkRecord | null, stopped: null, session: 'session-1' };
    const { fake, calls } = reader(state);
    const cache = new InstanceCache();
    const first = new BatchLookups(fake, cache);
    await first.scanner('SCN-1');
    expect((await first.linkAt('spot', '2026-01-01T00:03:00.000Z'))?._id).toBe('running');

    calls.length = 0;
    const second = new BatchLookups(fake, cache);
    await second.scanner('SCN-1');
    expect((await second.linkAt('spot', '2026-01-01T00:03:00.000Z'))?._id).toBe('running');
    // Only the running marker is read again: the scanner, session and link are kept.
    expect(calls).toEqual(['runningLinkId']);

    // The class ended and a new one started in the classroom: the kept session runs nothing,
    // so the classroom is read again and its new session's question is found.
    const next = link('next', '2026-01-01T00:04:00.000Z', null);
    state.session = 'session-2';
    state.running = null;
    calls.length = 0;
    const third = new BatchLookups(
      {
        ...fake,
        runningLinkId: async (session) => (session === 'session-2' ? 'next' : null),
        link: async () => next,
      },
      cache,
    );
    expect((await third.linkAt('spot', '2026-01-01T00:05:00.000Z'))?._id).toBe('next');
  });
});
