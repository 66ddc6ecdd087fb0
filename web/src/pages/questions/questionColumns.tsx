/** The question list's columns: title, kind, answer type, difficulty, active, order and row actions. */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { QuestionRow } from '../../api/questions';

export const ANSWER_TYPE_KEYS = {
  ox: 'ANSWER_OX',
  multiple: 'ANSWER_MULTIPLE',
  survey: 'ANSWER_SURVEY',
} as const;
export const KIND_KEYS = { quiz: 'QUIZ', survey: 'SURVEY' } as const;
export const DIFFICULTY_KEYS = {
  high: 'DIFFICULTY_HIGH',
  middle: 'DIFFICULTY_MIDDLE',
  low: 'DIFFICULTY_LOW',
} as const;

export interface RowActions {
  /** Editing and reordering are for the owner: off in the shared-with-me view. */
  editable: boolean;
  busy: boolean;
  onEdit: (row: QuestionRow) => void;
  onMove: (index: number, step: -1 | 1) => void;
  count: number;
}

export function questionColumns(
  t: TFunction,
  items: QuestionRow[],
  actions: RowActions,
): TableProps.ColumnDefinition<QuestionRow>[] {
  const columns: TableProps.ColumnDefinition<QuestionRow>[] = [
    { id: 'title', header: t('TITLE'), cell: (row) => row.title.main, isRowHeader: true },
    { id: 'type', header: t('QUESTION_KIND'), cell: (row) => t(KIND_KEYS[row.type]) },
    { id: 'answerType', header: t('ANSWER_TYPE'), cell: (row) => t(ANSWER_TYPE_KEYS[row.info.answerType]) },
    {
      id: 'difficulty',
      header: t('DIFFICULTY'),
      cell: (row) => (row.info.difficulty ? t(DIFFICULTY_KEYS[row.info.difficulty]) : '-'),
    },
    {
      id: 'active',
      header: t('ACTIVE'),
      cell: (row) => (
        <StatusIndicator type={row.active ? 'success' : 'stopped'}>
          {row.active ? t('ACTIVE') : t('INACTIVE')}
        </StatusIndicator>
      ),
    },
    { id: 'order', header: t('ORDER'), cell: (row) => row.order ?? '-' },
  ];
  if (!actions.editable) return columns;
  columns.push({
    id: 'actions',
    header: t('ACTIONS'),
    cell: (row) => {
      const index = items.indexOf(row);
      return (
        <SpaceBetween direction="horizontal" size="xxs">
          <Button
            variant="inline-link"
            onClick={() => actions.onEdit(row)}
            nativeButtonAttributes={{ 'data-testid': `question-edit-${row._id}` }}
          >
            {t('EDIT')}
          </Button>
          <Button
            variant="inline-icon"
            iconName="arrow-up"
            ariaLabel={t('MOVE_UP')}
            disabled={actions.busy || index <= 0}
            onClick={() => actions.onMove(index, -1)}
            nativeButtonAttributes={{ 'data-testid': `question-move-up-${row._id}` }}
          />
          <Button
            variant="inline-icon"
            iconName="arrow-down"
            ariaLabel={t('MOVE_DOWN')}
            disabled={actions.busy || index < 0 || index >= actions.count - 1}
            onClick={() => actions.onMove(index, 1)}
            nativeButtonAttributes={{ 'data-testid': `question-move-down-${row._id}` }}
          />
        </SpaceBetween>
      );
    },
  });
  return columns;
}
