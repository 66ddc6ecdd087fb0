import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { describe, expect, it } from 'vitest';
import { addToast, toastTitleKey } from './toastList';

function toast(id: string, type: FlashbarProps.Type, content: string): FlashbarProps.MessageDefinition {
  return { id, type, content };
}

describe('addToast', () => {
  it('replaces the shown error with a new, different one', () => {
    // Prepare
    const items = [toast('1', 'error', 'The password is incorrect.')];
    // Act
    const next = addToast(items, toast('2', 'error', 'No account has this user ID.'));
    // Assess
    expect(next).toEqual([toast('2', 'error', 'No account has this user ID.')]);
  });

  it('keeps one flash, the one on screen, for the same error twice', () => {
    const items = [toast('1', 'error', 'The password is incorrect.')];

    const next = addToast(items, toast('2', 'error', 'The password is incorrect.'));

    expect(next).toBe(items);
    expect(next).toEqual([toast('1', 'error', 'The password is incorrect.')]);
  });

  it('leaves success and info toasts stacking, and an error beside them', () => {
    let items = addToast([], toast('1', 'success', 'Saved.'));
    items = addToast(items, toast('2', 'success', 'Saved.'));
    items = addToast(items, toast('3', 'error', 'Request failed.'));
    items = addToast(items, toast('4', 'info', 'Note.'));

    expect(items.map((item) => item.id)).toEqual(['1', '2', '3', '4']);
  });

  it('does not drop a success toast when an error replaces another error', () => {
    const items = [toast('1', 'error', 'First.'), toast('2', 'success', 'Saved.')];

    const next = addToast(items, toast('3', 'error', 'Second.'));

    expect(next.map((item) => item.id)).toEqual(['2', '3']);
  });
});

describe('toastTitleKey', () => {
  it("titles the admin shell's toasts Admin and everyone else's Notice", () => {
    expect(toastTitleKey('admin')).toBe('TOAST_TITLE_ADMIN');
    expect(toastTitleKey('everyone')).toBe('TOAST_TITLE');
  });
});
