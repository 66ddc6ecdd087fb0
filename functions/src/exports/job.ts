/**
 * The export job contract (docs/exports.md): the request input, the queue message, the file name
 * and the limits shared by the resolver, the worker and the CDK queue, so the three agree.
 */
import { z } from 'zod';
import { idSchema } from '../kernel/validation';
import { EXPORT_LANGUAGES } from './texts';
import { isTimeZone } from './time-zone';

/**
 * The stored object's name under the job's folder. People get a name with the class and the day
 * (file-name.ts) through the download link's Content-Disposition; the key stays ASCII and fixed.
 */
export const EXPORT_FILE_NAME = 'ClassPulse-results.xlsx';
/** Where workbooks are stored in the files bucket; the bucket's lifecycle rule expires them. */
export const EXPORTS_KEY_PREFIX = 'exports/';
/** Receives of one export message before the queue dead-letters it (the CDK queue uses it too). */
export const EXPORT_MAX_RECEIVES = 3;
/** How long a signed download link works. */
export const DOWNLOAD_LINK_SECONDS = 15 * 60;
/** How long a job item and its file are kept (the exports/ lifecycle rule: 7 days). */
export const EXPORT_RETENTION_SECONDS = 7 * 24 * 60 * 60;
/** The longest date range of a classroom export. */
export const EXPORT_MAX_RANGE_DAYS = 366;

/** The SQS message body: only the job id; everything else is read from the job item. */
export const exportMessageSchema = z.object({ jobId: idSchema });
export type ExportMessage = z.infer<typeof exportMessageSchema>;

const iso = z.iso.datetime({ offset: true, message: 'INVALID_EXPORT_RANGE' });

/**
 * How the workbook is written for the requester: their language and time zone, both optional.
 * Parsed apart from the scope, so a bad value gets its own error rather than the union's.
 */
export const exportPresentationSchema = z.object({
  language: z.enum(EXPORT_LANGUAGES, { message: 'INVALID_LANGUAGE' }).nullish(),
  timeZone: z.string().refine(isTimeZone, { message: 'INVALID_TIME_ZONE' }).nullish(),
});

export const exportRequestSchema = z.union(
  [
    z.object({
      session: idSchema,
      spot: z.null().optional(),
      from: z.null().optional(),
      to: z.null().optional(),
    }),
    z.object({ session: z.null().optional(), spot: idSchema, from: iso, to: iso }),
  ],
  { message: 'EXPORT_SCOPE' },
);

export function exportFileKey(jobId: string): string {
  return `${EXPORTS_KEY_PREFIX}${jobId}/${EXPORT_FILE_NAME}`;
}
