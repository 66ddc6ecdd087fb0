/**
 * The question form's rules (spec section 5, docs/questions.md), pure so they are tested
 * without a DOM. They give the same keys as the server: REQUIRED_QUESTION_TITLE,
 * INVALID_ANSWER_TYPE, REQUIRED_CHOICE {no}, DUPLICATE_CHOICE {no}, REQUIRED_CORRECT,
 * INVALID_CORRECT, INVALID_GRADE, INVALID_LINK, INVALID_MBTI_QUESTION. Images and audio are uploaded paths (media/),
 * checked by the upload itself, so they have no rule here.
 */
import type {
  AnswerType,
  ChoiceInput,
  Difficulty,
  QuestionInput,
  QuestionKind,
} from '../../generated/graphql';
import { MBTI_PAIRS } from '../class/main/mbti';

/** The hardware answer buttons have 5 keys (docs/questions.md, "More than 5 choices"). */
export const MAX_CHOICES = 5;
export const MIN_CHOICES = 2;

/** The letters an MBTI question may carry: both of each pair the class scores (server: question-rules.ts). */
export const MBTI_LETTERS: readonly string[] = MBTI_PAIRS.flat();

export interface QuestionForm {
  titleMain: string;
  titleEn: string;
  titleEs: string;
  type: QuestionKind;
  answerType: AnswerType;
  /** Always MAX_CHOICES entries; only used for multiple choice. */
  choices: string[];
  /** '' (none), ox: '1' (O) or '2' (X), multiple: the choice number. */
  correct: string;
  difficulty: Difficulty | '';
  grade: string;
  subject: string;
  unit: string;
  group: string;
  description: string;
  link: string;
  /** The uploaded image's path (info.image), '' for none. */
  image: string;
  /** The uploaded sound's path (info.audio), '' for none. */
  audio: string;
  /** Always MAX_CHOICES entries beside `choices`: each choice's image path, '' for none. */
  choiceImages: string[];
  /** Always MAX_CHOICES entries beside `choices`: each choice in English, '' for none. */
  choiceEn: string[];
  /** Always MAX_CHOICES entries beside `choices`: each choice in Spanish, '' for none. */
  choiceEs: string[];
  /** The MBTI letter an answer of O (or choice 1) counts for, '' for a question that is not MBTI. */
  mbti: string;
}

export interface FormError {
  key: string;
  no?: number;
}

export function emptyQuestionForm(): QuestionForm {
  return {
    titleMain: '',
    titleEn: '',
    titleEs: '',
    type: 'quiz',
    answerType: 'ox',
    choices: Array.from({ length: MAX_CHOICES }, () => ''),
    correct: '',
    difficulty: '',
    grade: '',
    subject: '',
    unit: '',
    group: '',
    description: '',
    link: '',
    image: '',
    audio: '',
    choiceImages: Array.from({ length: MAX_CHOICES }, () => ''),
    choiceEn: Array.from({ length: MAX_CHOICES }, () => ''),
    choiceEs: Array.from({ length: MAX_CHOICES }, () => ''),
    mbti: '',
  };
}

/** The filled choices, or the first error: a gap, fewer than 2, or a repeat (case-insensitive). */
export function checkChoices(choices: readonly string[]): FormError | null {
  const trimmed = choices.map((choice) => choice.trim());
  if (trimmed.length > MAX_CHOICES && trimmed.slice(MAX_CHOICES).some(Boolean)) {
    return { key: 'TOO_MANY_CHOICES' };
  }
  let last = -1;
  trimmed.forEach((choice, index) => {
    if (choice) last = index;
  });
  for (let index = 0; index < last; index++) {
    if (!trimmed[index]) return { key: 'REQUIRED_CHOICE', no: index + 1 };
  }
  if (last + 1 < MIN_CHOICES) return { key: 'REQUIRED_CHOICE', no: last + 2 };
  const seen = new Set<string>();
  for (let index = 0; index <= last; index++) {
    const folded = (trimmed[index] ?? '').toLowerCase();
    if (seen.has(folded)) return { key: 'DUPLICATE_CHOICE', no: index + 1 };
    seen.add(folded);
  }
  return null;
}

export function filledChoices(choices: readonly string[]): string[] {
  return choices.map((choice) => choice.trim()).filter(Boolean);
}

/** The first broken rule of the form, or null when it may be sent. */
export function validateQuestionForm(form: QuestionForm): FormError | null {
  if (!form.titleMain.trim()) return { key: 'REQUIRED_QUESTION_TITLE' };
  if (form.type === 'quiz' && form.answerType === 'survey') return { key: 'INVALID_ANSWER_TYPE' };
  if (form.answerType === 'multiple') {
    const error = checkChoices(form.choices);
    if (error) return error;
    // A translation is kept only with its choice: one typed beside an empty choice would be lost.
    const orphan = form.choices.findIndex(
      (choice, index) => !choice.trim() && (form.choiceEn[index]?.trim() || form.choiceEs[index]?.trim()),
    );
    if (orphan >= 0) return { key: 'REQUIRED_CHOICE', no: orphan + 1 };
  }
  if (form.type === 'quiz') {
    const correct = form.correct.trim();
    if (!correct) return { key: 'REQUIRED_CORRECT' };
    const max = form.answerType === 'ox' ? 2 : filledChoices(form.choices).length;
    if (!/^\d+$/.test(correct) || Number(correct) < 1 || Number(correct) > max) {
      return { key: 'INVALID_CORRECT' };
    }
  }
  // The class scores only answers 1 and 2 of an MBTI question, and a personality question has no right answer.
  if (form.mbti) {
    const twoAnswers =
      form.answerType === 'ox' ||
      (form.answerType === 'multiple' && filledChoices(form.choices).length === MIN_CHOICES);
    if (form.type !== 'survey' || !twoAnswers) return { key: 'INVALID_MBTI_QUESTION' };
  }
  const grade = form.grade.trim();
  if (grade && (!/^\d+$/.test(grade) || Number(grade) < 1 || Number(grade) > 12)) {
    return { key: 'INVALID_GRADE' };
  }
  const link = form.link.trim();
  if (link && !/^https?:\/\/\S+$/i.test(link)) return { key: 'INVALID_LINK' };
  return null;
}

const optional = (value: string) => value.trim() || undefined;

/** The filled choices with their translations and images (each stays with its own choice). */
function choiceInputs(form: QuestionForm): ChoiceInput[] {
  return form.choices
    .map((title, index) => ({
      title: title.trim(),
      en: optional(form.choiceEn[index] ?? ''),
      es: optional(form.choiceEs[index] ?? ''),
      image: optional(form.choiceImages[index] ?? ''),
    }))
    .filter((choice) => choice.title);
}

/**
 * The API input of a valid form: a survey keeps no correct answer, only multiple choice keeps
 * choices. An update replaces the question, so a removed image or sound (absent here) is cleared.
 */
export function toQuestionInput(form: QuestionForm): QuestionInput {
  const grade = form.grade.trim();
  return {
    title: { main: form.titleMain.trim(), en: optional(form.titleEn), es: optional(form.titleEs) },
    type: form.type,
    answerType: form.answerType,
    selection: form.answerType === 'multiple' ? choiceInputs(form) : [],
    correct: form.type === 'quiz' ? form.correct.trim() : undefined,
    difficulty: form.difficulty || undefined,
    grade: grade ? Number(grade) : undefined,
    subject: optional(form.subject),
    unit: optional(form.unit),
    group: optional(form.group),
    description: optional(form.description),
    link: optional(form.link),
    image: optional(form.image),
    audio: optional(form.audio),
    mbti: optional(form.mbti),
  };
}

export interface QuestionFormSource {
  title: { main: string; en?: string | null; es?: string | null };
  type: QuestionKind;
  info: {
    answerType: AnswerType;
    difficulty?: Difficulty | null;
    link?: string | null;
    image?: string | null;
    audio?: string | null;
    mbti?: string | null;
  };
  selection: { title: string; en?: string | null; es?: string | null; image?: string | null }[];
  correct?: string | null;
  grade?: number | null;
  subject?: string | null;
  unit?: string | null;
  group?: string | null;
  description?: string | null;
}

/** The form of an existing question (edit). */
export function formFromQuestion(question: QuestionFormSource): QuestionForm {
  const slots = emptyQuestionForm().choices;
  const choices = slots.map((_, index) => question.selection[index]?.title ?? '');
  const choiceImages = slots.map((_, index) => question.selection[index]?.image ?? '');
  const choiceEn = slots.map((_, index) => question.selection[index]?.en ?? '');
  const choiceEs = slots.map((_, index) => question.selection[index]?.es ?? '');
  return {
    titleMain: question.title.main,
    titleEn: question.title.en ?? '',
    titleEs: question.title.es ?? '',
    type: question.type,
    answerType: question.info.answerType,
    choices,
    correct: question.correct ?? '',
    difficulty: question.info.difficulty ?? '',
    grade: question.grade == null ? '' : String(question.grade),
    subject: question.subject ?? '',
    unit: question.unit ?? '',
    group: question.group ?? '',
    description: question.description ?? '',
    link: question.info.link ?? '',
    image: question.info.image ?? '',
    audio: question.info.audio ?? '',
    choiceImages,
    choiceEn,
    choiceEs,
    mbti: question.info.mbti ?? '',
  };
}

/** The orders of two neighbours swapped (reorder by Move up / Move down). */
export function swapOrders(
  a: { _id: string; order?: number | null },
  b: { _id: string; order?: number | null },
  aIndex: number,
  bIndex: number,
): { _id: string; order: number }[] {
  const aOrder = a.order ?? aIndex;
  const bOrder = b.order ?? bIndex;
  // Equal orders (legacy data) would swap to the same values: use the positions instead.
  if (aOrder === bOrder) {
    return [
      { _id: a._id, order: bIndex },
      { _id: b._id, order: aIndex },
    ];
  }
  return [
    { _id: a._id, order: bOrder },
    { _id: b._id, order: aOrder },
  ];
}
