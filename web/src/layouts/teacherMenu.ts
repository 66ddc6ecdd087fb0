/**
 * The class area's menu (teachers and staff): where past classes, their results and the asked
 * questions are found without knowing an address. A pure description, so the entries and which
 * one is current are unit-tested; TeacherMenu.tsx renders it in the navbar.
 */

export interface MenuEntry {
  /** The entry's data-testid suffix: `teacher-menu-<id>`. */
  id: string;
  /** Translation key, read through the school/business wording. */
  textKey: string;
  href: string;
}

export const TEACHER_MENU: readonly MenuEntry[] = [
  { id: 'classes', textKey: 'CLASS_LIST', href: '/class/ready' },
  { id: 'questions', textKey: 'QUESTION_LIST', href: '/class/manage-question' },
  { id: 'results', textKey: 'PAST_CLASSES', href: '/class/results' },
  { id: 'asked', textKey: 'MY_QUESTION_LINKS', href: '/common/questionLink' },
];

/** The entry the page belongs to (its own path or one below it), or null (the running class). */
export function currentEntry(pathname: string, menu: readonly MenuEntry[] = TEACHER_MENU): string | null {
  const entry = menu.find(
    (candidate) => pathname === candidate.href || pathname.startsWith(`${candidate.href}/`),
  );
  return entry?.id ?? null;
}
