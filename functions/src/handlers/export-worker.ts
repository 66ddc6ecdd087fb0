// The export worker Lambda: SQS export requests -> workbooks in exports/ (docs/exports.md).
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { exportWorkerDeps } from '../app/export-worker-root';
import { type ExportWorkerDeps, handleExportRecords } from '../exports/worker';
import { observed } from '../kernel/observability';

/** `deps` replaces the ones built from the environment (tests inject a failing part). */
export function createExportWorkerHandler(deps?: Partial<ExportWorkerDeps>) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    return handleExportRecords(event.Records, { ...(await exportWorkerDeps()), ...deps });
  };
}

export const handler = observed('export-worker', createExportWorkerHandler());
