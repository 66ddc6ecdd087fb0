export { MAX_CHOICES, QUESTION_COLUMNS, QUESTION_SHEET } from './columns';
export {
  cellText,
  DEFAULT_MAX_ROWS,
  ImportError,
  type ImportErrorKey,
  type ParseOptions,
  type ParseResult,
  PROGRESS_EVERY,
  parseQuestionWorkbook,
  type RowError,
  type RowErrorKey,
} from './parse';
export { buildQuestionTemplate } from './template';
