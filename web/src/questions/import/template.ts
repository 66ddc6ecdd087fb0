/** The downloadable import template: a "Questions" sheet with 3 examples and a "Guide" sheet. */
import ExcelJS from 'exceljs';
import { QUESTION_COLUMNS, QUESTION_SHEET } from './columns';

type Example = Partial<Record<(typeof QUESTION_COLUMNS)[number], string | number>>;

const EXAMPLES: Example[] = [
  {
    type: 'quiz',
    answerType: 'ox',
    title: 'The sun rises in the east.',
    title_en: 'The sun rises in the east.',
    correct: 'O',
    difficulty: 'low',
    grade: 3,
    subject: 'Science',
    unit: 'Earth and sky',
    group: 'Example',
  },
  {
    type: 'quiz',
    answerType: 'multiple',
    title: 'Which number is even?',
    title_en: 'Which number is even?',
    title_es: '¿Qué número es par?',
    choice1: '3',
    choice2: '4',
    choice3: '5',
    choice4: '7',
    correct: 2,
    difficulty: 'middle',
    grade: 2,
    subject: 'Math',
    unit: 'Numbers',
    group: 'Example',
    description: 'Even numbers can be divided by 2.',
    link: 'https://example.com/even-numbers',
  },
  {
    type: 'survey',
    answerType: 'survey',
    title: 'How much did you enjoy today’s lesson?',
    choice1: 'Not at all',
    choice2: 'A little',
    choice3: 'Somewhat',
    choice4: 'Quite a lot',
    choice5: 'Very much',
    group: 'Example',
  },
];

const GUIDE: [string, string, string][] = [
  ['type', 'yes', 'quiz (has a correct answer) or survey (no correct answer).'],
  [
    'answerType',
    'yes',
    'ox (O/X), multiple (multiple choice) or survey (a 1 to 5 scale). A quiz is ox or multiple.',
  ],
  ['title', 'yes', 'The question text (main language).'],
  ['title_en', 'no', 'The question text in English.'],
  ['title_es', 'no', 'The question text in Spanish.'],
  [
    'choice1..choice5',
    'multiple: at least 2',
    'Choice texts, filled from choice1 without gaps; at most 5. Optional labels for a survey; ignored for ox.',
  ],
  [
    'correct',
    'quiz',
    'ox: O or X (or 1 for O, 2 for X). multiple: the choice number 1..5. Leave empty for a survey.',
  ],
  ['difficulty', 'no', 'high, middle or low.'],
  ['grade', 'no', 'A whole number from 1 to 12.'],
  ['subject', 'no', 'Free text.'],
  ['unit', 'no', 'Free text.'],
  ['group', 'no', 'A group name to filter the library by.'],
  ['description', 'no', 'An explanation shown with the question.'],
  ['link', 'no', 'An external link (http or https).'],
  [
    'Notes',
    '',
    'Every sheet whose first row has these headers is read; empty rows are skipped. If any row has an error, nothing is imported: fix the rows listed and import the file again.',
  ],
];

function toArrayBuffer(data: unknown): ArrayBuffer {
  if (data instanceof ArrayBuffer) return data;
  if (ArrayBuffer.isView(data)) {
    const copy = new Uint8Array(data.byteLength);
    copy.set(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    return copy.buffer;
  }
  throw new TypeError('exceljs returned an unexpected buffer type');
}

/** Builds the template workbook (.xlsx bytes). */
export async function buildQuestionTemplate(): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ClassPulse';
  const sheet = workbook.addWorksheet(QUESTION_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = QUESTION_COLUMNS.map((key) => ({
    header: key,
    key,
    width: key.startsWith('title') || key === 'description' ? 36 : key.startsWith('choice') ? 16 : 12,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const example of EXAMPLES) sheet.addRow(example);

  const guide = workbook.addWorksheet('Guide');
  guide.columns = [
    { header: 'Column', key: 'column', width: 20 },
    { header: 'Required', key: 'required', width: 20 },
    { header: 'Meaning', key: 'meaning', width: 100 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const [column, required, meaning] of GUIDE) guide.addRow({ column, required, meaning });

  return toArrayBuffer(await workbook.xlsx.writeBuffer());
}
