/**
 * A remote student's view of their class over the local stack (docs/sessions.md "Remote
 * students"): `remoteClass` with the app token (the class, the running question without its
 * correct answer, the student's own stored answer), and the class notices the phone watches on
 * `onNotice(site, spot)` when a question starts or stops and when the class ends. An app token
 * may watch only its own class's classroom.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApiError } from '../../web/src/api/apiError';
import { failureOf } from '../../web/src/pages/remote/remoteRules';
import { amplifyClient } from '../support/amplify';
import { type FieldWatch, watchField } from '../support/amplify-core';
import { classStateSettled } from '../support/class-state';
import { type GraphqlResponse, gql, signin } from '../support/graphql';
import { createSpot } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { until } from '../support/until';

const SITE = 'site-demo';
const JOIN = `mutation ($i: JoinSessionInput!) {
  joinSession(input: $i) { token app { uuid } student { _id } session { _id site { _id } spot { _id } } }
}`;
const REMOTE_CLASS = `{ remoteClass {
  session { _id code spot { _id name } } endtime student { _id firstname no }
  question {
    questionLink title { main } type answerType image audio selection { title image } startedAt
    limit end revealed correct answer answeredAt
  }
  now
} }`;
const ANSWER = 'mutation ($i: AnswerQuestionInput!) { answerQuestion(input: $i) { value } }';
const CREATE = 'mutation ($i: SessionInput!) { createSession(input: $i) { _id code } }';
const START = 'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }';
const STOP = 'mutation ($id: ID!) { stopQuestion(id: $id) { success } }';
const REVEAL = 'mutation ($id: ID!) { revealQuestionLink(id: $id) { _id revealedAt } }';
const CLEAR = 'mutation ($id: ID!) { clearSession(id: $id) { success } }';
const ON_NOTICE = /* GraphQL */ `
  subscription ($site: ID!, $spot: ID, $app: String) {
    onNotice(site: $site, spot: $spot, app: $app) { site spot app noti }
  }
`;

type Join = {
  token: string;
  app: { uuid: string };
  student: { _id: string };
  session: { _id: string; site: { _id: string }; spot: { _id: string } };
};
type Question = {
  questionLink: string;
  title: { main: string };
  type: string;
  answerType: string;
  selection: { title: string; image: string | null }[];
  startedAt: string;
  limit: number | null;
  end: string | null;
  revealed: boolean;
  correct: string | null;
  answer: string | null;
  answeredAt: string | null;
};
type RemoteClass = {
  session: { _id: string; code: string; spot: { _id: string; name: string } };
  endtime: string | null;
  student: { _id: string; firstname: string; no: number | null };
  question: Question | null;
  now: string;
};
type Notice = { site: string; spot: string | null; app: string | null; noti: string };

const client = amplifyClient();
const watches: FieldWatch<unknown>[] = [];
let teacher = '';

function data<T>(result: GraphqlResponse<Record<string, unknown>>, field: string): T {
  const value = result.data?.[field];
  if (!value) throw new Error(`${field} failed: ${JSON.stringify(result.errors)}`);
  return value as T;
}

const asTeacher = (query: string, variables: Record<string, unknown>) =>
  gql(query, variables, { token: teacher });
const remoteClass = (token: string) => gql(REMOTE_CLASS, {}, { token });

function watchNotices(variables: Record<string, string>, token: string): FieldWatch<Notice> {
  const started = watchField<Notice>(client, ON_NOTICE, variables, 'onNotice', token);
  watches.push(started);
  return started;
}

/** An ongoing class in a new classroom of the demo school, and a phone joined to it. */
async function classWithPhone(name = `Kim ${randomUUID().slice(0, 6)}`) {
  const spot = await createSpot(SITE, `Remote class ${Date.now()}`);
  const session = data<{ _id: string; code: string }>(
    await asTeacher(CREATE, { i: { site: SITE, spot: spot._id } }),
    'createSession',
  );
  const phone = data<Join>(await gql(JOIN, { i: { code: session.code, name, no: 5 } }), 'joinSession');
  return { spot, session, phone };
}

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
});

afterAll(() => {
  for (const started of watches) started.stop();
});

describe('remoteClass', () => {
  it('shows the class, then the running question and the own answer, never the correct answer', async () => {
    const { spot, session, phone } = await classWithPhone('Kim Remote');
    const idle = data<RemoteClass>(await remoteClass(phone.token), 'remoteClass');
    expect(idle).toEqual({
      session: { _id: session._id, code: session.code, spot: { _id: spot._id, name: spot.name } },
      endtime: null,
      student: { _id: phone.student._id, firstname: 'Kim Remote', no: 5 },
      question: null,
      now: expect.any(String),
    });

    const question = await createQuestionRecord(DEMO_TEACHER, {
      title: { main: 'Pick one' },
      answerType: 'multiple',
      image: '/files/question-image/0d6c2f7e-2b1a-4c3d-8e9f-1a2b3c4d5e6f.png',
      audio: '/files/question-audio/7e1f3a2b-4c5d-4e6f-8a9b-0c1d2e3f4a5b.wav',
      selection: [
        { title: 'Red', image: '/files/question-image/5b3f0a4e-6a4c-4f7e-9d55-0c1f2b9a7e01.png' },
        { title: 'Blue', image: null },
      ],
      correct: '2',
    });
    const link = data<{ _id: string }>(
      await asTeacher(START, { i: { session: session._id, question: question._id, limit: 45 } }),
      'startQuestion',
    );
    // As the phone after the class notice: the class's state has settled (class-state.ts).
    await classStateSettled();
    const asked = data<RemoteClass>(await remoteClass(phone.token), 'remoteClass').question;
    expect(asked).toMatchObject({
      questionLink: link._id,
      title: { main: 'Pick one' },
      type: 'quiz',
      answerType: 'multiple',
      image: '/files/question-image/0d6c2f7e-2b1a-4c3d-8e9f-1a2b3c4d5e6f.png',
      audio: '/files/question-audio/7e1f3a2b-4c5d-4e6f-8a9b-0c1d2e3f4a5b.wav',
      selection: [
        { title: 'Red', image: '/files/question-image/5b3f0a4e-6a4c-4f7e-9d55-0c1f2b9a7e01.png' },
        { title: 'Blue', image: null },
      ],
      limit: 45,
      end: null,
      revealed: false,
      correct: null,
      answer: null,
      answeredAt: null,
    });

    data(
      await gql(ANSWER, { i: { questionLink: link._id, value: '2' } }, { token: phone.token }),
      'answerQuestion',
    );
    const answered = data<RemoteClass>(await remoteClass(phone.token), 'remoteClass').question;
    expect(answered?.answer).toBe('2');
    expect(answered?.answeredAt).toEqual(expect.any(String));

    // Another student of the class sees the question without this student's answer.
    const classmate = data<Join>(
      await gql(JOIN, { i: { code: session.code, name: `Lee ${randomUUID().slice(0, 6)}` } }),
      'joinSession',
    );
    expect(data<RemoteClass>(await remoteClass(classmate.token), 'remoteClass').question?.answer).toBeNull();

    // Revealing a running question would show the answer to students who can still change theirs.
    expect((await asTeacher(REVEAL, { id: link._id })).errors?.[0]?.errorInfo).toMatchObject({
      key: 'QUESTION_NOT_STOPPED',
    });

    data(await asTeacher(STOP, { id: link._id }), 'stopQuestion');
    await classStateSettled();
    const stopped = data<RemoteClass>(await remoteClass(phone.token), 'remoteClass').question;
    expect(stopped).toMatchObject({ questionLink: link._id, answer: '2', revealed: false, correct: null });
    expect(stopped?.end).toEqual(expect.any(String));

    data(await asTeacher(REVEAL, { id: link._id }), 'revealQuestionLink');
    await classStateSettled();
    const revealed = data<RemoteClass>(await remoteClass(phone.token), 'remoteClass').question;
    expect(revealed).toMatchObject({ questionLink: link._id, answer: '2', revealed: true, correct: '2' });
  });

  it('is refused to a user token and the API key', async () => {
    expect((await gql(REMOTE_CLASS, {}, { token: teacher })).errors?.[0]?.errorType).toBe('Forbidden');
    // The local gateway refuses in the policy (Unauthorized), AppSync by the auth mode (UnauthorizedException).
    expect((await gql(REMOTE_CLASS, {})).errors?.[0]?.errorType).toMatch(/^Unauthorized/);
  });

  it("stops with the class: the ended class's token no longer passes (the phone learns it from the notice)", async () => {
    const { session, phone } = await classWithPhone();
    data(await asTeacher(CLEAR, { id: session._id }), 'clearSession');
    await classStateSettled();
    expect((await remoteClass(phone.token)).errors?.[0]?.errorType).toBe('UnauthorizedException');
  });

  it("is refused with an ended class's token in the shapes Amplify gives the phone, which it reads as a refusal", async () => {
    const { spot, session, phone } = await classWithPhone();
    data(await asTeacher(CLEAR, { id: session._id }), 'clearSession');

    // A read: HTTP 401, which Amplify wraps as an error named after x-amzn-ErrorType (no errorType).
    const read = await (
      client.graphql({ query: REMOTE_CLASS, authMode: 'lambda', authToken: phone.token }) as Promise<unknown>
    ).then(
      () => 'read',
      (error: unknown) => error,
    );
    // The notices: the subscription is refused, which Amplify words as "Connection failed: ...".
    const watched = await watchNotices({ site: SITE, spot: spot._id }, phone.token).error;

    expect(JSON.stringify(read)).not.toContain('errorType');
    expect(readApiError(read).code).toBe('UnauthorizedException');
    expect(readApiError(watched).code).toBe('UnauthorizedException');
    expect([failureOf(read), failureOf(watched)]).toEqual(['unauthorized', 'unauthorized']);
  });
});

describe('class notices', () => {
  it('reach a phone watching its classroom when a question starts, stops and is revealed and when the class ends', async () => {
    const { spot, session, phone } = await classWithPhone();
    const watch = watchNotices({ site: SITE, spot: spot._id }, phone.token);
    expect(
      await Promise.race([watch.error, new Promise((resolve) => setTimeout(resolve, 1500, 'open'))]),
    ).toBe('open');

    const question = await createQuestionRecord(DEMO_TEACHER);
    const link = data<{ _id: string }>(
      await asTeacher(START, { i: { session: session._id, question: question._id } }),
      'startQuestion',
    );
    await until(() => watch.events.length === 1, 'QUESTION_STARTED');
    data(await asTeacher(STOP, { id: link._id }), 'stopQuestion');
    await until(() => watch.events.length === 2, 'QUESTION_STOPPED');
    data(await asTeacher(REVEAL, { id: link._id }), 'revealQuestionLink');
    await until(() => watch.events.length === 3, 'RESULTS_REVEALED');
    data(await asTeacher(CLEAR, { id: session._id }), 'clearSession');
    await until(() => watch.events.length === 4, 'CLASS_ENDED');

    const scope = { site: SITE, spot: spot._id, app: null };
    expect(watch.events).toEqual([
      { ...scope, noti: 'QUESTION_STARTED' },
      { ...scope, noti: 'QUESTION_STOPPED' },
      { ...scope, noti: 'RESULTS_REVEALED' },
      { ...scope, noti: 'CLASS_ENDED' },
    ]);
  });

  it("refuses another class's classroom, another site, and another phone's uuid", async () => {
    const mine = await classWithPhone();
    const other = await classWithPhone();
    const refusals = await Promise.all([
      watchNotices({ site: SITE, spot: other.spot._id }, mine.phone.token).error,
      watchNotices({ site: 'site-other', spot: mine.spot._id }, mine.phone.token).error,
      watchNotices({ site: SITE, spot: mine.spot._id, app: other.phone.app.uuid }, mine.phone.token).error,
    ]);
    for (const refusal of refusals) expect(JSON.stringify(refusal)).toContain('Forbidden');
  });
});
