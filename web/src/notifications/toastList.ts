/**
 * The rule for adding a toast to the list the Flashbar shows. Errors stay until dismissed, so
 * without a rule every failed retry (a wrong password typed again, a list that fails on each
 * refetch) would stack another danger flash: one error is shown at a time instead. Success and
 * info toasts leave by themselves and keep stacking as before.
 */
import type { FlashbarProps } from '@cloudscape-design/components/flashbar';

type Item = FlashbarProps.MessageDefinition;

export function addToast(items: Item[], next: Item): Item[] {
  if (next.type !== 'error') {
    return [...items, next];
  }
  // The same error again keeps the flash on screen as it is (no second one, no flicker); the
  // same array back lets React skip the render.
  if (items.some((item) => item.type === 'error' && item.content === next.content)) {
    return items;
  }
  return [...items.filter((item) => item.type !== 'error'), next];
}
