/** Library orders: unique renumbering in list order, and placing named and free orders. */
import { describe, expect, it } from 'vitest';
import type { EntityRepository } from '../../data/entities';
import type { QuestionOrderStore } from '../../data/question-order-store';
import type { QuestionRecord } from '../../data/records';
import type { QuestionAccess } from './question-access';
import { byListOrder, QuestionOrders, uniqueOrders } from './question-order';

describe('uniqueOrders', () => {
  it('leaves rising orders, gaps included, as they are', () => {
    expect(
      uniqueOrders([
        { _id: 'a', order: 0 },
        { _id: 'b', order: 2 },
        { _id: 'c', order: 7 },
      ]),
    ).toEqual([]);
  });

  it('moves repeated orders up just enough, keeping the list order (order, then id)', () => {
    const library = [
      { _id: 'd', order: 6 },
      { _id: 'b', order: 6 },
      { _id: 'a', order: 5 },
      { _id: 'e', order: 7 },
      { _id: 'f', order: 20 },
      { _id: 'g', order: null },
    ];
    expect([...library].sort(byListOrder).map((record) => record._id)).toEqual([
      'g',
      'a',
      'b',
      'd',
      'e',
      'f',
    ]);
    expect(uniqueOrders(library)).toEqual([
      { _id: 'g', order: 0 },
      { _id: 'd', order: 7 },
      { _id: 'e', order: 8 },
    ]);
  });

  it('keeps the questions a reorder placed where they are, moving the others', () => {
    const library = [
      { _id: 'a', order: 0 },
      { _id: 'b', order: 1 },
      { _id: 'c', order: 1 },
      { _id: 'd', order: 2 },
    ];
    expect(uniqueOrders(library, new Set(['c']))).toEqual([
      { _id: 'b', order: 2 },
      { _id: 'd', order: 3 },
    ]);
  });
});

/** A sequence in memory, started or not, and a library of `orders`. */
function orders(library: { _id: string; order: number }[], next: number | null) {
  const state = { next };
  const store = {
    take: async (_owner: string, count: number) => {
      if (state.next === null) return null;
      state.next += count;
      return state.next - count;
    },
    startAndTake: async (_owner: string, start: number, count: number) => {
      state.next = (state.next ?? start) + count;
      return state.next - count;
    },
    keepAbove: async (_owner: string, order: number) => {
      if (state.next !== null && state.next <= order) state.next = order + 1;
    },
  } as unknown as QuestionOrderStore;
  const access = { library: async () => library as unknown as QuestionRecord[] } as unknown as QuestionAccess;
  return { state, orders: new QuestionOrders({} as EntityRepository, store, access) };
}

describe('QuestionOrders.place', () => {
  it('starts a library without a sequence above its highest order, not at its size', async () => {
    const { orders: placing, state } = orders(
      [
        { _id: 'a', order: 0 },
        { _id: 'c', order: 6 },
      ],
      null,
    );
    expect(await placing.place('t', [{ order: null }, { order: null }])).toEqual([7, 8]);
    expect(state.next).toBe(9);
  });

  it('takes a named order that is free, and keeps the sequence above it', async () => {
    const { orders: placing, state } = orders([{ _id: 'a', order: 0 }], 1);
    expect(await placing.place('t', [{ order: 40 }, { order: null }])).toEqual([40, 41]);
    expect(state.next).toBe(42);
  });

  it('refuses an order another question holds, or one named twice, with ORDER_TAKEN', async () => {
    const { orders: placing } = orders([{ _id: 'a', order: 3 }], 4);
    await expect(placing.place('t', [{ order: 3 }])).rejects.toMatchObject({
      info: { key: 'ORDER_TAKEN', order: 3, index: 0 },
    });
    await expect(placing.place('t', [{ order: 9 }, { order: 9 }])).rejects.toMatchObject({
      info: { key: 'ORDER_TAKEN', index: 1 },
    });
    expect(await placing.placeOne('t', { id: 'a', order: 3 })).toBe(3);
  });
});
