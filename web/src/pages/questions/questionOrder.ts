/**
 * The order update sent after a drag in the question library (updateQuestionOrder): the rows of
 * the page keep the order values they already hold between them, handed out again in the new
 * sequence, so questions on other pages never move. Only rows whose value changes are sent.
 */
import { moveInList } from '../../components/listMove';

export interface OrderedRow {
  _id: string;
  order?: number | null;
}

export function movedOrders(
  rows: OrderedRow[],
  from: number,
  to: number,
  offset: number,
): { _id: string; order: number }[] {
  if (from === to || !rows[from] || !rows[to]) return [];
  const next = moveInList(rows, from, to);
  // The page's slots in ascending order. Missing or repeated values (older data) cannot be
  // shared out again, so then the page is numbered by position instead.
  const values = rows.map((row) => row.order);
  const usable = values.every((value) => typeof value === 'number') && new Set(values).size === values.length;
  const slots = usable ? (values as number[]).sort((a, b) => a - b) : rows.map((_, index) => offset + index);
  return next.flatMap((row, index) => {
    const order = slots[index] as number;
    return row.order === order && usable ? [] : [{ _id: row._id, order }];
  });
}
