/** What results and exports read and write, shared by the resolver root and the export worker's. */
import { ResultsStore } from '../data/results-store';
import { SessionStudents } from '../domain/remote/session-students';
import { ResultsSource } from '../domain/results/results-source';
import { EXPORT_RETENTION_SECONDS } from '../exports/job';
import { s3ExportStorage } from '../exports/storage';
import type { DataParts } from './data-parts';

export function resultsParts(data: DataParts) {
  const { env, table, entities, sessionStore, lists, seats } = data;
  const store = new ResultsStore(table, EXPORT_RETENTION_SECONDS);
  return {
    store,
    source: new ResultsSource(entities, sessionStore, store, lists, new SessionStudents(seats)),
    storage: s3ExportStorage(env.FILES_BUCKET, env.FILES_S3_ENDPOINT),
  };
}
