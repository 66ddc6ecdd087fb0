import { describe, expect, it } from 'vitest';
import {
  defaultTablePreferences,
  readPageSize,
  readTablePreferences,
  TABLE_PREFERENCES_PREFIX,
  writeTablePreferences,
} from './tablePreferences';

/** A Storage stand-in holding what was written, as the browser's localStorage would. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const COLUMNS = [{ id: 'mac' }, { id: 'sn', hidden: true }, { id: 'name' }, { id: 'status' }];

describe('table preferences', () => {
  it('start with the default page size, no wrapping and the hidden columns hidden', () => {
    // Act
    const preferences = readTablePreferences(memoryStorage(), 'device-list', COLUMNS);

    // Assess
    expect(preferences).toEqual({
      pageSize: 20,
      wrapLines: false,
      contentDisplay: [
        { id: 'mac', visible: true },
        { id: 'sn', visible: false },
        { id: 'name', visible: true },
        { id: 'status', visible: true },
      ],
    });
  });

  it('are remembered per list: what one list saved is read back by it and not by another', () => {
    // Prepare
    const storage = memoryStorage();
    const chosen = {
      pageSize: 50,
      wrapLines: true,
      contentDisplay: [
        { id: 'status', visible: true },
        { id: 'mac', visible: true },
        { id: 'sn', visible: true },
        { id: 'name', visible: false },
      ],
    };

    // Act
    writeTablePreferences(storage, 'device-list', chosen);

    // Assess
    expect(readTablePreferences(storage, 'device-list', COLUMNS)).toEqual(chosen);
    expect(readPageSize(storage, 'device-list')).toBe(50);
    expect(readTablePreferences(storage, 'user-list', COLUMNS)).toEqual(defaultTablePreferences(COLUMNS));
  });

  it('drop columns that no longer exist and add new ones with their default visibility', () => {
    // Prepare
    const storage = memoryStorage({
      [`${TABLE_PREFERENCES_PREFIX}device-list`]: JSON.stringify({
        contentDisplay: [
          { id: 'name', visible: true },
          { id: 'gone', visible: true },
          { id: 'mac', visible: false },
        ],
      }),
    });

    // Act
    const { contentDisplay } = readTablePreferences(storage, 'device-list', COLUMNS);

    // Assess
    expect(contentDisplay).toEqual([
      { id: 'name', visible: true },
      { id: 'mac', visible: false },
      { id: 'sn', visible: false },
      { id: 'status', visible: true },
    ]);
  });

  it('fall back to the defaults for a damaged entry, a page size not offered or no visible column', () => {
    // Prepare
    const damaged = memoryStorage({ [`${TABLE_PREFERENCES_PREFIX}a`]: '{not json' });
    const odd = memoryStorage({
      [`${TABLE_PREFERENCES_PREFIX}a`]: JSON.stringify({
        pageSize: 7,
        wrapLines: 'yes',
        contentDisplay: COLUMNS.map((column) => ({ id: column.id, visible: false })),
      }),
    });

    // Act
    const fromDamaged = readTablePreferences(damaged, 'a', COLUMNS);
    const fromOdd = readTablePreferences(odd, 'a', COLUMNS);

    // Assess
    expect(fromDamaged).toEqual(defaultTablePreferences(COLUMNS));
    expect(fromOdd).toEqual(defaultTablePreferences(COLUMNS));
  });
});
