/**
 * The columns of both share lists: the other teacher (who shared with me, or whom I shared with),
 * the due date, the derived state, what is shared and when. One definition keeps the two tabs
 * reading the same.
 */
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import { formatDateTime, personName } from '../../../admin/components/format';
import type { ShareRow } from '../../../api/shares';

export function shareColumns(
  t: TFunction,
  language: string,
  /** 'from' on the shares made to me, 'to' on the shares I made. */
  person: 'from' | 'to',
): TableProps.ColumnDefinition<ShareRow>[] {
  return [
    {
      id: person,
      header: t(person === 'from' ? 'SHARE_FROM' : 'SHARE_TO'),
      cell: (row) => personName(row[person]),
      isRowHeader: true,
    },
    { id: 'duedate', header: t('SHARE_DUEDATE'), cell: (row) => formatDateTime(row.duedate, language) },
    {
      id: 'state',
      header: t('SHARE_STATE'),
      cell: (row) => (
        <StatusIndicator
          type={row.overDuedate ? 'stopped' : 'success'}
          data-testid={`share-state-${row._id}`}
        >
          {t(row.overDuedate ? 'SHARE_OVERDUE' : 'SHARE_ACTIVE')}
        </StatusIndicator>
      ),
    },
    {
      id: 'questions',
      header: t('SHARE_QUESTION_COUNT'),
      // No list means the whole library of the maker, questions added later included.
      cell: (row) =>
        row.questions ? t('SHARE_QUESTION_N', { count: row.questions.length }) : t('SHARE_WHOLE_LIBRARY'),
    },
    { id: 'createdAt', header: t('CREATED_AT'), cell: (row) => formatDateTime(row.createdAt, language) },
  ];
}
