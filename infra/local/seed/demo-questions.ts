/** A few questions of each kind for the demo classroom. */
import type { QuestionRecord } from '../../../functions/src/data/records';

type DemoQuestion = Omit<
  QuestionRecord,
  '_id' | 'ownerId' | 'siteId' | 'active' | 'order' | 'createdAt' | 'updatedAt'
>;

const choices = (...titles: string[]) => titles.map((title) => ({ title, image: null }));
/** Choices whose words differ by language: [main (Korean), English, Spanish]. */
const translatedChoices = (...texts: [string, string, string][]) =>
  texts.map(([title, en, es]) => ({ title, en, es, image: null }));

export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    title: {
      main: '지구는 태양 주위를 돈다.',
      en: 'The Earth orbits the Sun.',
      es: 'La Tierra gira alrededor del Sol.',
    },
    description: null,
    type: 'quiz',
    answerType: 'ox',
    difficulty: 'low',
    selection: [],
    correct: '1',
  },
  {
    title: { main: '물은 50도에서 끓는다.', en: 'Water boils at 50 °C.', es: 'El agua hierve a 50 °C.' },
    description: 'At sea level.',
    type: 'quiz',
    answerType: 'ox',
    difficulty: 'middle',
    selection: [],
    correct: '2',
  },
  {
    title: { main: '7 × 8 은?', en: 'What is 7 × 8?', es: '¿Cuánto es 7 × 8?' },
    description: null,
    type: 'quiz',
    answerType: 'multiple',
    difficulty: 'low',
    selection: choices('54', '56', '58', '64', '48'),
    correct: '2',
  },
  {
    title: {
      main: '대한민국의 수도는?',
      en: 'What is the capital of South Korea?',
      es: '¿Cuál es la capital de Corea del Sur?',
    },
    description: null,
    type: 'quiz',
    answerType: 'multiple',
    difficulty: 'middle',
    selection: translatedChoices(
      ['부산', 'Busan', 'Busan'],
      ['인천', 'Incheon', 'Incheon'],
      ['서울', 'Seoul', 'Seúl'],
      ['대구', 'Daegu', 'Daegu'],
      ['광주', 'Gwangju', 'Gwangju'],
    ),
    correct: '3',
  },
  {
    title: {
      main: '오늘 수업은 얼마나 재미있었나요?',
      en: 'How much did you enjoy today’s lesson?',
      es: '¿Cuánto te gustó la clase de hoy?',
    },
    description: '1 = not at all, 5 = very much',
    type: 'survey',
    answerType: 'survey',
    difficulty: null,
    selection: choices('1', '2', '3', '4', '5'),
    correct: null,
  },
  {
    title: { main: '숙제가 너무 많나요?', en: 'Is there too much homework?', es: '¿Hay demasiada tarea?' },
    description: null,
    type: 'survey',
    answerType: 'ox',
    difficulty: null,
    selection: [],
    correct: null,
  },
];
