/**
 * A list's display preferences (page size, wrapped lines, which columns show and in what order),
 * remembered per list in the browser. Pure functions over a Storage so they are unit-tested; the
 * stored value is checked on every read, because a column may since have been added, renamed or
 * removed, and a hand-edited entry must not break the list.
 *
 * Kept until logout: signing out clears the browser's storage except the saved id (spec section
 * 4 "Logout"), so the next person at a shared computer starts from the defaults.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './paging';

export const TABLE_PREFERENCES_PREFIX = 'cp.table.';

export interface ColumnDisplay {
  id: string;
  visible: boolean;
}

export interface TablePreferences {
  pageSize: number;
  wrapLines: boolean;
  contentDisplay: ColumnDisplay[];
}

/** A column as the preferences know it: its id and whether it starts hidden. */
export interface ColumnDefault {
  id: string;
  hidden?: boolean;
}

export function defaultTablePreferences(columns: readonly ColumnDefault[]): TablePreferences {
  return {
    pageSize: DEFAULT_PAGE_SIZE,
    wrapLines: false,
    contentDisplay: columns.map((column) => ({ id: column.id, visible: !column.hidden })),
  };
}

const isPageSize = (value: unknown): value is number =>
  typeof value === 'number' && (PAGE_SIZES as readonly number[]).includes(value);

/**
 * The stored order and visibility of the columns that still exist, followed by the columns the
 * stored value does not know (new ones) with their default visibility. At least one column stays
 * visible, else the list would show nothing to click.
 */
export function mergeColumnDisplay(stored: unknown, columns: readonly ColumnDefault[]): ColumnDisplay[] {
  const known = new Map(columns.map((column) => [column.id, column]));
  const kept: ColumnDisplay[] = [];
  if (Array.isArray(stored)) {
    for (const entry of stored) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { id, visible } = entry as Record<string, unknown>;
      if (typeof id !== 'string' || !known.has(id) || kept.some((column) => column.id === id)) continue;
      kept.push({ id, visible: visible === true });
    }
  }
  const added = columns
    .filter((column) => !kept.some((entry) => entry.id === column.id))
    .map((column) => ({ id: column.id, visible: !column.hidden }));
  const merged = [...kept, ...added];
  if (merged.length > 0 && !merged.some((column) => column.visible))
    return defaultTablePreferences(columns).contentDisplay;
  return merged;
}

export function readTablePreferences(
  storage: Pick<Storage, 'getItem'>,
  listId: string,
  columns: readonly ColumnDefault[],
): TablePreferences {
  const defaults = defaultTablePreferences(columns);
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(TABLE_PREFERENCES_PREFIX + listId) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) stored = parsed as Record<string, unknown>;
  } catch {
    // A damaged entry is as good as none: the defaults.
  }
  return {
    pageSize: isPageSize(stored.pageSize) ? stored.pageSize : defaults.pageSize,
    wrapLines: typeof stored.wrapLines === 'boolean' ? stored.wrapLines : defaults.wrapLines,
    contentDisplay: mergeColumnDisplay(stored.contentDisplay, columns),
  };
}

/** The page size alone, for the paged query that starts before the table renders. */
export function readPageSize(storage: Pick<Storage, 'getItem'>, listId: string): number {
  return readTablePreferences(storage, listId, []).pageSize;
}

export function writeTablePreferences(
  storage: Pick<Storage, 'setItem'>,
  listId: string,
  preferences: TablePreferences,
): void {
  try {
    storage.setItem(TABLE_PREFERENCES_PREFIX + listId, JSON.stringify(preferences));
  } catch {
    // A full or disabled storage only means the choice is not remembered.
  }
}
