/** The sharing rules: the due date a day means, validation, the teacher list, errors, status. */
import { describe, expect, it } from 'vitest';
import {
  endOfDayIso,
  isSelectableDay,
  mergeRecipients,
  recipientLabel,
  shareErrorMessage,
  subscriberStatus,
  validateShareForm,
} from './shareRules';

const badRequest = (key: string, info: Record<string, unknown> = {}) => ({
  errors: [{ errorType: 'BadRequest', errorInfo: { key, ...info } }],
});
const known = (key: string) => ['SHARE_WITH_SELF', 'INVALID_DUEDATE', 'UNKNOWN_USER'].includes(key);

describe('endOfDayIso', () => {
  it('is the last millisecond of the day in the local time zone', () => {
    const iso = endOfDayIso('2031-03-14');
    expect(iso).not.toBeNull();
    const due = new Date(iso as string);
    expect([due.getFullYear(), due.getMonth(), due.getDate()]).toEqual([2031, 2, 14]);
    expect([due.getHours(), due.getMinutes(), due.getSeconds(), due.getMilliseconds()]).toEqual([
      23, 59, 59, 999,
    ]);
    // One millisecond later is the next local day.
    expect(new Date(due.getTime() + 1).getDate()).toBe(15);
  });

  it('refuses what is not a calendar day', () => {
    expect(endOfDayIso('')).toBeNull();
    expect(endOfDayIso('2031-02-30')).toBeNull();
    expect(endOfDayIso('2031-13-01')).toBeNull();
    expect(endOfDayIso('14/03/2031')).toBeNull();
  });
});

describe('isSelectableDay', () => {
  const now = new Date(2031, 2, 14, 15, 0, 0);
  it('offers today and later, not yesterday', () => {
    expect(isSelectableDay(new Date(2031, 2, 14), now)).toBe(true);
    expect(isSelectableDay(new Date(2031, 2, 20), now)).toBe(true);
    expect(isSelectableDay(new Date(2031, 2, 13), now)).toBe(false);
  });
});

describe('validateShareForm', () => {
  const now = new Date(2031, 2, 14, 15, 0, 0);

  it('asks for a teacher and a due date', () => {
    expect(validateShareForm({ teacherIds: [], day: '' }, now)).toEqual({
      teachers: 'REQUIRED_SHARE_TEACHER',
      day: 'REQUIRED_DUEDATE',
    });
  });

  it('refuses a day that has already ended, accepts today and later', () => {
    expect(validateShareForm({ teacherIds: ['u1'], day: '2031-03-13' }, now)).toEqual({
      day: 'INVALID_DUEDATE',
    });
    expect(validateShareForm({ teacherIds: ['u1'], day: '2031-03-14' }, now)).toEqual({});
    expect(validateShareForm({ teacherIds: ['u1', 'u2'], day: '2031-04-01' }, now)).toEqual({});
  });

  it('treats an impossible day as missing', () => {
    expect(validateShareForm({ teacherIds: ['u1'], day: '2031-02-31' }, now)).toEqual({
      day: 'REQUIRED_DUEDATE',
    });
  });
});

describe('mergeRecipients', () => {
  const user = (id: string, firstname: string, lastname: string | null = null) => ({
    _id: id,
    uid: id,
    firstname,
    lastname,
  });

  it('lists each teacher once, without the caller, by name', () => {
    const managers = { data: [user('me', 'Tom', 'Teacher'), user('both', 'Bo', 'Both')] };
    const staff = { data: [user('sue', 'Sue', 'Staff'), user('both', 'Bo', 'Both')] };
    const merged = mergeRecipients([managers, staff], 'me');
    expect(merged.map((u) => u._id)).toEqual(['both', 'sue']);
  });

  it('labels a teacher by name and login id, or the login id alone', () => {
    expect(recipientLabel(user('sue', 'Sue', 'Staff'))).toBe('Staff Sue (sue)');
    expect(recipientLabel({ _id: 'x', uid: 'x', firstname: null, lastname: null })).toBe('x');
  });
});

describe('shareErrorMessage', () => {
  it('shows the server keys the console knows', () => {
    expect(shareErrorMessage(badRequest('SHARE_WITH_SELF', { field: 'to' }), known)).toEqual({
      key: 'SHARE_WITH_SELF',
    });
    expect(shareErrorMessage(badRequest('INVALID_DUEDATE', { field: 'duedate' }), known)).toEqual({
      key: 'INVALID_DUEDATE',
    });
  });

  it('gives UNKNOWN_USER the sharing text', () => {
    expect(shareErrorMessage(badRequest('UNKNOWN_USER', { field: 'to', user: 'x' }), known)).toEqual({
      key: 'SHARE_UNKNOWN_USER',
    });
  });

  it('falls back to the sharing failure for anything else', () => {
    expect(shareErrorMessage(badRequest('SOMETHING_NEW'), known)).toEqual({ key: 'SHARE_ERR_MSG' });
    expect(shareErrorMessage(new Error('offline'), known)).toEqual({ key: 'SHARE_ERR_MSG' });
    expect(shareErrorMessage({ errors: [{ errorType: 'Forbidden' }] }, known)).toEqual({
      key: 'FORBIDDEN_MSG',
    });
  });
});

describe('subscriberStatus', () => {
  it('is a subscriber while any share is not overdue', () => {
    expect(subscriberStatus(2)).toBe('subscriber');
    expect(subscriberStatus(0)).toBe('notSubscriber');
    expect(subscriberStatus(undefined)).toBeNull();
  });
});
