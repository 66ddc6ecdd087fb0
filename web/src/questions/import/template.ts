/**
 * The downloadable import template in the reader's language: a questions sheet with its headers
 * and 4 examples (O/X, multiple choice, survey, MBTI) and a guide sheet, every word from the
 * template texts (i18n/locales/features/questionTemplate.ts). The parser reads the headers and
 * values of every language, so a template made in one language imports in any console.
 */
import ExcelJS from 'exceljs';
import type { Language } from '../../i18n/language';
import { questionTemplateTexts } from '../../i18n/locales/features/questionTemplate';
import { toArrayBuffer } from '../../spreadsheet/bytes';
import { HEADER_KEYS, MAX_CHOICES, QUESTION_COLUMNS, type QuestionColumn } from './columns';

type Texts = (typeof questionTemplateTexts)['en'];
type Example = Partial<Record<QuestionColumn, string | number>>;

function examples(t: Texts): Example[] {
  return [
    {
      type: t.QT_VALUE_QUIZ,
      answerType: t.QT_VALUE_OX,
      title: t.QT_EXAMPLE_OX_TITLE,
      title_en: questionTemplateTexts.en.QT_EXAMPLE_OX_TITLE,
      correct: 'O',
      difficulty: t.QT_VALUE_LOW,
      grade: 3,
      subject: t.QT_EXAMPLE_SUBJECT_SCIENCE,
      unit: t.QT_EXAMPLE_UNIT_SKY,
      group: t.QT_EXAMPLE_GROUP,
    },
    {
      type: t.QT_VALUE_QUIZ,
      answerType: t.QT_VALUE_MULTIPLE,
      title: t.QT_EXAMPLE_MULTIPLE_TITLE,
      title_en: questionTemplateTexts.en.QT_EXAMPLE_MULTIPLE_TITLE,
      title_es: questionTemplateTexts.es.QT_EXAMPLE_MULTIPLE_TITLE,
      choice1: '3',
      choice2: '4',
      choice3: '5',
      choice4: '7',
      correct: 2,
      difficulty: t.QT_VALUE_MIDDLE,
      grade: 2,
      subject: t.QT_EXAMPLE_SUBJECT_MATH,
      unit: t.QT_EXAMPLE_UNIT_NUMBERS,
      group: t.QT_EXAMPLE_GROUP,
      description: t.QT_EXAMPLE_MULTIPLE_DESCRIPTION,
      link: 'https://example.com/even-numbers',
    },
    {
      type: t.QT_VALUE_SURVEY,
      answerType: t.QT_VALUE_SCALE,
      title: t.QT_EXAMPLE_SURVEY_TITLE,
      choice1: t.QT_EXAMPLE_SCALE_1,
      choice2: t.QT_EXAMPLE_SCALE_2,
      choice3: t.QT_EXAMPLE_SCALE_3,
      choice4: t.QT_EXAMPLE_SCALE_4,
      choice5: t.QT_EXAMPLE_SCALE_5,
      group: t.QT_EXAMPLE_GROUP,
    },
    {
      type: t.QT_VALUE_SURVEY,
      answerType: t.QT_VALUE_OX,
      title: t.QT_EXAMPLE_MBTI_TITLE,
      group: t.QT_EXAMPLE_GROUP,
      mbti: 'E',
    },
  ];
}

function header(t: Texts, column: QuestionColumn): string {
  const choice = /^choice(\d+)$/.exec(column);
  if (choice) return t.QT_COL_CHOICE.replace('{{no}}', choice[1] ?? '');
  return t[HEADER_KEYS[column as keyof typeof HEADER_KEYS]];
}

function guide(t: Texts): [string, string, string][] {
  const h = (column: QuestionColumn) => header(t, column);
  return [
    [h('type'), t.QT_GUIDE_YES, t.QT_GUIDE_TYPE],
    [h('answerType'), t.QT_GUIDE_YES, t.QT_GUIDE_ANSWER_TYPE],
    [h('title'), t.QT_GUIDE_YES, t.QT_GUIDE_TITLE],
    [h('title_en'), t.QT_GUIDE_NO, t.QT_GUIDE_TITLE_EN],
    [h('title_es'), t.QT_GUIDE_NO, t.QT_GUIDE_TITLE_ES],
    [`${h('choice1')}..${h(`choice${MAX_CHOICES}`)}`, t.QT_GUIDE_CHOICES_REQUIRED, t.QT_GUIDE_CHOICES],
    [h('correct'), t.QT_GUIDE_CORRECT_REQUIRED, t.QT_GUIDE_CORRECT],
    [h('difficulty'), t.QT_GUIDE_NO, t.QT_GUIDE_DIFFICULTY],
    [h('grade'), t.QT_GUIDE_NO, t.QT_GUIDE_GRADE],
    [h('subject'), t.QT_GUIDE_NO, t.QT_GUIDE_FREE_TEXT],
    [h('unit'), t.QT_GUIDE_NO, t.QT_GUIDE_FREE_TEXT],
    [h('group'), t.QT_GUIDE_NO, t.QT_GUIDE_GROUP],
    [h('description'), t.QT_GUIDE_NO, t.QT_GUIDE_DESCRIPTION],
    [h('link'), t.QT_GUIDE_NO, t.QT_GUIDE_LINK],
    [h('mbti'), t.QT_GUIDE_NO, t.QT_GUIDE_MBTI],
    [t.QT_GUIDE_NOTES_TITLE, '', t.QT_GUIDE_NOTES],
  ];
}

/** Builds the template workbook (.xlsx bytes) in a language (English by default). */
export async function buildQuestionTemplate(language: Language = 'en'): Promise<ArrayBuffer> {
  const t = questionTemplateTexts[language];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ClassPulse';
  const sheet = workbook.addWorksheet(t.QT_SHEET_QUESTIONS, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = QUESTION_COLUMNS.map((key) => ({
    header: header(t, key),
    key,
    width: key.startsWith('title') || key === 'description' ? 36 : key.startsWith('choice') ? 16 : 14,
    // Text format, so what is typed later (1/2, 007) stays as typed instead of becoming a date or a number.
    style: { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const example of examples(t)) sheet.addRow(example);

  const guideSheet = workbook.addWorksheet(t.QT_SHEET_GUIDE);
  guideSheet.columns = [
    { header: t.QT_GUIDE_COLUMN, key: 'column', width: 24 },
    { header: t.QT_GUIDE_REQUIRED, key: 'required', width: 20 },
    { header: t.QT_GUIDE_MEANING, key: 'meaning', width: 100, style: { alignment: { wrapText: true } } },
  ];
  guideSheet.getRow(1).font = { bold: true };
  for (const [column, required, meaning] of guide(t)) guideSheet.addRow({ column, required, meaning });

  return toArrayBuffer(await workbook.xlsx.writeBuffer());
}
