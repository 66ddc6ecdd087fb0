/**
 * The question library (docs/questions.md): the caller's questions or those shared with them,
 * create/update/remove, bulk patch and removal, and the order update. Row type is the selected
 * fields (see questionDocuments.ts).
 */
import type {
  Choice,
  LangText,
  Question,
  QuestionFilter,
  QuestionInfo,
  QuestionInput,
  QuestionOrderInput,
  QuestionPatch,
  SortOrder,
  Success,
} from '../generated/graphql';
import { callField } from './call';
import type { Auth } from './client';
import type { Page, PageArgs } from './page';
import * as docs from './questionDocuments';

export type QuestionRow = Pick<
  Question,
  | '_id'
  | 'description'
  | 'type'
  | 'group'
  | 'active'
  | 'grade'
  | 'subject'
  | 'unit'
  | 'correct'
  | 'order'
  | 'required'
  | 'createdAt'
  | 'updatedAt'
> & {
  title: Pick<LangText, 'main' | 'en' | 'es'>;
  info: Pick<QuestionInfo, 'answerType' | 'difficulty' | 'audio' | 'image' | 'link' | 'mbti'>;
  selection: Pick<Choice, 'title' | 'en' | 'es' | 'image'>[];
};

export interface QuestionPageArgs extends PageArgs<QuestionFilter> {
  sortOrder?: SortOrder;
  sortField?: string;
  shared?: boolean;
}

export const fetchQuestions = (auth: Auth, args: QuestionPageArgs) =>
  callField<Page<QuestionRow>>(auth, docs.QUESTIONS_QUERY, 'questions', args);
export const fetchQuestion = (auth: Auth, id: string) =>
  callField<QuestionRow | null>(auth, docs.QUESTION_QUERY, 'question', { id });
export const createQuestion = (auth: Auth, input: QuestionInput) =>
  callField<QuestionRow>(auth, docs.CREATE_QUESTION, 'createQuestion', { input });
export const updateQuestion = (auth: Auth, id: string, input: QuestionInput) =>
  callField<QuestionRow>(auth, docs.UPDATE_QUESTION, 'updateQuestion', { id, input });
export const updateManyQuestions = (auth: Auth, ids: string[], input: QuestionPatch) =>
  callField<Success>(auth, docs.UPDATE_MANY_QUESTIONS, 'updateManyQuestions', { ids, input });
export const removeQuestions = (auth: Auth, ids: string[]) =>
  callField<Success>(auth, docs.REMOVE_QUESTIONS, 'removeQuestions', { ids });
export const updateQuestionOrder = (auth: Auth, list: QuestionOrderInput[]) =>
  callField<Success>(auth, docs.UPDATE_QUESTION_ORDER, 'updateQuestionOrder', { list });
