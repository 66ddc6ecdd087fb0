/**
 * What each sheet of the results workbook holds (docs/exports.md "File layout"), in the
 * requester's language and time zone: the cover, the summary, one sheet per question and the
 * students. Pure functions from the results model and the export context to sheet plans, which
 * sheet-writer.ts writes; every word comes from texts.ts.
 */
import type { QuestionRecord } from '../data/records';
import {
  type AnswerIndex,
  COUNT_COLUMNS,
  correctRate,
  countsOf,
  type ResultQuestion,
  type Results,
  studentSummary,
} from '../domain/results/results';
import type { ExportContext } from './context';
import type { CellValue, SheetPlan } from './sheet-writer';
import { type ExportLanguage, type ExportTexts, say } from './texts';
import { cellTime, zoneLabel } from './time-zone';

/** A question's title in the language when it has one, else its main text. */
export function titleIn(title: QuestionRecord['title'], language: ExportLanguage): string {
  return title[language]?.trim() || title.main;
}

/** A choice's text in the language when it has one (en, es), else its main text. */
export function choiceIn(choice: QuestionRecord['selection'][number], language: ExportLanguage): string {
  const translated = language === 'ko' ? null : choice[language];
  return translated?.trim() || choice.title;
}

/** The text of the choice a value names; null when the question has no such choice. */
function chosenText(question: ResultQuestion, label: string, language: ExportLanguage): string | null {
  const choice = question.choices[Number(label) - 1];
  return choice ? choiceIn(choice, language) : null;
}

/** "3. three": the choice number with its text; the number alone when the choice is unknown. */
function choiceLabel(question: ResultQuestion, label: string, language: ExportLanguage): string {
  const text = chosenText(question, label, language);
  return text === null ? label : `${label}. ${text}`;
}

function typeText(question: ResultQuestion, texts: ExportTexts): string {
  if (question.type === 'survey') return texts.TYPE_SURVEY;
  return question.answerType === 'ox' ? texts.TYPE_OX : texts.TYPE_MULTIPLE;
}

function correctText(question: ResultQuestion, language: ExportLanguage): string {
  if (question.correct === null) return '';
  return question.answerType === 'multiple'
    ? choiceLabel(question, question.correct, language)
    : question.correct;
}

const seconds = (ms: number | null) => (ms === null ? null : ms / 1000);
const countHeading = (column: string, texts: ExportTexts) => (column === '?' ? texts.OTHER_VALUE : column);

export function coverPlan(name: string, results: Results, context: ExportContext): SheetPlan {
  const { texts, timeZone } = context;
  const time = (iso: string | null | undefined) => cellTime(iso, timeZone);
  const answered = new Set(
    results.questions.flatMap((question) => question.answers.map((a) => a.studentKey)),
  );
  const session = context.sessions[0];
  const when: CellValue[][] = context.range
    ? [
        [texts.PERIOD_FROM, time(context.range.from)],
        [texts.PERIOD_TO, time(context.range.to)],
        [texts.SESSIONS, context.sessions.length],
      ]
    : [
        [texts.SESSION_START, time(session?.start)],
        [texts.SESSION_END, session?.end ? time(session.end) : texts.SESSION_RUNNING],
      ];
  const details: CellValue[][] = [
    [texts.CLASS, context.className],
    [texts.TEACHER, context.teachers.join(', ') || '-'],
    [texts.SITE, context.siteName],
    ...when,
    [texts.TIME_ZONE, zoneLabel(timeZone, new Date(session?.start ?? context.exportedAt))],
    [texts.QUESTIONS, results.questions.length],
    [texts.STUDENTS_IN_CLASS, results.students.length],
    [texts.STUDENTS_ANSWERED, answered.size],
    [texts.EXPORTED_BY, context.requester],
    [texts.EXPORTED_AT, time(context.exportedAt)],
  ];
  const notes = [texts.NOTE_TIMES, texts.NOTE_BLANKS, texts.NOTE_RESPONSE];
  const rows: CellValue[][] = [[texts.COVER_TITLE], [], ...details, [], ...notes.map((note) => [note])];
  const firstNote = rows.length - notes.length + 1;
  return {
    name,
    rows,
    headerRow: 0,
    titleRows: [1],
    alignLeft: true,
    freeRows: [1, ...notes.map((_, position) => firstNote + position)],
  };
}

export function summaryPlan(name: string, results: Results, context: ExportContext): SheetPlan {
  const { texts, language, timeZone } = context;
  const classSize = results.students.length;
  const header = [
    texts.NUMBER,
    texts.QUESTION,
    texts.TYPE,
    texts.ASKED_AT,
    texts.ANSWERS,
    texts.NO_ANSWER,
    texts.CORRECT_ANSWER,
    texts.CORRECT_RATE,
    ...COUNT_COLUMNS.map((column) => countHeading(column, texts)),
  ];
  const totals = Object.fromEntries(COUNT_COLUMNS.map((column) => [column, 0])) as Record<string, number>;
  let answers = 0;
  let graded = 0;
  let correct = 0;
  const rows: CellValue[][] = results.questions.map((question, position) => {
    const counts = countsOf(question);
    for (const column of COUNT_COLUMNS) totals[column] = (totals[column] ?? 0) + counts[column];
    answers += question.answers.length;
    for (const answer of question.answers) {
      if (answer.correct === null) continue;
      graded += 1;
      if (answer.correct) correct += 1;
    }
    return [
      position + 1,
      titleIn(question.texts, language),
      typeText(question, texts),
      cellTime(question.askedAt, timeZone),
      question.answers.length,
      Math.max(classSize - question.answers.length, 0),
      correctText(question, language),
      correctRate(question),
      ...COUNT_COLUMNS.map((column) => counts[column]),
    ];
  });
  const total: CellValue[] = [
    texts.TOTAL,
    say(texts, 'TOTAL_LINE', { questions: results.questions.length, students: classSize }),
    null,
    null,
    answers,
    null,
    null,
    graded > 0 ? Math.round((correct * 1000) / graded) / 10 : null,
    ...COUNT_COLUMNS.map((column) => totals[column] ?? 0),
  ];
  return { name, rows: [header, ...rows, total], headerRow: 1, columnFormats: { 7: '0.0' } };
}

export function questionPlan(
  name: string,
  question: ResultQuestion,
  results: Results,
  context: ExportContext,
): SheetPlan {
  const { texts, language, timeZone } = context;
  const multiple = question.answerType === 'multiple';
  const graded = question.correct !== null;
  const about: CellValue[][] = [
    [texts.QUESTION, titleIn(question.texts, language)],
    [texts.TYPE, typeText(question, texts)],
    ...(graded ? [[texts.CORRECT_ANSWER, correctText(question, language)]] : []),
    [texts.ASKED_AT, cellTime(question.askedAt, timeZone)],
    ...(multiple
      ? [
          [
            texts.CHOICES,
            question.choices
              .map((choice, position) => `${position + 1}. ${choiceIn(choice, language)}`)
              .join('   '),
          ],
        ]
      : []),
    [],
  ];
  const header: CellValue[] = [
    texts.SEAT_NO,
    texts.STUDENT,
    texts.ANSWER,
    ...(multiple ? [texts.CHOICE_TEXT] : []),
    ...(graded ? [texts.RESULT] : []),
    texts.ANSWERED_WITH,
    texts.ANSWERED_AT,
    texts.RESPONSE_SECONDS,
  ];
  const byKey = new Map(question.answers.map((answer) => [answer.studentKey, answer]));
  const table = results.students.map((student): CellValue[] => {
    const answer = byKey.get(student.key);
    const via =
      answer?.via === 'button'
        ? say(texts, 'VIA_BUTTON', { mac: answer.mac ?? '' })
        : answer?.via === 'app'
          ? texts.VIA_APP
          : null;
    return [
      student.no,
      student.name,
      answer?.label ?? null,
      ...(multiple ? [answer ? chosenText(question, answer.label, language) : null] : []),
      ...(graded
        ? [answer?.correct === true ? texts.RIGHT : answer?.correct === false ? texts.WRONG : null]
        : []),
      via,
      cellTime(answer?.at, timeZone),
      seconds(answer?.responseMs ?? null),
    ];
  });
  const last = header.length - 1;
  return {
    name,
    rows: [...about, header, ...table],
    headerRow: about.length + 1,
    frozenColumns: 2,
    columnFormats: { [last - 1]: texts.DATE_TIME_FORMAT, [last]: texts.SECONDS_FORMAT },
  };
}

export function studentsPlan(
  name: string,
  results: Results,
  index: AnswerIndex,
  context: ExportContext,
): SheetPlan {
  const { texts } = context;
  const header: CellValue[] = [
    texts.SEAT_NO,
    texts.STUDENT,
    ...results.questions.map((_, position) => say(texts, 'QUESTION_SHORT', { n: position + 1 })),
    texts.ANSWERED_COUNT,
    texts.CORRECT_COUNT,
    texts.RATE,
  ];
  const rows = results.students.map((student): CellValue[] => {
    const summary = studentSummary(results, index, student.key);
    return [
      student.no,
      student.name,
      ...results.questions.map((question) => index.get(question.linkId)?.get(student.key)?.label ?? null),
      summary.answered,
      summary.correctCount,
      summary.rate,
    ];
  });
  return {
    name,
    rows: [header, ...rows],
    headerRow: 1,
    frozenColumns: 2,
    columnFormats: { [header.length - 1]: '0.0' },
  };
}
