/**
 * The order of a question library (docs/questions.md "Order"): unique within the library, the
 * list the order sorts. A new question takes the next free order from the library's sequence
 * (data/question-order-store.ts), an import a block of them, both atomic, so neither a question
 * removed meanwhile (the library's size falls under its highest order) nor two creates at once
 * give two questions one order. An order a caller names is refused when another question of the
 * library holds it. Orders repeated by older data keep a stable place in the list (order, then
 * id) and are made unique by the next reorder, which renumbers only what it must.
 */
import { EntityMissingError, type EntityRepository } from '../../data/entities';
import type { QuestionOrderStore } from '../../data/question-order-store';
import { badRequest } from '../../kernel/errors';
import type { QuestionAccess } from './question-access';

interface Ordered {
  _id: string;
  order?: number | null;
}

/** The list's order: by order (none counts as 0), then by id, so equal orders never swap places. */
export function byListOrder(a: Ordered, b: Ordered): number {
  return (a.order ?? 0) - (b.order ?? 0) || a._id.localeCompare(b._id);
}

/**
 * The changes that make a library's orders unique while keeping its sequence: walking the list
 * in its order, an order not above the one before becomes the one before plus one. Questions
 * already in strictly rising order keep theirs. Among equal orders the questions in `placed` (a
 * reorder's) come first: they are where the teacher put them, the others move.
 */
export function uniqueOrders(
  records: readonly Ordered[],
  placed: ReadonlySet<string> = new Set(),
): { _id: string; order: number }[] {
  const changes: { _id: string; order: number }[] = [];
  let previous = -1;
  const walk = [...records].sort(
    (a, b) =>
      (a.order ?? 0) - (b.order ?? 0) ||
      Number(placed.has(b._id)) - Number(placed.has(a._id)) ||
      a._id.localeCompare(b._id),
  );
  for (const record of walk) {
    const order = Math.max(record.order ?? 0, previous + 1);
    if (order !== record.order) changes.push({ _id: record._id, order });
    previous = order;
  }
  return changes;
}

/** An order named for a question (`id`; none for a new one), or null to take the next free one. */
export interface WantedOrder {
  id?: string;
  order: number | null;
}

export class QuestionOrders {
  constructor(
    private readonly entities: EntityRepository,
    private readonly store: QuestionOrderStore,
    private readonly access: QuestionAccess,
  ) {}

  /** The first of `count` free orders, starting the library's sequence above its highest order. */
  private async take(ownerId: string, count: number): Promise<number> {
    const taken = await this.store.take(ownerId, count);
    if (taken !== null) return taken;
    const library = await this.access.library(ownerId);
    const start = library.reduce((highest, record) => Math.max(highest, (record.order ?? 0) + 1), 0);
    return this.store.startAndTake(ownerId, start, count);
  }

  /**
   * The orders of questions about to be written, in the order asked: a named one when no other
   * question of the library (nor another of these) holds it, else ORDER_TAKEN with the item's
   * index; the others the next free ones, in their order.
   */
  async place(ownerId: string, wanted: readonly WantedOrder[]): Promise<number[]> {
    const named = wanted.filter((entry): entry is WantedOrder & { order: number } => entry.order !== null);
    if (named.length > 0) {
      const library = await this.access.library(ownerId);
      const holders = new Map(library.map((record) => [record.order ?? 0, record._id]));
      const seen = new Set<number>();
      for (const [index, entry] of wanted.entries()) {
        if (entry.order === null) continue;
        const holder = holders.get(entry.order);
        if (seen.has(entry.order) || (holder !== undefined && holder !== entry.id))
          throw badRequest('ORDER_TAKEN', `Order ${entry.order} belongs to another question.`, {
            field: 'order',
            order: entry.order,
            index,
          });
        seen.add(entry.order);
      }
      await this.store.keepAbove(ownerId, Math.max(...named.map((entry) => entry.order)));
    }
    const free = wanted.length - named.length;
    let next = free > 0 ? await this.take(ownerId, free) : 0;
    return wanted.map((entry) => entry.order ?? next++);
  }

  /** One question's order: `order` when free, else the next free one (see place). */
  async placeOne(ownerId: string, wanted: WantedOrder): Promise<number> {
    const [order] = await this.place(ownerId, [wanted]);
    return order ?? 0;
  }

  /**
   * After a reorder: the library read with the orders just written (`written`, as the index may
   * not show them yet), repeated orders renumbered (uniqueOrders) and the sequence kept above.
   */
  async settle(ownerId: string, written: readonly { _id: string; order: number }[]): Promise<void> {
    const just = new Map(written.map((entry) => [entry._id, entry.order]));
    const library = (await this.access.library(ownerId)).map((record) => ({
      _id: record._id,
      order: just.get(record._id) ?? record.order ?? 0,
    }));
    const changes = uniqueOrders(library, new Set(just.keys()));
    const now = new Date().toISOString();
    for (const change of changes) {
      try {
        await this.entities.update('QUESTION', change._id, { order: change.order, updatedAt: now });
      } catch (error) {
        // Removed since the library was read: nothing left to renumber.
        if (!(error instanceof EntityMissingError)) throw error;
      }
    }
    const orders = library.map((record) => record.order);
    for (const change of changes) orders.push(change.order);
    if (orders.length > 0) await this.store.keepAbove(ownerId, Math.max(...orders));
  }
}
