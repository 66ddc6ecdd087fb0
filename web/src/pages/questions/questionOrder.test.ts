import { describe, expect, it } from 'vitest';
import { moveInList } from '../../components/listMove';
import { movedOrders } from './questionOrder';

const rows = [
  { _id: 'a', order: 10 },
  { _id: 'b', order: 11 },
  { _id: 'c', order: 15 },
  { _id: 'd', order: 20 },
];

describe('movedOrders', () => {
  it('hands the page its own order values again in the new sequence', () => {
    // Act: drag the last row to the top.
    const result = movedOrders(rows, 3, 0, 0);
    // Assess: d takes 10 and the others shift down by one slot; nothing outside 10..20 is used.
    expect(result).toEqual([
      { _id: 'd', order: 10 },
      { _id: 'a', order: 11 },
      { _id: 'b', order: 15 },
      { _id: 'c', order: 20 },
    ]);
  });

  it('sends only the rows whose value changes', () => {
    expect(movedOrders(rows, 0, 1, 0)).toEqual([
      { _id: 'b', order: 10 },
      { _id: 'a', order: 11 },
    ]);
  });

  it('numbers the page by position when orders repeat or are missing', () => {
    const legacy = [
      { _id: 'a', order: 0 },
      { _id: 'b', order: 0 },
      { _id: 'c', order: null },
    ];
    expect(movedOrders(legacy, 2, 0, 20)).toEqual([
      { _id: 'c', order: 20 },
      { _id: 'a', order: 21 },
      { _id: 'b', order: 22 },
    ]);
  });

  it('sends nothing for a drop in place or outside the page', () => {
    expect(movedOrders(rows, 1, 1, 0)).toEqual([]);
    expect(movedOrders(rows, 1, 9, 0)).toEqual([]);
  });
});

describe('moveInList', () => {
  it('moves one row and keeps the rest in sequence', () => {
    expect(moveInList(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveInList(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
