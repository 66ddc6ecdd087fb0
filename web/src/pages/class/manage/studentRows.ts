/**
 * The student list of the class manage modal (spec section 4 "Student rows", section 5
 * "Classroom and students"): rows added at the top, edited inline, deleted; checked here before
 * anything is sent, then turned into the one modifyUsers batch of creations, updates and removals.
 */
import type { StudentInput } from '../../../generated/graphql';

/** The server's seat range (functions/src/domain/users/student-list.ts). */
export const MAX_SEAT_NO = 10_000;

/** A row as edited: the texts typed, and the stored student's id for rows that exist. */
export interface StudentRow {
  key: string;
  _id?: string;
  firstname: string;
  lastname: string;
  no: string;
}

export interface StoredStudent {
  _id: string;
  firstname?: string | null;
  lastname?: string | null;
  no?: number | null;
}

export type RowErrors = Partial<Record<'firstname' | 'no', string>>;

export interface ListErrors {
  /** Errors per row key; a row without errors has no entry. */
  rows: Record<string, RowErrors>;
  /** REQUIRED_STUDENT when no row is left. */
  list?: string;
}

export function rowOf(student: StoredStudent): StudentRow {
  return {
    key: student._id,
    _id: student._id,
    firstname: student.firstname ?? '',
    lastname: student.lastname ?? '',
    no: student.no === null || student.no === undefined ? '' : String(student.no),
  };
}

export function emptyRow(key: string): StudentRow {
  return { key, firstname: '', lastname: '', no: '' };
}

/** Stored students in seat order (no number last), then by name: the order the class sees. */
export function sortStudents<T extends StoredStudent>(students: T[]): T[] {
  const seat = (student: T) => student.no ?? Number.POSITIVE_INFINITY;
  return [...students].sort(
    (a, b) => seat(a) - seat(b) || (a.firstname ?? '').localeCompare(b.firstname ?? ''),
  );
}

export type SeatNo = { ok: true; value: number | null } | { ok: false };

/**
 * The number typed: blank or non-numeric ("3a", "three") is sent as empty (spec section 5); a
 * number is kept when it is a whole number from 1 to MAX_SEAT_NO, and refused otherwise ("0",
 * "2.5", "-1"), because sending it empty would silently drop what the teacher meant.
 */
export function parseSeatNo(text: string): SeatNo {
  const trimmed = text.trim();
  if (trimmed === '' || !Number.isFinite(Number(trimmed))) return { ok: true, value: null };
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < 1 || value > MAX_SEAT_NO) return { ok: false };
  return { ok: true, value };
}

function trimmedOrNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** First name required, numbers in range and not repeated, at least one student. */
export function validateRows(rows: StudentRow[]): ListErrors {
  const errors: ListErrors = { rows: {} };
  const add = (key: string, field: keyof RowErrors, message: string) => {
    errors.rows[key] = { ...errors.rows[key], [field]: message };
  };
  const seats = new Map<number, string[]>();
  for (const row of rows) {
    if (row.firstname.trim() === '') add(row.key, 'firstname', 'REQUIRED_NAME_MSG');
    const no = parseSeatNo(row.no);
    if (!no.ok) add(row.key, 'no', 'INVALID_SEAT');
    else if (no.value !== null) seats.set(no.value, [...(seats.get(no.value) ?? []), row.key]);
  }
  for (const keys of seats.values()) {
    if (keys.length > 1) for (const key of keys) add(key, 'no', 'DUPLICATE_SEAT');
  }
  if (rows.length === 0) errors.list = 'REQUIRED_STUDENT';
  return errors;
}

export function listIsValid(errors: ListErrors): boolean {
  return errors.list === undefined && Object.keys(errors.rows).length === 0;
}

export interface StudentChanges {
  create: StudentInput[];
  update: StudentInput[];
  remove: string[];
}

function inputOf(row: StudentRow): StudentInput {
  const no = parseSeatNo(row.no);
  return {
    firstname: row.firstname.trim(),
    lastname: trimmedOrNull(row.lastname),
    no: no.ok ? no.value : null,
  };
}

/**
 * The batch for modifyUsers: new rows are created, stored rows whose texts changed are updated,
 * stored students without a row any more are removed. Call only on rows that passed validateRows.
 */
export function planChanges(stored: StoredStudent[], rows: StudentRow[]): StudentChanges {
  const byId = new Map(stored.map((student) => [student._id, student]));
  const kept = new Set<string>();
  const changes: StudentChanges = { create: [], update: [], remove: [] };
  for (const row of rows) {
    const input = inputOf(row);
    const before = row._id === undefined ? undefined : byId.get(row._id);
    if (!before || row._id === undefined) {
      changes.create.push(input);
      continue;
    }
    kept.add(row._id);
    const same =
      (before.firstname ?? '') === input.firstname &&
      (before.lastname ?? null) === input.lastname &&
      (before.no ?? null) === input.no;
    if (!same) changes.update.push({ _id: row._id, ...input });
  }
  for (const student of stored) if (!kept.has(student._id)) changes.remove.push(student._id);
  return changes;
}

export function hasChanges(changes: StudentChanges): boolean {
  return changes.create.length + changes.update.length + changes.remove.length > 0;
}
