/**
 * A survey's answered rate when buttons and phones answer in one class (docs/sessions.md
 * "Answers"): a new classroom with 10 buttons, each seated with a rostered student, and a
 * registered scanner relaying them over the real broker; two remote students join by code and
 * answer by phone. The stored link's `rate` is the share of the whole class (roster and remote
 * participants) who answered, so a phone joining no longer drops the buttons out of it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerScanners, seatStudents } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { type GraphqlResponse, gql, signin } from '../support/graphql';
import { createDevice, createSpot, randomMac } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const SITE = 'site-demo';
const BUTTONS = 10;
const stack = inject('stack');

const CREATE = 'mutation ($i: SessionInput!) { createSession(input: $i) { _id code } }';
const CLEAR = 'mutation ($id: ID!) { clearSession(id: $id) { success } }';
const START = 'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }';
const STOP = 'mutation ($id: ID!) { stopQuestion(id: $id) { success } }';
const JOIN = 'mutation ($i: JoinSessionInput!) { joinSession(input: $i) { token student { _id } } }';
const ANSWER = 'mutation ($i: AnswerQuestionInput!) { answerQuestion(input: $i) { outcome } }';
const LINK = 'query ($id: ID!) { questionLink(id: $id) { rate countOfAnswers } }';
const LINKS = `query ($session: ID!) {
  questionLinks(perPage: 10, filter: { session: $session }) { data { _id rate countOfAnswers } }
}`;

type Figures = { rate: number | null; countOfAnswers: number };

let teacher = '';
let scanner: TestScanner;
let session: { _id: string; code: string };
let phones: { token: string; student: { _id: string } }[] = [];
let spotId = '';
const macs = Array.from({ length: BUTTONS }, () => randomMac());

function data<T>(result: GraphqlResponse<Record<string, T>>, field: string): T {
  const value = result.data?.[field];
  if (!value) throw new Error(`${field} failed: ${JSON.stringify(result.errors)}`);
  return value;
}

/** The first field a document selects (the one its result is under). */
function fieldOf(query: string): string {
  const match = query.match(/\{\s*(\w+)/);
  if (!match?.[1]) throw new Error(`No field in ${query}`);
  return match[1];
}

const call = async <T>(query: string, variables: Record<string, unknown>, token = teacher) =>
  data(await gql<Record<string, T>>(query, variables, { token }), fieldOf(query));

/** A new survey question asked in the class: the one before it, if any, is stopped first. */
async function askSurvey(previous?: string): Promise<string> {
  if (previous) await call(STOP, { id: previous });
  const question = await createQuestionRecord(DEMO_TEACHER, {
    type: 'survey',
    answerType: 'survey',
    correct: null,
  });
  return (await call<{ _id: string }>(START, { i: { session: session._id, question: question._id } }))._id;
}

async function pressButtons(pressed: string[], value: string) {
  const ack = await scanner.press(
    pressed,
    pressed.map(() => value),
  );
  // A refusal names its reason, so a failure here says why the press was not taken.
  expect(
    ack.acks.map((entry) => ('reason' in entry ? `${entry.status}: ${entry.reason}` : entry.status)),
  ).toEqual(pressed.map(() => 'accepted'));
}

async function answerByPhone(token: string, questionLink: string, value: string) {
  expect(await call<{ outcome: string }>(ANSWER, { i: { questionLink, value } }, token)).toEqual({
    outcome: 'recorded',
  });
}

const figures = (id: string) => call<Figures>(LINK, { id });

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
  const spot = await createSpot(SITE, `Survey rate ${Date.now()}`);
  spotId = spot._id;
  const room = { siteId: SITE, spotId, spotName: spot.name };
  const tag = `rate${randomUUID().slice(0, 8)}`;
  await seatStudents(testTable(), room, macs, tag);
  const scid = `RATE-${randomUUID().slice(0, 8)}`;
  await registerScanners(testTable(), room, [scid]);
  scanner = await connectTestScanner(stack.mqttUrl, scid);
  session = await call<{ _id: string; code: string }>(CREATE, { i: { site: SITE, spot: spotId } });
  phones = [];
  for (const name of ['Remote Ana', 'Remote Ben'])
    phones.push(data(await gql(JOIN, { i: { code: session.code, name } }), 'joinSession'));
});

afterAll(async () => {
  await scanner?.end();
  if (session) await gql(CLEAR, { id: session._id }, { token: teacher });
});

describe('a survey answered by 10 seated buttons and 2 phones', () => {
  let first = '';

  it('is 100% when every button and both phones answer', async () => {
    first = await askSurvey();
    await pressButtons(macs, '3');
    // The phones have joined but not answered yet: 10 of 12 (the regression read 0 of 2).
    expect(await figures(first)).toEqual({ rate: 83.3, countOfAnswers: 10 });
    for (const phone of phones) await answerByPhone(phone.token, first, '4');

    expect(await figures(first)).toEqual({ rate: 100, countOfAnswers: 12 });
    // The history lists read the same figures.
    const listed = await call<{ data: ({ _id: string } & Figures)[] }>(LINKS, { session: session._id });
    expect(listed.data.find((link) => link._id === first)).toEqual({
      _id: first,
      rate: 100,
      countOfAnswers: 12,
    });
  });

  it('counts who did not answer, and a button with no student as one more member', async () => {
    const second = await askSurvey(first);
    // 7 of the 10 buttons, no phone: 7 of 12.
    await pressButtons(macs.slice(0, 7), '5');
    expect(await figures(second)).toEqual({ rate: 58.3, countOfAnswers: 7 });

    // And 1 of the 2 phones: 8 of 12 (the regression read 1 of the 2 participants).
    await answerByPhone(phones[0]?.token ?? '', second, '2');
    expect(await figures(second)).toEqual({ rate: 66.7, countOfAnswers: 8 });

    // A button in the classroom that no student holds answers as device#<MAC>: 9 of 13.
    const unseated = await createDevice(SITE, spotId);
    await pressButtons([unseated.mac], '1');
    expect(await figures(second)).toEqual({ rate: 69.2, countOfAnswers: 9 });
  });
});
