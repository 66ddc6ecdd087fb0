/**
 * Builds the results workbook (spec section 5 "Excel export", docs/exports.md "File layout") with
 * exceljs's streaming writer: a cover, a summary, one sheet per question and a per-student sheet,
 * every word in the requester's language and every time in the export's time zone. The sheets'
 * contents are planned in sheet-plans.ts and written row by row by sheet-writer.ts, so memory
 * holds the results model, one sheet's rows and the compressed output (docs/exports.md "Limits").
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { answerIndex, type Results } from '../domain/results/results';
import type { ExportContext } from './context';
import { uniqueSheetNames } from './sheet-names';
import { coverPlan, questionPlan, studentsPlan, summaryPlan, titleIn } from './sheet-plans';
import { writeSheet } from './sheet-writer';

/** Called after each sheet with the share done (0..1). */
export type ProgressListener = (done: number) => void | Promise<void>;

/** The sheet names: cover, summary, one per question ("1. title", cut and kept unique), students. */
export function workbookSheetNames(results: Results, context: ExportContext): string[] {
  const { texts, language } = context;
  return uniqueSheetNames([
    texts.SHEET_COVER,
    texts.SHEET_SUMMARY,
    ...results.questions.map((question, position) => `${position + 1}. ${titleIn(question.texts, language)}`),
    texts.SHEET_STUDENTS,
  ]);
}

/** Writes the workbook and returns its bytes. */
export async function buildResultsWorkbook(
  results: Results,
  context: ExportContext,
  onProgress?: ProgressListener,
): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  // Styles are on for date formats, bold headings and widths; shared strings stay off (speed).
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  book.creator = 'ClassPulse';
  const dateFormat = context.texts.DATE_TIME_FORMAT;
  const names = workbookSheetNames(results, context);
  const at = (position: number) => names[position] ?? `Sheet ${position + 1}`;
  const sheets = names.length;
  writeSheet(book, coverPlan(at(0), results, context), dateFormat);
  writeSheet(book, summaryPlan(at(1), results, context), dateFormat);
  await onProgress?.(2 / sheets);
  for (const [position, question] of results.questions.entries()) {
    writeSheet(book, questionPlan(at(position + 2), question, results, context), dateFormat);
    await onProgress?.((position + 3) / sheets);
  }
  writeSheet(book, studentsPlan(at(sheets - 1), results, answerIndex(results), context), dateFormat);
  await book.commit();
  await ended;
  await onProgress?.(1);
  return Buffer.concat(chunks);
}
