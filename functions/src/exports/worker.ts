/**
 * The export worker (docs/exports.md "Job states"): one queue message names one job. It marks the
 * job running, reads the results with the whole class (roster and phone participants) and what
 * the cover sheet says, builds the workbook in the job's language and time zone with progress
 * written to the job, stores it under exports/ and marks the job done. A failure is reported to the queue (partial batch
 * failure), which delivers the message again; on the last receive the job is marked failed and
 * the queue moves the message to its dead-letter queue. A job already done is not built again.
 */
import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import type { EntityRepository } from '../data/entities';
import type { ResultsStore } from '../data/results-store';
import type { Results } from '../domain/results/results';
import type { ResultsSource } from '../domain/results/results-source';
import { countMetric } from '../kernel/observability';
import { type ExportContext, exportContext, presentationOf } from './context';
import { EXPORT_MAX_RECEIVES, exportFileKey, exportMessageSchema } from './job';
import type { ExportStorage } from './storage';
import { say } from './texts';
import { buildResultsWorkbook, type ProgressListener } from './workbook';

export interface ExportWorkerDeps {
  entities: EntityRepository;
  store: ResultsStore;
  source: ResultsSource;
  storage: ExportStorage;
  /** The workbook builder (replaceable in tests). */
  build?: (results: Results, context: ExportContext, onProgress: ProgressListener) => Promise<Buffer>;
  log?: (message: string, details: Record<string, unknown>) => void;
}

/** Progress is written when it moved this many points, so a 100-question export writes ~10 times. */
const PROGRESS_STEP = 10;
/** Reading the results is the first part of the work; the workbook the rest. */
const READ_SHARE = 20;

export async function runExportJob(
  jobId: string,
  receiveCount: number,
  deps: ExportWorkerDeps,
): Promise<void> {
  const job = await deps.store.getJob(jobId);
  if (!job || job.status === 'done') return;
  await deps.store.updateJob(jobId, { status: 'running', progress: 0, attempts: receiveCount, error: null });
  try {
    const links = await deps.source.linksOf(job.scope);
    const classList = await deps.source.classOf(job.scope, links);
    const [results, context] = await Promise.all([
      deps.source.results(links, classList),
      exportContext(deps.entities, job, links),
    ]);
    let written = 0;
    const progress = async (share: number) => {
      const percent = Math.min(99, Math.round(READ_SHARE + share * (100 - READ_SHARE)));
      if (percent - written < PROGRESS_STEP) return;
      written = percent;
      await deps.store.updateJob(jobId, { progress: percent });
    };
    await progress(0);
    const bytes = await (deps.build ?? buildResultsWorkbook)(results, context, progress);
    const fileKey = exportFileKey(jobId);
    await deps.storage.put(fileKey, bytes);
    await deps.store.updateJob(jobId, { status: 'done', progress: 100, fileKey });
    countMetric('ExportsWritten', 1);
  } catch (error) {
    const last = receiveCount >= EXPORT_MAX_RECEIVES;
    // A failure that will be retried is not a failed export yet.
    if (last) countMetric('ExportsFailed', 1);
    deps.log?.('Export failed', { jobId, receiveCount, last, error: String(error) });
    // The person sees a plain message in their language; the details stay in the log.
    const { texts } = presentationOf(job);
    await deps.store
      .updateJob(jobId, {
        status: last ? 'failed' : 'queued',
        error: last
          ? say(texts, 'ERROR_FAILED', { attempts: receiveCount })
          : say(texts, 'ERROR_RETRYING', { attempt: receiveCount }),
      })
      .catch(() => undefined);
    throw error;
  }
}

/** The SQS batch handler: every failed message is reported, the others are deleted. */
export async function handleExportRecords(
  records: SQSRecord[],
  deps: ExportWorkerDeps,
): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of records) {
    try {
      const message = exportMessageSchema.parse(JSON.parse(record.body));
      await runExportJob(message.jobId, Number(record.attributes.ApproximateReceiveCount) || 1, deps);
    } catch (error) {
      deps.log?.('Export message failed', { messageId: record.messageId, error: String(error) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
}
