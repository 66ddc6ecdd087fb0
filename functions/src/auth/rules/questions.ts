/**
 * Access rules of the question library, playlists and shares (spec sections 3, 4 and 6): every
 * staff-like role may call them. These items belong to a user, not a tenant, so the rules name
 * no item: the services check ownership (owner changes; owner, admins and active shares read)
 * and answer Forbidden alike for missing and foreign items (docs/questions.md "Access"). What
 * the rules do name is tenant-bound: the users a share reaches and the files a question shows.
 */
import { STAFF_AND_UP } from '../../kernel/roles';
import { questionInputMedia, questionListMedia } from './media';
import { type FieldRule, inInput } from './types';

const staff: FieldRule = { who: 'roles', roles: STAFF_AND_UP };
/** A question's pictures and sounds must be files of the caller's own site (./media.ts). */
const withMedia: FieldRule = { ...staff, media: questionInputMedia };

export const questionRules: Record<string, FieldRule> = {
  ...Object.fromEntries(
    [
      'Query.questions',
      'Query.question',
      'Query.questionFiltering',
      'Query.playLists',
      'Query.playList',
      'Query.questionShares',
      'Mutation.removeQuestion',
      'Mutation.removeQuestions',
      'Mutation.updateQuestionOrder',
      'Mutation.createPlayList',
      'Mutation.updatePlayListTitle',
      'Mutation.updatePlayList',
      'Mutation.patchPlayList',
      'Mutation.removePlayList',
      'Mutation.removeQuestionShares',
    ].map((field) => [field, staff]),
  ),
  'Mutation.createQuestion': withMedia,
  'Mutation.updateQuestion': withMedia,
  'Mutation.patchQuestion': withMedia,
  'Mutation.updateManyQuestions': withMedia,
  'Mutation.createQuestions': { ...staff, media: questionListMedia },
  // A share reaches only users the sharer may see: the same site, or a distributor's own sites.
  'Mutation.createQuestionShare': { ...staff, users: inInput('to') },
};
