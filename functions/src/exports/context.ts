/**
 * What the cover sheet says about an export (docs/exports.md "Cover sheet"): the class, its
 * school, the teachers, when the class ran (or the range asked for), who exported it and when,
 * and the language and time zone the workbook is written in. Read by the worker from the job and
 * the records it names; a record deleted since is shown as a dash rather than failing the export.
 */
import type { EntityRepository } from '../data/entities';
import type { QuestionLinkRecord, SessionRecord, SiteRecord, SpotRecord, UserRecord } from '../data/records';
import type { ExportJobRecord } from '../data/results-store';
import { type ExportLanguage, type ExportTexts, exportTexts, isExportLanguage } from './texts';
import { DEFAULT_TIME_ZONE, isTimeZone } from './time-zone';

export interface ExportContext {
  language: ExportLanguage;
  texts: ExportTexts;
  timeZone: string;
  className: string;
  siteName: string;
  teachers: string[];
  /** The sessions covered, oldest first: one for a session export. */
  sessions: { start: string; end: string | null }[];
  /** A classroom export's range (to exclusive); null for a session export. */
  range: { from: string; to: string } | null;
  requester: string;
  exportedAt: string;
}

/** A person's name as the console shows it: last name then first name, else the user id. */
export function personName(user: UserRecord | undefined | null): string {
  if (!user) return '-';
  return [user.lastname, user.firstname].filter(Boolean).join(' ') || user.uid;
}

/** The language and zone a job was asked in; older jobs and bad values get the defaults. */
export function presentationOf(job: Pick<ExportJobRecord, 'language' | 'timeZone'>) {
  const language: ExportLanguage = isExportLanguage(job.language) ? job.language : 'ko';
  const timeZone = job.timeZone && isTimeZone(job.timeZone) ? job.timeZone : DEFAULT_TIME_ZONE;
  return { language, texts: exportTexts(language), timeZone };
}

export async function exportContext(
  entities: EntityRepository,
  job: ExportJobRecord,
  links: QuestionLinkRecord[],
  now = new Date(),
): Promise<ExportContext> {
  const sessionIds =
    'session' in job.scope ? [job.scope.session] : [...new Set(links.map((link) => link.sessionId))];
  const sessions = [...(await entities.getMany<SessionRecord>('SESSION', sessionIds)).values()].sort((a, b) =>
    a.starttime.localeCompare(b.starttime),
  );
  const spotId = 'spot' in job.scope ? job.scope.spot : (sessions[0]?.spotId ?? links[0]?.spotId);
  const [spot, site, people] = await Promise.all([
    spotId ? entities.get<SpotRecord>('SPOT', spotId) : null,
    entities.get<SiteRecord>('SITE', job.siteId),
    entities.getMany<UserRecord>('USER', [job.requesterId, ...sessions.map((session) => session.userId)]),
  ]);
  return {
    ...presentationOf(job),
    className: spot?.name ?? '-',
    siteName: site?.name ?? '-',
    teachers: [...new Set(sessions.map((session) => personName(people.get(session.userId))))],
    sessions: sessions.map((session) => ({ start: session.starttime, end: session.endtime })),
    range: 'from' in job.scope ? { from: job.scope.from, to: job.scope.to } : null,
    requester: personName(people.get(job.requesterId)),
    exportedAt: now.toISOString(),
  };
}
