/**
 * The editor's list rules, pure for the unit tests. Every change renumbers the list 0..n-1, so
 * what is saved always has consecutive orders (spec: "appends them at the end with consecutive
 * order"). A question already in the playlist is not added again: a Quiz Express run asks each
 * question once, and the sortable list needs one row id per question.
 */
import { moveInList } from '../../../components/listMove';
import type { PlayListItemInput } from '../../../generated/graphql';

/** What the editor needs of an item: its place and its question (null: no longer readable). */
export interface ListItem<Q extends { _id: string }> {
  order: number;
  question: Q | null;
  externalDB: string | null;
}

export function sortByOrder<I extends { order: number }>(items: readonly I[]): I[] {
  return [...items].sort((a, b) => a.order - b.order);
}

/** The same items in the same sequence, numbered 0..n-1. */
export function renumber<I extends { order: number }>(items: readonly I[]): I[] {
  return items.map((item, order) => ({ ...item, order }));
}

/**
 * Appends the chosen questions after the last item, in the order they were chosen. Questions
 * already in the list (or chosen twice) are skipped and counted.
 */
export function appendQuestions<Q extends { _id: string }>(
  items: readonly ListItem<Q>[],
  questions: readonly Q[],
): { items: ListItem<Q>[]; skipped: number } {
  const present = new Set(items.flatMap((item) => (item.question ? [item.question._id] : [])));
  const added: ListItem<Q>[] = [];
  for (const question of questions) {
    if (present.has(question._id)) continue;
    present.add(question._id);
    added.push({ order: 0, question, externalDB: null });
  }
  return {
    items: renumber([...sortByOrder(items), ...added]),
    skipped: questions.length - added.length,
  };
}

export function removeAt<I extends { order: number }>(items: readonly I[], index: number): I[] {
  return renumber(items.filter((_, at) => at !== index));
}

/** Moves the item at `from` to `to` (the other items shift), as a drop in the sortable list. */
export function moveItem<I extends { order: number }>(items: readonly I[], from: number, to: number): I[] {
  return renumber(moveInList(items, from, to));
}

/**
 * The list to send to updatePlayList. An unavailable item is left out: the view gives no id for
 * it, and the server refuses a question the caller cannot read (UNKNOWN_QUESTION) anyway.
 */
export function toListInput<Q extends { _id: string }>(items: readonly ListItem<Q>[]): PlayListItemInput[] {
  return renumber(items.filter((item) => item.question !== null)).map((item) => ({
    order: item.order,
    question: (item.question as Q)._id,
    externalDB: item.externalDB,
  }));
}

/** The sortable list's row id: the question id, or a stand-in for an unavailable item. */
export function itemKey<Q extends { _id: string }>(item: ListItem<Q>): string {
  return item.question ? item.question._id : `unavailable-${item.order}`;
}
