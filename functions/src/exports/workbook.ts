/**
 * Builds the results workbook (spec section 5 "Excel export", docs/exports.md "File layout") with
 * exceljs's streaming writer: a summary sheet, one sheet per question and a per-student sheet.
 * Each row is committed as it is written, so memory holds the results model and the compressed
 * output, not a whole workbook of cell objects (100,000 answers: docs/exports.md "Limits").
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  answerIndex,
  COUNT_COLUMNS,
  correctRate,
  countsOf,
  type ResultQuestion,
  type Results,
  studentSummary,
} from '../domain/results';
import { uniqueSheetNames } from './sheet-names';

export const SUMMARY_SHEET = 'Summary';
export const STUDENTS_SHEET = 'Students';

export const SUMMARY_HEADER = [
  '#',
  'Question',
  'Type',
  'Asked at',
  'Answers',
  'Correct answer',
  'Correct rate (%)',
  ...COUNT_COLUMNS,
];
export const QUESTION_HEADER = ['No', 'Student', 'Answer', 'Device / app', 'Correct', 'Time', 'Response (s)'];

/** Called after each sheet with the share done (0..1). */
export type ProgressListener = (done: number) => void | Promise<void>;

const correctMark = (correct: boolean | null) => (correct === null ? '' : correct ? 'O' : 'X');
const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 100) / 10);
const typeOf = (question: ResultQuestion) =>
  question.type === 'survey' ? 'survey' : question.answerType === 'ox' ? 'quiz (O/X)' : 'quiz (multiple)';

/** The sheet names: summary, then one per question ("1. title", cut and kept unique), then students. */
export function workbookSheetNames(results: Results): string[] {
  return uniqueSheetNames([
    SUMMARY_SHEET,
    ...results.questions.map((question, position) => `${position + 1}. ${question.title}`),
    STUDENTS_SHEET,
  ]);
}

function writeSummary(book: ExcelJS.stream.xlsx.WorkbookWriter, name: string, results: Results): void {
  const sheet = book.addWorksheet(name);
  sheet.columns = SUMMARY_HEADER.map((header, position) => ({
    header,
    width: position === 1 ? 40 : position === 3 ? 22 : 10,
  }));
  let answers = 0;
  let graded = 0;
  let correct = 0;
  results.questions.forEach((question, position) => {
    const counts = countsOf(question);
    answers += question.answers.length;
    for (const answer of question.answers) {
      if (answer.correct === null) continue;
      graded += 1;
      if (answer.correct) correct += 1;
    }
    sheet
      .addRow([
        position + 1,
        question.title,
        typeOf(question),
        question.askedAt,
        question.answers.length,
        question.correct ?? '',
        correctRate(question),
        ...COUNT_COLUMNS.map((column) => counts[column]),
      ])
      .commit();
  });
  const totals = Object.fromEntries(COUNT_COLUMNS.map((column) => [column, 0]));
  for (const question of results.questions) {
    const counts = countsOf(question);
    for (const column of COUNT_COLUMNS) totals[column] = (totals[column] ?? 0) + counts[column];
  }
  sheet
    .addRow([
      'Total',
      `${results.questions.length} questions, ${results.students.length} students`,
      '',
      '',
      answers,
      '',
      graded > 0 ? Math.round((correct * 1000) / graded) / 10 : null,
      ...COUNT_COLUMNS.map((column) => totals[column]),
    ])
    .commit();
  sheet.commit();
}

function writeQuestion(
  book: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  question: ResultQuestion,
  results: Results,
): void {
  const sheet = book.addWorksheet(name);
  // The question itself above the table, then one row per student who answered.
  sheet.addRow(['Question', question.title]).commit();
  sheet.addRow(['Correct answer', question.correct ?? '']).commit();
  sheet.addRow([]).commit();
  sheet.addRow(QUESTION_HEADER).commit();
  const byKey = new Map(question.answers.map((answer) => [answer.studentKey, answer]));
  for (const student of results.students) {
    const answer = byKey.get(student.key);
    if (!answer) continue;
    sheet
      .addRow([
        student.no,
        student.name,
        answer.label,
        answer.source,
        correctMark(answer.correct),
        answer.at,
        seconds(answer.responseMs),
      ])
      .commit();
  }
  sheet.commit();
}

function writeStudents(book: ExcelJS.stream.xlsx.WorkbookWriter, name: string, results: Results): void {
  const sheet = book.addWorksheet(name);
  const index = answerIndex(results);
  sheet
    .addRow([
      'No',
      'Student',
      ...results.questions.map((_, position) => `Q${position + 1}`),
      'Answered',
      'Correct',
      'Rate (%)',
    ])
    .commit();
  for (const student of results.students) {
    const summary = studentSummary(results, index, student.key);
    sheet
      .addRow([
        student.no,
        student.name,
        ...results.questions.map((question) => index.get(question.linkId)?.get(student.key)?.label ?? ''),
        summary.answered,
        summary.correctCount,
        summary.rate,
      ])
      .commit();
  }
  sheet.commit();
}

/** Writes the workbook and returns its bytes. */
export async function buildResultsWorkbook(results: Results, onProgress?: ProgressListener): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const names = workbookSheetNames(results);
  const sheets = results.questions.length + 2;
  const at = (position: number) => names[position] ?? `Sheet ${position + 1}`;
  writeSummary(book, at(0), results);
  await onProgress?.(1 / sheets);
  for (const [position, question] of results.questions.entries()) {
    writeQuestion(book, at(position + 1), question, results);
    await onProgress?.((position + 2) / sheets);
  }
  writeStudents(book, at(sheets - 1), results);
  await book.commit();
  await ended;
  await onProgress?.(1);
  return Buffer.concat(chunks);
}
