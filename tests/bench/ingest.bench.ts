/**
 * `npm run bench:ingest [-- --quick]`: the answer path under load, end to end. Starts the local
 * stack in a child process, seeds a classroom of 1,000 seated students with 1,000 registered
 * buttons behind 20 registered scanners (200 buttons, 10 scanners, 10 s of sustained load with --quick),
 * signs in as a manager of the site, starts a survey question through GraphQL and watches it
 * with onAnswers through the real Amplify client. Simulated scanners (tools/simulator, batching
 * per the contract) publish through the real MQTT broker; the rule router, the queue, the
 * consumer and the notifier are the product's. Phases:
 *  0. warm-up: DynamoDB Local's JVM and the stack's JIT start cold (the store's raw rate triples
 *     over its first few thousand writes), while a class in use is warm after its first question.
 *     So the store gets WARM_STORE_ROUNDS rounds of raw writes and the pipeline one burst on a
 *     first question of the classroom, which is then stopped; both are printed, not hidden;
 *  1. reference rates in the same run: the bare broker's relay rate and DynamoDB Local's raw
 *     rate for the consumer's answer write (ingest-raw.ts);
 *  2. burst: every button presses once within 1 s, on the classroom's next question;
 *  3. flood: every button presses again at once, its scanners not resending (the pipeline's
 *     end-to-end rate, compared with the raw store rate);
 *  4. sustained: 300 answers/s for 60 s (each press changes the button's answer).
 * Latency is from the press (handing it to its scanner, before the 100 ms batch window) to the
 * subscriber's event. Prints figures beside the targets; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { EntityRepository } from '../../functions/src/data/entities';
import type { QuestionLinkRecord } from '../../functions/src/data/records';
import { LOCAL_STAGE } from '../../functions/src/devices/topics';
import { defaultPorts, LOCAL_API_KEY, LOCAL_REGION } from '../../infra/local/config';
import { freePort } from '../../infra/local/ports';
import { parseAnswerMix } from '../../tools/simulator/answers';
import { scannerLoginOf } from '../../tools/simulator/identities';
import type { DeviceLogin } from '../../tools/simulator/onboarding';
import { type PressPattern, planPresses, scidAt } from '../../tools/simulator/plan';
import { seededRandom } from '../../tools/simulator/random';
import type { RetryTiming } from '../../tools/simulator/retry';
import { addStats } from '../../tools/simulator/run';
import { emptyStats, SimulatedScanner } from '../../tools/simulator/scanner';
import { configureAmplify, watchAnswers } from '../support/amplify-core';
import { graphql } from './bench-graphql';
import { brokerRelayRate, type Rate, storeRawRate } from './ingest-raw';
import {
  BENCH_SITE,
  BENCH_SPOT,
  BENCH_TEACHER,
  MAC_BASE,
  RAW_SPOT,
  SCID_PREFIX,
  seedClassroom,
  tableAt,
} from './ingest-seed';
import { type PhaseStats, PressTracker, percentile } from './ingest-tracker';
import { startStackProcess } from './stack-process';

// The SDK's notice that its 2027 releases need Node 22 (docs/decisions.md) would clutter the figures.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const QUICK = process.argv.includes('--quick');
const BUTTONS = Number(process.env.BENCH_BUTTONS ?? (QUICK ? 200 : 1000));
const SCANNERS = Number(process.env.BENCH_SCANNERS ?? (QUICK ? 10 : 20));
const BURST_MS = 1_000;
const RATE = Number(process.env.BENCH_RATE ?? 300);
const SUSTAIN_S = Number(process.env.BENCH_SECONDS ?? (QUICK ? 10 : 60));
const RELAY_MESSAGES = QUICK ? 2_000 : 10_000;
const RAW_WRITES = QUICK ? 300 : 1_000;
const RAW_PARALLEL = 10;
const WARM_STORE_ROUNDS = Number(process.env.BENCH_WARM_ROUNDS ?? (QUICK ? 1 : 3));
/**
 * A phase ends when every press has its event and every press its ack, or when nothing new came
 * for STALL_MS, or at the latest SETTLE_MAX_MS after its last press; what is missing then counts
 * as lost. Waiting for the acks too keeps one phase's retries out of the next one's figures.
 */
const STALL_MS = 15_000;
const SETTLE_MAX_MS = Number(process.env.BENCH_SETTLE_SECONDS ?? (QUICK ? 60 : 120)) * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A session in `spot` with the survey question running; returns the session and link ids. */
async function runQuestion(
  url: string,
  token: string,
  spot: string,
  questionId: string,
): Promise<{ session: string; link: string }> {
  const session = await graphql<{ _id: string }>(
    url,
    'mutation ($i: SessionInput!) { createSession(input: $i) { _id } }',
    { i: { site: BENCH_SITE, spot } },
    token,
  );
  return { session: session._id, link: await startLink(url, token, session._id, questionId) };
}

async function startLink(url: string, token: string, session: string, questionId: string): Promise<string> {
  const link = await graphql<{ _id: string }>(
    url,
    'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }',
    { i: { session, question: questionId } },
    token,
  );
  return link._id;
}

/** Plays a plan in real time: each press is stamped, then handed to its button's scanner. */
async function play(
  pattern: PressPattern,
  seed: number,
  tracker: PressTracker,
  scanners: Map<string, SimulatedScanner>,
  chooseValue: (mac: string, planned: string) => string,
): Promise<void> {
  const plan = planPresses({
    buttons: BUTTONS,
    scanners: SCANNERS,
    macBase: MAC_BASE,
    scidPrefix: SCID_PREFIX,
    pattern,
    answers: parseAnswerMix('1,2,3,4,5'),
    duplicates: 0,
    seed,
  });
  const startedAt = performance.now();
  for (const planned of plan) {
    // Only a press that is due later waits: a zero timeout still costs ~1 ms and would stretch a burst.
    const due = startedAt + planned.atMs - performance.now();
    if (due > 1) await sleep(due);
    const value = chooseValue(planned.mac, planned.value);
    tracker.pressed(planned.mac, value);
    scanners
      .get(planned.scid)
      ?.press({ mac: planned.mac, value, battery: planned.battery, rssi: planned.rssi });
  }
}

/**
 * The flood measures the pipeline's own rate: its scanners wait 10 minutes for an ack instead of
 * the contract's 5 s, so resends of presses still queued do not add to the work measured.
 */
const NO_RESENDS: RetryTiming = { ackTimeoutMs: 600_000, maxRetryDelayMs: 600_000 };

async function connectScanners(
  mqttUrl: string,
  dataDir: string,
  boot: number,
  timing?: RetryTiming,
): Promise<Map<string, SimulatedScanner>> {
  const scids = Array.from({ length: SCANNERS }, (_, index) => scidAt(SCID_PREFIX, index));
  // Each scanner onboards by claim once (its credential is saved in the data folder), as in AWS.
  const identity = { url: mqttUrl, stage: LOCAL_STAGE, dataDir };
  const logins = await Promise.all(scids.map((scid) => scannerLoginOf(identity, scid)));
  const scanners = scids.map(
    (scid, index) =>
      new SimulatedScanner({
        scid,
        login: logins[index] as DeviceLogin,
        url: mqttUrl,
        boot,
        random: seededRandom(index + 1),
        replays: 0,
        timing,
      }),
  );
  await Promise.all(scanners.map((scanner) => scanner.connect()));
  return new Map(scanners.map((scanner) => [scanner.scid, scanner]));
}

const scannerTotals = (scanners: Map<string, SimulatedScanner>) =>
  [...scanners.values()].reduce((sum, scanner) => addStats(sum, scanner.stats), emptyStats());

async function settle(
  tracker: PressTracker,
  phase: string,
  scanners: Map<string, SimulatedScanner>,
): Promise<PhaseStats> {
  const unacknowledged = () =>
    [...scanners.values()].reduce((sum, scanner) => sum + scanner.unacknowledged, 0);
  const until = performance.now() + SETTLE_MAX_MS;
  let progress = `${tracker.waiting(phase)}/${unacknowledged()}`;
  let progressAt = performance.now();
  while ((tracker.waiting(phase) > 0 || unacknowledged() > 0) && performance.now() < until) {
    await sleep(100);
    const now = `${tracker.waiting(phase)}/${unacknowledged()}`;
    if (now !== progress) [progress, progressAt] = [now, performance.now()];
    else if (performance.now() - progressAt > STALL_MS) break;
  }
  const totals = scannerTotals(scanners);
  // Resends mean the consumer fell more than the ack timeout behind: they add load of their own.
  console.log(`  ${phase} ended: retries ${totals.retries}, duplicate acks ${totals.acks.duplicate}`);
  return tracker.close(phase);
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const perSecond = (value: number) => `${value.toFixed(0)}/s`;
const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');

const lostOf = (stats: PhaseStats) => stats.presses - stats.received - stats.superseded;

function describePhase(name: string, stats: PhaseStats): string {
  const lost = lostOf(stats);
  if (stats.received === 0) return `${name}: ${stats.presses} presses, no event (lost ${stats.presses})`;
  const span = (stats.lastEventAt - stats.firstPressAt) / 1000;
  const offered = stats.presses / Math.max((stats.lastPressAt - stats.firstPressAt) / 1000, 0.001);
  return [
    `${name}: ${stats.presses} presses offered at ${perSecond(offered)}, ${stats.received} events`,
    `  throughput ${perSecond(stats.received / span)} (first press to last event ${span.toFixed(2)} s)`,
    `  latency p50 ${ms(percentile(stats.latenciesMs, 50))}  p95 ${ms(percentile(stats.latenciesMs, 95))}  p99 ${ms(percentile(stats.latenciesMs, 99))}  max ${ms(Math.max(...stats.latenciesMs))}`,
    `  lost ${lost}${stats.late ? ` (${stats.late} of them arrived after the phase ended)` : ''}  duplicated ${stats.duplicated}  superseded ${stats.superseded} (an earlier press whose later one was stored first)`,
  ].join('\n');
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'classpulse-bench-ingest-'));
  const portBase = await freePort();
  const mqttPort = await freePort();
  const mqttUrl = `mqtt://127.0.0.1:${mqttPort}`;
  const stack = await startStackProcess(dataDir, portBase, mqttPort);
  const stops: (() => Promise<unknown> | unknown)[] = [];
  try {
    console.log(`Stack ready in ${stack.seconds.toFixed(1)} s (${QUICK ? 'quick run' : 'full run'})`);
    const table = tableAt(`http://127.0.0.1:${defaultPorts(portBase).dynamodb}`);
    const seeded = performance.now();
    await seedClassroom(table, BUTTONS, SCANNERS);
    console.log(
      `Seeded ${BUTTONS} students and buttons behind ${SCANNERS} scanners in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const url = stack.graphqlUrl;
    const { token } = await graphql<{ token: string }>(
      url,
      'mutation ($u: String!, $p: String!) { signin(uid: $u, password: $p) { token } }',
      { u: BENCH_TEACHER.uid, p: BENCH_TEACHER.password },
    );
    const question = await graphql<{ _id: string }>(
      url,
      'mutation ($i: QuestionInput!) { createQuestion(input: $i) { _id } }',
      { i: { title: { main: `Ingest bench ${Date.now()}` }, type: 'survey', answerType: 'survey' } },
      token,
    );
    const benchClass = await runQuestion(url, token, BENCH_SPOT, question._id);
    const rawLinkId = (await runQuestion(url, token, RAW_SPOT, question._id)).link;
    const amplify = configureAmplify({ graphqlUrl: url, apiKey: LOCAL_API_KEY, region: LOCAL_REGION });
    const watch = (link: string, tracker: PressTracker) => {
      const subscription = watchAnswers(amplify, link, token, (event) => tracker.received(event));
      stops.push(() => subscription.stop());
      void subscription.error.then((error) => {
        if (error !== 'no error') console.error('onAnswers failed:', error);
      });
    };
    const warmTracker = new PressTracker();
    watch(benchClass.link, warmTracker);

    const boot = Math.floor(Date.now() / 1000) % 500_000_000;
    // Each phase gets fresh scanner connections with the next boot counter, so its seqs are
    // later than every earlier press (as after a scanner restart).
    let scanners = await connectScanners(mqttUrl, dataDir, boot);
    const stopScanners = () => Promise.all([...scanners.values()].map((scanner) => scanner.stop()));
    stops.push(() => stopScanners());
    // Amplify reports no start_ack: give the realtime handshake time before the first press.
    await sleep(2_000);

    const show = (name: string, rate: Rate) =>
      console.log(
        `  ${name.padEnd(44)} ${perSecond(rate.perSecond).padStart(8)}  (${rate.count} in ${rate.seconds.toFixed(2)} s)`,
      );
    const rawLink = await new EntityRepository(table).get<QuestionLinkRecord>('QUESTIONLINK', rawLinkId);
    if (!rawLink) throw new Error('the raw link is missing');
    console.log('\nWarm-up (cold JVM and JIT; not part of the targets):');
    for (let round = 1; round <= WARM_STORE_ROUNDS; round += 1) {
      show(
        `store warm-up ${round}, ${RAW_PARALLEL} in flight`,
        await storeRawRate(table, rawLink, RAW_WRITES, RAW_PARALLEL),
      );
    }
    console.log(`  a first question: ${BUTTONS} buttons press once within ${BURST_MS} ms...`);
    warmTracker.begin('warm-up');
    await play({ kind: 'burst', windowMs: BURST_MS }, 9, warmTracker, scanners, (_, planned) => planned);
    const warmUp = await settle(warmTracker, 'warm-up', scanners);
    console.log(describePhase('  Warm-up burst', warmUp).replaceAll('\n', '\n  '));
    await graphql(
      url,
      'mutation ($id: ID!) { stopQuestion(id: $id) { success } }',
      { id: benchClass.link },
      token,
    );
    const linkId = await startLink(url, token, benchClass.session, question._id);
    const tracker = new PressTracker();
    watch(linkId, tracker);
    await stopScanners();
    scanners = await connectScanners(mqttUrl, dataDir, boot + 1);
    await sleep(2_000);

    console.log('\nReference rates (same stack, same run):');
    const relay = await brokerRelayRate(mqttUrl, RELAY_MESSAGES);
    console.log(`  broker relay, QoS 1, 1 KB: ${relay.count} messages in ${relay.seconds.toFixed(2)} s`);
    const rawSerial = await storeRawRate(table, rawLink, RAW_WRITES, 1);
    const rawParallel = await storeRawRate(table, rawLink, RAW_WRITES, RAW_PARALLEL);
    show('broker relay rate', relay);
    show('store raw rate, recordPress 1 at a time', rawSerial);
    show(`store raw rate, recordPress ${RAW_PARALLEL} in flight`, rawParallel);

    console.log(`\nBurst: ${BUTTONS} buttons press once within ${BURST_MS} ms...`);
    tracker.begin('burst');
    await play({ kind: 'burst', windowMs: BURST_MS }, 1, tracker, scanners, (_, planned) => planned);
    const burst = await settle(tracker, 'burst', scanners);
    const stored = await graphql<{ countOfAnswers: number }>(
      url,
      'query ($id: ID!) { questionLink(id: $id) { countOfAnswers } }',
      { id: linkId },
      token,
    );

    console.log(`Flood: ${BUTTONS} buttons press again at once...`);
    let ackTotals = scannerTotals(scanners);
    await stopScanners();
    scanners = await connectScanners(mqttUrl, dataDir, boot + 2, NO_RESENDS);
    tracker.begin('flood');
    await play({ kind: 'burst', windowMs: 1 }, 2, tracker, scanners, (mac) => tracker.nextValue(mac));
    const flood = await settle(tracker, 'flood', scanners);

    ackTotals = addStats(ackTotals, scannerTotals(scanners));
    await stopScanners();
    scanners = await connectScanners(mqttUrl, dataDir, boot + 3);
    console.log(`Sustained: ${RATE} answers/s for ${SUSTAIN_S} s...`);
    tracker.begin('sustained');
    await play({ kind: 'rate', perSecond: RATE, durationMs: SUSTAIN_S * 1000 }, 3, tracker, scanners, (mac) =>
      tracker.nextValue(mac),
    );
    const sustained = await settle(tracker, 'sustained', scanners);

    const acks = addStats(ackTotals, scannerTotals(scanners));
    const floodRate =
      flood.received > 0 ? flood.received / ((flood.lastEventAt - flood.firstPressAt) / 1000) : 0;
    const ratio = floodRate / rawSerial.perSecond;

    console.log(`\n${describePhase('Burst', burst)}`);
    console.log(`  stored answers on the link: ${stored.countOfAnswers} of ${BUTTONS}`);
    console.log(`${describePhase('Flood', flood)}`);
    console.log(`${describePhase('Sustained', sustained)}`);
    console.log(
      `Scanner acks: ${Object.entries(acks.acks)
        .map(([status, count]) => `${status} ${count}`)
        .join(', ')}; retries ${acks.retries}; batches ${acks.batches}`,
    );

    const burstP99 = percentile(burst.latenciesMs, 99);
    const sustainedP99 = percentile(sustained.latenciesMs, 99);
    // The machine is shared: the load says how much of it the run really had.
    console.log(
      `Load average (1 min) at the end: ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
    );
    console.log('\nTargets:');
    console.log(
      `  burst: all ${BUTTONS} recorded, 0 lost, 0 duplicated, p99 < 1,500 ms   ${stored.countOfAnswers}/${BUTTONS} recorded, ${lostOf(burst)} lost, ${burst.duplicated} duplicated, p99 ${ms(burstP99)}   ${mark(stored.countOfAnswers === BUTTONS && lostOf(burst) === 0 && burst.duplicated === 0 && burstP99 < 1500)}`,
    );
    console.log(
      `  sustained: ${RATE}/s for ${SUSTAIN_S} s, p99 < 1,000 ms               ${sustained.received} of ${sustained.presses} delivered, ${lostOf(sustained)} lost, p99 ${ms(sustainedP99)}   ${mark(sustainedP99 < 1000 && lostOf(sustained) === 0)}`,
    );
    console.log(
      `  end-to-end rate >= 70% of the raw store rate          ${perSecond(floodRate)} / ${perSecond(rawSerial.perSecond)} = ${(ratio * 100).toFixed(0)}%   ${mark(ratio >= 0.7)}`,
    );
    console.log(
      `  (against ${RAW_PARALLEL} writes in flight: ${perSecond(floodRate)} / ${perSecond(rawParallel.perSecond)} = ${((floodRate / rawParallel.perSecond) * 100).toFixed(0)}%; broker relay ${perSecond(relay.perSecond)})`,
    );
  } finally {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => undefined);
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  // Amplify's realtime client keeps timers alive after unsubscribing: leave explicitly.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
