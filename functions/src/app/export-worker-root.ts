/**
 * The export worker's composition root (docs/exports.md): the table and the files bucket only.
 * Unlike the API's roots it needs no signing key, so a cold start makes no Secrets Manager call.
 */
import type { ExportWorkerDeps } from '../exports/worker';
import { logError } from '../kernel/log';
import { dataParts } from './data-parts';
import { once } from './once';
import { resultsParts } from './results-parts';

export const exportWorkerDeps: () => Promise<ExportWorkerDeps> = once(async () => {
  const data = dataParts();
  return {
    entities: data.entities,
    ...resultsParts(data),
    log: logError,
  };
});
