/**
 * Where the results page sits and leads back to (docs/class-list.md "Last class and results"):
 * for a teacher, the class list and the past classes above it, and back to the class (the running
 * class, or its summary once ended); for system, admin and distributor, who have no class screen,
 * the session list and the session's detail in the admin area.
 */

export interface NavLink {
  /** A translation key (read through the school/business wording) or a text as it is. */
  textKey?: string;
  text?: string;
  href: string;
}

/** The results of one session. */
export const resultsPath = (session: string) => `/class/results?session=${encodeURIComponent(session)}`;

/** The past classes (the results page without a session). */
export const PAST_CLASSES_PATH = '/class/results';

export const SESSION_LIST_PATH = '/admin/manage/setting/session';
export const sessionDetailPath = (session: string) =>
  `/admin/manage/detail/session/${encodeURIComponent(session)}`;
export const classPath = (session: string) => `/class/main?session=${encodeURIComponent(session)}`;

/** The breadcrumbs above a session's results, ending with the session itself (`title`). */
export function resultsCrumbs(
  adminShell: boolean,
  session: { _id: string; code: string },
  title: string,
): NavLink[] {
  if (adminShell) {
    return [
      { textKey: 'SESSION', href: SESSION_LIST_PATH },
      { text: session.code, href: sessionDetailPath(session._id) },
      { text: title, href: '#' },
    ];
  }
  return [
    { textKey: 'CLASS_LIST', href: '/class/ready' },
    { textKey: 'PAST_CLASSES', href: PAST_CLASSES_PATH },
    { text: title, href: '#' },
  ];
}

/** The page's way back: the class screen for a teacher, the session's detail in the admin area. */
export function backLink(adminShell: boolean, session: string): NavLink {
  return adminShell
    ? { textKey: 'BACK_TO_SESSION', href: sessionDetailPath(session) }
    : { textKey: 'BACK_TO_CLASS', href: classPath(session) };
}
