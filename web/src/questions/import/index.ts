export {
  columnOf,
  MAX_CHOICES,
  QUESTION_COLUMNS,
  QUESTION_SHEET,
  type QuestionColumn,
} from './columns';
export {
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
