import { describe, expect, it } from 'vitest';
import { currentEntry, TEACHER_MENU } from './teacherMenu';

describe('the class area menu', () => {
  it('offers the class list, the questions, the past classes and the asked questions', () => {
    // Prepare, Act
    const targets = TEACHER_MENU.map((entry) => entry.href);
    // Assess
    expect(targets).toEqual([
      '/class/ready',
      '/class/manage-question',
      '/class/results',
      '/common/questionLink',
    ]);
  });

  it.each([
    ['/class/ready', 'classes'],
    ['/class/results', 'results'],
    ['/class/manage-question/import', 'questions'],
    ['/common/questionLink', 'asked'],
  ])('marks %s as part of %s', (pathname, id) => {
    // Act
    const current = currentEntry(pathname);
    // Assess
    expect(current).toBe(id);
  });

  it('marks nothing on the running class or a path that only starts like an entry', () => {
    expect(currentEntry('/class/main')).toBeNull();
    expect(currentEntry('/class/readyx')).toBeNull();
  });
});
