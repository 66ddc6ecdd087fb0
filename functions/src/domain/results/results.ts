/**
 * Results of asked questions (spec sections 1 "Results", 9 "Statistics", docs/exports.md): the
 * pure model both the statistics queries and the Excel export read, so a rate or a count is
 * computed one way only. Answers come as stored (O/X kept as 1 and 2); correctness and rates
 * follow devices/answers.ts.
 */
import type { AnswerRecord, QuestionLinkRecord, QuestionRecord, UserRecord } from '../../data/records';
import { askedQuestion, isCorrect } from '../../devices/answers';

/** The summary's count columns (spec section 9): survey options 1 to 5, plus O, X and ?. */
export const COUNT_COLUMNS = ['1', '2', '3', '4', '5', 'O', 'X', '?'] as const;
export type CountColumn = (typeof COUNT_COLUMNS)[number];

export interface ResultStudent {
  /** The student key of the answers (user id, device#<MAC> or app#<uuid>). */
  key: string;
  userId: string | null;
  name: string;
  no: number | null;
}

export interface ResultAnswer {
  studentKey: string;
  value: string;
  /** What the value shows: O or X for O/X questions, else the number. */
  label: string;
  /** How it was given: a button (with its MAC), the phone app, or entered for the student. */
  via: 'button' | 'app' | null;
  mac: string | null;
  /** Null for a survey, or a quiz without a correct answer. */
  correct: boolean | null;
  at: string | null;
  /** Milliseconds from the question's start to the press. */
  responseMs: number | null;
}

export interface ResultQuestion {
  linkId: string;
  sessionId: string;
  /** The main title; `texts` holds it with its translations. */
  title: string;
  texts: QuestionRecord['title'];
  /** The choices of a multiple-choice question as asked (main text and translations). */
  choices: QuestionRecord['selection'];
  type: QuestionRecord['type'];
  answerType: QuestionRecord['answerType'];
  /** The correct answer as shown (O, X or the number); null for a survey. */
  correct: string | null;
  askedAt: string;
  answers: ResultAnswer[];
}

export interface Results {
  questions: ResultQuestion[];
  /**
   * Everyone who answered at least once and, when a class list is given, every student on it
   * (with or without answers), by seat number then name.
   */
  students: ResultStudent[];
}

/** How a stored value is shown: O/X for O/X questions, the number otherwise. */
export function labelOf(answerType: QuestionRecord['answerType'], value: string): string {
  if (answerType !== 'ox') return value;
  return value === '1' ? 'O' : 'X';
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : null);

export function rateOf(correct: number, graded: number): number | null {
  return percent(correct, graded);
}

/** The count column an answer falls in; anything outside 1..5, O and X is '?'. */
export function countColumn(label: string): CountColumn {
  return (COUNT_COLUMNS as readonly string[]).includes(label) ? (label as CountColumn) : '?';
}

export function countsOf(question: Pick<ResultQuestion, 'answers'>): Record<CountColumn, number> {
  const counts = Object.fromEntries(COUNT_COLUMNS.map((column) => [column, 0])) as Record<
    CountColumn,
    number
  >;
  for (const answer of question.answers) counts[countColumn(answer.label)] += 1;
  return counts;
}

/** Quiz correct rate in percent (one decimal); null for a survey or without graded answers. */
export function correctRate(question: Pick<ResultQuestion, 'answers'>): number | null {
  const graded = question.answers.filter((answer) => answer.correct !== null);
  return rateOf(graded.filter((answer) => answer.correct).length, graded.length);
}

export function studentName(
  user: UserRecord | undefined,
  answer: Pick<AnswerRecord, 'studentKey' | 'device' | 'app'>,
) {
  const name = user ? [user.lastname, user.firstname].filter(Boolean).join(' ') : '';
  if (name) return name;
  if (user?.uid) return user.uid;
  return answer.device?.mac ?? answer.app?.uuid ?? answer.studentKey;
}

function resultAnswer(
  link: QuestionLinkRecord,
  question: QuestionRecord,
  answer: AnswerRecord,
): ResultAnswer {
  const started = Date.parse(link.createdAt);
  const pressed = answer.at ? Date.parse(answer.at) : Number.NaN;
  return {
    studentKey: answer.studentKey,
    value: answer.value,
    label: labelOf(question.answerType, answer.value),
    via: answer.device ? 'button' : answer.app ? 'app' : null,
    mac: answer.device?.mac ?? null,
    correct:
      question.type === 'quiz' && link.correct
        ? isCorrect(question.answerType, answer.value, link.correct)
        : null,
    at: answer.at ?? null,
    responseMs: Number.isFinite(pressed) && Number.isFinite(started) ? Math.max(pressed - started, 0) : null,
  };
}

export function bySeatThenName(a: ResultStudent, b: ResultStudent): number {
  const seat = (a.no ?? Number.MAX_SAFE_INTEGER) - (b.no ?? Number.MAX_SAFE_INTEGER);
  return seat !== 0 ? seat : a.name.localeCompare(b.name);
}

/**
 * The results of links (oldest first) from their stored answers and the answering users. A
 * student is whoever answered, plus everyone on `classList` (the classroom's roster and the phone
 * participants), so a student who never answered still has a row; the user record gives the name
 * and seat when the key is a user.
 */
export function resultsOf(
  links: QuestionLinkRecord[],
  answersOf: (linkId: string) => AnswerRecord[],
  users: Map<string, UserRecord>,
  classList: UserRecord[] = [],
): Results {
  const students = new Map<string, ResultStudent>();
  for (const user of classList)
    students.set(user._id, {
      key: user._id,
      userId: user._id,
      name: studentName(user, { studentKey: user._id, device: null, app: null }),
      no: user.no,
    });
  const questions = [...links]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((link): ResultQuestion => {
      const question = askedQuestion(link);
      const answers = answersOf(link._id);
      for (const answer of answers) {
        if (students.has(answer.studentKey)) continue;
        const user = users.get(answer.studentKey);
        students.set(answer.studentKey, {
          key: answer.studentKey,
          userId: user?._id ?? null,
          name: studentName(user, answer),
          no: user?.no ?? null,
        });
      }
      return {
        linkId: link._id,
        sessionId: link.sessionId,
        title: question.title.main,
        texts: question.title,
        choices: question.answerType === 'multiple' ? question.selection : [],
        type: question.type,
        answerType: question.answerType,
        correct: question.type === 'quiz' && link.correct ? labelOf(question.answerType, link.correct) : null,
        askedAt: link.createdAt,
        answers: answers.map((answer) => resultAnswer(link, question, answer)),
      };
    });
  return { questions, students: [...students.values()].sort(bySeatThenName) };
}

/** Each question's answers by student key, so a student's row is built without searching. */
export type AnswerIndex = Map<string, Map<string, ResultAnswer>>;

export function answerIndex(results: Results): AnswerIndex {
  return new Map(
    results.questions.map((question) => [
      question.linkId,
      new Map(question.answers.map((answer) => [answer.studentKey, answer])),
    ]),
  );
}

/** One student's answers across the questions, with the correct count and rate. */
export function studentSummary(results: Results, index: AnswerIndex, studentKey: string) {
  const answers = results.questions.flatMap((question) => {
    const answer = index.get(question.linkId)?.get(studentKey);
    return answer ? [{ question, answer }] : [];
  });
  const graded = answers.filter(({ answer }) => answer.correct !== null).length;
  const correctCount = answers.filter(({ answer }) => answer.correct).length;
  return { answers, answered: answers.length, graded, correctCount, rate: rateOf(correctCount, graded) };
}
