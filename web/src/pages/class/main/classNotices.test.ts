/** The notices a screen shows: which kinds, newest first, at most MAX_SHOWN, dismissed and expired. */
import { describe, expect, it } from 'vitest';
import {
  addNotice,
  CLASS_CONTROL_NOTICES,
  currentNotices,
  dismissNotice,
  isShownNotice,
  MAX_SHOWN,
  nextExpiryIn,
  SHOW_MS,
  type ShownNotice,
} from './classNotices';

const notice = (id: string, text = `Text ${id}`, noti = 'RULE_NOTICE') => ({
  _id: id,
  app: null,
  noti,
  text,
});

describe('isShownNotice', () => {
  it('shows notices with text, never the class-control kinds or an empty text', () => {
    expect(isShownNotice({ noti: 'RULE_NOTICE', text: 'Line up' })).toBe(true);
    expect(isShownNotice({ noti: 'ANYTHING', text: 'Fire drill at 10' })).toBe(true);
    for (const noti of CLASS_CONTROL_NOTICES) expect(isShownNotice({ noti, text: 'x' })).toBe(false);
    expect(isShownNotice({ noti: 'RULE_NOTICE', text: '   ' })).toBe(false);
    // AppSync leaves out what the publishing mutation did not select.
    expect(isShownNotice({ noti: 'RULE_NOTICE', text: null })).toBe(false);
    expect(CLASS_CONTROL_NOTICES).toEqual([
      'QUESTION_STARTED',
      'QUESTION_STOPPED',
      'RESULTS_REVEALED',
      'CLASS_ENDED',
      'LOGGED_IN_ELSEWHERE',
    ]);
  });
});

describe('the shown list', () => {
  it('puts the newest on top, keeps MAX_SHOWN and each notice once', () => {
    let list: ShownNotice[] = [];
    for (const [index, id] of ['a', 'b', 'c', 'd'].entries())
      list = addNotice(list, notice(id), 1000 + index);
    expect(list.map((shown) => shown.id)).toEqual(['d', 'c', 'b']);
    expect(list).toHaveLength(MAX_SHOWN);
    expect(addNotice(list, notice('c'), 5000).map((shown) => shown.id)).toEqual(['d', 'c', 'b']);
    expect(list[0]).toEqual({ id: 'd', noti: 'RULE_NOTICE', text: 'Text d', until: 1003 + SHOW_MS });
  });

  it('ignores a control notice and trims the text', () => {
    expect(addNotice([], notice('a', 'x', 'CLASS_ENDED'), 0)).toEqual([]);
    expect(addNotice([], notice('a', '  Line up  '), 0)[0]?.text).toBe('Line up');
  });

  it('dismisses one notice and lets notices expire in order', () => {
    let list = addNotice([], notice('a'), 0);
    list = addNotice(list, notice('b'), 5000);
    expect(dismissNotice(list, 'b').map((shown) => shown.id)).toEqual(['a']);
    expect(nextExpiryIn(list, 1000)).toBe(SHOW_MS - 1000);
    expect(currentNotices(list, SHOW_MS).map((shown) => shown.id)).toEqual(['b']);
    expect(currentNotices(list, SHOW_MS + 5000)).toEqual([]);
    expect(nextExpiryIn([], 0)).toBeNull();
    expect(nextExpiryIn(list, SHOW_MS * 2)).toBe(0);
  });
});
