/**
 * MBTI questions in the question form and the import (docs/questions.md "MBTI questions"): the
 * letter field, its eight letters and the server's refusals (INVALID_MBTI, INVALID_MBTI_QUESTION).
 */
import { defineTexts } from './define';

export const mbtiAuthoringTexts = defineTexts({
  ko: {
    MBTI_LETTER: 'MBTI 지표',
    MBTI_LETTER_HINT:
      'MBTI 설문이면 O(또는 보기 1)가 이 지표에, X(또는 보기 2)가 짝이 되는 지표에 점수를 줍니다. O/X 또는 보기 2개로 답하는 설문만 가능합니다. 각 짝을 세 번씩 물어보세요.',
    MBTI_NONE: 'MBTI 아님',
    MBTI_LETTER_E: 'E (외향)',
    MBTI_LETTER_I: 'I (내향)',
    MBTI_LETTER_N: 'N (직관)',
    MBTI_LETTER_S: 'S (감각)',
    MBTI_LETTER_T: 'T (사고)',
    MBTI_LETTER_F: 'F (감정)',
    MBTI_LETTER_P: 'P (인식)',
    MBTI_LETTER_J: 'J (판단)',
    INVALID_MBTI: 'MBTI 지표는 E, I, N, S, T, F, P, J 중 하나여야 합니다.',
    INVALID_MBTI_QUESTION: 'MBTI 문항은 O/X 또는 보기 2개로 답하는 설문이어야 합니다.',
  },
  en: {
    MBTI_LETTER: 'MBTI letter',
    MBTI_LETTER_HINT:
      'For an MBTI survey, O (or choice 1) scores this letter and X (or choice 2) the other letter of its pair. Only surveys answered O/X or with 2 choices. Ask each pair three times.',
    MBTI_NONE: 'Not MBTI',
    MBTI_LETTER_E: 'E (Extraversion)',
    MBTI_LETTER_I: 'I (Introversion)',
    MBTI_LETTER_N: 'N (Intuition)',
    MBTI_LETTER_S: 'S (Sensing)',
    MBTI_LETTER_T: 'T (Thinking)',
    MBTI_LETTER_F: 'F (Feeling)',
    MBTI_LETTER_P: 'P (Perceiving)',
    MBTI_LETTER_J: 'J (Judging)',
    INVALID_MBTI: 'The MBTI letter must be one of E, I, N, S, T, F, P and J.',
    INVALID_MBTI_QUESTION: 'An MBTI question must be a survey answered O/X or with 2 choices.',
  },
  es: {
    MBTI_LETTER: 'Letra MBTI',
    MBTI_LETTER_HINT:
      'En una encuesta MBTI, O (o la opción 1) suma a esta letra y X (o la opción 2) a la otra letra de su par. Solo encuestas respondidas con O/X o con 2 opciones. Pregunte cada par tres veces.',
    MBTI_NONE: 'No es MBTI',
    MBTI_LETTER_E: 'E (Extraversión)',
    MBTI_LETTER_I: 'I (Introversión)',
    MBTI_LETTER_N: 'N (Intuición)',
    MBTI_LETTER_S: 'S (Sensación)',
    MBTI_LETTER_T: 'T (Pensamiento)',
    MBTI_LETTER_F: 'F (Sentimiento)',
    MBTI_LETTER_P: 'P (Percepción)',
    MBTI_LETTER_J: 'J (Juicio)',
    INVALID_MBTI: 'La letra MBTI debe ser una de E, I, N, S, T, F, P y J.',
    INVALID_MBTI_QUESTION: 'Una pregunta MBTI debe ser una encuesta respondida con O/X o con 2 opciones.',
  },
});
