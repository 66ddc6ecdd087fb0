/**
 * The history reads of the admin lists and the question link detail (docs/sessions.md): sessions
 * and question links, paged and one by one. Constant documents: data travels in variables.
 */
import type {
  HistoryLinkQuery,
  HistoryLinkQueryVariables,
  HistoryLinkRowFragment,
  HistoryLinksQuery,
  HistoryLinksQueryVariables,
  HistorySessionQuery,
  HistorySessionQueryVariables,
  HistorySessionRowFragment,
  HistorySessionsQuery,
  HistorySessionsQueryVariables,
  QuestionLinkFilter,
  SessionFilter,
} from '../generated/operations';
import { type Auth, request } from './client';
import type { PageArgs } from './page';

export type SessionRow = HistorySessionRowFragment;
export type LinkRow = HistoryLinkRowFragment;
export type LinkDetail = NonNullable<HistoryLinkQuery['questionLink']>;
export type LinkAnswerRow = LinkDetail['answers'][number];
export type LinkQuestion = LinkRow['question'][number][number];

const PERSON = /* GraphQL */ `
  fragment HistoryPerson on UserRef { _id uid firstname lastname }
`;

const SESSION_ROW = /* GraphQL */ `
  fragment HistorySessionRow on Session {
    _id code site { _id name } spot { _id name } starttime endtime participants { _id }
    user { ...HistoryPerson } createdAt updatedAt
  }
`;

const LINK_ROW = /* GraphQL */ `
  fragment HistoryLinkRow on QuestionLink {
    _id session end site { _id name } spot { _id name } countOfAnswers correct rate
    user { ...HistoryPerson } createdAt updatedAt
    question { _id title { main en es } type info { answerType } selection { title } }
  }
`;

const SESSIONS_QUERY = /* GraphQL */ `
  query HistorySessions($page: Int, $perPage: Int!, $filter: SessionFilter) {
    sessions(page: $page, perPage: $perPage, filter: $filter) { total data { ...HistorySessionRow } }
  }
  ${SESSION_ROW}
  ${PERSON}
`;

const SESSION_QUERY = /* GraphQL */ `
  query HistorySession($id: ID!) { session(id: $id) { ...HistorySessionRow } }
  ${SESSION_ROW}
  ${PERSON}
`;

const LINKS_QUERY = /* GraphQL */ `
  query HistoryLinks($page: Int, $perPage: Int!, $filter: QuestionLinkFilter) {
    questionLinks(page: $page, perPage: $perPage, filter: $filter) { total data { ...HistoryLinkRow } }
  }
  ${LINK_ROW}
  ${PERSON}
`;

const LINK_QUERY = /* GraphQL */ `
  query HistoryLink($id: ID!) {
    questionLink(id: $id) {
      ...HistoryLinkRow
      answers { _id value at device { mac user } app { uuid user } student { ...HistoryPerson no } }
    }
  }
  ${LINK_ROW}
  ${PERSON}
`;

export const fetchSessions = async (auth: Auth, args: PageArgs<SessionFilter>) =>
  (await request<HistorySessionsQuery, HistorySessionsQueryVariables>(SESSIONS_QUERY, args, auth)).sessions;
export const fetchSession = async (auth: Auth, id: string) =>
  (await request<HistorySessionQuery, HistorySessionQueryVariables>(SESSION_QUERY, { id }, auth)).session;
export const fetchQuestionLinks = async (auth: Auth, args: PageArgs<QuestionLinkFilter>) =>
  (await request<HistoryLinksQuery, HistoryLinksQueryVariables>(LINKS_QUERY, args, auth)).questionLinks;
export const fetchQuestionLink = async (auth: Auth, id: string) =>
  (await request<HistoryLinkQuery, HistoryLinkQueryVariables>(LINK_QUERY, { id }, auth)).questionLink;

/** The first asked question of a link (a playlist run's link asks its list in order). */
export function askedQuestion(link: Pick<LinkRow, 'question'>): LinkQuestion | undefined {
  return link.question[0]?.[0];
}
