import { describe, expect, it } from 'vitest';
import { once } from './once';

describe('once', () => {
  it('builds on the first call and shares that build with every later call', async () => {
    // Prepare
    let builds = 0;
    const parts = once(async () => ({ build: ++builds }));

    // Act
    const [first, second] = await Promise.all([parts(), parts()]);
    const third = await parts();

    // Assess
    expect(builds).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it('builds again after a failed build instead of keeping the failure', async () => {
    // Prepare
    let builds = 0;
    const parts = once(async () => {
      builds += 1;
      if (builds === 1) throw new Error('secret not readable yet');
      return 'ready';
    });

    // Act
    const failed = await parts().catch((error: Error) => error.message);
    const retried = await parts();

    // Assess
    expect(failed).toBe('secret not readable yet');
    expect(retried).toBe('ready');
    expect(builds).toBe(2);
  });
});
