/** System notices on the running class screen and the student app (docs/class-main.md "Notices"). */
import { defineTexts } from './define';

export const classNoticesTexts = defineTexts({
  ko: {
    CLASS_NOTICE: '알림',
    CLASS_NOTICES: '알림 목록',
    CLASS_NOTICE_DISMISS: '알림 닫기',
  },
  en: {
    CLASS_NOTICE: 'Notice',
    CLASS_NOTICES: 'Notices',
    CLASS_NOTICE_DISMISS: 'Dismiss notice',
  },
  es: {
    CLASS_NOTICE: 'Aviso',
    CLASS_NOTICES: 'Avisos',
    CLASS_NOTICE_DISMISS: 'Cerrar aviso',
  },
});
