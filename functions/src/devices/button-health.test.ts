/** Folding presses into per-scanner button health: latest wins, battery kept, size capped. */
import { describe, expect, it } from 'vitest';
import { type ButtonSeen, foldPresses, laterSeen, mergeSeen } from './button-health';

describe('button health folding', () => {
  it('keeps the latest press and the last reported battery and rssi', () => {
    const into = new Map<string, ButtonSeen>();
    foldPresses(into, [{ mac: 'M1', battery: 80, rssi: -70 }], 100);
    foldPresses(into, [{ mac: 'M1' }, { mac: 'M2', rssi: -50 }], 200);
    expect(into.get('M1')).toEqual({ t: 200, b: 80, r: -70 });
    expect(into.get('M2')).toEqual({ t: 200, r: -50 });
  });

  it('never lets an older sighting replace a newer one', () => {
    expect(laterSeen({ t: 300, b: 50 }, { t: 100, b: 90, r: -40 })).toEqual({ t: 300, b: 50, r: -40 });
  });

  it('merges into the stored map and keeps only the most recent MACs', () => {
    const fresh = new Map<string, ButtonSeen>([
      ['M3', { t: 30 }],
      ['M1', { t: 40, b: 10 }],
    ]);
    const merged = mergeSeen({ M1: { t: 5, r: -80 }, M2: { t: 20 } }, fresh, 2);
    expect(merged).toEqual({ M1: { t: 40, b: 10, r: -80 }, M3: { t: 30 } });
  });
});
