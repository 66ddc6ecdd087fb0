/**
 * System notices on a class screen (docs/class-main.md "Notices"): every notice with text for
 * people, received by useClassroomNotices, as a dismissible flash, newest on top; each leaves by
 * itself after a while (classNotices.ts).
 */
import Flashbar from '@cloudscape-design/components/flashbar';
import { useTranslation } from 'react-i18next';
import type { ClassroomNotices } from './useClassroomNotices';

export function NoticeBar({ notices }: { notices: ClassroomNotices }) {
  const { t } = useTranslation();
  return (
    <div data-testid="class-notices" data-live={notices.live}>
      <Flashbar
        items={notices.notices.map((notice) => ({
          id: notice.id,
          type: 'info',
          ariaRole: 'status',
          header: t('CLASS_NOTICE'),
          content: <span data-testid="class-notice">{notice.text}</span>,
          dismissible: true,
          dismissLabel: t('CLASS_NOTICE_DISMISS'),
          onDismiss: () => notices.dismiss(notice.id),
        }))}
      />
    </div>
  );
}
