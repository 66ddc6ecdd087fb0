/**
 * What the console persists, and nothing more: user, token, language, and the saved login id.
 * Every function takes the Storage so the rules are testable without a browser.
 */
import type { SignedInUser } from '../api/auth';

export const STORAGE_KEYS = {
  user: 'cp.user',
  token: 'cp.token',
  lang: 'cp.lang',
  savedUid: 'cp.savedUid',
} as const;

export interface StoredSession {
  user: SignedInUser | null;
  token: string | null;
}

export function readSession(storage: Storage): StoredSession {
  const token = storage.getItem(STORAGE_KEYS.token);
  if (!token) {
    // A user without a token cannot call anything: treat it as signed out.
    return { user: null, token: null };
  }
  const rawUser = storage.getItem(STORAGE_KEYS.user);
  let user: SignedInUser | null = null;
  if (rawUser) {
    try {
      user = JSON.parse(rawUser) as SignedInUser;
    } catch {
      // A corrupt entry is treated as signed out; start-up then clears the rest.
      user = null;
    }
  }
  return { user, token };
}

export function writeSession(storage: Storage, session: { user: SignedInUser; token: string }): void {
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  storage.setItem(STORAGE_KEYS.token, session.token);
}

export function writeUser(storage: Storage, user: SignedInUser): void {
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** What a logout keeps: the saved login id (spec section 4) and the chosen language. */
const KEPT_ON_LOGOUT = [STORAGE_KEYS.savedUid, STORAGE_KEYS.lang] as const;

/**
 * Logout rule (spec section 4): clear everything but the saved login id, and the language too,
 * since the spec persists it (section 9) and a Spanish user signing out must not land on an
 * English sign-in page after the next load (docs/console-shell.md "Logout").
 */
export function clearOnLogout(storage: Storage): void {
  const kept = KEPT_ON_LOGOUT.map((key) => [key, storage.getItem(key)] as const);
  storage.clear();
  for (const [key, value] of kept) {
    if (value !== null) storage.setItem(key, value);
  }
}

export function readSavedUid(storage: Storage): string {
  return storage.getItem(STORAGE_KEYS.savedUid) ?? '';
}

/** The save-id checkbox: a checked box remembers the id, an unchecked one forgets it. */
export function rememberUid(storage: Storage, uid: string, save: boolean): void {
  if (save && uid !== '') {
    storage.setItem(STORAGE_KEYS.savedUid, uid);
  } else {
    storage.removeItem(STORAGE_KEYS.savedUid);
  }
}
