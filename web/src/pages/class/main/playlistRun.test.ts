/** Quiz Express runs: start at the first runnable question, append links, advance, end. */
import { describe, expect, it } from 'vitest';
import { advance, appendLink, runPosition, startRun } from './playlistRun';

const q = (id: string, active = true) => ({ question: { _id: id, active } });
const list = [{ question: null }, q('a'), q('b', false), q('c'), q('d')];

describe('playlist runs', () => {
  it('starts at the first runnable question and empties its links', () => {
    expect(startRun('p1', list)).toEqual({ playlistId: 'p1', index: 1, links: [] });
  });

  it('cannot start a playlist without a runnable question', () => {
    expect(startRun('p1', [{ question: null }, q('x', false)])).toBeNull();
    expect(startRun('p1', [])).toBeNull();
  });

  it('runs the questions in order, skipping the ones it cannot ask, then ends', () => {
    let run = startRun('p1', list);
    const asked: number[] = [];
    while (run) {
      asked.push(run.index);
      run = appendLink(run, `link-${run.index}`);
      expect(run.links.at(-1)).toBe(`link-${run.index}`);
      run = advance(run, list);
    }
    expect(asked).toEqual([1, 3, 4]);
  });

  it('gives the position among the runnable questions', () => {
    const run = { playlistId: 'p1', index: 3, links: [] };
    expect(runPosition(run, list)).toEqual({ current: 2, total: 3 });
  });
});
