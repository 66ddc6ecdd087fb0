/** Shared questions asked in class and put in playlists: the question picker's source switch. */
import { defineTexts } from './define';

export const sharedQuestionUseTexts = defineTexts({
  ko: { QUESTION_SOURCE: '문항 출처' },
  en: { QUESTION_SOURCE: 'Questions from' },
  es: { QUESTION_SOURCE: 'Preguntas de' },
});
