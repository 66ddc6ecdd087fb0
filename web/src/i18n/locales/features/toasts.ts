/**
 * The toasts' title and close button (docs/console-shell.md "Toasts"): the spec's "Admin" in the
 * admin shell, a neutral "Notice" for teachers and on the sign-in pages, each in the reader's
 * language.
 */
import { defineTexts } from './define';

export const toastTexts = defineTexts({
  ko: {
    TOAST_TITLE_ADMIN: '관리자',
    TOAST_TITLE: '알림',
    TOAST_DISMISS: '알림 닫기',
  },
  en: {
    TOAST_TITLE_ADMIN: 'Admin',
    TOAST_TITLE: 'Notice',
    TOAST_DISMISS: 'Dismiss notice',
  },
  es: {
    TOAST_TITLE_ADMIN: 'Administración',
    TOAST_TITLE: 'Aviso',
    TOAST_DISMISS: 'Cerrar aviso',
  },
});
