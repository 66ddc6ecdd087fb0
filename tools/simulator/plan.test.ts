/** The seeded press plan: repeatable, button-to-scanner layout, rate and burst timing, duplicates. */
import { describe, expect, it } from 'vitest';
import { pressSchema } from '../../functions/src/devices/contract';
import { parseAnswerMix } from './answers';
import { macAt, type PlanOptions, planPresses, scidAt } from './plan';

const base: PlanOptions = {
  buttons: 10,
  scanners: 2,
  macBase: 'AA:BB:CC:00:00:01',
  scidPrefix: 'SCN-',
  pattern: { kind: 'rate', perSecond: 20, durationMs: 2_000 },
  answers: parseAnswerMix('1:40,2:30,3:30'),
  duplicates: 0,
  seed: 42,
};

describe('planPresses', () => {
  it('gives the same plan for the same seed and another for another seed', () => {
    expect(planPresses(base)).toEqual(planPresses(base));
    expect(planPresses({ ...base, seed: 43 })).not.toEqual(planPresses(base));
  });

  it('spreads --rate presses evenly over the duration', () => {
    const plan = planPresses(base);
    expect(plan).toHaveLength(40);
    expect(plan.map((press) => press.atMs)).toEqual(Array.from({ length: 40 }, (_, k) => k * 50));
  });

  it('puts button i behind scanner i mod M and only plans values the contract accepts', () => {
    for (const press of planPresses(base)) {
      const index = Number.parseInt(press.mac.replace(/:/g, ''), 16) - 0xaabbcc000001;
      expect(press.scid).toBe(scidAt('SCN-', index % 2));
      expect(['1', '2', '3']).toContain(press.value);
      expect(pressSchema.safeParse({ ...press, seq: 1, at: 1 }).success).toBe(true);
    }
  });

  it('presses every button exactly once within a --burst window, in time order', () => {
    const plan = planPresses({ ...base, buttons: 30, pattern: { kind: 'burst', windowMs: 300 } });
    expect(new Set(plan.map((press) => press.mac)).size).toBe(30);
    expect(plan.every((press) => press.atMs >= 0 && press.atMs < 300)).toBe(true);
    expect(plan.map((press) => press.atMs)).toEqual(
      [...plan.map((press) => press.atMs)].sort((a, b) => a - b),
    );
  });

  it('marks about the --duplicates share of presses', () => {
    const plan = planPresses({
      ...base,
      pattern: { kind: 'rate', perSecond: 100, durationMs: 10_000 },
      duplicates: 0.2,
    });
    const share = plan.filter((press) => press.duplicate).length / plan.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.25);
    expect(planPresses(base).some((press) => press.duplicate)).toBe(false);
  });
});

describe('ids', () => {
  it('counts MACs up from the base and numbers scanners from 0001', () => {
    expect(macAt('aa-bb-cc-00-00-ff', 1)).toBe('AA:BB:CC:00:01:00');
    expect(macAt('AA:BB:CC:00:00:01', 23)).toBe('AA:BB:CC:00:00:18');
    expect(scidAt('SCN-', 0)).toBe('SCN-0001');
    expect(() => macAt('FF:FF:FF:FF:FF:FF', 1)).toThrow(/overflows/);
    expect(() => scidAt('bad/', 0)).toThrow(/scanner id/);
  });
});
