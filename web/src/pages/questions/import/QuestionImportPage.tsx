/**
 * Question import (docs/questions.md, "Import (console)"): the template download in the reader's
 * language, the file picker (.xlsx, .ods, .csv), the check of every row in the browser, and one
 * all-or-nothing createQuestions.
 * Reached from the library tab at `<list>/import`; ".." (by path) leads back to the list.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router-dom';
import { MAX_QUESTIONS_PER_IMPORT } from '../../../api/questionImport';
import { isLanguage } from '../../../i18n/language';
import { useNotify } from '../../../notifications/NotificationsProvider';
import { FileErrorAlert, ImportPreview, RowErrorTable, useMessageText } from './ImportResults';
import { SpreadsheetFileField } from './SpreadsheetFileField';
import { saveFile } from './saveFile';
import { useQuestionImport } from './useQuestionImport';

/** The list page: the import route is its sibling `<list>/import`. */
const LIST_PATH = '..';

function BackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useHref(LIST_PATH, { relative: 'path' });
  return (
    <Link
      href={href}
      data-testid="question-import-back"
      onFollow={(event) => {
        event.preventDefault();
        navigate(LIST_PATH, { relative: 'path' });
      }}
    >
      {t('IMPORT_BACK')}
    </Link>
  );
}

function TemplateButton() {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { buildQuestionTemplate } = await import('./importWorkbook');
      const language = isLanguage(i18n.language) ? i18n.language : 'en';
      saveFile(await buildQuestionTemplate(language), t('IMPORT_TEMPLATE_FILE_NAME'));
    } catch {
      notify.error(t('IMPORT_TEMPLATE_ERR_MSG'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      iconName="download"
      loading={busy}
      onClick={() => void download()}
      nativeButtonAttributes={{ 'data-testid': 'question-import-template' }}
    >
      {t('IMPORT_DOWNLOAD_TEMPLATE')}
    </Button>
  );
}

export function QuestionImportPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const state = useQuestionImport();
  const { check, phase } = state;
  const max = { max: MAX_QUESTIONS_PER_IMPORT };
  const ready = check?.kind === 'ready' ? check : null;

  return (
    <div data-testid="question-import-page">
      <ContentLayout
        header={
          <SpaceBetween size="xs">
            <BackLink />
            <Header variant="h1" description={t('IMPORT_INTRO')} actions={<TemplateButton />}>
              {t('IMPORT_EXCEL')}
            </Header>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <Container>
            <SpreadsheetFileField
              label={t('IMPORT_FILE')}
              constraintText={text({ key: 'IMPORT_FILE_HINT', values: max })}
              testId="question-import-file"
              files={state.files}
              onChoose={state.choose}
            />
          </Container>

          {(phase === 'reading' || phase === 'checking') && (
            <StatusIndicator type="loading" data-testid="question-import-reading">
              {t(phase === 'reading' ? 'IMPORT_READING' : 'IMPORT_CHECKING')}
            </StatusIndicator>
          )}
          {phase === 'checking' && state.progress && state.progress.total > 0 && (
            <ProgressBar
              data-testid="question-import-progress"
              label={t('IMPORT_CHECKING')}
              value={Math.min(100, Math.round((state.progress.checked / state.progress.total) * 100))}
              additionalInfo={t('IMPORT_ROWS_CHECKED', state.progress)}
            />
          )}

          {state.imported !== null && (
            <Alert type="success" data-testid="question-import-success" action={<BackLink />}>
              {text({ key: 'IMPORT_SUCCESS_MSG', values: { count: state.imported } })}
            </Alert>
          )}

          {check?.kind === 'fileError' && <FileErrorAlert message={check.message} />}
          {check?.kind === 'rowErrors' && <RowErrorTable errors={check.errors} />}
          {check?.kind === 'tooMany' && (
            <Alert type="error" header={t('IMPORT_FILE_ERR_TITLE')} data-testid="question-import-too-many">
              {text({ key: 'IMPORT_TOO_MANY_MSG', values: { count: check.count, max: check.max } })}
            </Alert>
          )}
          {ready && <ImportPreview check={ready} />}

          {state.serverError && (
            <Alert type="error" header={t('IMPORT_FAILED_TITLE')} data-testid="question-import-server-error">
              <SpaceBetween size="xxs">
                <Box>
                  {state.serverError.item !== undefined &&
                    `${text({ key: 'IMPORT_ITEM_N', values: { no: state.serverError.item } })}: `}
                  {text(state.serverError.message)}
                </Box>
                <Box>{t('IMPORT_NOTHING_IMPORTED')}</Box>
              </SpaceBetween>
            </Alert>
          )}

          {phase === 'importing' && ready && (
            <StatusIndicator type="loading" data-testid="question-import-progress">
              {text({ key: 'IMPORT_IN_PROGRESS', values: { count: ready.questions.length } })}
            </StatusIndicator>
          )}

          {check && check.kind !== 'fileError' && (
            <Box float="right">
              <Button
                variant="primary"
                iconName="upload"
                // Any row error, or a file too large for one call, blocks the import entirely.
                disabled={!ready || phase !== 'idle'}
                loading={phase === 'importing'}
                onClick={state.start}
                nativeButtonAttributes={{ 'data-testid': 'question-import-start' }}
              >
                {t('IMPORT_START')}
              </Button>
            </Box>
          )}
        </SpaceBetween>
      </ContentLayout>
    </div>
  );
}
