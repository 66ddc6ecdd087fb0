/**
 * Question sharing (docs/questions.md "Shares"): the shares the caller made or received, creating
 * and removing them, and the teachers a share can go to. Row types are the generated types of the
 * documents. Constant documents: data travels in variables.
 */
import type {
  CreateQuestionShareMutation,
  CreateQuestionShareMutationVariables,
  QuestionShareInput,
  QuestionSharesQuery,
  QuestionSharesQueryVariables,
  RemoveQuestionSharesMutation,
  RemoveQuestionSharesMutationVariables,
  ShareRecipientsQuery,
  ShareRecipientsQueryVariables,
  ShareRowFragment,
} from '../generated/operations';
import { type Auth, request } from './client';

export type ShareRow = ShareRowFragment;
export type ShareRecipient = ShareRecipientsQuery['users']['data'][number];

const SHARE_USER = /* GraphQL */ `
  fragment ShareUser on UserRef { _id uid firstname lastname }
`;
const SHARE_ROW = /* GraphQL */ `
  fragment ShareRow on QuestionShare {
    _id
    from { ...ShareUser }
    to { ...ShareUser }
    duedate
    questions
    overDuedate
    createdAt
  }
  ${SHARE_USER}
`;

/** `shared: true` reads the shares made to the caller; otherwise the shares the caller made. */
const QUESTION_SHARES_QUERY = /* GraphQL */ `
  query QuestionShares($page: Int, $perPage: Int!, $filter: QuestionShareFilter, $shared: Boolean) {
    questionShares(page: $page, perPage: $perPage, filter: $filter, shared: $shared) {
      total
      data { ...ShareRow }
    }
  }
  ${SHARE_ROW}
`;
const CREATE_QUESTION_SHARE = /* GraphQL */ `
  mutation CreateQuestionShare($input: QuestionShareInput!) {
    createQuestionShare(input: $input) { ...ShareRow }
  }
  ${SHARE_ROW}
`;
const REMOVE_QUESTION_SHARES = /* GraphQL */ `
  mutation RemoveQuestionShares($ids: [ID!]!) {
    removeQuestionShares(ids: $ids) { success }
  }
`;
/** The people a share can go to: one role at a time, because the user filter only ANDs flags. */
const SHARE_RECIPIENTS_QUERY = /* GraphQL */ `
  query ShareRecipients($page: Int, $perPage: Int!, $filter: UserFilter) {
    users(page: $page, perPage: $perPage, filter: $filter) {
      total
      data { _id uid firstname lastname }
    }
  }
`;

export const fetchQuestionShares = async (auth: Auth, args: QuestionSharesQueryVariables) =>
  (await request<QuestionSharesQuery, QuestionSharesQueryVariables>(QUESTION_SHARES_QUERY, args, auth))
    .questionShares;
export const createQuestionShare = async (auth: Auth, input: QuestionShareInput) =>
  (
    await request<CreateQuestionShareMutation, CreateQuestionShareMutationVariables>(
      CREATE_QUESTION_SHARE,
      { input },
      auth,
    )
  ).createQuestionShare;
export const removeQuestionShares = async (auth: Auth, ids: string[]) =>
  (
    await request<RemoveQuestionSharesMutation, RemoveQuestionSharesMutationVariables>(
      REMOVE_QUESTION_SHARES,
      { ids },
      auth,
    )
  ).removeQuestionShares;

/** The roles of a teacher: the console's class side (manager or staff). */
export const TEACHER_ROLES = ['manager', 'staff'] as const;

/**
 * Active teachers in the caller's reach whose id or name contains `q`: one `users` call per
 * role (the filter cannot OR two flags), at most `perPage` each; merged by shareRules.
 */
export const fetchShareRecipients = (auth: Auth, q: string, perPage: number) =>
  Promise.all(
    TEACHER_ROLES.map(
      async (role) =>
        (
          await request<ShareRecipientsQuery, ShareRecipientsQueryVariables>(
            SHARE_RECIPIENTS_QUERY,
            { page: 0, perPage, filter: { q: q || undefined, active: true, role: { [role]: true } } },
            auth,
          )
        ).users,
    ),
  );
