/** The roster template in the reader's language: the roster sheet with 3 example rows, and a guide. */
import ExcelJS from 'exceljs';
import type { Language } from '../../../../i18n/language';
import { rosterImportTexts } from '../../../../i18n/locales/features/rosterImport';
import { toArrayBuffer } from '../../../../spreadsheet/bytes';
import { ROSTER_COLUMNS, ROSTER_HEADER_KEYS } from './rosterColumns';

export async function buildRosterTemplate(language: Language): Promise<ArrayBuffer> {
  const t = rosterImportTexts[language];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ClassPulse';
  const sheet = workbook.addWorksheet(t.ROSTER_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ROSTER_COLUMNS.map((key) => ({
    header: t[ROSTER_HEADER_KEYS[key]],
    key,
    width: key === 'no' ? 10 : 20,
    // Text format, so a button label such as 01 or 1/2 stays as typed.
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    no: '1',
    firstname: t.ROSTER_EXAMPLE_FIRST_1,
    lastname: t.ROSTER_EXAMPLE_LAST_1,
    button: '1',
  });
  sheet.addRow({
    no: '2',
    firstname: t.ROSTER_EXAMPLE_FIRST_2,
    lastname: t.ROSTER_EXAMPLE_LAST_2,
    button: '2',
  });
  sheet.addRow({ no: '3', firstname: t.ROSTER_EXAMPLE_FIRST_3, lastname: t.ROSTER_EXAMPLE_LAST_3 });

  const guide = workbook.addWorksheet(t.ROSTER_GUIDE_SHEET);
  guide.columns = [
    { header: t.ROSTER_GUIDE_COLUMN, key: 'column', width: 16 },
    { header: t.ROSTER_GUIDE_MEANING, key: 'meaning', width: 100, style: { alignment: { wrapText: true } } },
  ];
  guide.getRow(1).font = { bold: true };
  const rows: [string, string][] = [
    [t.ROSTER_COL_NO, t.ROSTER_GUIDE_NO],
    [t.ROSTER_COL_FIRSTNAME, t.ROSTER_GUIDE_FIRSTNAME],
    [t.ROSTER_COL_LASTNAME, t.ROSTER_GUIDE_LASTNAME],
    [t.ROSTER_COL_BUTTON, t.ROSTER_GUIDE_BUTTON],
    [t.ROSTER_GUIDE_NOTES_TITLE, t.ROSTER_GUIDE_NOTES],
  ];
  for (const [column, meaning] of rows) guide.addRow({ column, meaning });
  return toArrayBuffer(await workbook.xlsx.writeBuffer());
}
