/**
 * `npm run bench:remote [-- --quick | --phones=N]`: an event hall of phones on the answer path of remote
 * students (docs/sessions.md "Remote students"). Starts the local stack in a child process (data
 * on disk, bench-env.ts), seeds a school with a classroom and a teacher, and the teacher starts a
 * class. 500 phones (100 with --quick, N with --phones=N) join it by its code through the real Amplify client, each
 * as a distinct client (remote-phones.ts), 20 joins in flight. The teacher starts a survey
 * question and watches it with onAnswers; then every phone answers within 2 s, and once those
 * are in, every phone changes its answer within 2 s. Latency runs from the answerQuestion call
 * to the teacher's event for it; an answer without an event is lost, an event no answer explains
 * is duplicated; the link's stored answers are read back at the end. Before the measured class,
 * the phones of another classroom's class answer once, not scored (BENCH_WARM_PHONES, 0 leaves it
 * out), as bench:ingest warms its pipeline: a hall's stack has served answers before, and the
 * first answers a process ever serves pay its JIT. Prints figures beside the targets with the load
 * average; asserts nothing.
 */
import { defaultPorts, LOCAL_API_KEY, LOCAL_REGION } from '../../infra/local/config';
import { freePort } from '../../infra/local/ports';
import { configureAmplify, watchAnswers } from '../support/amplify-core';
import { startBenchStack } from '../support/stack-process';
import { benchDataDir, loadLine, percentileOf, printTargets, runBench } from './bench-env';
import { graphql, startClass, startLink, teacherWithSurvey } from './bench-graphql';
import { sleep } from './ingest-phases';
import { BENCH_SPOT, seedClassroom, tableAt, WARM_SPOT } from './ingest-seed';
import { AnswerRound, answerBy, joinPhone, type Phone, type RoundStats } from './remote-phones';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const QUICK = process.argv.includes('--quick');
/** `--phones=N` (or BENCH_PHONES) sets the count; the issue's hall is 500. */
const phonesFlag = process.argv.find((arg) => arg.startsWith('--phones='))?.slice('--phones='.length);
const PHONES = Number(phonesFlag ?? process.env.BENCH_PHONES ?? (QUICK ? 100 : 500));
if (!Number.isInteger(PHONES) || PHONES < 1)
  throw new Error(`--phones must be a whole number >= 1, not ${phonesFlag}`);
const JOINS_IN_FLIGHT = 20;
/** The phones of the warm-up class in another classroom (not scored). */
const WARM_PHONES = Number(process.env.BENCH_WARM_PHONES ?? (QUICK ? 20 : 100));
const ANSWER_WINDOW_MS = 2_000;
/** How long a round waits for its last events after its last answer call returned. */
const SETTLE_MS = 30_000;

const ms = (value: number) => `${Number.isFinite(value) ? value.toFixed(0) : '-'} ms`;
const spread = (values: number[]) =>
  `p50 ${ms(percentileOf(values, 50))}  p95 ${ms(percentileOf(values, 95))}  p99 ${ms(percentileOf(values, 99))}  max ${ms(values.length ? Math.max(...values) : Number.NaN)}`;

/** Every phone answers once at a random moment within the window; resolves when all events came. */
async function answerRound(
  client: AmplifyClient,
  phones: Phone[],
  link: string,
  round: AnswerRound,
  chooseValue: (phone: Phone) => string,
): Promise<RoundStats> {
  await Promise.all(
    phones.map(async (phone) => {
      await sleep(Math.random() * ANSWER_WINDOW_MS);
      const value = chooseValue(phone);
      const calledAt = round.called(phone, value);
      round.answered(calledAt, await answerBy(client, phone, link, value));
    }),
  );
  const until = performance.now() + SETTLE_MS;
  while (round.waiting > 0 && performance.now() < until) await sleep(50);
  return round.close();
}

type AmplifyClient = ReturnType<typeof configureAmplify>;

interface Joined {
  phones: Phone[];
  joinMs: number[];
  errors: string[];
  seconds: number;
}

/** `count` phones join the class `code`, JOINS_IN_FLIGHT at a time; `from` numbers them apart. */
async function joinAll(client: AmplifyClient, code: string, count: number, from = 0): Promise<Joined> {
  const joined: Joined = { phones: [], joinMs: [], errors: [], seconds: 0 };
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: JOINS_IN_FLIGHT }, async () => {
      for (let n = next++; n < count; n = next++) {
        const one = await joinPhone(client, code, from + n);
        joined.joinMs.push(one.ms);
        if (one.phone) joined.phones.push(one.phone);
        else joined.errors.push(one.error ?? 'unknown');
      }
    }),
  );
  joined.seconds = (performance.now() - began) / 1000;
  return joined;
}

/**
 * Another classroom's class: its phones join and answer once while its teacher watches, then its
 * question stops. Nothing of the measured classroom is read or kept by it.
 */
async function warmUp(client: AmplifyClient, url: string, token: string, questionId: string) {
  const session = await startClass(url, token, WARM_SPOT);
  const joined = await joinAll(client, session.code, WARM_PHONES, PHONES);
  const link = await startLink(url, token, session._id, questionId);
  const round = new AnswerRound();
  const watch = watchAnswers(client, link, token, (event) => round.received(event));
  try {
    await sleep(2_000);
    const stats = await answerRound(client, joined.phones, link, round, () => '1');
    console.log(
      `  warm-up: ${joined.phones.length} joined, ${stats.recorded} answers recorded, ${stats.eventMs.length} seen, answer p99 ${ms(percentileOf(stats.eventMs, 99))}`,
    );
  } finally {
    watch.stop();
  }
  await graphql(url, 'mutation ($id: ID!) { stopQuestion(id: $id) { success } }', { id: link }, token);
}

function describeRound(name: string, stats: RoundStats): string {
  const errors = [...new Set(stats.errors)].slice(0, 3).join('; ');
  return [
    `${name}: ${stats.answers} answers, ${stats.recorded} recorded${stats.errors.length ? `, ${stats.errors.length} failed (${errors})` : ''}`,
    `  answerQuestion call           ${spread(stats.callMs)}`,
    `  call -> teacher's onAnswers   ${spread(stats.eventMs)}`,
    `  lost ${stats.lost}  duplicated ${stats.duplicated}`,
  ].join('\n');
}

async function main() {
  const loadAtStart = loadLine();
  const data = benchDataDir('remote');
  const portBase = await freePort();
  const stack = await startBenchStack(data.dir, portBase, await freePort());
  const stops: (() => unknown)[] = [];
  try {
    console.log(`Stack ready in ${stack.seconds.toFixed(1)} s (${PHONES} phones; ${loadAtStart})`);
    console.log(`Data folder on ${data.medium}`);
    await seedClassroom(tableAt(`http://127.0.0.1:${defaultPorts(portBase).dynamodb}`), 0, 0);
    const url = stack.graphqlUrl;
    const { token, questionId } = await teacherWithSurvey(url, 'Remote bench');
    const client = configureAmplify({ graphqlUrl: url, apiKey: LOCAL_API_KEY, region: LOCAL_REGION });
    if (WARM_PHONES > 0) {
      console.log(`\nWarm-up (another classroom, not scored): ${WARM_PHONES} phones join and answer once...`);
      await warmUp(client, url, token, questionId);
    }

    const session = await startClass(url, token, BENCH_SPOT);
    console.log(`\n${PHONES} phones join with code ${session.code}, ${JOINS_IN_FLIGHT} at a time...`);
    const {
      phones,
      joinMs,
      errors: joinErrors,
      seconds: joinSeconds,
    } = await joinAll(client, session.code, PHONES);
    console.log(
      `  ${phones.length} joined in ${joinSeconds.toFixed(1)} s, ${joinErrors.length} failed${joinErrors.length ? ` (${[...new Set(joinErrors)].slice(0, 3).join('; ')})` : ''}; join ${spread(joinMs)}`,
    );

    const linkId = await startLink(url, token, session._id, questionId);
    let round = new AnswerRound();
    const watch = watchAnswers(client, linkId, token, (event) => round.received(event));
    stops.push(() => watch.stop());
    // Amplify reports no start_ack: give the realtime handshake time before the first answer.
    await sleep(2_000);

    const values = new Map<string, string>();
    console.log(`Every phone answers within ${ANSWER_WINDOW_MS} ms...`);
    const first = await answerRound(client, phones, linkId, round, (phone) => {
      const value = String(1 + Math.floor(Math.random() * 5));
      values.set(phone.uuid, value);
      return value;
    });
    round = new AnswerRound();
    console.log(`Every phone changes its answer within ${ANSWER_WINDOW_MS} ms...`);
    const second = await answerRound(client, phones, linkId, round, (phone) => {
      const value = String((Number(values.get(phone.uuid)) % 5) + 1);
      values.set(phone.uuid, value);
      return value;
    });

    const stored = await graphql<{
      countOfAnswers: number;
      answers: { value: string; app: { uuid: string } | null }[];
    }>(
      url,
      'query ($id: ID!) { questionLink(id: $id) { countOfAnswers answers { value app { uuid } } } }',
      { id: linkId },
      token,
    );
    const rows = new Map<string, number>();
    for (const answer of stored.answers)
      if (answer.app) rows.set(answer.app.uuid, (rows.get(answer.app.uuid) ?? 0) + 1);
    const storedOnce = phones.filter(
      (phone) =>
        rows.get(phone.uuid) === 1 &&
        stored.answers.some((a) => a.app?.uuid === phone.uuid && a.value === values.get(phone.uuid)),
    ).length;

    console.log(`\n${describeRound('Answers', first)}`);
    console.log(describeRound('Changed answers', second));
    console.log(
      `Stored: ${stored.answers.length} rows, countOfAnswers ${stored.countOfAnswers}; ${storedOnce} of ${phones.length} phones stored once with their last answer`,
    );
    const p99 = (stats: RoundStats) => percentileOf(stats.eventMs, 99);
    const whole = (stats: RoundStats) =>
      stats.recorded === PHONES &&
      stats.lost === 0 &&
      stats.duplicated === 0 &&
      stats.eventMs.length === PHONES;
    printTargets(`bench:remote, data on ${data.medium}`, loadAtStart, [
      {
        target: `${PHONES} phones joined by code`,
        measured: `${phones.length} joined, ${joinErrors.length} failed, join p99 ${ms(percentileOf(joinMs, 99))}`,
        met: phones.length === PHONES,
      },
      {
        target: 'answers: every one recorded and seen once by the teacher, p99 < 1.5 s',
        measured: `${first.recorded} recorded, ${first.eventMs.length} seen, ${first.lost} lost, ${first.duplicated} duplicated, p99 ${ms(p99(first))}`,
        met: whole(first) && p99(first) < 1500,
      },
      {
        target: 'changed answers: the same',
        measured: `${second.recorded} recorded, ${second.eventMs.length} seen, ${second.lost} lost, ${second.duplicated} duplicated, p99 ${ms(p99(second))}`,
        met: whole(second) && p99(second) < 1500,
      },
      {
        target: 'every phone stored once, with its last answer',
        measured: `${storedOnce} of ${PHONES}, countOfAnswers ${stored.countOfAnswers}`,
        met: storedOnce === PHONES && stored.countOfAnswers === PHONES,
      },
    ]);
  } finally {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => undefined);
    await stack.stop();
    data.remove();
  }
}

runBench(main);
