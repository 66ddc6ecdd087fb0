/**
 * The answer path over the real local broker (docs/devices-mqtt.md "Consumer"): the demo teacher
 * runs a question in Class 3-1 through the API, a test client plays scanner SCN-0001 with the 24
 * seated demo buttons, and the rule router + consumer store the answers and ack every press:
 * accepted, duplicate on a replay, the later press winning, wrong values and blacklisted MACs
 * rejected, and a malformed payload dead-lettered while the consumer goes on.
 */
import { randomInt } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DeadLetter } from '../../functions/src/devices/consumer/ports';
import {
  type AckBatch,
  ackBatchSchema,
  ackTopic,
  LOCAL_STAGE,
  type PressBatchInput,
  pressSeq,
  pressTopic,
} from '../../functions/src/devices/contract';
import {
  DEAD_LETTER_CONTENTS_TOPIC,
  DEAD_LETTER_PEEK_TOPIC,
  type DeadLetterContents,
} from '../../infra/local/rule-router';
import { demoButtonMac } from '../../infra/local/seed/demo-data';
import { type AnswerWatch, amplifyClient, watchAnswers } from '../support/amplify';
import { connectOperator, scannerLogin } from '../support/device-login';
import { gql, signin } from '../support/graphql';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { endOngoingSession } from '../support/session-fixtures';

const SITE = 'site-demo';
const SPOT = 'spot-demo-3-1';
const SCID = 'SCN-0001';
const STAGE = LOCAL_STAGE;
let operator: MqttClient | undefined;
const SEATS = Array.from({ length: 24 }, (_, index) => String(index + 1).padStart(2, '0'));
const macOf = (seat: string) => demoButtonMac(Number(seat));

const LINK = `query ($id: ID!) { questionLink(id: $id) { _id countOfAnswers answers { value student { _id } } } }`;
type LinkView = { countOfAnswers: number; answers: { value: string; student: { _id: string } | null }[] };

let teacher = '';
let admin = '';
let sessionId = '';
let linkId = '';
let scanner: MqttClient;
/** The teacher's console watching the link live, through the real Amplify client. */
let teacherWatch: AnswerWatch;
const acks: AckBatch[] = [];
const deadLetterReports: DeadLetterContents[] = [];
// Seqs keep growing across runs, like a scanner's persisted boot counter.
const boot = Math.floor(Date.now() / 1000) % 500_000_000;
let counter = 0;
let batchSeq = randomInt(1_000_000);

const nextSeq = () => pressSeq(boot, counter++);

function nextBatchSeq(): number {
  batchSeq += 1;
  return batchSeq;
}

function batch(presses: { mac: string; value: string; seq: number }[]): PressBatchInput {
  const now = Date.now();
  return {
    v: 1,
    seq: nextBatchSeq(),
    sentAt: now,
    presses: presses.map((press) => ({ ...press, at: now - 20 })),
  };
}

/** Publishes a batch as the scanner and waits for its ack batch. */
async function send(payload: PressBatchInput): Promise<AckBatch> {
  await scanner.publishAsync(pressTopic(STAGE, SCID), JSON.stringify(payload), { qos: 1 });
  const ackOf = () => acks.find((candidate) => candidate.batchSeq === payload.seq);
  await expect.poll(ackOf, { timeout: 15_000 }).toBeDefined();
  return ackOf() as AckBatch;
}

const statusesOf = (ack: AckBatch) =>
  ack.acks.map((entry) => (entry.status === 'rejected' ? `rejected:${entry.reason}` : entry.status));

async function link(): Promise<LinkView> {
  const result = await gql<{ questionLink: LinkView }>(LINK, { id: linkId }, { token: teacher });
  if (!result.data?.questionLink) throw new Error(JSON.stringify(result.errors));
  return result.data.questionLink;
}

async function mutate<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const result = await gql<Record<string, T>>(query, variables, { token });
  const value = Object.values(result.data ?? {})[0];
  if (!value) throw new Error(JSON.stringify(result.errors));
  return value;
}

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
  admin = await signin('admin', 'demo1234');
  await endOngoingSession(SPOT);
  const question = await createQuestionRecord(DEMO_TEACHER, {
    answerType: 'multiple',
    selection: ['a', 'b', 'c'].map((title) => ({ title, image: null })),
    correct: '1',
  });
  sessionId = (
    await mutate<{ _id: string }>(
      'mutation ($i: SessionInput!) { createSession(input: $i) { _id } }',
      { i: { site: SITE, spot: SPOT } },
      teacher,
    )
  )._id;
  linkId = (
    await mutate<{ _id: string }>(
      'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }',
      { i: { session: sessionId, question: question._id } },
      teacher,
    )
  )._id;
  teacherWatch = watchAnswers(amplifyClient(), linkId, teacher);
  // Amplify reports no start_ack: give the realtime handshake a moment before the first press.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  // A real scanner's connection (onboarded by claim); the dead-letter queue is read as the back end.
  const login = await scannerLogin(SCID);
  scanner = await mqtt.connectAsync(inject('stack').mqttUrl, {
    clientId: login.clientId,
    reconnectPeriod: 0,
    ...login.options,
  });
  scanner.on('message', (_topic, payload) =>
    acks.push(ackBatchSchema.parse(JSON.parse(payload.toString('utf8')))),
  );
  await scanner.subscribeAsync(ackTopic(STAGE, SCID), { qos: 1 });
  operator = await connectOperator();
  operator.on('message', (_topic, payload) => deadLetterReports.push(JSON.parse(payload.toString('utf8'))));
  await operator.subscribeAsync(DEAD_LETTER_CONTENTS_TOPIC, { qos: 1 });
});

afterAll(async () => {
  teacherWatch?.stop();
  await scanner?.endAsync();
  await operator?.endAsync();
  if (sessionId)
    await gql(
      'mutation ($id: ID!) { clearSession(id: $id) { success } }',
      { id: sessionId },
      { token: teacher },
    );
});

describe('presses of Class 3-1 through the broker, the rule router, the consumer and the subscription', () => {
  let firstBatch: PressBatchInput;

  it('stores 24 presses of the seated buttons and acks each as accepted', async () => {
    firstBatch = batch(
      SEATS.map((seat, index) => ({ mac: macOf(seat), value: String((index % 3) + 1), seq: nextSeq() })),
    );
    const ack = await send(firstBatch);

    expect(ack.acks.map((entry) => entry.seq)).toEqual(firstBatch.presses.map((press) => press.seq));
    expect(statusesOf(ack)).toEqual(SEATS.map(() => 'accepted'));
    const stored = await link();
    expect(stored.countOfAnswers).toBe(24);
    expect(stored.answers.find((answer) => answer.student?._id === 'user-student-05')?.value).toBe('2');
    // The teacher's subscription sees every one of them, once each.
    await expect.poll(() => teacherWatch.events.length, { timeout: 10_000 }).toBe(24);
    expect(new Set(teacherWatch.events.map((event) => event.student)).size).toBe(24);
    expect(teacherWatch.events.every((event) => event.questionLink === linkId)).toBe(true);
  });

  it('acks a replayed batch as duplicate and changes nothing', async () => {
    const before = await link();
    const ack = await send({ ...firstBatch, seq: nextBatchSeq(), sentAt: Date.now() });

    expect(statusesOf(ack)).toEqual(SEATS.map(() => 'duplicate'));
    expect(await link()).toEqual(before);
    // Nothing changed, so nothing was announced.
    expect(teacherWatch.events).toHaveLength(24);
  });

  it('keeps the later press (higher seq) even when it arrives first', async () => {
    const earlier = nextSeq();
    const later = nextSeq();
    const first = await send(batch([{ mac: macOf('01'), value: '3', seq: later }]));
    const second = await send(batch([{ mac: macOf('01'), value: '2', seq: earlier }]));

    expect(statusesOf(first)).toEqual(['replaced']);
    expect(statusesOf(second)).toEqual(['duplicate']);
    const stored = await link();
    expect(stored.answers.find((answer) => answer.student?._id === 'user-student-01')?.value).toBe('3');
    expect(stored.countOfAnswers).toBe(24);
  });

  it('rejects an X on a multiple-choice question as invalid-value', async () => {
    const ack = await send(batch([{ mac: macOf('02'), value: 'X', seq: nextSeq() }]));

    expect(ack.acks).toEqual([
      expect.objectContaining({ mac: macOf('02'), status: 'rejected', reason: 'invalid-value' }),
    ]);
    expect((await link()).answers.find((answer) => answer.student?._id === 'user-student-02')?.value).toBe(
      '2',
    );
  });

  it('rejects a blacklisted MAC', async () => {
    const mac = `AA:BB:CC:EE:${String(randomInt(100)).padStart(2, '0')}:${String(randomInt(100)).padStart(2, '0')}`;
    await mutate(
      'mutation ($i: BlacklistInput!) { createBlacklist(input: $i) { mac } }',
      { i: { mac } },
      admin,
    );
    try {
      const ack = await send(batch([{ mac, value: '1', seq: nextSeq() }]));
      expect(statusesOf(ack)).toEqual(['rejected:blacklisted']);
    } finally {
      await gql(
        'mutation ($m: String!) { removeBlacklist(mac: $m) { success } }',
        { m: mac },
        { token: admin },
      );
    }
  });

  it('dead-letters a malformed payload with its reason and goes on with the next batch', async () => {
    const garbage = `not json ${Date.now()}`;
    await scanner.publishAsync(pressTopic(STAGE, SCID), garbage, { qos: 1 });
    const next = await send(batch([{ mac: macOf('03'), value: '1', seq: nextSeq() }]));
    expect(statusesOf(next)).toEqual(['replaced']);

    const isOurs = (letter: DeadLetter) =>
      letter.reason === 'invalid-json' &&
      Buffer.from(JSON.parse(letter.body).body, 'base64').toString('utf8') === garbage;
    await expect
      .poll(async () => {
        await operator?.publishAsync(DEAD_LETTER_PEEK_TOPIC, '', { qos: 1 });
        await new Promise((resolve) => setTimeout(resolve, 100));
        return deadLetterReports.some((report) =>
          report.bodies.some((body) => isOurs(JSON.parse(body) as DeadLetter)),
        );
      })
      .toBe(true);
  });

  // Last: it stops the question.
  it('takes a press made before the stop that arrives after it, and refuses one made after', async () => {
    const seatValue = (answers: LinkView['answers'], seat: string) =>
      answers.find((answer) => answer.student?._id === `user-student-${seat}`)?.value;
    const before = seatValue((await link()).answers, '06');
    await mutate('mutation ($id: ID!) { stopQuestion(id: $id) { success } }', { id: linkId }, teacher);
    const sentAt = Date.now();
    const ack = await send({
      v: 1,
      seq: nextBatchSeq(),
      sentAt,
      presses: [
        // Pressed a second before it was sent: before the stop, after the start (beforeAll waited).
        { mac: macOf('05'), value: '3', seq: nextSeq(), at: sentAt - 1000 },
        // Pressed after the stop.
        { mac: macOf('06'), value: before === '1' ? '2' : '1', seq: nextSeq(), at: sentAt },
      ],
    });
    expect(statusesOf(ack)).toEqual(['replaced', 'rejected:no-question-running']);
    const after = (await link()).answers;
    expect(seatValue(after, '05')).toBe('3');
    expect(seatValue(after, '06')).toBe(before);
  });
});
