import { describe, expect, it } from 'vitest';
import {
  checkChoices,
  emptyQuestionForm,
  formFromQuestion,
  type QuestionForm,
  swapOrders,
  toQuestionInput,
  validateQuestionForm,
} from './questionValidation';

const form = (patch: Partial<QuestionForm>): QuestionForm => ({
  ...emptyQuestionForm(),
  titleMain: 'Is the sky blue?',
  correct: '1',
  ...patch,
});
const multiple = (choices: string[], patch: Partial<QuestionForm> = {}) =>
  form({ answerType: 'multiple', choices: [...choices, '', '', '', '', ''].slice(0, 5), ...patch });

describe('validateQuestionForm', () => {
  it('accepts a complete O/X quiz', () => {
    expect(validateQuestionForm(form({}))).toBeNull();
  });

  it('requires the title', () => {
    expect(validateQuestionForm(form({ titleMain: '  ' }))).toEqual({ key: 'REQUIRED_QUESTION_TITLE' });
  });

  it('requires a correct answer for a quiz, not for a survey', () => {
    expect(validateQuestionForm(form({ correct: '' }))).toEqual({ key: 'REQUIRED_CORRECT' });
    expect(validateQuestionForm(form({ type: 'survey', answerType: 'survey', correct: '' }))).toBeNull();
  });

  it('refuses an O/X answer other than 1 or 2', () => {
    expect(validateQuestionForm(form({ correct: '3' }))).toEqual({ key: 'INVALID_CORRECT' });
  });

  it('refuses a quiz on the survey scale', () => {
    expect(validateQuestionForm(form({ answerType: 'survey' }))).toEqual({ key: 'INVALID_ANSWER_TYPE' });
  });

  it('checks multiple choice: filled choices, answer within them', () => {
    expect(validateQuestionForm(multiple(['a', 'b', 'c'], { correct: '3' }))).toBeNull();
    expect(validateQuestionForm(multiple(['a', 'b', 'c'], { correct: '4' }))).toEqual({
      key: 'INVALID_CORRECT',
    });
    expect(validateQuestionForm(multiple(['a', '', 'c']))).toEqual({ key: 'REQUIRED_CHOICE', no: 2 });
    expect(validateQuestionForm(multiple(['a', 'A ']))).toEqual({ key: 'DUPLICATE_CHOICE', no: 2 });
  });

  it('needs a whole grade between 1 and 12', () => {
    expect(validateQuestionForm(form({ grade: '12' }))).toBeNull();
    expect(validateQuestionForm(form({ grade: 'three' }))).toEqual({ key: 'INVALID_GRADE' });
    expect(validateQuestionForm(form({ grade: '13' }))).toEqual({ key: 'INVALID_GRADE' });
    expect(validateQuestionForm(form({ grade: '0' }))).toEqual({ key: 'INVALID_GRADE' });
    expect(validateQuestionForm(form({ grade: '2.5' }))).toEqual({ key: 'INVALID_GRADE' });
  });

  it('needs an http(s) link', () => {
    expect(validateQuestionForm(form({ link: 'ftp://x' }))).toEqual({ key: 'INVALID_LINK' });
    expect(validateQuestionForm(form({ link: 'https://example.com/a' }))).toBeNull();
  });
});

describe('MBTI questions', () => {
  const mbtiSurvey = (patch: Partial<QuestionForm> = {}) =>
    form({ type: 'survey', correct: '', mbti: 'E', ...patch });

  it('accepts an O/X or two-choice survey with a letter and sends the letter', () => {
    expect(validateQuestionForm(mbtiSurvey())).toBeNull();
    expect(validateQuestionForm(multiple(['Agree', 'Disagree'], { type: 'survey', mbti: 'J' }))).toBeNull();
    expect(toQuestionInput(mbtiSurvey()).mbti).toBe('E');
    expect(toQuestionInput(form({})).mbti).toBeUndefined();
  });

  it('refuses a letter on a quiz, on the 1..5 scale and beside a third choice', () => {
    const refused = { key: 'INVALID_MBTI_QUESTION' };
    expect(validateQuestionForm(form({ mbti: 'E' }))).toEqual(refused);
    expect(validateQuestionForm(mbtiSurvey({ answerType: 'survey' }))).toEqual(refused);
    expect(validateQuestionForm(multiple(['a', 'b', 'c'], { type: 'survey', mbti: 'T' }))).toEqual(refused);
  });

  it('reads the letter of a stored question back into the form', () => {
    const stored = {
      title: { main: 'I plan ahead.' },
      type: 'survey' as const,
      info: { answerType: 'ox' as const, mbti: 'J' },
      selection: [],
    };
    expect(formFromQuestion(stored).mbti).toBe('J');
    expect(formFromQuestion({ ...stored, info: { answerType: 'ox' as const } }).mbti).toBe('');
  });
});

describe('checkChoices', () => {
  it('needs at least 2 choices and names the missing one', () => {
    expect(checkChoices(['', '', '', '', ''])).toEqual({ key: 'REQUIRED_CHOICE', no: 1 });
    expect(checkChoices(['a', '', '', '', ''])).toEqual({ key: 'REQUIRED_CHOICE', no: 2 });
  });

  it('refuses more than 5 choices', () => {
    expect(checkChoices(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ key: 'TOO_MANY_CHOICES' });
  });
});

describe('toQuestionInput / formFromQuestion', () => {
  it('drops the answer of a survey and the choices of O/X', () => {
    const input = toQuestionInput(
      form({ type: 'survey', answerType: 'ox', choices: ['x', 'y', '', '', ''] }),
    );
    expect(input.correct).toBeUndefined();
    expect(input.selection).toEqual([]);
  });

  it('sends the filled choices and a numeric grade', () => {
    const input = toQuestionInput(multiple([' a ', 'b'], { grade: '3', titleEn: '' }));
    expect(input.selection).toEqual([{ title: 'a' }, { title: 'b' }]);
    expect(input.grade).toBe(3);
    expect(input.title).toEqual({ main: 'Is the sky blue?', en: undefined, es: undefined });
  });

  it('round-trips a stored question', () => {
    const back = formFromQuestion({
      title: { main: 'Q', en: 'Q en', es: null },
      type: 'quiz',
      info: { answerType: 'multiple', difficulty: 'low', link: null },
      selection: [{ title: 'a' }, { title: 'b' }],
      correct: '2',
      grade: 4,
    });
    expect(back.choices).toEqual(['a', 'b', '', '', '']);
    expect(back.grade).toBe('4');
    expect(validateQuestionForm(back)).toBeNull();
  });

  it('sends the image, the sound and each choice’s own image', () => {
    const input = toQuestionInput(
      multiple(['a', 'b', 'c'], {
        image: '/files/question/q.png',
        audio: '/files/question/q.mp3',
        choiceImages: ['', '/files/question/b.png', '', '', ''],
      }),
    );

    expect(input.image).toBe('/files/question/q.png');
    expect(input.audio).toBe('/files/question/q.mp3');
    expect(input.selection).toStrictEqual([
      { title: 'a', en: undefined, es: undefined, image: undefined },
      { title: 'b', en: undefined, es: undefined, image: '/files/question/b.png' },
      { title: 'c', en: undefined, es: undefined, image: undefined },
    ]);
  });

  it('leaves out removed media, so an update clears them', () => {
    const input = toQuestionInput(form({ image: '', audio: '  ' }));

    expect(input.image).toBeUndefined();
    expect(input.audio).toBeUndefined();
  });

  it('reads the media of a stored question back into the form', () => {
    const back = formFromQuestion({
      title: { main: 'Q' },
      type: 'survey',
      info: { answerType: 'multiple', image: '/files/question/q.png', audio: '/files/question/q.wav' },
      selection: [
        { title: 'a', image: '/files/question/a.png' },
        { title: 'b', image: null },
      ],
    });

    expect(back.image).toBe('/files/question/q.png');
    expect(back.audio).toBe('/files/question/q.wav');
    expect(back.choiceImages).toEqual(['/files/question/a.png', '', '', '', '']);
    expect(toQuestionInput(back).selection?.[0]).toEqual({ title: 'a', image: '/files/question/a.png' });
  });
});

describe('choice translations', () => {
  const translated = () =>
    multiple(['서울', '부산', '대구'], {
      choiceEn: ['Seoul ', '', 'Daegu', '', ''],
      choiceEs: ['Seúl', '  ', '', '', ''],
    });

  it('sends each translation with its own choice, an empty one as none', () => {
    expect(toQuestionInput(translated()).selection).toEqual([
      { title: '서울', en: 'Seoul', es: 'Seúl' },
      { title: '부산', en: undefined, es: undefined },
      { title: '대구', en: 'Daegu', es: undefined },
    ]);
  });

  it('keeps each translation with its own choice when an empty slot is left out', () => {
    const input = toQuestionInput(multiple(['a', '', 'c'], { choiceEn: ['A', '', 'C', '', ''] }));
    expect(input.selection?.map((choice) => [choice.title, choice.en])).toEqual([
      ['a', 'A'],
      ['c', 'C'],
    ]);
  });

  it('refuses a translation beside an empty choice', () => {
    expect(validateQuestionForm(translated())).toBeNull();
    const orphan = multiple(['a', 'b'], { choiceEs: ['', '', 'c', '', ''] });
    expect(validateQuestionForm(orphan)).toEqual({ key: 'REQUIRED_CHOICE', no: 3 });
  });

  it('fills them back when editing, and sends none for an O/X question', () => {
    const back = formFromQuestion({
      title: { main: 'Q' },
      type: 'quiz',
      info: { answerType: 'multiple' },
      selection: [{ title: 'a', en: 'A', es: null }, { title: 'b', es: 'B' }, { title: 'c' }],
      correct: '1',
    });
    expect(back.choiceEn).toEqual(['A', '', '', '', '']);
    expect(back.choiceEs).toEqual(['', 'B', '', '', '']);
    expect(toQuestionInput(back).selection).toEqual([
      { title: 'a', en: 'A' },
      { title: 'b', es: 'B' },
      { title: 'c' },
    ]);
    expect(toQuestionInput({ ...back, answerType: 'ox' }).selection).toEqual([]);
  });
});

describe('swapOrders', () => {
  it('swaps the orders of two neighbours', () => {
    expect(swapOrders({ _id: 'a', order: 3 }, { _id: 'b', order: 7 }, 0, 1)).toEqual([
      { _id: 'a', order: 7 },
      { _id: 'b', order: 3 },
    ]);
  });

  it('falls back to positions when the orders are equal or missing', () => {
    expect(swapOrders({ _id: 'a', order: 2 }, { _id: 'b', order: 2 }, 4, 5)).toEqual([
      { _id: 'a', order: 5 },
      { _id: 'b', order: 4 },
    ]);
  });
});
