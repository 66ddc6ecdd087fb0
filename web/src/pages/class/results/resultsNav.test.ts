import { describe, expect, it } from 'vitest';
import { backLink, resultsCrumbs, resultsPath } from './resultsNav';

const session = { _id: 'session 1', code: '123456' };

describe("the results page's way back", () => {
  it('puts a teacher under the class list and the past classes, and back to the class', () => {
    // Act
    const crumbs = resultsCrumbs(false, session, 'Room 1');
    const back = backLink(false, session._id);
    // Assess
    expect(crumbs.map((crumb) => crumb.href)).toEqual(['/class/ready', '/class/results', '#']);
    expect(crumbs.at(-1)?.text).toBe('Room 1');
    expect(back).toEqual({ textKey: 'BACK_TO_CLASS', href: '/class/main?session=session%201' });
  });

  it('puts an admin under the session list and the session, with no class screen to go back to', () => {
    // Act
    const crumbs = resultsCrumbs(true, session, 'Room 1');
    const back = backLink(true, session._id);
    // Assess
    expect(crumbs.map((crumb) => crumb.href)).toEqual([
      '/admin/manage/setting/session',
      '/admin/manage/detail/session/session%201',
      '#',
    ]);
    expect(crumbs[1]?.text).toBe('123456');
    expect(back.href).toBe('/admin/manage/detail/session/session%201');
  });

  it('names the session in the results address, encoded', () => {
    expect(resultsPath('a&b')).toBe('/class/results?session=a%26b');
  });
});
