/**
 * The toast area: a Cloudscape Flashbar that layouts render at their top; danger for errors, info
 * or success for the primary ones. One error at a time: a new one replaces the last, the same one
 * again is not repeated (`addToast`). The title is the layout's (`toastTitleKey`), in the
 * reader's language, read when the toasts are drawn, so it follows a language change.
 */
import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addToast, type ToastAudience, toastTitleKey } from './toastList';

/** Success and info toasts leave by themselves; errors stay until dismissed. */
const AUTO_DISMISS_MS = 5000;

type ToastType = 'error' | 'success' | 'info';

interface Notify {
  error: (content: string) => void;
  success: (content: string) => void;
  info: (content: string) => void;
}

// Two contexts: the notify functions never change, so calling them re-renders only the toast area.
const NotifyContext = createContext<Notify | null>(null);
const ItemsContext = createContext<FlashbarProps.MessageDefinition[]>([]);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<FlashbarProps.MessageDefinition[]>([]);
  const nextId = useRef(0);

  const push = useCallback((type: ToastType, content: string) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    const dismiss = () => setItems((current) => current.filter((item) => item.id !== id));
    setItems((current) =>
      addToast(current, {
        id,
        type,
        content,
        dismissible: true,
        onDismiss: dismiss,
      }),
    );
    if (type !== 'error') {
      setTimeout(dismiss, AUTO_DISMISS_MS);
    }
  }, []);

  const notify = useMemo<Notify>(
    () => ({
      error: (content) => push('error', content),
      success: (content) => push('success', content),
      info: (content) => push('info', content),
    }),
    [push],
  );

  return (
    <NotifyContext.Provider value={notify}>
      <ItemsContext.Provider value={items}>{children}</ItemsContext.Provider>
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const context = useContext(NotifyContext);
  if (!context) {
    throw new Error('useNotify must be used inside <NotificationsProvider>');
  }
  return context;
}

/** The toast area itself, placed by each layout, which says who reads it (the title). */
export function Toasts({ audience }: { audience: ToastAudience }) {
  const { t } = useTranslation();
  const items = useContext(ItemsContext);
  const header = t(toastTitleKey(audience));
  const dismissLabel = t('TOAST_DISMISS');
  const titled = useMemo(
    () => items.map((item) => ({ ...item, header, dismissLabel })),
    [items, header, dismissLabel],
  );
  return <Flashbar items={titled} />;
}
