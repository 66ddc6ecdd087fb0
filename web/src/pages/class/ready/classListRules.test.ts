import { describe, expect, it } from 'vitest';
import {
  CLASS_PAGE_SIZE,
  canAddClassroom,
  canManageClassrooms,
  classListFilter,
  classPagesCount,
  serverPageOf,
} from './classListRules';

describe('class list rules', () => {
  it('lets only a manager who is not staff add (school mode only) and delete classrooms', () => {
    expect(canAddClassroom({ manager: true }, 'school')).toBe(true);
    expect(canAddClassroom({ manager: true }, 'business')).toBe(false);
    expect(canAddClassroom({ manager: true, staff: true }, 'school')).toBe(false);
    expect(canAddClassroom({ staff: true }, 'school')).toBe(false);
    expect(canManageClassrooms({ manager: true, staff: false })).toBe(true);
    expect(canManageClassrooms({ manager: true, staff: true })).toBe(false);
    expect(canManageClassrooms(null)).toBe(false);
  });

  it('asks for the active classrooms of the site, 5 per page, pages from 0 on the server', () => {
    expect(classListFilter('site-1')).toEqual({ site: 'site-1', active: true });
    expect(CLASS_PAGE_SIZE).toBe(5);
    expect(serverPageOf(1)).toBe(0);
    expect(serverPageOf(3)).toBe(2);
    expect(serverPageOf(0)).toBe(0);
  });

  it('counts pages of 5, with at least one', () => {
    expect(classPagesCount(0)).toBe(1);
    expect(classPagesCount(5)).toBe(1);
    expect(classPagesCount(6)).toBe(2);
    expect(classPagesCount(11)).toBe(3);
  });
});
