/**
 * The history reads of the admin lists and the question link detail (docs/sessions.md): sessions
 * and question links, paged and one by one. Constant documents: data travels in variables.
 */
import { callField } from '../../../api/call';
import type { Auth } from '../../../api/client';
import type { Page, PageArgs } from '../../../api/page';
import type { QuestionLinkFilter, SessionFilter } from '../../../generated/graphql';

type Person = { _id: string; uid: string | null; firstname: string | null; lastname: string | null };
type Named = { _id: string; name: string | null };

export interface SessionRow {
  _id: string;
  code: string;
  site: Named;
  spot: Named;
  starttime: string;
  endtime: string | null;
  participants: { _id: string }[] | null;
  user: Person | null;
  createdAt: string;
  updatedAt: string;
}

export interface LinkAnswerRow {
  _id: string | null;
  value: string;
  at: string | null;
  device: { mac: string; user: string | null } | null;
  app: { uuid: string; user: string | null } | null;
  student: (Person & { no: number | null }) | null;
}

export interface LinkQuestion {
  _id: string;
  title: { main: string; en: string | null; es: string | null };
  type: 'quiz' | 'survey';
  info: { answerType: string };
  selection: { title: string }[];
}

export interface LinkRow {
  _id: string;
  session: string;
  end: string | null;
  site: Named;
  spot: Named;
  question: LinkQuestion[][];
  countOfAnswers: number;
  correct: string | null;
  rate: number | null;
  user: Person | null;
  createdAt: string;
  updatedAt: string;
}

export interface LinkDetail extends LinkRow {
  answers: LinkAnswerRow[];
}

const PERSON = '_id uid firstname lastname';
const SESSION_FIELDS = `_id code site { _id name } spot { _id name } starttime endtime participants { _id } user { ${PERSON} } createdAt updatedAt`;
const LINK_FIELDS = `_id session end site { _id name } spot { _id name } countOfAnswers correct rate user { ${PERSON} } createdAt updatedAt
  question { _id title { main en es } type info { answerType } selection { title } }`;
const ANSWER_FIELDS = `answers { _id value at device { mac user } app { uuid user } student { ${PERSON} no } }`;

const SESSIONS_QUERY = `query HistorySessions($page: Int, $perPage: Int!, $filter: SessionFilter) {
  sessions(page: $page, perPage: $perPage, filter: $filter) { total data { ${SESSION_FIELDS} } } }`;
const SESSION_QUERY = `query HistorySession($id: ID!) { session(id: $id) { ${SESSION_FIELDS} } }`;
const LINKS_QUERY = `query HistoryLinks($page: Int, $perPage: Int!, $filter: QuestionLinkFilter) {
  questionLinks(page: $page, perPage: $perPage, filter: $filter) { total data { ${LINK_FIELDS} } } }`;
const LINK_QUERY = `query HistoryLink($id: ID!) { questionLink(id: $id) { ${LINK_FIELDS} ${ANSWER_FIELDS} } }`;

export const fetchSessions = (auth: Auth, args: PageArgs<SessionFilter>) =>
  callField<Page<SessionRow>>(auth, SESSIONS_QUERY, 'sessions', args);
export const fetchSession = (auth: Auth, id: string) =>
  callField<SessionRow | null>(auth, SESSION_QUERY, 'session', { id });
export const fetchQuestionLinks = (auth: Auth, args: PageArgs<QuestionLinkFilter>) =>
  callField<Page<LinkRow>>(auth, LINKS_QUERY, 'questionLinks', args);
export const fetchQuestionLink = (auth: Auth, id: string) =>
  callField<LinkDetail | null>(auth, LINK_QUERY, 'questionLink', { id });

/** The first asked question of a link (a playlist run's link asks its list in order). */
export function askedQuestion(link: Pick<LinkRow, 'question'>): LinkQuestion | undefined {
  return link.question[0]?.[0];
}

/** A multilingual title in the viewer's language (shared with the class screens). */
export { titleIn } from '../../../questions/titleIn';
