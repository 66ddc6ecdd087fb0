/**
 * The question search picker (spec section 4, "Question search"): the caller's active questions
 * in library order, 3 per page, searched by title (the server's `q` matches the main, Korean,
 * English and Spanish titles). Multi selection for playlists; the running class screen uses it
 * in single mode. With `withShared`, a switch offers the questions shared with the caller too
 * (docs/questions.md "Shares"): the server lets a teacher ask them and put them in playlists.
 * Mount it only while open, like the generic Picker it is built on.
 */
import Box from '@cloudscape-design/components/box';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Picker } from '../../admin/components/Picker';
import { useApiAuth } from '../../admin/components/useApi';
import { fetchQuestions, type QuestionRow } from '../../api/questions';
import { titleIn } from '../../questions/titleIn';
import { ANSWER_TYPE_KEYS, DIFFICULTY_KEYS } from './questionColumns';

/** Spec: "A question search picker shows 3 per page." */
export const QUESTION_SEARCH_PAGE_SIZE = 3;

export interface QuestionSearchPickerProps {
  multi?: boolean;
  /** Single mode only: without it the picker offers "Not selected". */
  required?: boolean;
  title?: string;
  busy?: boolean;
  onCancel: () => void;
  onConnect: (questions: QuestionRow[]) => void;
  /** Offer "Shared with me" beside "My questions". */
  withShared?: boolean;
  testId?: string;
}

export type QuestionSource = 'library' | 'shared';

export function questionSearchColumns(
  t: TFunction,
  language: string,
): TableProps.ColumnDefinition<QuestionRow>[] {
  return [
    {
      id: 'title',
      header: t('TITLE'),
      isRowHeader: true,
      // The viewer's language first (es too), the main text under it when it differs.
      cell: (row) => {
        const shown = titleIn(row.title, language);
        return (
          <div>
            <div>{shown}</div>
            {shown !== row.title.main && (
              <Box variant="small" color="text-body-secondary">
                {row.title.main}
              </Box>
            )}
          </div>
        );
      },
    },
    { id: 'answerType', header: t('ANSWER_TYPE'), cell: (row) => t(ANSWER_TYPE_KEYS[row.info.answerType]) },
    {
      id: 'difficulty',
      header: t('DIFFICULTY'),
      cell: (row) => (row.info.difficulty ? t(DIFFICULTY_KEYS[row.info.difficulty]) : '-'),
    },
  ];
}

export function QuestionSearchPicker({ testId = 'question-search', ...props }: QuestionSearchPickerProps) {
  const { t, i18n } = useTranslation();
  const auth = useApiAuth();
  const [source, setSource] = useState<QuestionSource>('library');
  return (
    <Picker<QuestionRow>
      title={props.title ?? t('QUESTION_SEARCH')}
      queryKey={['questions', 'search', source]}
      perPage={QUESTION_SEARCH_PAGE_SIZE}
      fetchPage={(page, perPage, q) =>
        fetchQuestions(auth, {
          page,
          perPage,
          filter: { active: true, q: q || undefined },
          sortField: 'order',
          sortOrder: 'asc',
          shared: source === 'shared' || undefined,
        })
      }
      filterExtra={
        props.withShared && (
          <SegmentedControl
            label={t('QUESTION_SOURCE')}
            selectedId={source}
            onChange={({ detail }) => setSource(detail.selectedId as QuestionSource)}
            options={[
              { id: 'library', text: t('QUESTION_LIBRARY') },
              { id: 'shared', text: t('SHARED_WITH_ME') },
            ]}
            data-testid={`${testId}-source`}
          />
        )
      }
      getId={(row) => row._id}
      columns={questionSearchColumns(t, i18n.language)}
      multi={props.multi}
      required={props.required}
      busy={props.busy}
      onCancel={props.onCancel}
      onConnect={props.onConnect}
      testId={testId}
    />
  );
}
