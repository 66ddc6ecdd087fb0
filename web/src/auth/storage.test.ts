import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memoryStorage';
import { clearOnLogout, readSavedUid, readSession, rememberUid, STORAGE_KEYS } from './storage';

describe('clearOnLogout', () => {
  it('forgets the user, the token and anything else but keeps the saved login id and the language', () => {
    // Prepare
    const storage = memoryStorage({
      [STORAGE_KEYS.user]: '{}',
      [STORAGE_KEYS.token]: 't',
      [STORAGE_KEYS.lang]: 'es',
      [STORAGE_KEYS.savedUid]: 'teacher1',
      other: 'x',
    });
    // Act
    clearOnLogout(storage);
    // Assess
    expect(storage.length).toBe(2);
    expect(readSavedUid(storage)).toBe('teacher1');
    expect(storage.getItem(STORAGE_KEYS.lang)).toBe('es');
    expect(readSession(storage)).toEqual({ user: null, token: null });
  });

  it('stores nothing it did not have: no language chosen stays unchosen', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.token]: 't' });
    clearOnLogout(storage);
    expect(storage.length).toBe(0);
  });
});

describe('rememberUid', () => {
  it('stores the id when the box is checked and forgets it when unchecked', () => {
    const storage = memoryStorage();
    rememberUid(storage, 'teacher1', true);
    expect(readSavedUid(storage)).toBe('teacher1');
    rememberUid(storage, 'teacher1', false);
    expect(readSavedUid(storage)).toBe('');
  });
});

describe('readSession', () => {
  it('treats a corrupt stored user as signed out', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.user]: '{not json', [STORAGE_KEYS.token]: 't' });
    expect(readSession(storage)).toEqual({ user: null, token: 't' });
  });

  it('treats a stored user without a token as signed out', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.user]: '{"uid":"a"}' });
    expect(readSession(storage)).toEqual({ user: null, token: null });
  });
});
