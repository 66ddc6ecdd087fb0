/**
 * The roster import inside the classroom editor (docs/class-list.md "Roster import"): the
 * template, the file picker (.xlsx, .ods, .csv), then the rows with problems (row, column, value,
 * problem) or a preview of the students to import. The editor's footer holds Back and Import.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterRowInput } from '../../../../generated/graphql';
import { useNotify } from '../../../../notifications/NotificationsProvider';
import { FileErrorAlert, RowErrorValue, useMessageText } from '../../../questions/import/ImportResults';
import { SpreadsheetFileField } from '../../../questions/import/SpreadsheetFileField';
import type { RosterRowError } from './parseRoster';
import { MAX_ROSTER_ROWS } from './rosterColumns';
import type { RosterImport } from './useRosterImport';

const PREVIEW_ROWS = 5;

function RowProblems({ errors }: { errors: RosterRowError[] }) {
  const { t } = useTranslation();
  return (
    <Table<RosterRowError>
      data-testid="roster-errors"
      wrapLines
      variant="embedded"
      items={errors}
      trackBy={(error) => `${error.row}|${error.column}|${error.key}`}
      header={
        <Header variant="h3" description={t('ROSTER_BLOCKED_MSG')}>
          {t('ROSTER_ERRORS_TITLE', { count: errors.length })}
        </Header>
      }
      columnDefinitions={[
        {
          id: 'row',
          header: t('IMPORT_ROW'),
          cell: (error) => <span data-testid="roster-error-row">{error.row}</span>,
        },
        { id: 'column', header: t('IMPORT_COLUMN'), cell: (error) => error.column },
        {
          id: 'value',
          header: t('IMPORT_VALUE'),
          cell: (error) => <RowErrorValue value={error.value} testId="roster-error-value" />,
        },
        {
          id: 'problem',
          header: t('IMPORT_PROBLEM'),
          cell: (error) => <span data-testid="roster-error-message">{t(error.key)}</span>,
        },
      ]}
    />
  );
}

function Preview({ sheet, rows }: { sheet: string; rows: RosterRowInput[] }) {
  const { t } = useTranslation();
  const buttons = rows.filter((row) => row.button).length;
  return (
    <Alert type="info" header={t('ROSTER_PREVIEW_TITLE')} data-testid="roster-preview">
      <SpaceBetween size="xs">
        <Box data-testid="roster-preview-count">
          {t('ROSTER_PREVIEW_COUNT', { count: rows.length, sheet, buttons })}
        </Box>
        <Table<RosterRowInput>
          variant="embedded"
          items={rows.slice(0, PREVIEW_ROWS)}
          trackBy={(row) => String(row.no)}
          columnDefinitions={[
            { id: 'no', header: t('ROSTER_COL_NO'), cell: (row) => row.no },
            { id: 'firstname', header: t('ROSTER_COL_FIRSTNAME'), cell: (row) => row.firstname },
            { id: 'lastname', header: t('ROSTER_COL_LASTNAME'), cell: (row) => row.lastname ?? '' },
            { id: 'button', header: t('ROSTER_COL_BUTTON'), cell: (row) => row.button ?? '' },
          ]}
        />
      </SpaceBetween>
    </Alert>
  );
}

export function RosterImportPanel({ state, blocked }: { state: RosterImport; blocked: boolean }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await state.downloadTemplate();
    } catch {
      notify.error(t('IMPORT_TEMPLATE_ERR_MSG'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <SpaceBetween size="m">
      <div data-testid="roster-import">
        <Header
          variant="h3"
          description={t('ROSTER_IMPORT_INTRO')}
          actions={
            <Button
              iconName="download"
              loading={downloading}
              onClick={() => void download()}
              nativeButtonAttributes={{ 'data-testid': 'roster-template' }}
            >
              {t('ROSTER_DOWNLOAD_TEMPLATE')}
            </Button>
          }
        >
          {t('ROSTER_IMPORT_TITLE')}
        </Header>
      </div>
      {blocked && (
        <Alert type="warning" data-testid="roster-unsaved">
          {t('ROSTER_UNSAVED_ROWS')}
        </Alert>
      )}
      <SpreadsheetFileField
        label={t('ROSTER_FILE')}
        constraintText={t('ROSTER_FILE_HINT', { max: MAX_ROSTER_ROWS })}
        testId="roster-file"
        files={state.files}
        onChoose={state.choose}
      />
      {state.phase === 'reading' && <StatusIndicator type="loading">{t('IMPORT_READING')}</StatusIndicator>}
      {state.fileError && <FileErrorAlert message={state.fileError} testId="roster-file-error" />}
      {state.serverMessage && (
        <Alert type="error" header={t('IMPORT_FAILED_TITLE')} data-testid="roster-server-error">
          {text(state.serverMessage)}
        </Alert>
      )}
      {state.errors.length > 0 && <RowProblems errors={state.errors} />}
      {state.parsed && state.errors.length === 0 && (
        <Preview sheet={state.parsed.sheet} rows={state.parsed.rows} />
      )}
    </SpaceBetween>
  );
}
