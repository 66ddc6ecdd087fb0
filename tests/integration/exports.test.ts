/**
 * Excel export through the queue (docs/exports.md), against the local stack: requestExport queues
 * a job, the export worker takes it from the stack's in-process queue, stores the workbook and the
 * job gives a signed link; the file read back with exceljs holds every answer and the totals.
 * Also: EXPORT_NONE_QUIZ starts no job, and a job that cannot be built is retried, marked failed
 * and dead-lettered.
 */
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { entityKey } from '../../functions/src/data/keys';
import { EXPORT_MAX_RECEIVES } from '../../functions/src/exports/job';
import { EXPORT_DLQ_CONTENTS_TOPIC, EXPORT_DLQ_PEEK_TOPIC } from '../../infra/local/stack';
import { connectOperator } from '../support/device-login';
import { createUser, testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createEmptySite } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { ANSWER_OF, type FinishedClass, finishedClass, STUDENTS } from '../support/results-fixtures';
import { answerRecorder, createLinkRecord, createSessionRecord } from '../support/session-fixtures';

const DEMO_SITE = 'site-demo';

const REQUEST = /* GraphQL */ `
  mutation ($i: ExportRequestInput!) {
    requestExport(input: $i) { _id status progress fileName site session language timeZone }
  }
`;
const JOB = /* GraphQL */ `
  query ($id: ID!) {
    exportJob(id: $id) { _id status progress error url urlExpiresAt fileName }
  }
`;

interface Job {
  _id: string;
  status: string;
  progress: number;
  error: string | null;
  url: string | null;
  urlExpiresAt: string | null;
  fileName: string;
}

let teacher: string;

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
});

/** Reads the job until it leaves queued/running; returns every state seen on the way. */
async function settle(token: string, id: string, timeoutMs = 45_000): Promise<Job[]> {
  const seen: Job[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const result = await gql<{ exportJob: Job }>(JOB, { id }, { token });
    const job = result.data?.exportJob;
    if (!job) throw new Error(`exportJob failed: ${JSON.stringify(result.errors)}`);
    seen.push(job);
    if (job.status === 'done' || job.status === 'failed') return seen;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`job ${id} did not finish: ${JSON.stringify(seen.at(-1))}`);
}

async function jobsOfSession(sessionId: string): Promise<number> {
  const table = testTable();
  const result = await table.client.send(
    new ScanCommand({
      TableName: table.tableName,
      FilterExpression: 'begins_with(pk, :job) AND #scope.#session = :session',
      ExpressionAttributeNames: { '#scope': 'scope', '#session': 'session' },
      ExpressionAttributeValues: { ':job': 'EXPORTJOB#', ':session': sessionId },
    }),
  );
  return result.Count ?? 0;
}

const rowsOf = (sheet: ExcelJS.Worksheet | undefined) => {
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

describe('Excel export of a session', () => {
  let finished: FinishedClass;
  let book: ExcelJS.Workbook;
  let states: Job[];
  let disposition = '';

  beforeAll(async () => {
    finished = await finishedClass(DEMO_SITE);
    const requested = await gql<{ requestExport: Job & { site: string; session: string } }>(
      REQUEST,
      { i: { session: finished.session._id, language: 'en', timeZone: 'UTC' } },
      { token: teacher },
    );
    expect(requested.errors).toBeUndefined();
    expect(requested.data?.requestExport).toMatchObject({
      status: 'queued',
      progress: 0,
      site: DEMO_SITE,
      session: finished.session._id,
      language: 'en',
      timeZone: 'UTC',
    });
    states = await settle(teacher, requested.data?.requestExport._id ?? '');
    const url = states.at(-1)?.url;
    if (!url) throw new Error(`no download link: ${JSON.stringify(states.at(-1))}`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    disposition = response.headers.get('content-disposition') ?? '';
    book = new ExcelJS.Workbook();
    await book.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
  }, 90_000);

  it('is done with a signed link that expires, named after the class and the day', () => {
    const done = states.at(-1);
    const day = finished.session.starttime.slice(0, 10);

    expect(done).toMatchObject({ status: 'done', progress: 100, error: null });
    expect(done?.fileName).toBe(`Test classroom ${day} results.xlsx`);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(done?.fileName);
    expect(done?.url).toContain('X-Amz-Expires=');
    expect(Date.parse(done?.urlExpiresAt ?? '')).toBeGreaterThan(Date.now());
  });

  it('holds a cover, a summary, one sheet per question (names of at most 31 characters) and the students', () => {
    const names = book.worksheets.map((sheet) => sheet.name);

    expect(names).toHaveLength(6);
    expect(names.slice(0, 3)).toEqual(['Cover', 'Summary', '1. Is the sky blue']);
    expect(names[5]).toBe('Students');
    expect(names[3]).toHaveLength(31);
  });

  it("holds every student's answer to every question", () => {
    const expected = [ANSWER_OF.ox, ANSWER_OF.multiple, ANSWER_OF.survey];
    for (const [position, answerOf] of expected.entries()) {
      const all = rowsOf(book.worksheets[position + 2]);
      const rows = all.slice(all.findIndex((row) => row[0] === 'Seat') + 1);
      expect(rows.map((row) => [row[0], row[1], row[2]])).toEqual(
        finished.students.map((_, seat) => [seat + 1, `Student S${seat + 1}`, answerOf(seat)]),
      );
    }
  });

  it('has the right totals in the summary and per student', () => {
    const summary = rowsOf(book.getWorksheet('Summary'));
    const header = summary[0] as string[];
    const cell = (row: unknown[] | undefined, name: string) => row?.[header.indexOf(name)];
    const [ox, multiple, survey, total] = summary.slice(1);

    expect([ox, multiple, survey].map((row) => cell(row, 'Answers'))).toEqual([STUDENTS, STUDENTS, STUDENTS]);
    // O/X: even seats answer O (correct); multiple choice: seats 2 and 6 answer 3 (correct).
    expect(cell(ox, 'Correct rate (%)')).toBe(50);
    expect([cell(ox, 'O'), cell(ox, 'X')]).toEqual([5, 5]);
    expect(cell(multiple, 'Correct rate (%)')).toBe(20);
    expect(['1', '2', '3', '4', '5', 'Other'].map((column) => cell(survey, column))).toEqual([
      2, 2, 2, 2, 2, 0,
    ]);
    expect(cell(total, 'Answers')).toBe(3 * STUDENTS);
    expect(cell(total, 'Correct rate (%)')).toBe(35);

    const students = rowsOf(book.getWorksheet('Students')).slice(1);
    expect(students).toHaveLength(STUDENTS);
    // Seat 1 (index 0): O correct, 1 wrong; seat 3 (index 2): O correct and 3 correct.
    expect(students[0]?.slice(-3)).toEqual([3, 1, 50]);
    expect(students[2]?.slice(-3)).toEqual([3, 2, 100]);
  });

  it('writes progress to the job before it is done', () => {
    expect(states.some((job) => job.status === 'queued' || job.status === 'running')).toBe(true);
    expect(states.map((job) => job.progress)).toEqual(
      [...states.map((job) => job.progress)].sort((a, b) => a - b),
    );
  });

  it('is readable only within its site', async () => {
    const other = await createEmptySite();
    const manager = await createUser({ manager: true }, { siteId: other._id });
    const token = await signin(manager.uid, manager.password);

    const result = await gql(JOB, { id: states.at(-1)?._id }, { token });

    expect(result.errors?.[0]?.errorType).toBe('Forbidden');
  });
});

describe('Excel export refusals and failures', () => {
  it('refuses a session with no question link with EXPORT_NONE_QUIZ and starts no job', async () => {
    const session = await createSessionRecord(DEMO_SITE);

    const result = await gql(REQUEST, { i: { session: session._id } }, { token: teacher });

    expect(result.errors?.[0]?.errorType).toBe('BadRequest');
    expect(result.errors?.[0]?.errorInfo?.key).toBe('EXPORT_NONE_QUIZ');
    expect(await jobsOfSession(session._id)).toBe(0);
  });

  it("refuses a classroom's date range without links with EXPORT_NONE_QUIZ", async () => {
    const session = await createSessionRecord(DEMO_SITE);

    const result = await gql(
      REQUEST,
      { i: { spot: session.spotId, from: '2020-01-01T00:00:00.000Z', to: '2020-02-01T00:00:00.000Z' } },
      { token: teacher },
    );

    expect(result.errors?.[0]?.errorInfo?.key).toBe('EXPORT_NONE_QUIZ');
  });

  it('refuses a request naming both a session and a classroom, or a range the wrong way round', async () => {
    const session = await createSessionRecord(DEMO_SITE);

    const both = await gql(
      REQUEST,
      { i: { session: session._id, spot: session.spotId } },
      { token: teacher },
    );
    const backwards = await gql(
      REQUEST,
      { i: { spot: session.spotId, from: '2026-02-01T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z' } },
      { token: teacher },
    );

    expect(both.errors?.[0]?.errorInfo?.key).toBe('EXPORT_SCOPE');
    expect(backwards.errors?.[0]?.errorInfo?.key).toBe('INVALID_EXPORT_RANGE');
  });

  it('refuses a language or a time zone it does not know, and starts no job', async () => {
    const finished = await createSessionRecord(DEMO_SITE);

    const french = await gql(REQUEST, { i: { session: finished._id, language: 'fr' } }, { token: teacher });
    const mars = await gql(
      REQUEST,
      { i: { session: finished._id, timeZone: 'Mars/Olympus' } },
      { token: teacher },
    );

    expect(french.errors?.[0]?.errorInfo?.key).toBe('INVALID_LANGUAGE');
    expect(mars.errors?.[0]?.errorInfo?.key).toBe('INVALID_TIME_ZONE');
    expect(await jobsOfSession(finished._id)).toBe(0);
  });

  it('exports a date range of a classroom', async () => {
    const finished = await finishedClass(DEMO_SITE);
    const from = new Date(Date.parse(finished.session.createdAt) - 60_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();

    const requested = await gql<{ requestExport: Job }>(
      REQUEST,
      { i: { spot: finished.session.spotId, from, to } },
      { token: teacher },
    );
    const states = await settle(teacher, requested.data?.requestExport._id ?? '');

    expect(states.at(-1)?.status).toBe('done');
  }, 60_000);

  it('retries a job that cannot be built, then marks it failed and dead-letters its message', async () => {
    // A school of its own, so no other test lists the broken link meanwhile.
    const site = await createEmptySite();
    const manager = await createUser({ manager: true }, { siteId: site._id });
    const token = await signin(manager.uid, manager.password);
    const session = await createSessionRecord(site._id);
    const link = await createLinkRecord(session, await createQuestionRecord(DEMO_TEACHER));
    const pressed = { value: 'O', at: new Date().toISOString(), device: { mac: 'AA:00:00:00:00:01' } };
    await answerRecorder().recordPress(link, pressed, 1);
    // The link's copy of the question made unreadable: the worker fails on every attempt.
    const table = testTable();
    const setQuestion = (question: unknown) =>
      table.client.send(
        new UpdateCommand({
          TableName: table.tableName,
          Key: entityKey('QUESTIONLINK', link._id),
          UpdateExpression: 'SET question = :question',
          ExpressionAttributeValues: { ':question': question },
        }),
      );
    await setQuestion([[]]);
    // The dead-letter peek topic is the local back end's: only its own identity may use it.
    const client = await connectOperator();
    try {
      const requested = await gql<{ requestExport: Job }>(
        REQUEST,
        { i: { session: session._id, language: 'en' } },
        { token },
      );
      const jobId = requested.data?.requestExport._id ?? '';

      const states = await settle(token, jobId);

      const failed = states.at(-1);
      expect(states.some((job) => job.status === 'queued' && job.error?.includes('retrying'))).toBe(true);
      expect(failed?.status).toBe('failed');
      expect(failed?.url).toBeNull();
      expect(failed?.error).toContain(`after ${EXPORT_MAX_RECEIVES} attempts`);
      const letters: string[] = [];
      client.on('message', (_topic, payload) => {
        letters.push(...(JSON.parse(payload.toString()) as { bodies: string[] }).bodies);
      });
      await client.subscribeAsync(EXPORT_DLQ_CONTENTS_TOPIC, { qos: 1 });
      await expect
        .poll(
          async () => {
            await client.publishAsync(EXPORT_DLQ_PEEK_TOPIC, '', { qos: 1 });
            await new Promise((resolve) => setTimeout(resolve, 100));
            return letters.some((body) => body.includes(jobId));
          },
          { timeout: 10_000, interval: 300 },
        )
        .toBe(true);
    } finally {
      await client.endAsync();
      await setQuestion(link.question);
    }
  }, 60_000);
});
