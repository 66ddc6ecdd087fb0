/**
 * Remote students over the local stack (docs/sessions.md "Remote students"): joining by code
 * (unknown, ended, ongoing), answering the running question with the app token, one answer row
 * per student that the teacher sees, rejoining from the same phone or a new one (the confirm flow:
 * REMOTE_ALREADY_CONNECTED, then force), and an app token that opens nothing else.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { classStateSettled } from '../support/class-state';
import { type GraphqlResponse, gql, signin } from '../support/graphql';
import { createSpot } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';

const SITE = 'site-demo';

const JOIN = `mutation ($i: JoinSessionInput!) {
  joinSession(input: $i) { token pin app { uuid } student { _id firstname no } session { _id code site { _id } spot { _id } } }
}`;
const ANSWER = `mutation ($i: AnswerQuestionInput!) { answerQuestion(input: $i) { questionLink outcome value at } }`;
const CREATE = 'mutation ($i: SessionInput!) { createSession(input: $i) { _id code } }';
const CLEAR = 'mutation ($id: ID!) { clearSession(id: $id) { success } }';
const START = 'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }';
const STOP = 'mutation ($id: ID!) { stopQuestion(id: $id) { success } }';
const LINK = `query ($id: ID!) {
  questionLink(id: $id) { countOfAnswers answers { value student { _id } app { uuid user } } }
}`;
const PARTICIPANTS = 'query ($id: ID!) { session(id: $id) { participants { _id firstname no } } }';

type Join = {
  token: string;
  pin: string;
  app: { uuid: string };
  student: { _id: string; firstname: string; no: number | null };
  session: { _id: string; code: string; site: { _id: string }; spot: { _id: string } };
};
type LinkView = {
  countOfAnswers: number;
  answers: { value: string; student: { _id: string } | null; app: { uuid: string; user: string } | null }[];
};

let teacher = '';
const randomCode = () => String(randomInt(1_000_000)).padStart(6, '0');

function data<T>(result: GraphqlResponse<Record<string, T>>, field: string): T {
  const value = result.data?.[field];
  if (!value) throw new Error(`${field} failed: ${JSON.stringify(result.errors)}`);
  return value;
}

const errorOf = (result: GraphqlResponse) => ({
  type: result.errors?.[0]?.errorType,
  key: result.errors?.[0]?.errorInfo?.key,
});

/** An ongoing class in a new classroom of the demo school, with a running O/X question. */
async function runningClass() {
  const spot = await createSpot(SITE, `Remote ${Date.now()}`);
  const session = data(
    await gql(CREATE, { i: { site: SITE, spot: spot._id } }, { token: teacher }),
    'createSession',
  ) as {
    _id: string;
    code: string;
  };
  const question = await createQuestionRecord(DEMO_TEACHER);
  const link = data(
    await gql(START, { i: { session: session._id, question: question._id } }, { token: teacher }),
    'startQuestion',
  ) as { _id: string };
  return { session, link };
}

const join = (input: Record<string, unknown>) => gql<Record<string, Join>>(JOIN, { i: input });
const answer = (token: string, questionLink: string, value: string) =>
  gql<Record<string, { outcome: string; value: string }>>(ANSWER, { i: { questionLink, value } }, { token });
const linkView = async (id: string) =>
  data(await gql<Record<string, LinkView>>(LINK, { id }, { token: teacher }), 'questionLink');

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
});

describe('joining by code', () => {
  it('refuses a code no class has', async () => {
    expect(errorOf(await join({ code: 'abc', name: 'Nobody' }))).toEqual({
      type: 'BadRequest',
      key: 'CLASS_CODE_NOT_FOUND',
    });
    // Codes are drawn at random: skip one that a class happens to use (ongoing or ended today).
    let result = await join({ code: randomCode(), name: 'Nobody' });
    for (let attempt = 0; attempt < 5 && errorOf(result).key !== 'CLASS_CODE_NOT_FOUND'; attempt += 1)
      result = await join({ code: randomCode(), name: 'Nobody' });
    expect(errorOf(result)).toEqual({ type: 'BadRequest', key: 'CLASS_CODE_NOT_FOUND' });
  });

  it("refuses an ended class's code", async () => {
    const { session } = await runningClass();
    data(await gql(CLEAR, { id: session._id }, { token: teacher }), 'clearSession');

    expect(errorOf(await join({ code: session.code, name: 'Late' }))).toEqual({
      type: 'BadRequest',
      key: 'CLASS_ENDED',
    });
  });
});

describe('a remote student in class', () => {
  let session: { _id: string; code: string };
  let linkId = '';
  let first: Join;
  const name = `Remote ${randomUUID().slice(0, 6)}`;

  beforeAll(async () => {
    ({
      session,
      link: { _id: linkId },
    } = await runningClass());
    first = data(await join({ code: session.code, name, no: 7 }), 'joinSession');
  });

  it('joins the ongoing class as a participant', async () => {
    expect(first.session).toMatchObject({ _id: session._id, code: session.code, site: { _id: SITE } });
    expect(first.student).toMatchObject({ firstname: name, no: 7 });
    expect(first.app.uuid).toMatch(/.+/);
    const view = data(await gql(PARTICIPANTS, { id: session._id }, { token: teacher }), 'session') as {
      participants: { _id: string }[];
    };
    expect(view.participants.map((participant) => participant._id)).toContain(first.student._id);
  });

  it('answers the running question, and a second answer replaces the first', async () => {
    const stored = data(await answer(first.token, linkId, 'O'), 'answerQuestion');
    expect(stored).toMatchObject({ outcome: 'recorded', value: '1' });
    expect(await linkView(linkId)).toMatchObject({
      countOfAnswers: 1,
      answers: [{ value: '1', student: { _id: first.student._id }, app: { uuid: first.app.uuid } }],
    });

    expect(data(await answer(first.token, linkId, 'X'), 'answerQuestion')).toMatchObject({ value: '2' });
    const view = await linkView(linkId);
    expect(view.countOfAnswers).toBe(1);
    expect(view.answers.map((row) => row.value)).toEqual(['2']);
  });

  it('refuses an invalid value', async () => {
    expect(errorOf(await answer(first.token, linkId, '7'))).toEqual({
      type: 'BadRequest',
      key: 'INVALID_ANSWER',
    });
  });

  it('keeps the student and the answer after a refresh (same uuid)', async () => {
    const again = data(await join({ code: session.code, name, no: 7, uuid: first.app.uuid }), 'joinSession');
    expect(again.student._id).toBe(first.student._id);
    expect(again.app.uuid).toBe(first.app.uuid);
    expect((await linkView(linkId)).answers).toEqual([expect.objectContaining({ value: '2' })]);
    first = again;
  });

  it('asks a new phone for the seat PIN, then to confirm while the old one is connected, then takes over with force', async () => {
    const byName = await join({ code: session.code, name: ` ${name.toUpperCase()} `, no: 7, force: true });
    expect(errorOf(byName)).toEqual({ type: 'BadRequest', key: 'SEAT_PIN_REQUIRED' });
    const refused = await join({
      code: session.code,
      name: ` ${name.toUpperCase()} `,
      no: 7,
      pin: first.pin,
    });
    expect(errorOf(refused)).toEqual({ type: 'BadRequest', key: 'REMOTE_ALREADY_CONNECTED' });

    const phone = data(
      await join({ code: session.code, name, no: 7, force: true, pin: first.pin }),
      'joinSession',
    );
    expect(phone.student._id).toBe(first.student._id);
    expect(phone.app.uuid).not.toBe(first.app.uuid);

    expect(data(await answer(phone.token, linkId, 'O'), 'answerQuestion')).toMatchObject({ value: '1' });
    const view = await linkView(linkId);
    expect(view.countOfAnswers).toBe(1);
    expect(view.answers).toEqual([
      expect.objectContaining({
        value: '1',
        student: { _id: first.student._id },
        app: expect.objectContaining({ uuid: phone.app.uuid }),
      }),
    ]);
    // The replaced phone's token no longer passes the authorizer (AppSync's own refusal).
    expect(errorOf(await answer(first.token, linkId, 'X')).type).toBe('UnauthorizedException');
  });

  it('counts another student as another row', async () => {
    const other = data(await join({ code: session.code, name, no: 8 }), 'joinSession');
    expect(other.student._id).not.toBe(first.student._id);
    data(await answer(other.token, linkId, 'X'), 'answerQuestion');
    expect((await linkView(linkId)).countOfAnswers).toBe(2);
  });

  it('gives the app token no staff query and no other class', async () => {
    const phone = data(await join({ code: session.code, name: `${name} B`, no: 9 }), 'joinSession');
    const questions = await gql('{ questions(perPage: 1) { total } }', {}, { token: phone.token });
    expect(errorOf(questions).type).toBe('Forbidden');

    const otherClass = await runningClass();
    expect(errorOf(await answer(phone.token, otherClass.link._id, 'O')).type).toBe('Forbidden');
    data(await gql(CLEAR, { id: otherClass.session._id }, { token: teacher }), 'clearSession');
  });

  it("takes an answer only while its question runs: stopped refuses it, the next question's is taken", async () => {
    const phone = data(await join({ code: session.code, name: `${name} S` }), 'joinSession');
    data(await gql(STOP, { id: linkId }, { token: teacher }), 'stopQuestion');

    // A stop is seen within the class state's second (class-state.ts); a start at once.
    await classStateSettled();
    const afterStop = errorOf(await answer(phone.token, linkId, 'O'));
    const question = await createQuestionRecord(DEMO_TEACHER);
    const next = data(
      await gql(START, { i: { session: session._id, question: question._id } }, { token: teacher }),
      'startQuestion',
    ) as { _id: string };
    const onNext = data(await answer(phone.token, next._id, 'X'), 'answerQuestion');
    const onStopped = errorOf(await answer(phone.token, linkId, 'X'));
    linkId = next._id;

    expect(afterStop).toEqual({ type: 'BadRequest', key: 'QUESTION_STOPPED' });
    expect(onNext).toMatchObject({ outcome: 'recorded', value: '2' });
    expect(onStopped).toEqual({ type: 'BadRequest', key: 'QUESTION_STOPPED' });
  });

  it('refuses a teacher answering as a student', async () => {
    expect(errorOf(await answer(teacher, linkId, 'O')).type).toBe('Forbidden');
  });

  it('ends every app token with the class', async () => {
    const phone = data(await join({ code: session.code, name: `${name} C` }), 'joinSession');
    data(await gql(CLEAR, { id: session._id }, { token: teacher }), 'clearSession');

    // At once nothing more is taken (the class's question stopped with it); within the class
    // state's second (class-state.ts) the token itself no longer passes.
    const atOnce = await answer(phone.token, linkId, 'O');
    await classStateSettled();
    const settled = await answer(phone.token, linkId, 'O');

    expect(atOnce.errors?.length).toBe(1);
    expect(errorOf(settled).type).toBe('UnauthorizedException');
  });
});
