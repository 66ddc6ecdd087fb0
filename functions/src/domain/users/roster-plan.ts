/**
 * What a roster import changes in a classroom (docs/class-list.md "Roster import"), decided without
 * any I/O so every rule is unit tested: rows are checked all together (every problem with its row
 * and value), students are matched by seat number, and each button is found by MAC or label among
 * the site's buttons this classroom may take. The result is one unit per row: the student created
 * or renamed, and the buttons whose user changes with it.
 */
import type { DeviceRecord, UserRecord } from '../../data/records';
import type { RosterUnit } from '../../data/roster-writes';
import { normalizeMac } from '../../kernel/mac';

/** Most rows one import takes; a classroom is far smaller, and the writes stay within a few transactions. */
export const MAX_ROSTER_ROWS = 300;
export const MAX_SEAT_NO = 10_000;
const MAX_NAME = 100;
const MAX_BUTTON = 100;

export interface RosterRow {
  no: number;
  firstname: string;
  /** undefined: the file has no last-name column, so stored last names are kept. */
  lastname?: string | null;
  button?: string | null;
}

export type RosterRowKey =
  | 'INVALID_SEAT'
  | 'DUPLICATE_SEAT'
  | 'REQUIRED_NAME_MSG'
  | 'NAME_TOO_LONG'
  | 'UNKNOWN_BUTTON'
  | 'AMBIGUOUS_BUTTON'
  | 'BUTTON_IN_OTHER_CLASSROOM'
  | 'DUPLICATE_BUTTON';

export interface RosterRowProblem {
  /** 0-based position in the rows sent. */
  index: number;
  key: RosterRowKey;
  field: 'no' | 'firstname' | 'lastname' | 'button';
  value: string;
}

export interface RosterPlan {
  units: RosterUnit[];
  created: number;
  updated: number;
  unchanged: number;
  boundDevices: number;
  releasedDevices: number;
}

export interface RosterContext {
  spot: { _id: string; name: string; siteId: string };
  /** The classroom's students now. */
  students: UserRecord[];
  /** Every button of the site. */
  devices: DeviceRecord[];
  now: string;
  /** Makes a new student (the uid and id come from the service). */
  newStudent: (row: { no: number; firstname: string; lastname: string | null }) => UserRecord;
}

/** Whole-number labels compare as numbers ("01" is seat 1's "1"); other labels case-insensitively. */
function labelKey(label: string): string {
  const trimmed = label.trim();
  return /^\d+$/.test(trimmed) ? String(Number(trimmed)) : trimmed.toLowerCase();
}

type Found =
  | { device: DeviceRecord }
  | { problem: 'UNKNOWN_BUTTON' | 'AMBIGUOUS_BUTTON' | 'BUTTON_IN_OTHER_CLASSROOM' };

/**
 * A MAC names one button of the site; otherwise the label is looked up among the buttons this
 * classroom may take (its own and the site's unplaced ones), so a label reused in another
 * classroom does not make it ambiguous. A button of another classroom is not taken from it.
 */
function findButton(text: string, context: RosterContext): Found {
  const { spot, devices } = context;
  const mac = normalizeMac(text);
  const ours = (device: DeviceRecord) => device.spotId === spot._id || device.spotId === null;
  if (mac) {
    const device = devices.find((each) => each.mac === mac);
    if (!device) return { problem: 'UNKNOWN_BUTTON' };
    return ours(device) ? { device } : { problem: 'BUTTON_IN_OTHER_CLASSROOM' };
  }
  const key = labelKey(text);
  const labelled = devices.filter((each) => each.label !== null && labelKey(each.label) === key);
  const candidates = labelled.filter(ours);
  if (candidates.length > 1) return { problem: 'AMBIGUOUS_BUTTON' };
  const [device] = candidates;
  if (device) return { device };
  return { problem: labelled.length > 0 ? 'BUTTON_IN_OTHER_CLASSROOM' : 'UNKNOWN_BUTTON' };
}

function checkRows(rows: RosterRow[], context: RosterContext) {
  const problems: RosterRowProblem[] = [];
  const buttons = new Map<number, DeviceRecord>();
  const seats = new Set<number>();
  const taken = new Set<string>();
  rows.forEach((row, index) => {
    const fail = (key: RosterRowKey, field: RosterRowProblem['field'], value: string) =>
      problems.push({ index, key, field, value });
    if (!Number.isInteger(row.no) || row.no < 1 || row.no > MAX_SEAT_NO)
      fail('INVALID_SEAT', 'no', String(row.no));
    else if (seats.has(row.no)) fail('DUPLICATE_SEAT', 'no', String(row.no));
    else seats.add(row.no);
    const firstname = row.firstname.trim();
    if (firstname === '') fail('REQUIRED_NAME_MSG', 'firstname', '');
    else if (firstname.length > MAX_NAME) fail('NAME_TOO_LONG', 'firstname', firstname);
    const lastname = row.lastname?.trim() ?? '';
    if (lastname.length > MAX_NAME) fail('NAME_TOO_LONG', 'lastname', lastname);
    const button = row.button?.trim() ?? '';
    if (button === '') return;
    const found: Found =
      button.length > MAX_BUTTON ? { problem: 'UNKNOWN_BUTTON' } : findButton(button, context);
    if ('problem' in found) fail(found.problem, 'button', button);
    else if (taken.has(found.device._id)) fail('DUPLICATE_BUTTON', 'button', button);
    else {
      taken.add(found.device._id);
      buttons.set(index, found.device);
    }
  });
  return { problems, buttons };
}

/** The row problems, or the changes to make; nothing is decided half. */
export function planRoster(
  rows: RosterRow[],
  context: RosterContext,
): { problems: RosterRowProblem[] } | { plan: RosterPlan } {
  const { problems, buttons } = checkRows(rows, context);
  if (problems.length > 0) return { problems };
  const { spot, now } = context;

  // The oldest student on a seat keeps it (older data may hold a seat twice; saving never does).
  const bySeat = new Map<number, UserRecord>();
  for (const student of [...context.students].sort((a, b) => a.createdAt.localeCompare(b.createdAt)))
    if (student.no !== null && !bySeat.has(student.no)) bySeat.set(student.no, student);

  const plan: RosterPlan = {
    units: [],
    created: 0,
    updated: 0,
    unchanged: 0,
    boundDevices: 0,
    releasedDevices: 0,
  };
  const studentOf: UserRecord[] = [];
  for (const row of rows) {
    const firstname = row.firstname.trim();
    const lastname = row.lastname === undefined ? undefined : row.lastname?.trim() || null;
    const current = bySeat.get(row.no);
    if (!current) {
      const created = context.newStudent({ no: row.no, firstname, lastname: lastname ?? null });
      plan.units.push({ created, devices: [] });
      plan.created += 1;
      studentOf.push(created);
      continue;
    }
    const after = { ...current, firstname, lastname: lastname === undefined ? current.lastname : lastname };
    const same = after.firstname === current.firstname && after.lastname === current.lastname;
    plan.units.push(
      same
        ? { devices: [] }
        : { replaced: { before: current, after: { ...after, updatedAt: now } }, devices: [] },
    );
    if (same) plan.unchanged += 1;
    else plan.updated += 1;
    studentOf.push(current);
  }

  // Each chosen button goes to its row's student, in this classroom; a student given a button
  // releases the other buttons of this classroom they held (a seat has one button).
  const chosen = new Map<string, number>();
  for (const [index, device] of buttons) chosen.set(device._id, index);
  const rowOfStudent = new Map<string, number>();
  for (const index of buttons.keys()) rowOfStudent.set((studentOf[index] as UserRecord)._id, index);
  for (const device of context.devices) {
    const index = chosen.get(device._id);
    if (index !== undefined) {
      const userId = (studentOf[index] as UserRecord)._id;
      if (device.userId === userId && device.spotId === spot._id) continue;
      const after = { ...device, userId, spotId: spot._id, updatedAt: now };
      (plan.units[index] as RosterUnit).devices.push({ before: device, after });
      plan.boundDevices += 1;
      continue;
    }
    const holder = device.userId === null ? undefined : rowOfStudent.get(device.userId);
    if (holder === undefined || device.spotId !== spot._id) continue;
    (plan.units[holder] as RosterUnit).devices.push({
      before: device,
      after: { ...device, userId: null, updatedAt: now },
    });
    plan.releasedDevices += 1;
  }
  return { plan };
}
