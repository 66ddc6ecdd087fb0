/**
 * GraphQL documents of question sharing (docs/questions.md "Shares"). Constant strings only:
 * data always travels in variables.
 */
const USER_REF_FIELDS = /* GraphQL */ `_id uid firstname lastname`;

const SHARE_FIELDS = /* GraphQL */ `
  _id
  from { ${USER_REF_FIELDS} }
  to { ${USER_REF_FIELDS} }
  duedate
  questions
  overDuedate
  createdAt
`;

export const QUESTION_SHARES_QUERY = /* GraphQL */ `
  query QuestionShares($page: Int, $perPage: Int!, $filter: QuestionShareFilter, $shared: Boolean) {
    questionShares(page: $page, perPage: $perPage, filter: $filter, shared: $shared) {
      total
      data { ${SHARE_FIELDS} }
    }
  }
`;

export const CREATE_QUESTION_SHARE = /* GraphQL */ `
  mutation CreateQuestionShare($input: QuestionShareInput!) {
    createQuestionShare(input: $input) { ${SHARE_FIELDS} }
  }
`;

export const REMOVE_QUESTION_SHARES = /* GraphQL */ `
  mutation RemoveQuestionShares($ids: [ID!]!) {
    removeQuestionShares(ids: $ids) { success }
  }
`;

/** The people a share can go to: one role at a time, because the user filter only ANDs flags. */
export const SHARE_RECIPIENTS_QUERY = /* GraphQL */ `
  query ShareRecipients($page: Int, $perPage: Int!, $filter: UserFilter) {
    users(page: $page, perPage: $perPage, filter: $filter) {
      total
      data { _id uid firstname lastname }
    }
  }
`;
