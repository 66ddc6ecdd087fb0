/**
 * What the phone keeps in localStorage: its app uuid (kept across classes, so a refresh or a new
 * class is the same phone); the one class it is in (token, code, ...), so a refresh finds the same
 * student, and dropped when that class ends, the token is refused or another class's link is
 * opened; and the name and number last joined with, which fill in the next class's form.
 */
export interface Membership {
  token: string;
  code: string;
  name: string;
  no: number | null;
  site: string;
  spot: string;
  /** The seat's PIN the server gave at the join, shown to the student (absent in older stored classes). */
  pin?: string;
}

/** Who joined last on this phone: the join form's defaults. */
export type Student = Pick<Membership, 'name' | 'no'>;

const UUID_KEY = 'classpulse.remote.uuid';
const MEMBERSHIP_KEY = 'classpulse.remote.class';
const STUDENT_KEY = 'classpulse.remote.student';

export function storedUuid(): string | null {
  return localStorage.getItem(UUID_KEY);
}

export function storeUuid(uuid: string): void {
  localStorage.setItem(UUID_KEY, uuid);
}

function read<T>(key: string): Partial<T> | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as Partial<T> | null;
  } catch {
    return null;
  }
}

/** The class the phone is in; a class left without a token (as older versions kept it) is none. */
export function storedMembership(): Membership | null {
  const value = read<Membership>(MEMBERSHIP_KEY);
  return value?.token && typeof value.code === 'string' && typeof value.site === 'string'
    ? (value as Membership)
    : null;
}

/** Joined: the class and the student; null: the class is dropped, the student kept. */
export function storeMembership(membership: Membership | null): void {
  if (!membership) {
    localStorage.removeItem(MEMBERSHIP_KEY);
    return;
  }
  localStorage.setItem(MEMBERSHIP_KEY, JSON.stringify(membership));
  localStorage.setItem(STUDENT_KEY, JSON.stringify({ name: membership.name, no: membership.no }));
}

export function storedStudent(): Student {
  const value = read<Student>(STUDENT_KEY);
  return {
    name: typeof value?.name === 'string' ? value.name : '',
    no: typeof value?.no === 'number' ? value.no : null,
  };
}
