/**
 * The rule for adding a toast to the list the Flashbar shows. Errors stay until dismissed, so
 * without a rule every failed retry (a wrong password typed again, a list that fails on each
 * refetch) would stack another danger flash: one error is shown at a time instead. Success and
 * info toasts leave by themselves and keep stacking as before.
 */
import type { FlashbarProps } from '@cloudscape-design/components/flashbar';

type Item = FlashbarProps.MessageDefinition;

/**
 * Who reads the toasts of a layout: the admin shell's people, or everyone else (teachers and
 * staff in the class area, anyone on the sign-in and account pages).
 */
export type ToastAudience = 'admin' | 'everyone';

/**
 * The title of a toast (docs/console-shell.md "Toasts"): the spec's "Admin" in the admin shell,
 * translated; a neutral "Notice" for teachers and on the sign-in pages, who are not admins.
 */
export function toastTitleKey(audience: ToastAudience): 'TOAST_TITLE_ADMIN' | 'TOAST_TITLE' {
  return audience === 'admin' ? 'TOAST_TITLE_ADMIN' : 'TOAST_TITLE';
}

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
