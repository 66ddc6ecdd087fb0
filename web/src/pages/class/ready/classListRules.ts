/**
 * Who sees what on the class list (spec sections 2 "Class list" and 6) and its paging (section 9:
 * 5 classrooms per page, the server's page index from 0). The server enforces the same rules
 * (createSpot and removeSpot refuse staff); these only hide what would be refused.
 */
import type { Mode } from '../../../auth/mode';
import type { SpotFilter } from '../../../generated/graphql';

export const CLASS_PAGE_SIZE = 5;

type RoleFlags = { manager?: boolean | null; staff?: boolean | null };

/** Only a manager who is not staff may add or delete classrooms. */
export function canManageClassrooms(role: RoleFlags | null | undefined): boolean {
  return role?.manager === true && role.staff !== true;
}

/** The Add Classroom card: such a manager, and only in school mode. */
export function canAddClassroom(role: RoleFlags | null | undefined, mode: Mode): boolean {
  return mode === 'school' && canManageClassrooms(role);
}

/** The spec's filter of the class list: the user's site, active classrooms only. */
export function classListFilter(site: string): SpotFilter {
  return { site, active: true };
}

/** The server page (from 0) of a pager page (from 1). */
export function serverPageOf(uiPage: number): number {
  return Math.max(0, Math.floor(uiPage) - 1);
}

/** At least one page, so the pager never shows "0 of 0". */
export function classPagesCount(total: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / CLASS_PAGE_SIZE));
}
