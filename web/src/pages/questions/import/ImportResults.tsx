/**
 * What the import screen shows about a checked file: the file error, the table of row errors
 * (which blocks the import) and the preview of a valid file.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorMessage } from '../../../api/errors';
import type { RowError } from '../../../questions/import';
import { type ImportCheck, rowErrorMessage } from './importRules';

/** Row errors per table page: a broken 20,000-row file must not render 20,000 table rows. */
const ERRORS_PER_PAGE = 50;

/** Translates an ErrorMessage; numbers are written the reader's way (5,000 / 5.000). */
export function useMessageText(): (message: ErrorMessage) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    ({ key, values = {} }: ErrorMessage) => {
      const format = new Intl.NumberFormat(i18n.language);
      const shown = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          // A field arrives as a label key (TITLE…), shown translated.
          name === 'field' ? t(String(value)) : typeof value === 'number' ? format.format(value) : value,
        ]),
      );
      return t(key, shown);
    },
    [t, i18n.language],
  );
}

/** The offending value of a row error as the author typed it, or a greyed "empty". */
export function RowErrorValue({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <span data-testid={testId}>
      {value === '' ? (
        <Box variant="span" color="text-body-secondary">
          {t('IMPORT_EMPTY_VALUE')}
        </Box>
      ) : (
        value
      )}
    </span>
  );
}

export function FileErrorAlert({
  message,
  testId = 'question-import-file-error',
}: {
  message: ErrorMessage;
  testId?: string;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <Alert type="error" header={t('IMPORT_FILE_ERR_TITLE')} data-testid={testId}>
      {text(message)}
    </Alert>
  );
}

export function RowErrorTable({ errors }: { errors: RowError[] }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(errors.length / ERRORS_PER_PAGE));
  const current = Math.min(page, pages);
  const shown = errors.slice((current - 1) * ERRORS_PER_PAGE, current * ERRORS_PER_PAGE);
  return (
    <Table<RowError>
      data-testid="question-import-errors"
      wrapLines
      variant="container"
      items={shown}
      trackBy={(error) => `${error.sheet}|${error.row}|${error.key}|${error.column}|${error.no ?? ''}`}
      header={
        <Header variant="h2" description={t('IMPORT_BLOCKED_MSG')}>
          {t('IMPORT_ROW_ERRORS_TITLE', { count: errors.length })}
        </Header>
      }
      pagination={
        pages > 1 && (
          <Pagination
            currentPageIndex={current}
            pagesCount={pages}
            onChange={({ detail }) => setPage(detail.currentPageIndex)}
            ariaLabels={{ nextPageLabel: t('NEXT_PAGE'), previousPageLabel: t('PREVIOUS_PAGE') }}
          />
        )
      }
      columnDefinitions={[
        { id: 'sheet', header: t('IMPORT_SHEET'), cell: (error) => error.sheet },
        {
          id: 'row',
          header: t('IMPORT_ROW'),
          cell: (error) => <span data-testid="question-import-error-row">{error.row}</span>,
        },
        { id: 'column', header: t('IMPORT_COLUMN'), cell: (error) => error.column },
        {
          id: 'value',
          header: t('IMPORT_VALUE'),
          cell: (error) => <RowErrorValue value={error.value} testId="question-import-error-value" />,
        },
        {
          id: 'problem',
          header: t('IMPORT_PROBLEM'),
          cell: (error) => (
            <span data-testid="question-import-error-message">{text(rowErrorMessage(error))}</span>
          ),
        },
      ]}
    />
  );
}

type Ready = Extract<ImportCheck, { kind: 'ready' }>;

export function ImportPreview({ check }: { check: Ready }) {
  const { t } = useTranslation();
  const text = useMessageText();
  return (
    <Alert type="info" header={t('IMPORT_PREVIEW_TITLE')} data-testid="question-import-preview">
      <SpaceBetween size="xs">
        <Box data-testid="question-import-total">
          {text({ key: 'IMPORT_TOTAL', values: { count: check.questions.length } })}
        </Box>
        {check.sheets.length > 0 && (
          <ul data-testid="question-import-sheets">
            {check.sheets.map(({ sheet, questions }) => (
              <li key={sheet}>{text({ key: 'IMPORT_SHEET_COUNT', values: { sheet, count: questions } })}</li>
            ))}
          </ul>
        )}
        <Box variant="strong">{t('IMPORT_FIRST_TITLES')}</Box>
        <ol data-testid="question-import-titles">
          {check.titles.map((title, index) => (
            // Titles may repeat; their position is what identifies them here.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
            <li key={index}>{title}</li>
          ))}
        </ol>
      </SpaceBetween>
    </Alert>
  );
}
