/** The students shown on the seat view, their devices and their answers. */
import { describe, expect, it } from 'vitest';
import { answerKey, answerMap, buildSeats, newcomerKey, roomCount } from './seats';

const ann = { _id: 'u-ann', firstname: 'Ann', lastname: 'Lee', no: 2 };
const bo = { _id: 'u-bo', firstname: 'Bo', no: 1 };
const cy = { _id: 'u-cy', firstname: 'Cy', no: null };
const remoteKim = { _id: 'u-kim', firstname: 'Kim', no: 7 };

describe('answerKey', () => {
  it('uses the student, then the device or app user, then the device or app itself', () => {
    expect(answerKey({ value: '1', student: { _id: 'u-1' }, device: { mac: 'AA', user: 'u-2' } })).toBe(
      'u-1',
    );
    expect(answerKey({ value: '1', device: { mac: 'AA', user: 'u-2' } })).toBe('u-2');
    expect(answerKey({ value: '1', device: { mac: 'AA' } })).toBe('device#AA');
    expect(answerKey({ value: '1', app: { uuid: 'p1' } })).toBe('app#p1');
    expect(answerKey({ value: '1', student: 'device#BB' })).toBe('device#BB');
  });
});

describe('buildSeats', () => {
  it('shows the roster in seat order with their buttons, then the remote students with their phones', () => {
    const seats = buildSeats({
      roster: [ann, cy, bo],
      participants: [remoteKim],
      devices: [{ mac: 'AA:01', label: '1', user: { _id: 'u-bo' } }],
      apps: [{ uuid: 'phone-1', user: { _id: 'u-kim' } }],
      answers: answerMap([
        { value: '1', student: 'u-bo' },
        { value: '2', student: 'u-kim' },
      ]),
    });
    expect(
      seats.map((seat) => [
        seat.student._id,
        seat.remote,
        seat.device?.mac ?? seat.app?.uuid ?? null,
        seat.answer,
      ]),
    ).toEqual([
      ['u-bo', false, 'AA:01', '1'],
      ['u-ann', false, null, null],
      ['u-cy', false, null, null],
      ['u-kim', true, 'phone-1', '2'],
    ]);
  });

  it('does not show a participant twice', () => {
    const seats = buildSeats({
      roster: [ann, bo],
      participants: [bo],
      devices: [],
      apps: [{ uuid: 'phone-2', user: { _id: 'u-bo' } }],
      answers: new Map(),
    });
    expect(seats.map((seat) => [seat.student._id, seat.remote])).toEqual([
      ['u-ann', false],
      ['u-bo', true],
    ]);
  });

  it('keeps on their seat a roster student whose phone is still linked from an earlier class', () => {
    // Ann joined an earlier class by phone; in this one she has not joined and answers by button.
    const seats = buildSeats({
      roster: [ann, bo],
      participants: [],
      devices: [{ mac: 'AA:02', label: '2', user: { _id: 'u-ann' } }],
      apps: [{ uuid: 'phone-ann', user: { _id: 'u-ann' } }],
      answers: answerMap([{ value: '1', student: 'u-ann' }]),
    });
    expect(
      seats.map((seat) => [seat.student._id, seat.remote, seat.device?.mac ?? null, seat.app, seat.answer]),
    ).toEqual([
      ['u-bo', false, null, null, null],
      ['u-ann', false, 'AA:02', null, '1'],
    ]);
    expect(roomCount(seats, answerMap([{ value: '1', student: 'u-ann' }]))).toEqual({
      answered: 1,
      total: 2,
    });
  });

  it('shows a roster student who joined by phone once, among the phones, with their phone', () => {
    const seats = buildSeats({
      roster: [ann, bo],
      participants: [ann, remoteKim],
      devices: [],
      apps: [
        { uuid: 'phone-ann', user: { _id: 'u-ann' } },
        { uuid: 'phone-kim', user: { _id: 'u-kim' } },
      ],
      answers: answerMap([{ value: '1', student: 'u-ann' }]),
    });

    expect(seats.map((seat) => [seat.student._id, seat.remote, seat.app?.uuid ?? null, seat.answer])).toEqual(
      [
        ['u-bo', false, null, null],
        ['u-ann', true, 'phone-ann', '1'],
        ['u-kim', true, 'phone-kim', null],
      ],
    );
  });

  it('finds an answer keyed by the device when the press had no known student', () => {
    const seats = buildSeats({
      roster: [bo],
      participants: [],
      devices: [{ mac: 'AA:01', user: { _id: 'u-bo' } }],
      apps: [],
      answers: answerMap([{ value: '2', device: { mac: 'AA:01' } }]),
    });
    expect(seats[0]?.answer).toBe('2');
  });

  it('keeps the later of two answers of one student', () => {
    const map = answerMap([
      { value: '1', student: 'u-bo' },
      { value: '2', student: 'u-bo' },
    ]);
    expect(map.get('u-bo')).toBe('2');
  });
});

describe('roomCount', () => {
  it('counts every seat, and anyone who answered from no seat as answered and in the room', () => {
    const seats = buildSeats({
      roster: [ann, bo],
      participants: [remoteKim],
      devices: [{ mac: 'AA:01', user: { _id: 'u-bo' } }],
      apps: [{ uuid: 'phone-kim', user: { _id: 'u-kim' } }],
      answers: new Map(),
    });
    const answers = answerMap([
      // Bo's button before it knew him, Kim by phone, and a button linked to nobody.
      { value: '1', device: { mac: 'AA:01' } },
      { value: '2', student: 'u-kim' },
      { value: '1', device: { mac: 'AA:99' } },
    ]);
    const shown = buildSeats({
      roster: [ann, bo],
      participants: [remoteKim],
      devices: [{ mac: 'AA:01', user: { _id: 'u-bo' } }],
      apps: [{ uuid: 'phone-kim', user: { _id: 'u-kim' } }],
      answers,
    });
    expect(roomCount(seats, new Map())).toEqual({ answered: 0, total: 3 });
    expect(roomCount(shown, answers)).toEqual({ answered: 3, total: 4 });
  });
});

describe('newcomerKey', () => {
  it('names a student who answered without a seat on screen, never a bare device or app', () => {
    const seats = buildSeats({ roster: [bo], participants: [], devices: [], apps: [], answers: new Map() });
    expect(newcomerKey(seats, new Map([['u-bo', '1']]))).toBeNull();
    expect(
      newcomerKey(
        seats,
        new Map([
          ['device#AA', '1'],
          ['app#p', '2'],
        ]),
      ),
    ).toBeNull();
    expect(
      newcomerKey(
        seats,
        new Map([
          ['u-bo', '1'],
          ['u-new', '2'],
        ]),
      ),
    ).toBe('u-new');
  });
});
