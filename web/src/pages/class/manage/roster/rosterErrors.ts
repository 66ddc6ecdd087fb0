/**
 * The answers of importRoster as the roster screen shows them: the server's row problems
 * (BadRequest ROSTER_ROWS, one per row index) placed on the file's rows with their column and
 * value, beside the problems found in the browser; any other refusal as one message.
 */
import { adminErrorMessage, type ErrorMessage, readApiError } from '../../../../api/errors';
import type { ParsedRoster, RosterRowError } from './parseRoster';
import type { RosterColumn } from './rosterColumns';

interface ServerRow {
  index: number;
  key: string;
  field: RosterColumn;
  value: string;
}

function isServerRow(value: unknown): value is ServerRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return typeof row.index === 'number' && typeof row.key === 'string' && typeof row.value === 'string';
}

/** The roster screen's key of a server row key (REQUIRED_NAME_MSG is ROSTER_REQUIRED_NAME). */
export function rosterKeyOf(serverKey: string): string {
  return serverKey === 'REQUIRED_NAME_MSG' ? 'ROSTER_REQUIRED_NAME' : `ROSTER_${serverKey}`;
}

export type RosterServerError =
  | { kind: 'rows'; errors: RosterRowError[] }
  | { kind: 'message'; message: ErrorMessage };

export function rosterServerError(
  error: unknown,
  parsed: Pick<ParsedRoster, 'fileRows' | 'headers'>,
  isKnownKey: (key: string) => boolean,
): RosterServerError {
  const { code, info } = readApiError(error);
  if (code === 'BadRequest' && info.key === 'ROSTER_ROWS' && Array.isArray(info.rows)) {
    const errors = info.rows.filter(isServerRow).map((row) => ({
      row: parsed.fileRows[row.index] ?? row.index + 2,
      key: rosterKeyOf(row.key),
      column: parsed.headers[row.field] ?? row.field,
      value: row.value,
    }));
    if (errors.length > 0) return { kind: 'rows', errors };
  }
  return { kind: 'message', message: adminErrorMessage(error, isKnownKey, 'ROSTER_IMPORT_FAILED') };
}
