/**
 * The calls of the results pages (schema/results.graphql; docs/exports.md): the session's question links in
 * the order they were asked, each link's statistics, the per-student results of a session or of a
 * classroom's every session, the session's and classroom's names, and the Excel export job
 * (request in the console's language and the browser's time zone, then read for progress and the
 * signed link). Constant documents: data travels in variables.
 */
import type {
  ExportJobQuery,
  ExportJobQueryVariables,
  ExportJobRowFragment,
  QuestionLinkStatsQuery,
  QuestionLinkStatsQueryVariables,
  RequestExportMutation,
  RequestExportMutationVariables,
  ResultLinksQuery,
  ResultLinksQueryVariables,
  ResultSessionQuery,
  ResultSessionQueryVariables,
  ResultSpotQuery,
  ResultSpotQueryVariables,
  StudentResultsQuery,
  StudentResultsQueryVariables,
} from '../generated/operations';
import { type Auth, request } from './client';

export type QuestionStats = NonNullable<QuestionLinkStatsQuery['questionLinkStats']>;
export type StudentResult = StudentResultsQuery['studentResults'][number];
export type StudentAnswer = StudentResult['answers'][number];
export type ExportJob = ExportJobRowFragment;

/** What an export covers: a session, or a classroom's classes from `from` to `to` (exclusive). */
export type ExportScope = { session: string } | { spot: string; from: string; to: string };

/** How the workbook is written: the console's language and the browser's time zone. */
export interface ExportPresentation {
  language: string;
  timeZone: string;
}

const LINKS_QUERY = /* GraphQL */ `
  query ResultLinks($page: Int, $perPage: Int!, $filter: QuestionLinkFilter) {
    questionLinks(page: $page, perPage: $perPage, filter: $filter) { total data { _id createdAt } }
  }
`;
const STATS_QUERY = /* GraphQL */ `
  query QuestionLinkStats($id: ID!) {
    questionLinkStats(id: $id) {
      questionLink title text { main en es } type answerType correct countOfAnswers correctRate
      choices { title en es image }
      distribution { value label count }
      responseTimes { average median min max }
    }
  }
`;
const STUDENTS_QUERY = /* GraphQL */ `
  query StudentResults($session: ID, $spot: ID) {
    studentResults(session: $session, spot: $spot) {
      key name no answered graded correctCount rate
      answers { questionLink session title text { main en es } label correct at responseMs }
    }
  }
`;
const SESSION_QUERY = /* GraphQL */ `
  query ResultSession($id: ID!) { session(id: $id) { _id starttime endtime spot { _id name } } }
`;
const SPOT_QUERY = /* GraphQL */ `
  query ResultSpot($id: ID!) { spot(id: $id) { _id name } }
`;
const JOB_FIELDS = /* GraphQL */ `
  fragment ExportJobRow on ExportJob { _id status progress error fileName url }
`;
const REQUEST_EXPORT = /* GraphQL */ `
  mutation RequestExport($input: ExportRequestInput!) { requestExport(input: $input) { ...ExportJobRow } }
  ${JOB_FIELDS}
`;
const EXPORT_JOB = /* GraphQL */ `
  query ExportJob($id: ID!) { exportJob(id: $id) { ...ExportJobRow } }
  ${JOB_FIELDS}
`;

/** The server's perPage limit. */
const PER_PAGE = 100;

export function resultsCalls(auth: Auth) {
  /** The session's question links, oldest first (the order they were asked). */
  async function linkIds(session: string): Promise<string[]> {
    const rows: { _id: string; createdAt: string }[] = [];
    for (let page = 0; ; page += 1) {
      const { questionLinks: result } = await request<ResultLinksQuery, ResultLinksQueryVariables>(
        LINKS_QUERY,
        { page, perPage: PER_PAGE, filter: { session } },
        auth,
      );
      rows.push(...result.data);
      if (result.data.length < PER_PAGE || rows.length >= result.total) break;
    }
    return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((row) => row._id);
  }
  const students = async (variables: StudentResultsQueryVariables) =>
    (await request<StudentResultsQuery, StudentResultsQueryVariables>(STUDENTS_QUERY, variables, auth))
      .studentResults;
  return {
    linkIds,
    async questionStats(session: string): Promise<QuestionStats[]> {
      const ids = await linkIds(session);
      const stats = await Promise.all(
        ids.map(
          async (id) =>
            (
              await request<QuestionLinkStatsQuery, QuestionLinkStatsQueryVariables>(
                STATS_QUERY,
                { id },
                auth,
              )
            ).questionLinkStats,
        ),
      );
      return stats.filter((entry): entry is QuestionStats => entry !== null);
    },
    studentResults: (session: string) => students({ session }),
    /** Every session of the classroom (the server reads its whole history). */
    classroomStudents: (spot: string) => students({ spot }),
    session: async (id: string) =>
      (await request<ResultSessionQuery, ResultSessionQueryVariables>(SESSION_QUERY, { id }, auth)).session,
    spot: async (id: string) =>
      (await request<ResultSpotQuery, ResultSpotQueryVariables>(SPOT_QUERY, { id }, auth)).spot,
    requestExport: async (scope: ExportScope, presentation: ExportPresentation) =>
      (
        await request<RequestExportMutation, RequestExportMutationVariables>(
          REQUEST_EXPORT,
          { input: { ...scope, ...presentation } },
          auth,
        )
      ).requestExport,
    exportJob: async (id: string) =>
      (await request<ExportJobQuery, ExportJobQueryVariables>(EXPORT_JOB, { id }, auth)).exportJob,
  };
}
