/** Payload limits the consumer enforces before any write (docs/devices-mqtt.md "Limits"). */
import { describe, expect, it } from 'vitest';
import { LOCAL_STAGE } from '../kernel/stage';
import { jsonDepth } from './event-payload';
import { LIMITS } from './limits';
import { parseDeviceMessage } from './messages';
import { eventTopic, pressTopic } from './topics';

const nested = (levels: number): Record<string, unknown> => {
  let value: Record<string, unknown> = { leaf: 1 };
  for (let level = 1; level < levels; level += 1) value = { a: value };
  return value;
};

describe('payload limits', () => {
  it('measures JSON depth without recursion, stopping past a limit', () => {
    expect(jsonDepth(1)).toBe(0);
    expect(jsonDepth({ a: [1, { b: 2 }] })).toBe(3);
    expect(jsonDepth(nested(100_000), 8)).toBe(9);
  });

  it('refuses an event whose data nests deeper than the limit as invalid-payload', () => {
    // Prepare
    const ok = { v: 1, type: 'long-press', data: nested(LIMITS.maxEventDataDepth) };
    const deep = { v: 1, type: 'long-press', data: nested(1_000) };

    // Act
    const accepted = parseDeviceMessage(eventTopic(LOCAL_STAGE, 'SCN-1'), JSON.stringify(ok));
    const refused = parseDeviceMessage(eventTopic(LOCAL_STAGE, 'SCN-1'), JSON.stringify(deep));

    // Assess
    expect(accepted.ok).toBe(true);
    expect(refused).toMatchObject({ ok: false, reason: 'invalid-payload' });
    expect(refused.ok ? '' : refused.detail).toContain('EVENT_DATA_TOO_DEEP');
  });

  it('refuses event data larger than its byte limit as invalid-payload', () => {
    const big = { v: 1, type: 'reading', data: { text: 'x'.repeat(LIMITS.maxEventDataBytes) } };
    const refused = parseDeviceMessage(eventTopic(LOCAL_STAGE, 'SCN-1'), JSON.stringify(big));
    expect(refused).toMatchObject({ ok: false, reason: 'invalid-payload' });
  });

  it('refuses a press batch over the payload limit as too-large, keeping its press seqs to reject', () => {
    // Prepare: a valid-looking batch padded past 8 KB
    const presses = [{ mac: 'AA:BB:CC:00:00:01', value: '1', seq: 41, at: 1, pad: 'x'.repeat(9_000) }];
    const payload = JSON.stringify({ v: 1, seq: 7, sentAt: 2, presses });

    // Act
    const refused = parseDeviceMessage(pressTopic(LOCAL_STAGE, 'SCN-1'), payload);

    // Assess
    expect(refused).toMatchObject({ ok: false, reason: 'too-large', batchSeq: 7, pressSeqs: [41] });
  });
});
