import { describe, expect, it } from 'vitest';
import { runEach } from './runEach';

describe('runEach', () => {
  it('keeps going after a failure and reports every item in order', async () => {
    // Prepare
    const failure = new Error('DUPLICATE_MAC');
    const task = async (mac: string) => {
      if (mac === 'B') throw failure;
    };
    // Act
    const results = await runEach(['A', 'B', 'C'], task, () => undefined);
    // Assess
    expect(results).toEqual([
      { item: 'A', ok: true },
      { item: 'B', ok: false, error: failure },
      { item: 'C', ok: true },
    ]);
  });

  it('reports progress from 0 up to n of N', async () => {
    const progress: string[] = [];
    await runEach(
      [1, 2],
      async () => undefined,
      (done, total) => progress.push(`${done}/${total}`),
    );
    expect(progress).toEqual(['0/2', '1/2', '2/2']);
  });
});
