/**
 * The exceljs side of the roster import, loaded by dynamic import when a file or the template is
 * first needed, so the console's main bundle does not carry exceljs.
 */
export { parseRoster, RosterFileError } from './parseRoster';
export { buildRosterTemplate } from './rosterTemplate';
