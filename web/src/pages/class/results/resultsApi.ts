/**
 * The calls of the results pages (schema.graphql; docs/exports.md): the session's question links in
 * the order they were asked, each link's statistics, the per-student results of a session or of a
 * classroom's every session, the session's and classroom's names, and the Excel export job
 * (request in the console's language and the browser's time zone, then read for progress and the
 * signed link). Constant documents: data travels in variables.
 */
import { callField } from '../../../api/call';
import type { Auth } from '../../../api/client';
import type { TitleText } from './format';

export interface AnswerCount {
  value: string;
  label: string;
  count: number;
}

export interface QuestionStats {
  questionLink: string;
  title: string;
  text: TitleText;
  type: string;
  answerType: string;
  correct: string | null;
  countOfAnswers: number;
  correctRate: number | null;
  distribution: AnswerCount[];
  responseTimes: { average: number | null; median: number | null; min: number | null; max: number | null };
}

export interface StudentAnswer {
  questionLink: string;
  session: string;
  title: string;
  text: TitleText;
  label: string;
  correct: boolean | null;
  at: string | null;
  responseMs: number | null;
}

export interface StudentResult {
  key: string;
  name: string;
  no: number | null;
  answered: number;
  graded: number;
  correctCount: number;
  rate: number | null;
  answers: StudentAnswer[];
}

export interface ExportJob {
  _id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress: number;
  error: string | null;
  fileName: string;
  url: string | null;
}

/** What an export covers: a session, or a classroom's classes from `from` to `to` (exclusive). */
export type ExportScope = { session: string } | { spot: string; from: string; to: string };

/** How the workbook is written: the console's language and the browser's time zone. */
export interface ExportPresentation {
  language: string;
  timeZone: string;
}

export interface SessionInfo {
  _id: string;
  starttime: string;
  endtime: string | null;
  spot: { _id: string; name: string };
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
const JOB_FIELDS = '_id status progress error fileName url';
const REQUEST_EXPORT = `mutation RequestExport($input: ExportRequestInput!) { requestExport(input: $input) { ${JOB_FIELDS} } }`;
const EXPORT_JOB = `query ExportJob($id: ID!) { exportJob(id: $id) { ${JOB_FIELDS} } }`;

/** The server's perPage limit. */
const PER_PAGE = 100;

export function resultsCalls(auth: Auth) {
  /** The session's question links, oldest first (the order they were asked). */
  async function linkIds(session: string): Promise<string[]> {
    const rows: { _id: string; createdAt: string }[] = [];
    for (let page = 0; ; page += 1) {
      const result = await callField<{ total: number; data: { _id: string; createdAt: string }[] }>(
        auth,
        LINKS_QUERY,
        'questionLinks',
        { page, perPage: PER_PAGE, filter: { session } },
      );
      rows.push(...result.data);
      if (result.data.length < PER_PAGE || rows.length >= result.total) break;
    }
    return rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((row) => row._id);
  }
  return {
    linkIds,
    async questionStats(session: string): Promise<QuestionStats[]> {
      const ids = await linkIds(session);
      const stats = await Promise.all(
        ids.map((id) => callField<QuestionStats | null>(auth, STATS_QUERY, 'questionLinkStats', { id })),
      );
      return stats.filter((entry): entry is QuestionStats => entry !== null);
    },
    studentResults: (session: string) =>
      callField<StudentResult[]>(auth, STUDENTS_QUERY, 'studentResults', { session }),
    /** Every session of the classroom (the server reads its whole history). */
    classroomStudents: (spot: string) =>
      callField<StudentResult[]>(auth, STUDENTS_QUERY, 'studentResults', { spot }),
    session: (id: string) => callField<SessionInfo | null>(auth, SESSION_QUERY, 'session', { id }),
    spot: (id: string) => callField<{ _id: string; name: string } | null>(auth, SPOT_QUERY, 'spot', { id }),
    requestExport: (scope: ExportScope, presentation: ExportPresentation) =>
      callField<ExportJob>(auth, REQUEST_EXPORT, 'requestExport', { input: { ...scope, ...presentation } }),
    exportJob: (id: string) => callField<ExportJob | null>(auth, EXPORT_JOB, 'exportJob', { id }),
  };
}
