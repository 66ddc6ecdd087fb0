/**
 * The student app's calls (docs/sessions.md "Remote students"): joining by code with the API key,
 * then reading the class and answering with the app token that joining returns.
 */
import { request } from '../../api/client';

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
        questionLink title { main en es } type answerType image selection { title en es image } startedAt
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

export interface JoinInput {
  code: string;
  name: string;
  no: number | null;
  uuid: string | null;
  force: boolean;
  /** The seat's PIN (docs/sessions.md "Seat PINs"): for a roster student, or to move to this phone. */
  pin: string | null;
}

export interface Joined {
  token: string;
  /** The seat's PIN, for the student to keep: another phone needs it to take the seat. */
  pin: string;
  app: { uuid: string };
  student: { _id: string; firstname: string | null; no: number | null };
  session: { _id: string; code: string; site: { _id: string }; spot: { _id: string; name: string } };
}

export interface RemoteQuestion {
  questionLink: string;
  title: { main: string; en: string | null; es: string | null };
  type: 'quiz' | 'survey';
  answerType: 'ox' | 'multiple' | 'survey';
  image: string | null;
  /** Each choice; `en` and `es` are its translations (null: shown as `title`). */
  selection: { title: string; en: string | null; es: string | null; image: string | null }[];
  startedAt: string;
  /** The time limit in seconds; null: none. */
  limit: number | null;
  /** Set once the question has stopped. */
  end: string | null;
  /** The teacher showed the results; `correct` is then set for a quiz. */
  revealed: boolean;
  correct: string | null;
  answer: string | null;
  answeredAt: string | null;
}

export interface RemoteClass {
  session: Joined['session'];
  endtime: string | null;
  student: Joined['student'];
  question: RemoteQuestion | null;
  /** The server's clock when it answered: the countdown follows it, not the phone's clock. */
  now: string;
}

export async function joinClass(input: JoinInput): Promise<Joined> {
  const data = await request<{ joinSession: Joined }, object>(JOIN, { input }, null);
  return data.joinSession;
}

export async function fetchRemoteClass(token: string): Promise<RemoteClass> {
  const data = await request<{ remoteClass: RemoteClass }, object>(REMOTE_CLASS, {}, { token });
  return data.remoteClass;
}

/** Sends the answer with the phone's time of the tap; returns the stored value (ox: 1 or 2). */
export async function sendAnswer(token: string, questionLink: string, value: string): Promise<string> {
  const input = { questionLink, value, at: new Date().toISOString() };
  const data = await request<{ answerQuestion: { value: string } }, object>(ANSWER, { input }, { token });
  return data.answerQuestion.value;
}
