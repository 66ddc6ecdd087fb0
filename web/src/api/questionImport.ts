/**
 * The Excel import's one server call (docs/questions.md, "Import (createQuestions)"): every row of
 * the file in one createQuestions, which writes all of them or none. Only the ids come back; the
 * console needs the count, not the questions themselves.
 */
import type { QuestionInput } from '../generated/graphql';
import type { CreateQuestionsMutation, CreateQuestionsMutationVariables } from '../generated/operations';
import { type Auth, request } from './client';

/** At most this many questions per createQuestions call (the server's TOO_MANY_QUESTIONS). */
export const MAX_QUESTIONS_PER_IMPORT = 5000;

export const CREATE_QUESTIONS = /* GraphQL */ `
  mutation CreateQuestions($input: [QuestionInput!]!) { createQuestions(input: $input) { _id } }
`;

export const createQuestions = async (auth: Auth, input: QuestionInput[]) =>
  (
    await request<CreateQuestionsMutation, CreateQuestionsMutationVariables>(
      CREATE_QUESTIONS,
      { input },
      auth,
    )
  ).createQuestions;
