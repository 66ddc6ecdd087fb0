/**
 * The question search picker (spec section 4, "Question search"): the caller's active questions
 * in library order, 3 per page, searched by title (the server's `q` matches the main, Korean,
 * English and Spanish titles). Multi selection for playlists; the running class screen uses it
 * in single mode. Mount it only while open, like the generic Picker it is built on.
 */
import Box from '@cloudscape-design/components/box';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
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
  testId?: string;
}

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
  return (
    <Picker<QuestionRow>
      title={props.title ?? t('QUESTION_SEARCH')}
      queryKey={['questions', 'search']}
      perPage={QUESTION_SEARCH_PAGE_SIZE}
      fetchPage={(page, perPage, q) =>
        fetchQuestions(auth, {
          page,
          perPage,
          filter: { active: true, q: q || undefined },
          sortField: 'order',
          sortOrder: 'asc',
        })
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
