/**
 * The session's Excel export (docs/exports.md "Export API"): the button asks for an export, the
 * job is read every second for its progress, then its signed link is offered for download. A
 * session without question links is refused with EXPORT_NONE_QUIZ (no job); a job that failed
 * after its retries is reported with the worker's message.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../admin/components/useApi';
import { readApiError } from '../../../api/errors';
import type { ExportJob } from './resultsApi';

/** The job is read once a second while it is queued or running. */
const POLL_MS = 1000;

interface Props {
  request: () => Promise<ExportJob>;
  read: (id: string) => Promise<ExportJob | null>;
}

const settled = (job: ExportJob | null) => job !== null && (job.status === 'done' || job.status === 'failed');

export function ExportButton({ request, read }: Props) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const [job, setJob] = useState<ExportJob | null>(null);
  const [busy, setBusy] = useState(false);
  const [noQuiz, setNoQuiz] = useState(false);

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

  const start = async () => {
    setBusy(true);
    setNoQuiz(false);
    setJob(null);
    try {
      setJob(await request());
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
      <Button
        iconName="download"
        loading={busy}
        disabled={running}
        onClick={() => void start()}
        data-testid="export-button"
      >
        {t('EXPORT_EXCEL')}
      </Button>
      {noQuiz && (
        <Alert type="info" data-testid="export-none-quiz">
          {t('EXPORT_NONE_QUIZ')}
        </Alert>
      )}
      {running && (
        <div data-testid="export-progress" data-progress={job.progress}>
          <ProgressBar value={job.progress} label={t('EXPORT_PROGRESS')} />
        </div>
      )}
      {job?.status === 'done' && job.url && (
        <Alert type="success" data-testid="export-done">
          <Link href={job.url} external data-testid="export-download">
            {t('EXPORT_DOWNLOAD', { name: job.fileName })}
          </Link>
        </Alert>
      )}
      {job?.status === 'failed' && (
        <Alert type="error" header={t('EXPORT_FAILED')} data-testid="export-failed">
          {job.error ?? ''}
        </Alert>
      )}
    </SpaceBetween>
  );
}
