// The export worker Lambda: SQS export requests -> workbooks in exports/ (docs/exports.md).
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { exportWorkerDeps } from '../app/export-worker-root';
import { type ExportWorkerDeps, handleExportRecords } from '../exports/worker';
import { logger } from '../kernel/log';
import { observed } from '../kernel/observability';

/** `deps` replaces the ones built from the environment (tests inject a failing part). */
export function createExportWorkerHandler(deps?: Partial<ExportWorkerDeps>) {
  return async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
    // The Lambda request id on every line this batch logs (the local stack passes no context).
    if (context) logger.addContext(context);
    return handleExportRecords(event.Records, { ...(await exportWorkerDeps()), ...deps });
  };
}

export const handler = observed('export-worker', createExportWorkerHandler());
