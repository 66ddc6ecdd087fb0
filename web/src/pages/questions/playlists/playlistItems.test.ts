import { describe, expect, it } from 'vitest';
import { appendQuestions, itemKey, type ListItem, moveItem, removeAt, toListInput } from './playlistItems';

type Q = { _id: string };
const item = (id: string | null, order: number): ListItem<Q> => ({
  order,
  question: id === null ? null : { _id: id },
  externalDB: null,
});
const ids = (items: ListItem<Q>[]) => items.map((entry) => entry.question?._id ?? null);
const orders = (items: { order: number }[]) => items.map((entry) => entry.order);

describe('appendQuestions', () => {
  it('appends new questions at the end with consecutive orders', () => {
    // Prepare: orders 0,1,2 and two chosen questions
    const list = [item('a', 0), item('b', 1), item('c', 2)];
    // Act
    const result = appendQuestions(list, [{ _id: 'd' }, { _id: 'e' }]);
    // Assess
    expect(ids(result.items)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(orders(result.items)).toEqual([0, 1, 2, 3, 4]);
    expect(result.skipped).toBe(0);
  });

  it('starts an empty playlist at 0 and keeps the chosen order', () => {
    const result = appendQuestions([], [{ _id: 'z' }, { _id: 'y' }]);
    expect(ids(result.items)).toEqual(['z', 'y']);
    expect(orders(result.items)).toEqual([0, 1]);
  });

  it('skips questions already in the list or chosen twice', () => {
    const result = appendQuestions([item('a', 0)], [{ _id: 'a' }, { _id: 'b' }, { _id: 'b' }]);
    expect(ids(result.items)).toEqual(['a', 'b']);
    expect(result.skipped).toBe(2);
  });

  it('closes gaps in the existing orders (an older list saved elsewhere)', () => {
    const result = appendQuestions([item('b', 7), item('a', 2)], [{ _id: 'c' }]);
    expect(ids(result.items)).toEqual(['a', 'b', 'c']);
    expect(orders(result.items)).toEqual([0, 1, 2]);
  });
});

describe('removeAt', () => {
  it('removes the item and renumbers the rest', () => {
    const result = removeAt([item('a', 0), item('b', 1), item('c', 2), item('d', 3)], 1);
    expect(ids(result)).toEqual(['a', 'c', 'd']);
    expect(orders(result)).toEqual([0, 1, 2]);
  });

  it('leaves the list whole for an index outside it', () => {
    expect(ids(removeAt([item('a', 0)], 5))).toEqual(['a']);
  });
});

describe('moveItem', () => {
  const list = [item('a', 0), item('b', 1), item('c', 2), item('d', 3)];

  it('moves the last item to the top and renumbers', () => {
    const result = moveItem(list, 3, 0);
    expect(ids(result)).toEqual(['d', 'a', 'b', 'c']);
    expect(orders(result)).toEqual([0, 1, 2, 3]);
  });

  it('moves an item down', () => {
    expect(ids(moveItem(list, 0, 2))).toEqual(['b', 'c', 'a', 'd']);
  });

  it('keeps the list for a move outside it or onto itself', () => {
    expect(ids(moveItem(list, 1, 9))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(moveItem(list, 2, 2))).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('toListInput', () => {
  it('leaves out unavailable items and sends consecutive orders', () => {
    const input = toListInput([item('a', 0), item(null, 1), item('c', 2)]);
    expect(input).toEqual([
      { order: 0, question: 'a', externalDB: null },
      { order: 1, question: 'c', externalDB: null },
    ]);
  });
});

describe('itemKey', () => {
  it('is the question id, or a stand-in for an unavailable item', () => {
    expect(itemKey(item('a', 0))).toBe('a');
    expect(itemKey(item(null, 3))).toBe('unavailable-3');
  });
});
