import { describe, expect, it } from 'vitest';
import {
  emptyRow,
  hasChanges,
  listIsValid,
  parseSeatNo,
  planChanges,
  rowOf,
  sortStudents,
  validateRows,
} from './studentRows';

const row = (key: string, firstname: string, no = '', lastname = '') => ({ key, firstname, lastname, no });

describe('parseSeatNo', () => {
  it.each([
    ['7', 7],
    [' 12 ', 12],
    ['10000', 10_000],
  ])('keeps the whole number %j', (text, value) => {
    expect(parseSeatNo(text)).toEqual({ ok: true, value });
  });

  it.each(['', '   ', 'abc', '3a', 'seven'])('sends the non-numeric %j as empty', (text) => {
    expect(parseSeatNo(text)).toEqual({ ok: true, value: null });
  });

  it.each(['0', '-1', '2.5', '10001'])('refuses the number %j outside 1..10000', (text) => {
    expect(parseSeatNo(text)).toEqual({ ok: false });
  });
});

describe('validateRows', () => {
  it('needs a first name on every row (REQUIRED_NAME_MSG), the last name and number are optional', () => {
    const errors = validateRows([row('a', 'Ann'), row('b', '  ', '3')]);
    expect(errors).toEqual({ rows: { b: { firstname: 'REQUIRED_NAME_MSG' } } });
    expect(listIsValid(errors)).toBe(false);
  });

  it('needs at least one student (REQUIRED_STUDENT)', () => {
    const errors = validateRows([]);
    expect(errors.list).toBe('REQUIRED_STUDENT');
    expect(listIsValid(errors)).toBe(false);
  });

  it('marks both rows of a repeated number and a number out of range', () => {
    const errors = validateRows([row('a', 'Ann', '4'), row('b', 'Bo', '04'), row('c', 'Cy', '0')]);
    expect(errors.rows).toEqual({
      a: { no: 'DUPLICATE_SEAT' },
      b: { no: 'DUPLICATE_SEAT' },
      c: { no: 'INVALID_SEAT' },
    });
  });

  it('accepts a full list with a non-numeric number', () => {
    const errors = validateRows([row('a', 'Ann', '1'), row('b', 'Bo', 'x')]);
    expect(listIsValid(errors)).toBe(true);
  });
});

describe('planChanges', () => {
  const stored = [
    { _id: 'u1', firstname: 'Ann', lastname: 'Lee', no: 1 },
    { _id: 'u2', firstname: 'Bo', lastname: null, no: 2 },
    { _id: 'u3', firstname: 'Cy', lastname: null, no: null },
  ];

  it('creates new rows, updates changed ones, removes deleted ones and leaves the rest alone', () => {
    const rows = [
      { ...emptyRow('new-1'), firstname: ' Di ', no: 'four' },
      rowOf(stored[0] as (typeof stored)[number]),
      { ...rowOf(stored[1] as (typeof stored)[number]), lastname: 'Park', no: '5' },
    ];
    const changes = planChanges(stored, rows);
    expect(changes).toEqual({
      create: [{ firstname: 'Di', lastname: null, no: null }],
      update: [{ _id: 'u2', firstname: 'Bo', lastname: 'Park', no: 5 }],
      remove: ['u3'],
    });
    expect(hasChanges(changes)).toBe(true);
  });

  it('has nothing to send when the rows are the stored students', () => {
    const changes = planChanges(stored, stored.map(rowOf));
    expect(hasChanges(changes)).toBe(false);
  });
});

describe('sortStudents', () => {
  it('orders by number, students without one last, then by first name', () => {
    const sorted = sortStudents([
      { _id: 'a', firstname: 'Zed', no: null },
      { _id: 'b', firstname: 'Amy', no: 3 },
      { _id: 'c', firstname: 'Bea', no: null },
      { _id: 'd', firstname: 'Cal', no: 1 },
    ]);
    expect(sorted.map((student) => student._id)).toEqual(['d', 'b', 'c', 'a']);
  });
});
