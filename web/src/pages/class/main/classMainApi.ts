/**
 * The calls of the running class (schema.graphql; docs/sessions.md): the session and who is in
 * it, the question links of the session, start / stop / correct-answer change, the end of the
 * class, and device-to-seat linking. Constant documents: data travels in variables.
 */
import { callField } from '../../../api/call';
import type { Auth } from '../../../api/client';
import type { AnswerKind } from './answerStats';
import type { AppRef, DeviceRef, StudentRef } from './seats';

const STUDENT = '_id firstname lastname no';

export interface SessionView {
  _id: string;
  code: string;
  starttime: string;
  endtime: string | null;
  site: { _id: string; name: string | null };
  spot: { _id: string; name: string | null };
  participants: StudentRef[] | null;
}

export interface AskedQuestion {
  _id: string;
  title: { main: string; en?: string | null; es?: string | null };
  type: 'quiz' | 'survey';
  correct: string | null;
  info: {
    answerType: AnswerKind;
    mbti?: string | null;
    audio?: string | null;
    image?: string | null;
  };
  selection: { title: string; en?: string | null; es?: string | null; image?: string | null }[];
}

export interface LinkAnswer {
  value: string;
  student: { _id: string } | null;
  device: { mac: string; user: string | null } | null;
  app: { uuid: string; user: string | null } | null;
}

export interface LinkView {
  _id: string;
  session: string;
  end: string | null;
  createdAt: string;
  correct: string | null;
  rate: number | null;
  countOfAnswers: number;
  info: string | null;
  /** The time limit in seconds chosen at the start; null: none. */
  limit: number | null;
  /** The class view shows the chart while the question runs. */
  liveResults: boolean;
  /** When the results and correct answer were shown to the class; null: not yet. */
  revealedAt: string | null;
  question: AskedQuestion[][];
  answers: LinkAnswer[];
}

/** What starting a question takes (schema.graphql StartQuestionInput). */
export interface StartInput {
  session: string;
  question: string;
  playlist?: string;
  index?: number;
  limit?: number;
  liveResults?: boolean;
}

const LINK_FIELDS = /* GraphQL */ `
  _id session end createdAt correct rate countOfAnswers info limit liveResults revealedAt
  question { _id title { main en es } type correct info { answerType mbti audio image } selection { title en es image } }
  answers { value student { _id } device { mac user } app { uuid user } }
`;

const SESSION_QUERY = /* GraphQL */ `
  query ClassSession($id: ID!) {
    session(id: $id) { _id code starttime endtime site { _id name } spot { _id name } participants { ${STUDENT} } }
  }
`;
const STUDENTS_QUERY = /* GraphQL */ `
  query ClassStudents($page: Int, $perPage: Int!, $filter: UserFilter) {
    users(page: $page, perPage: $perPage, filter: $filter) { total data { ${STUDENT} } }
  }
`;
const DEVICES_QUERY = /* GraphQL */ `
  query ClassDevices($page: Int, $perPage: Int!, $filter: DeviceFilter) {
    devices(page: $page, perPage: $perPage, filter: $filter) { total data { mac label name user { _id } } }
  }
`;
const APPS_QUERY = /* GraphQL */ `
  query ClassApps($page: Int, $perPage: Int!, $filter: AppFilter) {
    apps(page: $page, perPage: $perPage, filter: $filter) { total data { uuid name user { _id } } }
  }
`;
const LINKS_QUERY = /* GraphQL */ `
  query ClassLinks($page: Int, $perPage: Int!, $filter: QuestionLinkFilter) {
    questionLinks(page: $page, perPage: $perPage, filter: $filter) { total data { ${LINK_FIELDS} } }
  }
`;
const LINK_QUERY = `query ClassLink($id: ID!) { questionLink(id: $id) { ${LINK_FIELDS} } }`;
const START_QUESTION = `mutation StartQuestion($input: StartQuestionInput!) { startQuestion(input: $input) { ${LINK_FIELDS} } }`;
const STOP_QUESTION = 'mutation StopQuestion($id: ID!) { stopQuestion(id: $id) { success } }';
const REVEAL_LINK = `mutation RevealQuestionLink($id: ID!) { revealQuestionLink(id: $id) { ${LINK_FIELDS} } }`;
const UPDATE_LINK = `mutation UpdateQuestionLink($id: ID!, $input: QuestionLinkInput!) { updateQuestionLink(id: $id, input: $input) { ${LINK_FIELDS} } }`;
const CLEAR_SESSION = 'mutation EndClass($id: ID!) { clearSession(id: $id) { success } }';
const UPDATE_DEVICE_USER =
  'mutation SeatDevice($mac: String!, $user: ID) { updateDeviceUser(mac: $mac, user: $user) { mac label name user { _id } } }';

/** The server's perPage limit: lists are read in as few pages as possible. */
const PER_PAGE = 100;

async function allPages<T>(read: (page: number) => Promise<{ total: number; data: T[] }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; ; page += 1) {
    const result = await read(page);
    rows.push(...result.data);
    if (result.data.length < PER_PAGE || rows.length >= result.total) return rows;
  }
}

type PageOf<T> = { total: number; data: T[] };

export function classMainCalls(auth: Auth) {
  const list = <T>(document: string, field: string, filter: object) =>
    allPages((page) => callField<PageOf<T>>(auth, document, field, { page, perPage: PER_PAGE, filter }));
  return {
    session: (id: string) => callField<SessionView | null>(auth, SESSION_QUERY, 'session', { id }),
    students: (spot: string) => list<StudentRef>(STUDENTS_QUERY, 'users', { spot, students: true }),
    devices: (spot: string) => list<DeviceRef>(DEVICES_QUERY, 'devices', { spot }),
    apps: (spot: string) => list<AppRef>(APPS_QUERY, 'apps', { spot }),
    links: async (session: string) =>
      (await list<LinkView>(LINKS_QUERY, 'questionLinks', { session })).sort((a, b) =>
        a.createdAt.localeCompare(b.createdAt),
      ),
    link: (id: string) => callField<LinkView | null>(auth, LINK_QUERY, 'questionLink', { id }),
    startQuestion: (input: StartInput) =>
      callField<LinkView>(auth, START_QUESTION, 'startQuestion', { input }),
    reveal: (id: string) => callField<LinkView>(auth, REVEAL_LINK, 'revealQuestionLink', { id }),
    stopQuestion: async (id: string) =>
      (await callField<{ success: boolean }>(auth, STOP_QUESTION, 'stopQuestion', { id })).success,
    changeCorrect: (id: string, correct: string) =>
      callField<LinkView>(auth, UPDATE_LINK, 'updateQuestionLink', { id, input: { correct } }),
    endClass: async (id: string) =>
      (await callField<{ success: boolean }>(auth, CLEAR_SESSION, 'clearSession', { id })).success,
    setDeviceUser: (mac: string, user: string | null) =>
      callField<DeviceRef>(auth, UPDATE_DEVICE_USER, 'updateDeviceUser', { mac, user }),
  };
}

export type ClassMainCalls = ReturnType<typeof classMainCalls>;

/** The question a link asked (the first of its list of lists). */
export function askedQuestion(link: LinkView): AskedQuestion | null {
  return link.question[0]?.[0] ?? null;
}
