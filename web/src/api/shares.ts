/**
 * Question sharing (docs/questions.md "Shares"): the shares the caller made or received, creating
 * and removing them, and the teachers a share can go to. Row types are the selected fields (see
 * shareDocuments.ts).
 */
import type {
  QuestionShare,
  QuestionShareFilter,
  QuestionShareInput,
  Success,
  User,
  UserRef,
} from '../generated/graphql';
import { callField } from './call';
import type { Auth } from './client';
import type { Page, PageArgs } from './page';
import * as docs from './shareDocuments';

export type ShareUserRef = Pick<UserRef, '_id' | 'uid' | 'firstname' | 'lastname'>;
export type ShareRow = Pick<QuestionShare, '_id' | 'duedate' | 'questions' | 'overDuedate' | 'createdAt'> & {
  from: ShareUserRef;
  to: ShareUserRef;
};
export type ShareRecipient = Pick<User, '_id' | 'uid' | 'firstname' | 'lastname'>;

export interface SharePageArgs extends PageArgs<QuestionShareFilter> {
  /** true: the shares made to the caller; otherwise the shares the caller made. */
  shared?: boolean;
}

export const fetchQuestionShares = (auth: Auth, args: SharePageArgs) =>
  callField<Page<ShareRow>>(auth, docs.QUESTION_SHARES_QUERY, 'questionShares', args);
export const createQuestionShare = (auth: Auth, input: QuestionShareInput) =>
  callField<ShareRow[]>(auth, docs.CREATE_QUESTION_SHARE, 'createQuestionShare', { input });
export const removeQuestionShares = (auth: Auth, ids: string[]) =>
  callField<Success>(auth, docs.REMOVE_QUESTION_SHARES, 'removeQuestionShares', { ids });

/** The roles of a teacher: the console's class side (manager or staff). */
export const TEACHER_ROLES = ['manager', 'staff'] as const;

/**
 * Active teachers in the caller's reach whose id or name contains `q`: one `users` call per
 * role (the filter cannot OR two flags), at most `perPage` each; merged by shareRules.
 */
export const fetchShareRecipients = (auth: Auth, q: string, perPage: number) =>
  Promise.all(
    TEACHER_ROLES.map((role) =>
      callField<Page<ShareRecipient>>(auth, docs.SHARE_RECIPIENTS_QUERY, 'users', {
        page: 0,
        perPage,
        filter: { q: q || undefined, active: true, role: { [role]: true } },
      }),
    ),
  );
