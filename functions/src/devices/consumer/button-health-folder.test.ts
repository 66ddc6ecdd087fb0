/** The consumer's per-scanner fold: one write per scanner per interval, failures kept pending. */
import { describe, expect, it } from 'vitest';
import type { ButtonSeen } from '../button-health';
import { BUTTON_HEALTH_FLUSH_MS, ButtonHealthFolder } from './button-health-folder';

function setup() {
  let now = 1_000_000;
  const folder = new ButtonHealthFolder(() => now);
  const writes: { scannerId: string; fresh: Map<string, ButtonSeen> }[] = [];
  let fail = false;
  const write = async (scannerId: string, fresh: Map<string, ButtonSeen>) => {
    if (fail) throw new Error('store down');
    writes.push({ scannerId, fresh });
  };
  return {
    folder,
    writes,
    write,
    advance: (ms: number) => {
      now += ms;
    },
    failWrites: (value: boolean) => {
      fail = value;
    },
  };
}

describe('ButtonHealthFolder', () => {
  it('writes a scanner at most once per interval, folding every batch in between', async () => {
    const { folder, writes, write, advance } = setup();
    folder.note('s1', [{ mac: 'M1', battery: 90 }], 1);
    await folder.flushDue(write);
    expect(writes).toHaveLength(1);
    for (let batch = 0; batch < 20; batch += 1) {
      advance(1_000);
      folder.note('s1', [{ mac: 'M2', rssi: -50 - batch }], 100 + batch);
      await folder.flushDue(write);
    }
    expect(writes).toHaveLength(1);
    advance(BUTTON_HEALTH_FLUSH_MS);
    await folder.flushDue(write);
    expect(writes).toHaveLength(2);
    expect(writes[1]?.fresh.get('M2')).toEqual({ t: 119, r: -69 });
    await folder.flushDue(write);
    expect(writes).toHaveLength(2);
  });

  it('keeps sightings of a failed write for the next flush', async () => {
    const { folder, writes, write, advance, failWrites } = setup();
    const logged: string[] = [];
    failWrites(true);
    folder.note('s1', [{ mac: 'M1', battery: 40 }], 5);
    await folder.flushDue(write, (message) => logged.push(message));
    expect(logged).toEqual(['Button health write failed']);
    failWrites(false);
    advance(BUTTON_HEALTH_FLUSH_MS);
    await folder.flushDue(write);
    expect(writes[0]?.fresh.get('M1')).toEqual({ t: 5, b: 40 });
  });
});
