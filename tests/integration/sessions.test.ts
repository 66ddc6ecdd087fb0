/**
 * Class sessions and question links through the gateway (answer-path issue, docs/sessions.md):
 * the demo teacher runs a class in Class 3-1, answers arrive through the domain's recordAnswer on
 * the stack's table, and a teacher of another school is refused everything on these ids.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSite, createUser } from '../support/fixtures';
import { type GraphqlResponse, gql, signin } from '../support/graphql';
import { createSpot } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import {
  answerRecorder,
  endOngoingSession,
  getLinkRecord,
  runningLinkOf,
  writeRunningMarker,
} from '../support/session-fixtures';

const SITE = 'site-demo';
const SPOT = 'spot-demo-3-1';

const SESSION_FIELDS = '_id code endtime site { _id } spot { _id } user { _id } participants { _id }';
const CREATE = `mutation ($i: SessionInput!) { createSession(input: $i) { ${SESSION_FIELDS} } }`;
const SESSION = `query ($id: ID!) { session(id: $id) { ${SESSION_FIELDS} } }`;
const SESSIONS = `query ($f: SessionFilter) { sessions(perPage: 100, filter: $f) { total data { _id endtime } } }`;
const LAST = `query ($s: ID!, $p: ID) { lastSession(site: $s, spot: $p) { ${SESSION_FIELDS} } }`;
const CLEAR = 'mutation ($id: ID!) { clearSession(id: $id) { success } }';
const LINK_FIELDS = `_id session end correct rate countOfAnswers site { _id } spot { _id }
  question { _id correct title { main } } answers { _id value student { _id } device { mac } }`;
const START = `mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { ${LINK_FIELDS} } }`;
const LINK = `query ($id: ID!) { questionLink(id: $id) { ${LINK_FIELDS} } }`;
const LINKS = `query ($f: QuestionLinkFilter, $u: ID, $a: String) {
  questionLinks(perPage: 100, filter: $f, userFilter: $u, appFilter: $a) { total data { _id end } } }`;
const STOP = 'mutation ($id: ID!) { stopQuestion(id: $id) { success } }';
const CLEAR_LINK = 'mutation ($id: ID!) { clearQuestionLink(id: $id) { success } }';
const UPDATE_LINK = `mutation ($id: ID!, $i: QuestionLinkInput!) { updateQuestionLink(id: $id, input: $i) { ${LINK_FIELDS} } }`;
const REMOVE_LINK = 'mutation ($id: ID!) { removeQuestionLink(id: $id) { success } }';

type SessionView = { _id: string; code: string; endtime: string | null; site: { _id: string } };
type LinkView = {
  _id: string;
  session: string;
  end: string | null;
  correct: string | null;
  rate: number | null;
  countOfAnswers: number;
  question: { _id: string; correct: string | null }[][];
  answers: { _id: string; value: string; student: { _id: string } | null; device: { mac: string } | null }[];
};

let teacher = '';
let outsider = '';
const choices = ['red', 'green', 'blue'].map((title) => ({ title, image: null }));

function data<T>(result: GraphqlResponse<Record<string, T>>, field: string): T {
  const value = result.data?.[field];
  if (!value) throw new Error(`${field}: ${JSON.stringify(result.errors)}`);
  return value;
}

const errorKey = (result: GraphqlResponse) => ({
  type: result.errors?.[0]?.errorType,
  key: result.errors?.[0]?.errorInfo?.key,
});

async function createSession(token: string, spot = SPOT): Promise<SessionView> {
  return data(
    await gql<Record<string, SessionView>>(CREATE, { i: { site: SITE, spot } }, { token }),
    'createSession',
  );
}

async function link(id: string): Promise<LinkView> {
  return data(await gql<Record<string, LinkView>>(LINK, { id }, { token: teacher }), 'questionLink');
}

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
  const elsewhere = await createSite({ name: 'Other school' });
  const other = await createUser({ manager: true }, { siteId: elsewhere._id });
  outsider = await signin(other.uid, other.password);
  // A run that stopped midway may have left the demo classroom in class.
  await endOngoingSession(SPOT);
});

describe('a class in Class 3-1', () => {
  let session: SessionView;
  let linkId = '';
  const studentA = `student-${randomUUID()}`;
  const studentB = `student-${randomUUID()}`;

  it('opens a session with a 6-digit join code', async () => {
    session = await createSession(teacher);

    expect(session.code).toMatch(/^\d{6}$/);
    expect(session).toMatchObject({
      endtime: null,
      site: { _id: SITE },
      spot: { _id: SPOT },
      user: { _id: DEMO_TEACHER },
      participants: [],
    });
  });

  it('refuses a second session in the same classroom, naming the ongoing one', async () => {
    const result = await gql(CREATE, { i: { site: SITE, spot: SPOT } }, { token: teacher });

    expect(errorKey(result)).toEqual({ type: 'BadRequest', key: 'SESSION_IN_PROGRESS' });
    expect(result.errors?.[0]?.errorInfo?.session).toBe(session._id);
  });

  it('refuses a classroom of another site named with this site', async () => {
    const foreign = await createSpot((await createSite())._id);
    const result = await gql(CREATE, { i: { site: SITE, spot: foreign._id } }, { token: teacher });

    expect(errorKey(result)).toEqual({ type: 'BadRequest', key: 'UNKNOWN_SPOT' });
  });

  it('finds the ongoing session as the last one and in the ongoing list', async () => {
    const last = data(
      await gql<Record<string, SessionView>>(LAST, { s: SITE, p: SPOT }, { token: teacher }),
      'lastSession',
    );
    const ongoing = data(
      await gql<Record<string, { data: { _id: string }[] }>>(
        SESSIONS,
        { f: { spot: SPOT, ongoing: true } },
        { token: teacher },
      ),
      'sessions',
    );
    const ended = data(
      await gql<Record<string, { data: { _id: string }[] }>>(
        SESSIONS,
        { f: { spot: SPOT, ongoing: false } },
        { token: teacher },
      ),
      'sessions',
    );

    expect(last).toMatchObject({ _id: session._id, endtime: null, code: session.code });
    expect(ongoing.data.map((item) => item._id)).toEqual([session._id]);
    expect(ended.data.map((item) => item._id)).not.toContain(session._id);
  });

  it('asks a question, keeping a copy of it and its correct answer', async () => {
    const question = await createQuestionRecord(DEMO_TEACHER, {
      answerType: 'multiple',
      selection: choices,
      correct: '2',
    });
    const started = data(
      await gql<Record<string, LinkView>>(
        START,
        { i: { session: session._id, question: question._id } },
        { token: teacher },
      ),
      'startQuestion',
    );
    linkId = started._id;

    expect(started).toMatchObject({
      session: session._id,
      end: null,
      correct: '2',
      countOfAnswers: 0,
      rate: null,
    });
    expect(started.question).toEqual([[expect.objectContaining({ _id: question._id, correct: '2' })]]);
  });

  it('refuses a second question while one runs', async () => {
    const other = await createQuestionRecord(DEMO_TEACHER);
    const result = await gql(START, { i: { session: session._id, question: other._id } }, { token: teacher });

    expect(errorKey(result)).toEqual({ type: 'BadRequest', key: 'QUESTION_IN_PROGRESS' });
    expect(result.errors?.[0]?.errorInfo?.link).toBe(linkId);
  });

  it('keeps the latest press per student: a late earlier press and a replay change nothing', async () => {
    const record = await getLinkRecord(linkId);
    if (!record) throw new Error('link not stored');
    const recorder = answerRecorder();
    const at = new Date().toISOString();
    const mac = 'AA:BB:CC:00:11:22';

    expect(await recorder.recordAnswer(record, { value: '3', at, student: studentA }, 1)).toBe('recorded');
    expect(await recorder.recordAnswer(record, { value: '2', at, student: studentB }, 1)).toBe('recorded');
    expect(await recorder.recordAnswer(record, { value: '1', at, device: { mac } }, 5)).toBe('recorded');
    // A's second press (seq 3) arrives before A's first correction (seq 2).
    expect(await recorder.recordAnswer(record, { value: '2', at, student: studentA }, 3)).toBe('recorded');
    expect(await recorder.recordAnswer(record, { value: '1', at, student: studentA }, 2)).toBe('ignored');
    expect(await recorder.recordAnswer(record, { value: '1', at, student: studentA }, 3)).toBe('ignored');
    await expect(
      recorder.recordAnswer(record, { value: '4', at, student: studentB }, 9),
    ).rejects.toMatchObject({
      info: { key: 'INVALID_ANSWER', max: 3 },
    });

    const view = await link(linkId);
    const values = Object.fromEntries(view.answers.map((answer) => [answer._id, answer.value]));

    expect(view.countOfAnswers).toBe(3);
    expect(values).toEqual({ [studentA]: '2', [studentB]: '2', [`device#${mac}`]: '1' });
    expect(view.rate).toBe(66.7);
  });

  it('lists the link by session and by answering student or app', async () => {
    const ofSession = data(
      await gql<Record<string, { total: number; data: { _id: string }[] }>>(
        LINKS,
        { f: { session: session._id } },
        { token: teacher },
      ),
      'questionLinks',
    );
    const byStudent = data(
      await gql<Record<string, { data: { _id: string }[] }>>(
        LINKS,
        { f: { spot: SPOT }, u: studentA },
        { token: teacher },
      ),
      'questionLinks',
    );
    const byApp = data(
      await gql<Record<string, { data: { _id: string }[] }>>(
        LINKS,
        { f: { spot: SPOT }, a: 'no-such-app' },
        { token: teacher },
      ),
      'questionLinks',
    );

    expect(ofSession).toMatchObject({ total: 1, data: [{ _id: linkId }] });
    expect(byStudent.data.map((item) => item._id)).toEqual([linkId]);
    expect(byApp.data).toEqual([]);
  });

  it('refuses userFilter or appFilter without a session or classroom', async () => {
    const byStudent = await gql(LINKS, { u: studentA }, { token: teacher });
    const byApp = await gql(LINKS, { f: { site: SITE }, a: 'no-such-app' }, { token: teacher });

    expect(errorKey(byStudent)).toEqual({ type: 'BadRequest', key: 'FILTER_NEEDS_SCOPE' });
    expect(errorKey(byApp)).toEqual({ type: 'BadRequest', key: 'FILTER_NEEDS_SCOPE' });
  });

  it('recomputes the rate when the correct answer changes, and refuses one out of range', async () => {
    const updated = data(
      await gql<Record<string, LinkView>>(
        UPDATE_LINK,
        { id: linkId, i: { correct: '1' } },
        { token: teacher },
      ),
      'updateQuestionLink',
    );
    const refused = await gql(UPDATE_LINK, { id: linkId, i: { correct: '4' } }, { token: teacher });

    expect(updated).toMatchObject({ correct: '1', rate: 33.3, countOfAnswers: 3 });
    expect(errorKey(refused)).toEqual({ type: 'BadRequest', key: 'INVALID_CORRECT' });
  });

  it('stops the question (twice is fine) and keeps its answers; the next one may start', async () => {
    const first = await gql(STOP, { id: linkId }, { token: teacher });
    const again = await gql(STOP, { id: linkId }, { token: teacher });
    const stopped = await link(linkId);
    const next = await createQuestionRecord(DEMO_TEACHER);
    const started = data(
      await gql<Record<string, LinkView>>(
        START,
        { i: { session: session._id, question: next._id } },
        { token: teacher },
      ),
      'startQuestion',
    );
    const removed = await gql(REMOVE_LINK, { id: started._id }, { token: teacher });
    const gone = await gql(LINK, { id: started._id }, { token: teacher });
    const afterRemoval = await createQuestionRecord(DEMO_TEACHER);
    const restarted = await gql<Record<string, LinkView>>(
      START,
      { i: { session: session._id, question: afterRemoval._id } },
      { token: teacher },
    );

    expect(first.data).toEqual({ stopQuestion: { success: true } });
    expect(again.data).toEqual({ stopQuestion: { success: true } });
    expect(stopped.end).not.toBeNull();
    expect(stopped.countOfAnswers).toBe(3);
    expect(removed.data).toEqual({ removeQuestionLink: { success: true } });
    expect(errorKey(gone).type).toBe('Forbidden');
    // Removing the running link freed the session for the next question.
    expect(data(restarted, 'startQuestion').end).toBeNull();
  });

  it('clears the answers of a link', async () => {
    const cleared = await gql(CLEAR_LINK, { id: linkId }, { token: teacher });
    const view = await link(linkId);

    expect(cleared.data).toEqual({ clearQuestionLink: { success: true } });
    expect(view).toMatchObject({ countOfAnswers: 0, answers: [], rate: null });
  });

  it('refuses a teacher of another school every operation on these ids', async () => {
    const question = await createQuestionRecord(DEMO_TEACHER);
    // Answers first (pressed before the stop), so the outsider's clearQuestionLink has something to clear.
    const record = await getLinkRecord(linkId);
    if (!record?.end) throw new Error('link not stopped');
    const recorder = answerRecorder();
    expect(await recorder.recordAnswer(record, { value: '1', at: record.end, student: studentA }, 10)).toBe(
      'recorded',
    );
    expect(await recorder.recordAnswer(record, { value: '3', at: record.end, student: studentB }, 10)).toBe(
      'recorded',
    );
    const calls: [string, string, Record<string, unknown>][] = [
      ['session', SESSION, { id: session._id }],
      ['lastSession', LAST, { s: SITE, p: SPOT }],
      ['sessions', SESSIONS, { f: { spot: SPOT } }],
      ['createSession', CREATE, { i: { site: SITE, spot: SPOT } }],
      ['clearSession', CLEAR, { id: session._id }],
      ['startQuestion', START, { i: { session: session._id, question: question._id } }],
      ['questionLink', LINK, { id: linkId }],
      ['questionLinks', LINKS, { f: { session: session._id } }],
      ['stopQuestion', STOP, { id: linkId }],
      ['clearQuestionLink', CLEAR_LINK, { id: linkId }],
      ['updateQuestionLink', UPDATE_LINK, { id: linkId, i: { correct: '2' } }],
      ['removeQuestionLink', REMOVE_LINK, { id: linkId }],
    ];
    const outcomes = await Promise.all(
      calls.map(async ([name, query, variables]) => [
        name,
        errorKey(await gql(query, variables, { token: outsider })).type,
      ]),
    );

    expect(outcomes).toEqual(calls.map(([name]) => [name, 'Forbidden']));
    expect((await link(linkId)).countOfAnswers).toBe(2);
  });

  it('ends the session: its question stops, no new one starts, and the classroom is free again', async () => {
    const running = data(
      await gql<Record<string, { data: { _id: string }[] }>>(
        LINKS,
        { f: { session: session._id, ongoing: true } },
        { token: teacher },
      ),
      'questionLinks',
    );
    const cleared = await gql(CLEAR, { id: session._id }, { token: teacher });
    const again = await gql(CLEAR, { id: session._id }, { token: teacher });
    const last = data(
      await gql<Record<string, SessionView>>(LAST, { s: SITE, p: SPOT }, { token: teacher }),
      'lastSession',
    );
    const question = await createQuestionRecord(DEMO_TEACHER);
    const late = await gql(
      START,
      { i: { session: session._id, question: question._id } },
      { token: teacher },
    );
    const [runningLink] = running.data;

    expect(running.data).toHaveLength(1);
    expect(cleared.data).toEqual({ clearSession: { success: true } });
    expect(again.data).toEqual({ clearSession: { success: true } });
    expect(last).toMatchObject({ _id: session._id });
    expect(last.endtime).not.toBeNull();
    expect((await link(runningLink?._id ?? '')).end).not.toBeNull();
    expect(errorKey(late)).toEqual({ type: 'BadRequest', key: 'SESSION_ENDED' });

    const next = await createSession(teacher);
    expect(next._id).not.toBe(session._id);
    expect(data(await gql(CLEAR, { id: next._id }, { token: teacher }), 'clearSession')).toEqual({
      success: true,
    });
  });
});

describe('two starts at once', () => {
  it('lets exactly one question run', async () => {
    const spot = await createSpot(SITE);
    const session = await createSession(teacher, spot._id);
    const questions = await Promise.all([
      createQuestionRecord(DEMO_TEACHER),
      createQuestionRecord(DEMO_TEACHER),
    ]);
    const results = await Promise.all(
      questions.map((question) =>
        gql<Record<string, LinkView>>(
          START,
          { i: { session: session._id, question: question._id } },
          { token: teacher },
        ),
      ),
    );
    const won = results.filter((result) => result.data?.startQuestion);
    const lost = results.filter((result) => result.errors);

    expect(won).toHaveLength(1);
    expect(lost.map(errorKey)).toEqual([{ type: 'BadRequest', key: 'QUESTION_IN_PROGRESS' }]);
    await gql(CLEAR, { id: session._id }, { token: teacher });
  });
});

describe('races and leftovers', () => {
  it('lets exactly one of two concurrent createSession win; the other gets SESSION_IN_PROGRESS', async () => {
    const spot = await createSpot(SITE);
    const results = await Promise.all(
      [0, 1].map(() =>
        gql<Record<string, SessionView>>(CREATE, { i: { site: SITE, spot: spot._id } }, { token: teacher }),
      ),
    );
    const won = results.flatMap((result) => (result.data?.createSession ? [result.data.createSession] : []));
    const lost = results.filter((result) => result.errors);

    expect(won).toHaveLength(1);
    expect(lost.map(errorKey)).toEqual([{ type: 'BadRequest', key: 'SESSION_IN_PROGRESS' }]);
    expect(lost[0]?.errors?.[0]?.errorInfo?.session).toBe(won[0]?._id);
    await gql(CLEAR, { id: won[0]?._id }, { token: teacher });
  });

  it('ends a session whose running marker is stale (its link stopped, or gone)', async () => {
    for (const leftover of ['stopped', 'gone'] as const) {
      const spot = await createSpot(SITE);
      const session = await createSession(teacher, spot._id);
      const question = await createQuestionRecord(DEMO_TEACHER);
      const started = data(
        await gql<Record<string, LinkView>>(
          START,
          { i: { session: session._id, question: question._id } },
          { token: teacher },
        ),
        'startQuestion',
      );
      data(await gql(STOP, { id: started._id }, { token: teacher }), 'stopQuestion');
      const stoppedAt = (await link(started._id)).end;
      await writeRunningMarker(session._id, leftover === 'stopped' ? started._id : `link-${randomUUID()}`);

      const cleared = await gql(CLEAR, { id: session._id }, { token: teacher });
      const ended = data(
        await gql<Record<string, SessionView>>(SESSION, { id: session._id }, { token: teacher }),
        'session',
      );

      expect(cleared.data).toEqual({ clearSession: { success: true } });
      expect(ended.endtime).not.toBeNull();
      expect(await runningLinkOf(session._id)).toBeNull();
      // The stopped link keeps its own end.
      expect((await link(started._id)).end).toBe(stoppedAt);
      // The classroom is free for the next class.
      const next = await createSession(teacher, spot._id);
      await gql(CLEAR, { id: next._id }, { token: teacher });
    }
  });

  it('refuses answers pressed before the start or after the stop, and takes a late press made before the stop', async () => {
    const spot = await createSpot(SITE);
    const session = await createSession(teacher, spot._id);
    const recorder = answerRecorder();
    const ask = async () => {
      const question = await createQuestionRecord(DEMO_TEACHER);
      const started = data(
        await gql<Record<string, LinkView>>(
          START,
          { i: { session: session._id, question: question._id } },
          { token: teacher },
        ),
        'startQuestion',
      );
      const record = await getLinkRecord(started._id);
      if (!record) throw new Error('link not stored');
      return record;
    };
    const student = `student-${randomUUID()}`;

    // The recorder checks the link as read for the call (the consumer reads it per message).
    const stopped = await ask();
    const early = new Date(Date.parse(stopped.createdAt) - 1000).toISOString();
    await expect(recorder.recordAnswer(stopped, { value: 'O', at: early, student }, 1)).rejects.toMatchObject(
      { info: { key: 'QUESTION_NOT_STARTED', reason: 'no-question-running' } },
    );
    data(await gql(STOP, { id: stopped._id }, { token: teacher }), 'stopQuestion');
    const afterStop = await getLinkRecord(stopped._id);
    if (!afterStop?.end) throw new Error('link not stopped');
    await expect(
      recorder.recordAnswer(
        afterStop,
        { value: 'X', at: new Date(Date.now() + 1000).toISOString(), student },
        2,
      ),
    ).rejects.toMatchObject({ info: { key: 'QUESTION_STOPPED', reason: 'no-question-running' } });
    // Pressed while it ran, arriving after the stop: taken.
    expect(await recorder.recordAnswer(afterStop, { value: 'O', at: stopped.createdAt, student }, 1)).toBe(
      'recorded',
    );

    // Removed while running, twice at once: one removal wins, the other finds nothing to remove.
    const removed = await ask();
    const removals = await Promise.all(
      [0, 1].map(() => gql(REMOVE_LINK, { id: removed._id }, { token: teacher })),
    );
    expect(await getLinkRecord(removed._id)).toBeNull();

    expect(removals.filter((result) => !result.errors).map((result) => result.data)).toEqual([
      { removeQuestionLink: { success: true } },
    ]);
    expect(removals.filter((result) => result.errors).map((result) => errorKey(result).type)).toEqual([
      'Forbidden',
    ]);
    expect((await link(stopped._id)).answers.map((answer) => answer.value)).toEqual(['1']);
    expect(await runningLinkOf(session._id)).toBeNull();
    await gql(CLEAR, { id: session._id }, { token: teacher });
  });

  it('rates a survey against the classroom students while nobody joined the session', async () => {
    const spot = await createSpot(SITE);
    const students = await Promise.all(
      [1, 2, 3, 4].map(() => createUser({}, { siteId: SITE, spots: [{ _id: spot._id, name: spot.name }] })),
    );
    const session = await createSession(teacher, spot._id);
    const survey = await createQuestionRecord(DEMO_TEACHER, {
      type: 'survey',
      answerType: 'survey',
      correct: null,
    });
    const started = data(
      await gql<Record<string, LinkView>>(
        START,
        { i: { session: session._id, question: survey._id } },
        { token: teacher },
      ),
      'startQuestion',
    );
    const record = await getLinkRecord(started._id);
    if (!record) throw new Error('link not stored');
    const at = new Date().toISOString();

    expect(
      await answerRecorder().recordAnswer(record, { value: '4', at, student: students[0]?._id }, 1),
    ).toBe('recorded');
    expect((await link(started._id)).rate).toBe(25);
    await gql(CLEAR, { id: session._id }, { token: teacher });
  });
});
