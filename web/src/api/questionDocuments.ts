/**
 * GraphQL documents of the question library (docs/questions.md). Constant strings only: data
 * always travels in variables.
 */
const QUESTION_FIELDS = /* GraphQL */ `
  _id title { main en es } description type group active
  info { answerType difficulty audio image link mbti }
  grade subject unit correct order required
  selection { title en es image }
  createdAt updatedAt
`;

export const QUESTIONS_QUERY = /* GraphQL */ `
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
    ) { total data { ${QUESTION_FIELDS} } }
  }
`;
export const QUESTION_QUERY = `query Question($id: ID!) { question(id: $id) { ${QUESTION_FIELDS} } }`;
export const CREATE_QUESTION = `mutation CreateQuestion($input: QuestionInput!) { createQuestion(input: $input) { ${QUESTION_FIELDS} } }`;
export const UPDATE_QUESTION = `mutation UpdateQuestion($id: ID!, $input: QuestionInput!) { updateQuestion(id: $id, input: $input) { ${QUESTION_FIELDS} } }`;
export const UPDATE_MANY_QUESTIONS = `mutation UpdateManyQuestions($ids: [ID!]!, $input: QuestionPatch!) { updateManyQuestions(ids: $ids, input: $input) { success } }`;
export const REMOVE_QUESTIONS = `mutation RemoveQuestions($ids: [ID!]!) { removeQuestions(ids: $ids) { success } }`;
export const UPDATE_QUESTION_ORDER = `mutation UpdateQuestionOrder($list: [QuestionOrderInput!]!) { updateQuestionOrder(list: $list) { success } }`;
