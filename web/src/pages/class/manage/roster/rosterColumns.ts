/**
 * The columns of a roster file (docs/class-list.md "Roster import"): seat number and first name
 * required, last name and button optional. Headers are accepted in every language the console
 * speaks, with the template's own words and a few common ones ("name", "MAC"), whatever language
 * the file was made in.
 */
import { rosterImportTexts } from '../../../../i18n/locales/features/rosterImport';
import { headerKey } from '../../../../spreadsheet/headers';

export const ROSTER_COLUMNS = ['no', 'firstname', 'lastname', 'button'] as const;

/** The server's limits (functions/src/domain/users/roster-plan.ts). */
export const MAX_ROSTER_ROWS = 300;
export const MAX_SEAT_NO = 10_000;
export const MAX_NAME = 100;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

type TextKey = keyof typeof rosterImportTexts.en;

/** The template header of each column. */
export const ROSTER_HEADER_KEYS: Record<RosterColumn, TextKey> = {
  no: 'ROSTER_COL_NO',
  firstname: 'ROSTER_COL_FIRSTNAME',
  lastname: 'ROSTER_COL_LASTNAME',
  button: 'ROSTER_COL_BUTTON',
};

/** Other headers people write for the same columns. */
const MORE_HEADERS: Record<RosterColumn, string[]> = {
  no: [
    'no',
    'number',
    'seat',
    'seat number',
    'seat no',
    '좌석',
    '좌석 번호',
    '출석 번호',
    'número',
    'asiento',
  ],
  firstname: ['firstname', 'name', 'student', '학생', '성명', 'nombre del estudiante'],
  lastname: ['lastname', 'surname', 'family name', 'apellido'],
  button: [
    'button label',
    'label',
    'mac',
    'device',
    '버튼 번호',
    '버튼 이름',
    '기기',
    'etiqueta',
    'dispositivo',
  ],
};

const BY_HEADER = new Map<string, RosterColumn>();
for (const column of ROSTER_COLUMNS) {
  for (const texts of [rosterImportTexts.ko, rosterImportTexts.en, rosterImportTexts.es])
    BY_HEADER.set(headerKey(texts[ROSTER_HEADER_KEYS[column]]), column);
  for (const header of MORE_HEADERS[column]) BY_HEADER.set(headerKey(header), column);
}

export function rosterColumnOf(header: string): RosterColumn | undefined {
  return BY_HEADER.get(headerKey(header));
}
