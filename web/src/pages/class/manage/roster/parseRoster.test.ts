// @vitest-environment node
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseRoster, RosterFileError } from './parseRoster';
import { rosterServerError } from './rosterErrors';
import { buildRosterTemplate } from './rosterTemplate';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const csv = (lines: string[]) => new TextEncoder().encode(lines.join('\n'));

async function fileError(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RosterFileError);
  return (error as RosterFileError).key;
}

describe('parseRoster', () => {
  it.each(['roster-30.xlsx', 'roster-30.ods', 'roster-30.csv'])(
    'reads the 30 students LibreOffice wrote with Korean headers (%s)',
    async (name) => {
      const roster = await parseRoster(fixture(name), { fileName: name });

      expect(roster.errors).toEqual([]);
      expect(roster.rows).toHaveLength(30);
      expect(roster.rows[0]).toEqual({ no: 1, firstname: '민준', lastname: '김', button: '1' });
      expect(roster.rows[29]).toEqual({ no: 30, firstname: '수빈', lastname: '임', button: '30' });
      expect(roster.fileRows.slice(0, 2)).toEqual([2, 3]);
      expect(roster.headers).toEqual({ no: '번호', firstname: '이름', lastname: '성', button: '버튼' });
    },
  );

  it('lists every row problem with its column and value', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Lista');
    sheet.addRow(['N.º', 'Nombre', 'Botón']);
    sheet.addRow([1, 'Ana', '1']);
    sheet.addRow(['x', 'Ben', '2']);
    sheet.addRow([1, 'Again', null]);
    sheet.addRow([4, null, null]);
    sheet.addRow([5, 'Eve', new Date(Date.UTC(2026, 0, 2))]);
    sheet.getCell('C6').numFmt = 'm/d';
    sheet.addRow([10_001, 'F'.repeat(101), null]);

    const roster = await parseRoster(new Uint8Array(await book.xlsx.writeBuffer()));

    expect(roster.errors).toEqual([
      { row: 3, key: 'ROSTER_INVALID_SEAT', column: 'N.º', value: 'x' },
      { row: 4, key: 'ROSTER_DUPLICATE_SEAT', column: 'N.º', value: '1' },
      { row: 5, key: 'ROSTER_REQUIRED_NAME', column: 'Nombre', value: '' },
      { row: 6, key: 'DATE_CELL', column: 'Botón', value: '1/2' },
      { row: 7, key: 'ROSTER_INVALID_SEAT', column: 'N.º', value: '10001' },
      { row: 7, key: 'ROSTER_NAME_TOO_LONG', column: 'Nombre', value: 'F'.repeat(101) },
    ]);
    // No last-name column: stored last names are kept (none is sent).
    expect(roster.rows[0]).toEqual({ no: 1, firstname: 'Ana', button: '1' });
  });

  it('sends an empty last name as none when the file has the column', async () => {
    const roster = await parseRoster(csv(['No.,First name,Last name', '1,Ana,']), { fileName: 'r.csv' });
    expect(roster.rows).toEqual([{ no: 1, firstname: 'Ana', lastname: null }]);
  });

  it('refuses a file without the seat and name headers, an empty one and one too long', async () => {
    expect(await fileError(parseRoster(csv(['name,button', 'Ana,1']), { fileName: 'r.csv' }))).toBe(
      'ROSTER_NO_HEADER',
    );
    expect(await fileError(parseRoster(csv(['번호,이름']), { fileName: 'r.csv' }))).toBe('ROSTER_EMPTY');
    const many = Array.from({ length: 301 }, (_, index) => `${index + 1},S${index}`);
    expect(await fileError(parseRoster(csv(['no,name', ...many]), { fileName: 'r.csv' }))).toBe(
      'ROSTER_TOO_MANY_ROWS',
    );
    expect(await fileError(parseRoster(new Uint8Array([0, 1, 2, 0])))).toBe('NOT_A_SPREADSHEET');
  });
});

describe('buildRosterTemplate', () => {
  it.each([
    ['ko', '명렬표', '번호'],
    ['en', 'Roster', 'No.'],
    ['es', 'Lista', 'N.º'],
  ] as const)('is written in %s and imports back without problems', async (language, sheet, header) => {
    const template = await buildRosterTemplate(language);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template);

    expect(book.worksheets[0]?.name).toBe(sheet);
    expect(book.worksheets[0]?.getRow(1).getCell(1).value).toBe(header);
    const roster = await parseRoster(template);
    expect(roster.errors).toEqual([]);
    expect(roster.rows.map((row) => [row.no, row.button ?? null])).toEqual([
      [1, '1'],
      [2, '2'],
      [3, null],
    ]);
  });
});

describe('rosterServerError', () => {
  const parsed = { fileRows: [2, 3, 5], headers: { no: '번호', button: '버튼' } };
  const refusal = (errorInfo: Record<string, unknown>) => ({
    errors: [{ errorType: 'BadRequest', errorInfo }],
  });

  it('places the server’s row problems on the file’s rows with their header', () => {
    const error = refusal({
      key: 'ROSTER_ROWS',
      rows: [
        { index: 2, key: 'UNKNOWN_BUTTON', field: 'button', value: '99' },
        { index: 0, key: 'REQUIRED_NAME_MSG', field: 'firstname', value: '' },
      ],
    });

    expect(rosterServerError(error, parsed, () => true)).toEqual({
      kind: 'rows',
      errors: [
        { row: 5, key: 'ROSTER_UNKNOWN_BUTTON', column: '버튼', value: '99' },
        { row: 2, key: 'ROSTER_REQUIRED_NAME', column: 'firstname', value: '' },
      ],
    });
  });

  it('shows any other refusal as its message, unknown ones as the generic failure', () => {
    const known = (key: string) => key === 'ROSTER_CHANGED';
    expect(rosterServerError(refusal({ key: 'ROSTER_CHANGED' }), parsed, known)).toEqual({
      kind: 'message',
      message: { key: 'ROSTER_CHANGED' },
    });
    expect(rosterServerError(new Error('offline'), parsed, known)).toEqual({
      kind: 'message',
      message: { key: 'ROSTER_IMPORT_FAILED' },
    });
  });
});
