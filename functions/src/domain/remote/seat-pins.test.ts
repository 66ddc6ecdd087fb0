import { describe, expect, it } from 'vitest';
import { SeatPins } from './seat-pins';

const secret = 's'.repeat(48);

describe('seat PINs', () => {
  it('gives each seat of a session a 4-digit PIN that opens it and no other', () => {
    const pins = new SeatPins(secret);
    const kim = pins.of('session-1', 'ROSTER#user-kim');

    expect(kim).toMatch(/^\d{4}$/);
    expect(pins.opens('session-1', 'ROSTER#user-kim', kim)).toBe(true);
    expect(pins.opens('session-2', 'ROSTER#user-kim', kim)).toBe(
      pins.of('session-2', 'ROSTER#user-kim') === kim,
    );
    expect(pins.opens('session-1', 'ROSTER#user-kim', null)).toBe(false);
    expect(pins.opens('session-1', 'ROSTER#user-kim', `${kim}0`)).toBe(false);
  });

  it('spreads PINs over the 10,000 values and keeps them to the secret', () => {
    const pins = new SeatPins(secret);
    const other = new SeatPins('t'.repeat(48));
    const seats = Array.from({ length: 2000 }, (_, index) => `name-${index}#-`);

    const distinct = new Set(seats.map((seat) => pins.of('session-1', seat)));
    const same = seats.filter((seat) => pins.of('session-1', seat) === other.of('session-1', seat));

    expect(distinct.size).toBeGreaterThan(1500);
    expect(same.length).toBeLessThan(20);
  });
});
