/** A link's figures: live while answers arrive, the server's rate once it has them all. */
import { describe, expect, it } from 'vitest';
import type { LinkView } from '../../../api/classMain';
import { linkFigures } from './linkFigures';
import { linkQuestion, linkView } from './linkViewFixture';

function link(overrides: Partial<LinkView> = {}, type: 'quiz' | 'survey' = 'quiz'): LinkView {
  return linkView({
    end: null,
    correct: type === 'quiz' ? '1' : null,
    question: linkQuestion(type),
    ...overrides,
  });
}

const answers = new Map([
  ['a', '1'],
  ['b', '2'],
  ['c', '1'],
  ['d', '1'],
]);

describe('linkFigures', () => {
  it('computes the right-answer rate from the live answers while the question runs', () => {
    const figures = linkFigures(link(), answers, 10);
    expect(figures?.rate).toBe(75);
    expect(figures?.count).toBe(4);
    expect(figures?.bars.map((bar) => [bar.label, bar.count, bar.correct])).toEqual([
      ['O', 3, true],
      ['X', 1, false],
    ]);
  });

  it('shows the server rate once the stopped link was read with the same answers', () => {
    // The server's figure (here deliberately unlike the live one, to tell them apart).
    const stopped = link({ end: '2026-01-01T00:01:00.000Z', rate: 30, correct: '2', countOfAnswers: 4 });
    expect(linkFigures(stopped, answers, 10)?.rate).toBe(30);
    // A late answer not yet in the server's read: the live figure (1 X of 4).
    expect(linkFigures({ ...stopped, countOfAnswers: 3 }, answers, 10)?.rate).toBe(25);
    // Still running: always live.
    expect(linkFigures({ ...stopped, end: null }, answers, 10)?.rate).toBe(25);
  });

  it('gives a survey the share of the students shown who answered', () => {
    expect(linkFigures(link({}, 'survey'), answers, 5)?.rate).toBe(80);
    expect(linkFigures(link({}, 'survey'), answers, 5)?.quiz).toBe(false);
  });
});
