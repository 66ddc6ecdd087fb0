/** A class's hot reads, kept per instance for CLASS_STATE_TTL_MS and read anew after it. */
import { describe, expect, it } from 'vitest';
import { CLASS_STATE_TTL_MS, ClassReads, PLACE_TTL_MS } from './class-reads';

function world() {
  const reads: string[] = [];
  let running: string | null = 'link-1';
  let clock = 1_000_000;
  const classReads = new ClassReads({
    entities: {
      get: async <T>(type: string, id: string) => {
        reads.push(`${type}#${id}`);
        return { _id: id, name: `${type} ${id}` } as T;
      },
    },
    sessions: {
      runningLink: async () => {
        reads.push('running');
        return running;
      },
      lastStoppedLink: async () => null,
    },
    now: () => clock,
  });
  return {
    classReads,
    reads,
    stop: () => (running = null),
    later: (ms: number) => (clock += ms),
  };
}

describe('ClassReads', () => {
  it("reads a class's session and running question once per instance within CLASS_STATE_TTL_MS", async () => {
    const { classReads, reads, later } = world();

    await Promise.all([1, 2, 3].map(() => classReads.session('s-1')));
    await classReads.runningLink('s-1');
    later(CLASS_STATE_TTL_MS - 1);
    await classReads.session('s-1');
    await classReads.runningLink('s-1');

    expect(reads).toEqual(['SESSION#s-1', 'running']);
  });

  it('sees a change once CLASS_STATE_TTL_MS has passed', async () => {
    const { classReads, stop, later } = world();

    expect(await classReads.runningLink('s-1')).toBe('link-1');
    stop();
    expect(await classReads.runningLink('s-1')).toBe('link-1');
    later(CLASS_STATE_TTL_MS);
    expect(await classReads.runningLink('s-1')).toBeNull();
  });

  it('keeps the names of a school and a classroom for PLACE_TTL_MS', async () => {
    const { classReads, reads, later } = world();

    await classReads.placeNames.get('SITE', 'site-1');
    later(PLACE_TTL_MS - 1);
    const name = await classReads.placeNames.get<{ name: string }>('SITE', 'site-1');
    later(1);
    await classReads.placeNames.get('SITE', 'site-1');

    expect(name?.name).toBe('SITE site-1');
    expect(reads).toEqual(['SITE#site-1', 'SITE#site-1']);
  });
});
