/** The class view's rules: the link on the projector, the reveal, key colours and the join link. */
import { describe, expect, it } from 'vitest';
import type { LinkView } from '../../../api/classMain';
import { linkView } from '../main/linkViewFixture';
import { joinLink, keyColour, presentedLink, showsChart, showsCorrect } from './presentRules';

function link(id: string, overrides: Partial<LinkView> = {}): LinkView {
  return linkView({ _id: id, ...overrides });
}

describe('the class view', () => {
  it('presents the running question, else the one started or revealed last', () => {
    const first = link('a', { createdAt: '2026-01-01T09:00:00.000Z' });
    const second = link('b', { createdAt: '2026-01-01T09:05:00.000Z' });
    expect(presentedLink([first, second])?._id).toBe('b');
    const revealedAgain = { ...first, revealedAt: '2026-01-01T09:10:00.000Z' };
    expect(presentedLink([revealedAgain, second])?._id).toBe('a');
    const running = link('c', { createdAt: '2026-01-01T09:01:00.000Z', end: null });
    expect(presentedLink([revealedAgain, running, second])?._id).toBe('c');
    expect(presentedLink([])).toBeNull();
  });

  it('hides the chart and the correct answer until the reveal, unless live results were chosen', () => {
    expect(showsChart(link('a'))).toBe(false);
    expect(showsChart(link('a', { liveResults: true }))).toBe(true);
    const revealed = link('a', { revealedAt: '2026-01-01T00:02:00.000Z' });
    expect(showsChart(revealed)).toBe(true);
    expect(showsCorrect(link('a', { liveResults: true }), 'quiz')).toBe(false);
    expect(showsCorrect(revealed, 'quiz')).toBe(true);
    expect(showsCorrect(revealed, 'survey')).toBe(false);
  });

  it('colours O and X apart and gives every key a colour', () => {
    expect(keyColour('ox', '1')).not.toBe(keyColour('ox', '2'));
    const keys = ['1', '2', '3', '4', '5'].map((key) => keyColour('multiple', key));
    expect(new Set(keys).size).toBe(5);
  });

  it('links to the student app with the code filled in', () => {
    expect(joinLink('https://class.example', '123456')).toBe('https://class.example/remote?code=123456');
  });
});
