/**
 * Live answers (docs/sessions.md "Subscriptions") with the console's own client (Amplify v6): the
 * demo teacher watches a question link with onAnswers, the back end publishes through the real
 * notifier (SigV4-signed publishAnswers, one per link and press batch), and only that link's
 * watchers see the batch. Watchers
 * who may not read the link are refused when they subscribe; no user may publish.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AnswerEvent } from '../../functions/src/devices/answer-events';
import { GraphqlAnswerNotifier, PUBLISH_ANSWERS } from '../../functions/src/devices/graphql-notifier';
import { type AnswerWatch, amplifyClient, watchAnswers } from '../support/amplify';
import { createSite, createUser } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createDist, createSpot } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { until } from '../support/until';

const SITE = 'site-demo';
const CREATE = 'mutation ($i: SessionInput!) { createSession(input: $i) { _id } }';
const START = 'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id session spot { _id } } }';

const client = amplifyClient();
const stack = inject('stack');
const notifier = new GraphqlAnswerNotifier({
  url: stack.graphqlUrl,
  region: stack.region,
  credentials: stack.backendCredentials,
});
const watches: AnswerWatch[] = [];
let teacher = '';

/** Starts onAnswers for a link and remembers it, so every watch is stopped at the end. */
function watch(questionLink: string, token: string): AnswerWatch {
  const started = watchAnswers(client, questionLink, token);
  watches.push(started);
  return started;
}

/** A running question link in a new classroom of the demo site, made through the API. */
async function runningLink(): Promise<{ _id: string; session: string; spot: string }> {
  const spot = await createSpot(SITE, `Live answers ${Date.now()}`);
  const question = await createQuestionRecord(DEMO_TEACHER);
  const session = await gql<{ createSession: { _id: string } }>(
    CREATE,
    { i: { site: SITE, spot: spot._id } },
    { token: teacher },
  );
  const sessionId = session.data?.createSession._id;
  if (!sessionId) throw new Error(`createSession: ${JSON.stringify(session.errors)}`);
  const started = await gql<{ startQuestion: { _id: string; session: string; spot: { _id: string } } }>(
    START,
    { i: { session: sessionId, question: question._id } },
    { token: teacher },
  );
  const link = started.data?.startQuestion;
  if (!link) throw new Error(`startQuestion: ${JSON.stringify(started.errors)}`);
  return { _id: link._id, session: link.session, spot: link.spot._id };
}

function answerOn(link: { _id: string; session: string; spot: string }, count: number): AnswerEvent {
  return {
    questionLink: link._id,
    session: link.session,
    site: SITE,
    spot: link.spot,
    student: 'device#AA:BB:CC:00:00:01',
    value: String((count % 2) + 1),
    device: { mac: 'AA:BB:CC:00:00:01' },
    app: null,
    at: new Date().toISOString(),
    countOfAnswers: count,
  };
}

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
});

afterAll(() => {
  for (const started of watches) started.stop();
});

describe('onAnswers', () => {
  it("delivers the back end's event to the watchers of that link only", async () => {
    const [linkA, linkB] = [await runningLink(), await runningLink()];
    const admin = await signin('admin', 'demo1234');
    const teacherOnA = watch(linkA._id, teacher);
    const adminOnA = watch(linkA._id, admin);
    const teacherOnB = watch(linkB._id, teacher);
    // Amplify reports no start_ack: give the realtime handshake a moment before publishing.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    // B's watcher is live before A's event, so a leak of A's event would reach it first.
    await notifier.answersChanged([answerOn(linkB, 1)]);
    await until(() => teacherOnB.events.length === 1, 'the first event on B');
    const eventOnA = answerOn(linkA, 1);
    await notifier.answersChanged([eventOnA]);
    await until(() => teacherOnA.events.length === 1 && adminOnA.events.length === 1, 'the event on A');
    await notifier.answersChanged([answerOn(linkB, 2)]);
    await until(() => teacherOnB.events.length === 2, 'the second event on B');

    expect(teacherOnA.events).toEqual([{ ...eventOnA, device: { mac: 'AA:BB:CC:00:00:01' }, app: null }]);
    expect(adminOnA.events).toEqual(teacherOnA.events);
    expect(teacherOnB.events.map((event) => [event.questionLink, event.countOfAnswers])).toEqual([
      [linkB._id, 1],
      [linkB._id, 2],
    ]);
  });

  it("delivers a press batch's answers of two links as one batch per link, in order", async () => {
    const [linkA, linkB] = [await runningLink(), await runningLink()];
    const onA = watch(linkA._id, teacher);
    const onB = watch(linkB._id, teacher);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const batch = [answerOn(linkA, 1), answerOn(linkB, 1), answerOn(linkA, 2), answerOn(linkA, 3)].map(
      (event, index) => ({ ...event, student: `device#AA:BB:CC:00:01:0${index}` }),
    );

    await notifier.answersChanged(batch);
    await until(() => onA.events.length === 3 && onB.events.length === 1, 'the batch');

    expect([onA.batches, onB.batches]).toEqual([1, 1]);
    expect(onA.events.map((event) => event.countOfAnswers)).toEqual([1, 2, 3]);
    expect(onB.events.map((event) => event.questionLink)).toEqual([linkB._id]);
  });

  it('refuses, when they subscribe, a teacher or distributor of another site and a student', async () => {
    const link = await runningLink();
    const otherSite = await createSite({ name: `Other school ${Date.now()}` });
    const otherTeacher = await createUser({ manager: true }, { siteId: otherSite._id });
    const otherDist = await createUser({ distributor: true }, { distId: (await createDist())._id });
    const student = await createUser({ user: true }, { siteId: SITE });
    const tokens = [
      await signin(otherTeacher.uid, otherTeacher.password),
      await signin(otherDist.uid, otherDist.password),
      await signin(student.uid, student.password),
    ];

    const refusals = await Promise.all(tokens.map((token) => watch(link._id, token).error));

    for (const refusal of refusals) expect(JSON.stringify(refusal)).toContain('Forbidden');
  });

  it('lets the teacher of the site subscribe (no refusal)', async () => {
    const link = await runningLink();

    expect(await watch(link._id, teacher).error).toBe('no error');
  });
});

describe('publishAnswers', () => {
  it('refuses a user token and the API key: only the back end (IAM) publishes', async () => {
    const answer = answerOn({ _id: `link-${randomUUID()}`, session: 'session-x', spot: 'spot-x' }, 1);
    const input = { questionLink: answer.questionLink, session: answer.session, answers: [answer] };

    const asTeacher = await gql(PUBLISH_ANSWERS, { input }, { token: teacher });
    const withApiKey = await gql(PUBLISH_ANSWERS, { input });

    for (const result of [asTeacher, withApiKey]) {
      expect(result.data?.publishAnswers ?? null).toBeNull();
      expect(result.errors?.[0]?.errorType).toBe('Unauthorized');
    }
  });
});
