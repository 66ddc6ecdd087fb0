/**
 * What the phone keeps in localStorage: its app uuid (kept across classes, so a refresh or a new
 * class is the same phone) and the joined class (token and the join form's values), so a refresh
 * finds the same student.
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

const UUID_KEY = 'classpulse.remote.uuid';
const MEMBERSHIP_KEY = 'classpulse.remote.class';

export function storedUuid(): string | null {
  return localStorage.getItem(UUID_KEY);
}

export function storeUuid(uuid: string): void {
  localStorage.setItem(UUID_KEY, uuid);
}

export function storedMembership(): Membership | null {
  try {
    const value = JSON.parse(localStorage.getItem(MEMBERSHIP_KEY) ?? 'null') as Membership | null;
    return value && typeof value.token === 'string' && typeof value.site === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function storeMembership(membership: Membership | null): void {
  if (membership) localStorage.setItem(MEMBERSHIP_KEY, JSON.stringify(membership));
  else localStorage.removeItem(MEMBERSHIP_KEY);
}
