/**
 * The calls of the results page (schema.graphql; docs/exports.md): the session's question links in
 * the order they were asked, each link's statistics, the per-student results, and the Excel export
 * job (request, then read for progress and the signed link). Constant documents: data travels in
 * variables.
 */
import { callField } from '../../../api/call';
import type { Auth } from '../../../api/client';

export interface AnswerCount {
  value: string;
  label: string;
  count: number;
}

export interface QuestionStats {
  questionLink: string;
  title: string;
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
  label: string;
  correct: boolean | null;
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

const LINKS_QUERY = /* GraphQL */ `
  query ResultLinks($page: Int, $perPage: Int!, $filter: QuestionLinkFilter) {
    questionLinks(page: $page, perPage: $perPage, filter: $filter) { total data { _id createdAt } }
  }
`;
const STATS_QUERY = /* GraphQL */ `
  query QuestionLinkStats($id: ID!) {
    questionLinkStats(id: $id) {
      questionLink title type answerType correct countOfAnswers correctRate
      distribution { value label count }
      responseTimes { average median min max }
    }
  }
`;
const STUDENTS_QUERY = /* GraphQL */ `
  query StudentResults($session: ID) {
    studentResults(session: $session) {
      key name no answered graded correctCount rate
      answers { questionLink label correct responseMs }
    }
  }
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
    requestExport: (session: string) =>
      callField<ExportJob>(auth, REQUEST_EXPORT, 'requestExport', { input: { session } }),
    exportJob: (id: string) => callField<ExportJob | null>(auth, EXPORT_JOB, 'exportJob', { id }),
  };
}
