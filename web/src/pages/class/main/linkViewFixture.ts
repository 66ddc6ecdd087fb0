/**
 * Question links as the class screens read them, for the unit tests: a stopped link with no
 * answers, carrying one O/X (or survey) question; each test overrides what it is about.
 */

import type { LinkView } from '../../../api/classMain';
import type { AnswerKind } from './answerStats';

/** The question a link carries, nested as the server sends it. */
export function linkQuestion(type: 'quiz' | 'survey' = 'quiz', kind?: AnswerKind): LinkView['question'] {
  const answerType = kind ?? (type === 'quiz' ? 'ox' : 'survey');
  return [
    [
      {
        _id: 'q',
        title: { main: 'Q', en: null, es: null },
        type,
        correct: null,
        info: { answerType, mbti: null, audio: null, image: null },
        selection: [],
      },
    ],
  ];
}

export function linkView(overrides: Partial<LinkView> = {}): LinkView {
  return {
    _id: 'link-1',
    session: 's',
    end: '2026-01-01T00:01:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    correct: '1',
    rate: null,
    countOfAnswers: 0,
    info: null,
    limit: null,
    liveResults: false,
    revealedAt: null,
    question: [],
    answers: [],
    ...overrides,
  };
}
