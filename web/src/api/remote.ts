/**
 * The student app's calls (docs/sessions.md "Remote students"): joining by code with the API key,
 * then reading the class and answering with the app token that joining returns. Its own module,
 * apart from the admin areas, so the phone's bundle carries only these documents.
 */
import type {
  AnswerQuestionMutation,
  AnswerQuestionMutationVariables,
  JoinSessionMutation,
  JoinSessionMutationVariables,
  RemoteClassQuery,
  RemoteClassQueryVariables,
} from '../generated/operations';
import { request } from './client';

const JOIN = /* GraphQL */ `
  mutation JoinSession($input: JoinSessionInput!) {
    joinSession(input: $input) {
      token pin app { uuid } student { _id firstname no } session { _id code site { _id } spot { _id name } }
    }
  }
`;

const REMOTE_CLASS = /* GraphQL */ `
  query RemoteClass {
    remoteClass {
      session { _id code site { _id } spot { _id name } }
      endtime
      student { _id firstname no }
      question {
        questionLink title { main en es } type answerType image audio selection { title en es image } startedAt
        limit end revealed correct answer answeredAt
      }
      now
    }
  }
`;

const ANSWER = /* GraphQL */ `
  mutation AnswerQuestion($input: AnswerQuestionInput!) {
    answerQuestion(input: $input) { questionLink outcome value at }
  }
`;

export type JoinInput = JoinSessionMutationVariables['input'];
export type Joined = JoinSessionMutation['joinSession'];
export type RemoteClass = RemoteClassQuery['remoteClass'];
export type RemoteQuestion = NonNullable<RemoteClass['question']>;

export async function joinClass(input: JoinInput): Promise<Joined> {
  const data = await request<JoinSessionMutation, JoinSessionMutationVariables>(JOIN, { input }, null);
  return data.joinSession;
}

export async function fetchRemoteClass(token: string): Promise<RemoteClass> {
  const data = await request<RemoteClassQuery, RemoteClassQueryVariables>(REMOTE_CLASS, {}, { token });
  return data.remoteClass;
}

/** Sends the answer with the phone's time of the tap; returns the stored value (ox: 1 or 2). */
export async function sendAnswer(token: string, questionLink: string, value: string): Promise<string> {
  const input = { questionLink, value, at: new Date().toISOString() };
  const data = await request<AnswerQuestionMutation, AnswerQuestionMutationVariables>(
    ANSWER,
    { input },
    { token },
  );
  return data.answerQuestion.value;
}
