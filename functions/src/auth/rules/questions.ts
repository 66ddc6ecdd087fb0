/**
 * Access rules of the question library, playlists and shares (spec sections 3, 4 and 6): every
 * staff-like role may call them. These items belong to a user, not a tenant, so the rules name
 * no target: the services check ownership (owner changes; owner, admins and active shares read)
 * and answer Forbidden alike for missing and foreign items (docs/questions.md "Access").
 */
import { STAFF_AND_UP } from '../../kernel/roles';
import type { FieldRule } from './types';

const staff: FieldRule = { who: 'roles', roles: STAFF_AND_UP };

export const questionRules: Record<string, FieldRule> = Object.fromEntries(
  [
    'Query.questions',
    'Query.question',
    'Query.questionFiltering',
    'Query.playLists',
    'Query.playList',
    'Query.questionShares',
    'Mutation.createQuestion',
    'Mutation.updateQuestion',
    'Mutation.removeQuestion',
    'Mutation.createQuestions',
    'Mutation.patchQuestion',
    'Mutation.updateManyQuestions',
    'Mutation.removeQuestions',
    'Mutation.updateQuestionOrder',
    'Mutation.createPlayList',
    'Mutation.updatePlayListTitle',
    'Mutation.updatePlayList',
    'Mutation.patchPlayList',
    'Mutation.removePlayList',
    'Mutation.createQuestionShare',
    'Mutation.removeQuestionShares',
  ].map((field) => [field, staff]),
);
