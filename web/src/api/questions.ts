/**
 * The question library (docs/questions.md): the caller's questions or those shared with them,
 * create/update/remove, bulk patch and removal, and the order update. Constant documents: data
 * travels in variables.
 */
import type {
  CreateQuestionMutation,
  CreateQuestionMutationVariables,
  QuestionInput,
  QuestionOrderInput,
  QuestionPatch,
  QuestionQuery,
  QuestionQueryVariables,
  QuestionRowFragment,
  QuestionsQuery,
  QuestionsQueryVariables,
  RemoveQuestionsMutation,
  RemoveQuestionsMutationVariables,
  UpdateManyQuestionsMutation,
  UpdateManyQuestionsMutationVariables,
  UpdateQuestionMutation,
  UpdateQuestionMutationVariables,
  UpdateQuestionOrderMutation,
  UpdateQuestionOrderMutationVariables,
} from '../generated/operations';
import { type Auth, request } from './client';

/** A question as the library's lists, pickers and form read it. */
export type QuestionRow = QuestionRowFragment;

const QUESTION_ROW = /* GraphQL */ `
  fragment QuestionRow on Question {
    _id title { main en es } description type group active
    info { answerType difficulty audio image link mbti }
    grade subject unit correct order required
    selection { title en es image }
    createdAt updatedAt
  }
`;

const QUESTIONS_QUERY = /* GraphQL */ `
  query Questions(
    $page: Int
    $perPage: Int!
    $filter: QuestionFilter
    $sortOrder: SortOrder
    $sortField: String
    $shared: Boolean
  ) {
    questions(
      page: $page
      perPage: $perPage
      filter: $filter
      sortOrder: $sortOrder
      sortField: $sortField
      shared: $shared
    ) { total data { ...QuestionRow } }
  }
  ${QUESTION_ROW}
`;
const QUESTION_QUERY = /* GraphQL */ `
  query Question($id: ID!) { question(id: $id) { ...QuestionRow } }
  ${QUESTION_ROW}
`;
const CREATE_QUESTION = /* GraphQL */ `
  mutation CreateQuestion($input: QuestionInput!) { createQuestion(input: $input) { ...QuestionRow } }
  ${QUESTION_ROW}
`;
const UPDATE_QUESTION = /* GraphQL */ `
  mutation UpdateQuestion($id: ID!, $input: QuestionInput!) {
    updateQuestion(id: $id, input: $input) { ...QuestionRow }
  }
  ${QUESTION_ROW}
`;
const UPDATE_MANY_QUESTIONS = /* GraphQL */ `
  mutation UpdateManyQuestions($ids: [ID!]!, $input: QuestionPatch!) {
    updateManyQuestions(ids: $ids, input: $input) { success }
  }
`;
const REMOVE_QUESTIONS = /* GraphQL */ `
  mutation RemoveQuestions($ids: [ID!]!) { removeQuestions(ids: $ids) { success } }
`;
const UPDATE_QUESTION_ORDER = /* GraphQL */ `
  mutation UpdateQuestionOrder($list: [QuestionOrderInput!]!) { updateQuestionOrder(list: $list) { success } }
`;

export const fetchQuestions = async (auth: Auth, args: QuestionsQueryVariables) =>
  (await request<QuestionsQuery, QuestionsQueryVariables>(QUESTIONS_QUERY, args, auth)).questions;
export const fetchQuestion = async (auth: Auth, id: string) =>
  (await request<QuestionQuery, QuestionQueryVariables>(QUESTION_QUERY, { id }, auth)).question;
export const createQuestion = async (auth: Auth, input: QuestionInput) =>
  (await request<CreateQuestionMutation, CreateQuestionMutationVariables>(CREATE_QUESTION, { input }, auth))
    .createQuestion;
export const updateQuestion = async (auth: Auth, id: string, input: QuestionInput) =>
  (
    await request<UpdateQuestionMutation, UpdateQuestionMutationVariables>(
      UPDATE_QUESTION,
      { id, input },
      auth,
    )
  ).updateQuestion;
export const updateManyQuestions = async (auth: Auth, ids: string[], input: QuestionPatch) =>
  (
    await request<UpdateManyQuestionsMutation, UpdateManyQuestionsMutationVariables>(
      UPDATE_MANY_QUESTIONS,
      { ids, input },
      auth,
    )
  ).updateManyQuestions;
export const removeQuestions = async (auth: Auth, ids: string[]) =>
  (await request<RemoveQuestionsMutation, RemoveQuestionsMutationVariables>(REMOVE_QUESTIONS, { ids }, auth))
    .removeQuestions;
export const updateQuestionOrder = async (auth: Auth, list: QuestionOrderInput[]) =>
  (
    await request<UpdateQuestionOrderMutation, UpdateQuestionOrderMutationVariables>(
      UPDATE_QUESTION_ORDER,
      { list },
      auth,
    )
  ).updateQuestionOrder;
