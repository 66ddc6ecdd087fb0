/** Pickers in natural order: numbers by value, case ignored, later texts breaking ties. */
import { describe, expect, it } from 'vitest';
import { naturalSort } from './naturalOrder';

describe('naturalSort', () => {
  it('puts numeric labels 1, 2, ..., 24, however the server listed them', () => {
    const labels = Array.from({ length: 24 }, (_, index) => String(24 - index));

    expect(naturalSort(labels, (label) => label)).toEqual(
      Array.from({ length: 24 }, (_, i) => String(i + 1)),
    );
  });

  it('orders names with numbers in them by value, ignoring case, then by the next text', () => {
    const rooms = [
      { name: 'Class 3-10', id: 'b' },
      { name: 'class 3-2', id: 'a' },
      { name: 'Class 3-10', id: 'a' },
      { name: 'Class 3-1', id: 'z' },
    ];

    expect(
      naturalSort(
        rooms,
        (room) => room.name,
        (room) => room.id,
      ),
    ).toEqual([
      { name: 'Class 3-1', id: 'z' },
      { name: 'class 3-2', id: 'a' },
      { name: 'Class 3-10', id: 'a' },
      { name: 'Class 3-10', id: 'b' },
    ]);
  });
});
