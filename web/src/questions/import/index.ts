export { QUESTION_COLUMNS } from './columns';
export {
  ImportError,
  type ParseOptions,
  type ParseResult,
  PROGRESS_EVERY,
  parseQuestionWorkbook,
  type RowError,
  type RowErrorKey,
} from './parse';
export { buildQuestionTemplate } from './template';
