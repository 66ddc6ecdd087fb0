/**
 * An Excel export (docs/exports.md "Console"): the button asks for the workbook in the console's
 * language and the browser's time zone (said beside it), the job is read every second for its
 * progress, and when it is done the download starts by itself; a link stays as the fallback for a
 * browser that held the download back. A scope without question links is refused with
 * EXPORT_NONE_QUIZ (no job); a job that failed after its retries shows the worker's message.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../admin/components/useApi';
import { readApiError } from '../../../api/errors';
import type { ExportJob, ExportPresentation } from '../../../api/results';
import { exportPresentation, startDownload } from './exportRequest';

/** The job is read once a second while it is queued or running. */
const POLL_MS = 1000;

interface Props {
  request: (presentation: ExportPresentation) => Promise<ExportJob>;
  read: (id: string) => Promise<ExportJob | null>;
  /** The button's text key (default EXPORT_EXCEL). */
  labelKey?: string;
  /** Refuses to ask (a range not chosen yet). */
  disabled?: boolean;
  /** The prefix of the test ids: `<testId>-button`, `-progress`, `-done`... */
  testId?: string;
}

const settled = (job: ExportJob | null) => job !== null && (job.status === 'done' || job.status === 'failed');

export function ExportButton({
  request,
  read,
  labelKey = 'EXPORT_EXCEL',
  disabled,
  testId = 'export',
}: Props) {
  const { t, i18n } = useTranslation();
  const showError = useErrorToast();
  const [job, setJob] = useState<ExportJob | null>(null);
  const [busy, setBusy] = useState(false);
  const [noQuiz, setNoQuiz] = useState(false);
  const downloaded = useRef<string | null>(null);
  const presentation = useMemo(
    () => exportPresentation(i18n.resolvedLanguage ?? i18n.language),
    [i18n.resolvedLanguage, i18n.language],
  );

  const jobId = job?._id;
  const running = job !== null && !settled(job);
  useEffect(() => {
    if (!jobId || !running) return;
    const timer = setInterval(() => {
      read(jobId).then(
        (next) => next && setJob(next),
        (error: unknown) => showError(error, 'EXPORT_ERR_MSG'),
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [jobId, running, read, showError]);

  // Once per job: a later read of the same job (a fresh link) must not download it again.
  useEffect(() => {
    if (job?.status !== 'done' || !job.url || downloaded.current === job._id) return;
    downloaded.current = job._id;
    startDownload(job.url, job.fileName);
  }, [job]);

  const start = async () => {
    setBusy(true);
    setNoQuiz(false);
    setJob(null);
    try {
      setJob(await request(presentation));
    } catch (error) {
      const { code, info } = readApiError(error);
      if (code === 'BadRequest' && info.key === 'EXPORT_NONE_QUIZ') setNoQuiz(true);
      else showError(error, 'EXPORT_ERR_MSG');
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpaceBetween size="s">
      <SpaceBetween size="xs">
        <Button
          iconName="download"
          loading={busy}
          disabled={running || disabled}
          onClick={() => void start()}
          data-testid={`${testId}-button`}
        >
          {t(labelKey)}
        </Button>
        <Box variant="small" color="text-body-secondary" data-testid={`${testId}-written-in`}>
          {t('EXPORT_WRITTEN_IN', {
            language: t(`EXPORT_LANGUAGE_${presentation.language}`),
            zone: presentation.timeZone,
          })}
        </Box>
      </SpaceBetween>
      {noQuiz && (
        <Alert type="info" data-testid={`${testId}-none-quiz`}>
          {t('EXPORT_NONE_QUIZ')}
        </Alert>
      )}
      {running && (
        <div data-testid={`${testId}-progress`} data-progress={job.progress}>
          <ProgressBar value={job.progress} label={t('EXPORT_PROGRESS')} />
        </div>
      )}
      {job?.status === 'done' && job.url && (
        <Alert type="success" data-testid={`${testId}-done`}>
          <SpaceBetween size="xxs">
            <span>{t('EXPORT_STARTED', { name: job.fileName })}</span>
            <span>
              {t('EXPORT_FALLBACK')}{' '}
              <Link href={job.url} data-testid={`${testId}-download`}>
                {t('EXPORT_DOWNLOAD', { name: job.fileName })}
              </Link>
            </span>
          </SpaceBetween>
        </Alert>
      )}
      {job?.status === 'failed' && (
        <Alert type="error" header={t('EXPORT_FAILED')} data-testid={`${testId}-failed`}>
          {job.error ?? ''}
        </Alert>
      )}
    </SpaceBetween>
  );
}
