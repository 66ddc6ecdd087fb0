/**
 * Export requests and their jobs (docs/exports.md): `requestExport` checks the caller reaches the
 * session's or classroom's site, refuses an export with no question link (EXPORT_NONE_QUIZ, and
 * then no job exists), writes a queued job carrying the requester's language, time zone and the
 * file name people will see, and sends its id to the export queue; `exportJob` shows a job to
 * its site's staff, with a signed download link once it is done.
 */
import { randomUUID } from 'node:crypto';
import type { UserCaller } from '../auth/caller';
import type { Tenancy } from '../auth/tenancy';
import type { EntityRepository } from '../data/entities';
import type { SessionRecord, SpotRecord } from '../data/records';
import type { ExportJobRecord, ExportScope, ResultsStore } from '../data/results-store';
import type { ResultsSource } from '../domain/results/results-source';
import type { ExportJob } from '../generated/graphql';
import { badRequest, notFound } from '../kernel/errors';
import { parseArgs } from '../kernel/validation';
import { exportFileName } from './file-name';
import {
  DOWNLOAD_LINK_SECONDS,
  EXPORT_MAX_RANGE_DAYS,
  exportPresentationSchema,
  exportRequestSchema,
} from './job';
import type { ExportQueue } from './queue';
import type { ExportStorage } from './storage';
import { DEFAULT_EXPORT_LANGUAGE, exportTexts } from './texts';
import { canonicalTimeZone, DEFAULT_TIME_ZONE, localDay } from './time-zone';

export interface ExportServiceDeps {
  entities: EntityRepository;
  tenancy: Tenancy;
  store: ResultsStore;
  source: ResultsSource;
  queue: ExportQueue;
  storage: ExportStorage;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class ExportService {
  constructor(private readonly deps: ExportServiceDeps) {}

  /**
   * The scope's site, classroom name and days (in the zone) for the file name, after checking the
   * caller reaches the site; missing targets look like others'.
   */
  private async targetOf(caller: UserCaller, scope: ExportScope, zone: string) {
    // The scope names a session or a classroom, which no single rule can require: read and checked here.
    const target = await this.deps.tenancy.reachStored<SessionRecord | SpotRecord>(
      caller,
      'session' in scope
        ? await this.deps.entities.get<SessionRecord>('SESSION', scope.session)
        : await this.deps.entities.get<SpotRecord>('SPOT', scope.spot),
    );
    if (!target) throw notFound('session' in scope ? 'Session' : 'Classroom');
    if ('from' in scope) {
      // `to` is exclusive: the range's last day is the one just before it.
      const lastDay = new Date(Date.parse(scope.to) - 1).toISOString();
      const spot = target as SpotRecord;
      return {
        siteId: spot.siteId,
        className: spot.name,
        days: [scope.from, lastDay].map((at) => localDay(at, zone)),
      };
    }
    const session = target as SessionRecord;
    const spot = await this.deps.entities.get<SpotRecord>('SPOT', session.spotId);
    return { siteId: session.siteId, className: spot?.name ?? '', days: [localDay(session.starttime, zone)] };
  }

  async request(caller: UserCaller, rawInput: unknown): Promise<ExportJob> {
    const input = parseArgs(exportRequestSchema, rawInput);
    const presentation = parseArgs(exportPresentationSchema, rawInput);
    const language = presentation.language ?? DEFAULT_EXPORT_LANGUAGE;
    const timeZone = presentation.timeZone
      ? (canonicalTimeZone(presentation.timeZone) ?? DEFAULT_TIME_ZONE)
      : DEFAULT_TIME_ZONE;
    const texts = exportTexts(language);
    let scope: ExportScope;
    if (input.session) scope = { session: input.session };
    else {
      const from = new Date(input.from ?? '').toISOString();
      const to = new Date(input.to ?? '').toISOString();
      const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
      if (!(days > 0) || days > EXPORT_MAX_RANGE_DAYS)
        throw badRequest(
          'INVALID_EXPORT_RANGE',
          `from must be before to, at most ${EXPORT_MAX_RANGE_DAYS} days apart.`,
        );
      scope = { spot: input.spot ?? '', from, to };
    }
    const { siteId, className, days } = await this.targetOf(caller, scope, timeZone);
    if ((await this.deps.source.linksOf(scope)).length === 0)
      throw badRequest('EXPORT_NONE_QUIZ', 'No quiz results to export.');
    const now = new Date().toISOString();
    const job: ExportJobRecord = {
      _id: `export-${randomUUID()}`,
      status: 'queued',
      progress: 0,
      error: null,
      scope,
      siteId,
      requesterId: caller.userId,
      language,
      timeZone,
      fileName: exportFileName(className, days, texts.FILE_RESULTS),
      fileKey: null,
      attempts: 0,
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.store.putJob(job);
    try {
      await this.deps.queue.send({ jobId: job._id });
    } catch (error) {
      await this.deps.store.updateJob(job._id, {
        status: 'failed',
        error: texts.ERROR_NOT_QUEUED,
      });
      throw error;
    }
    return this.view(job);
  }

  async get(caller: UserCaller, id: string): Promise<ExportJob | null> {
    // A job lives in the results store, which the tenant directory does not read: checked here.
    const job = await this.deps.tenancy.reachStored(caller, await this.deps.store.getJob(id));
    if (!job) return null;
    return this.view(job);
  }

  private async view(job: ExportJobRecord): Promise<ExportJob> {
    const done = job.status === 'done' && job.fileKey;
    return {
      _id: job._id,
      status: job.status,
      progress: job.progress,
      error: job.error,
      session: 'session' in job.scope ? job.scope.session : null,
      spot: 'spot' in job.scope ? job.scope.spot : null,
      from: 'from' in job.scope ? job.scope.from : null,
      to: 'to' in job.scope ? job.scope.to : null,
      site: job.siteId,
      requester: job.requesterId,
      language: job.language ?? DEFAULT_EXPORT_LANGUAGE,
      timeZone: job.timeZone ?? DEFAULT_TIME_ZONE,
      fileName: job.fileName,
      url: done
        ? await this.deps.storage.signedUrl(job.fileKey ?? '', job.fileName, DOWNLOAD_LINK_SECONDS)
        : null,
      urlExpiresAt: done ? new Date(Date.now() + DOWNLOAD_LINK_SECONDS * 1000).toISOString() : null,
      createdAt: job.createdAt,
      updatedAt: job.updatedAt,
    };
  }
}
