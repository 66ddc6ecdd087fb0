/**
 * `npm run bench:ingest [-- --quick]`: the answer path under load, end to end. Starts the local
 * stack in a child process, seeds a classroom of 1,000 seated students with 1,000 registered
 * buttons behind 20 registered scanners (200 buttons, 10 scanners, 10 s of sustained load with --quick),
 * signs in as a manager of the site, starts a survey question through GraphQL and watches it
 * with onAnswers through the real Amplify client. Simulated scanners (tools/simulator, batching
 * per the contract) publish through the real MQTT broker; the rule router, the queue, the
 * consumer and the notifier are the product's. Phases:
 *  0. the first question: DynamoDB Local's JVM and the stack's JIT start cold (there is no JVM in
 *     AWS, and a product in use has run other classes), so the store first gets
 *     WARM_STORE_ROUNDS rounds of raw writes and then another classroom, with its own buttons,
 *     scanners and subscriber, answers a question for WARM_SECONDS (not scored); measured, the
 *     JVM was still compiling the answer path in the first question without it. Then every
 *     button answers the measured classroom's first question in a burst, with nothing of that
 *     classroom read or cached before (docs/benchmarks.md);
 *  1. reference rates in the same run: the bare broker's relay rate and DynamoDB Local's raw
 *     rate for the consumer's answer write (ingest-raw.ts);
 *  2. burst: every button presses once within 1 s, on the classroom's next question;
 *  3. flood: every button presses again at once, its scanners not resending (the pipeline's
 *     end-to-end rate, compared with the raw store rate);
 *  4. sustained: 300 answers/s for 60 s (each press changes the button's answer).
 * Latency is from the press (handing it to its scanner, before the 100 ms batch window) to the
 * subscriber's event. The stack's data folder is on the disk `npm start` uses (bench-env.ts) and
 * its device queue is traced (ingest-trace.ts), so a tail shows where it waited. Prints figures
 * beside the targets, with the load average; asserts nothing.
 */
import { join } from 'node:path';
import { EntityRepository } from '../../functions/src/data/entities';
import type { QuestionLinkRecord } from '../../functions/src/data/records';
import { defaultPorts, LOCAL_API_KEY, LOCAL_REGION } from '../../infra/local/config';
import { freePort } from '../../infra/local/ports';
import { addStats } from '../../tools/simulator/run';
import { configureAmplify, watchAnswers } from '../support/amplify-core';
import { startBenchStack } from '../support/stack-process';
import { benchDataDir, loadLine, printTargets, runBench } from './bench-env';
import { graphql, startClass, startLink, teacherWithSurvey } from './bench-graphql';
import {
  connectScanners,
  describePhase,
  type Fleet,
  lostOf,
  maxOf,
  ms,
  NO_RESENDS,
  perSecond,
  play,
  type Scanners,
  scannerTotals,
  settle,
  sleep,
} from './ingest-phases';
import { brokerRelayRate, type Rate, storeRawRate } from './ingest-raw';
import {
  BENCH_SPOT,
  RAW_SPOT,
  seedClassroom,
  tableAt,
  WARM_MAC_BASE,
  WARM_SCID_PREFIX,
  WARM_SPOT,
} from './ingest-seed';
import { describeQueueTrace, type PhaseWindow } from './ingest-trace';
import { type Delivery, type PhaseStats, PressTracker, percentile } from './ingest-tracker';

// The SDK's notice that its 2027 releases need Node 22 (docs/decisions.md) would clutter the figures.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const QUICK = process.argv.includes('--quick');
const FLEET: Fleet = {
  buttons: Number(process.env.BENCH_BUTTONS ?? (QUICK ? 200 : 1000)),
  scanners: Number(process.env.BENCH_SCANNERS ?? (QUICK ? 10 : 20)),
};
const BURST_MS = 1_000;
const RATE = Number(process.env.BENCH_RATE ?? 300);
const SUSTAIN_S = Number(process.env.BENCH_SECONDS ?? (QUICK ? 10 : 60));
const RELAY_MESSAGES = QUICK ? 2_000 : 10_000;
const RAW_WRITES = QUICK ? 300 : 1_000;
const RAW_PARALLEL = 10;
const WARM_STORE_ROUNDS = Number(process.env.BENCH_WARM_ROUNDS ?? (QUICK ? 1 : 3));
/** The class of another classroom that warms the stack first: its fleet and how long it answers. */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? (QUICK ? 5 : 10));
/** `BENCH_WARM_SECONDS=0` leaves the warm-up class out (for comparison with the runs before it). */
const WARM_FLEET: Fleet = {
  buttons: WARM_SECONDS > 0 ? (QUICK ? 100 : 200) : 0,
  scanners: WARM_SECONDS > 0 ? (QUICK ? 5 : 10) : 0,
  macBase: WARM_MAC_BASE,
  scidPrefix: WARM_SCID_PREFIX,
};
const SETTLE_MAX_MS = Number(process.env.BENCH_SETTLE_SECONDS ?? (QUICK ? 60 : 120)) * 1000;

/** A session in `spot` with the survey question running; returns the session and link ids. */
async function runQuestion(
  url: string,
  token: string,
  spot: string,
  questionId: string,
): Promise<{ session: string; link: string }> {
  const session = await startClass(url, token, spot);
  return { session: session._id, link: await startLink(url, token, session._id, questionId) };
}

/** RATE answers a second over `fleet` for `seconds`, each press changing its button's answer. */
function playAtRate(fleet: Fleet, seconds: number, seed: number, tracker: PressTracker, scanners: Scanners) {
  return play(
    fleet,
    { kind: 'rate', perSecond: RATE, durationMs: seconds * 1000 },
    seed,
    tracker,
    scanners,
    (mac) => tracker.nextValue(mac),
  );
}

/** Plays one phase and waits for it to settle, keeping its wall-clock window for the trace. */
async function phase(
  name: string,
  tracker: PressTracker,
  scanners: Scanners,
  windows: PhaseWindow[],
  run: () => Promise<void>,
): Promise<PhaseStats> {
  const from = Date.now();
  tracker.begin(name);
  await run();
  const stats = await settle(tracker, name, scanners, SETTLE_MAX_MS);
  windows.push({ name, from, to: Date.now() });
  return stats;
}

async function main() {
  const loadAtStart = loadLine();
  const data = benchDataDir('ingest');
  const tracePath = join(data.dir, 'queue-trace.jsonl');
  process.env.LOCAL_QUEUE_TRACE = tracePath;
  const portBase = await freePort();
  const mqttPort = await freePort();
  const mqttUrl = `mqtt://127.0.0.1:${mqttPort}`;
  const stack = await startBenchStack(data.dir, portBase, mqttPort);
  const stops: (() => Promise<unknown> | unknown)[] = [];
  const windows: PhaseWindow[] = [];
  const deliveries: Delivery[][] = [];
  try {
    console.log(
      `Stack ready in ${stack.seconds.toFixed(1)} s (${QUICK ? 'quick run' : 'full run'}; ${loadAtStart})`,
    );
    console.log(`Data folder on ${data.medium}: ${data.dir}`);
    const table = tableAt(`http://127.0.0.1:${defaultPorts(portBase).dynamodb}`);
    const seeded = performance.now();
    await seedClassroom(table, FLEET.buttons, FLEET.scanners, WARM_FLEET);
    console.log(
      `Seeded ${FLEET.buttons} students and buttons behind ${FLEET.scanners} scanners (and ${WARM_FLEET.buttons} behind ${WARM_FLEET.scanners} in the warm-up classroom) in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const url = stack.graphqlUrl;
    const { token, questionId } = await teacherWithSurvey(url, 'Ingest bench');
    const rawLinkId = (await runQuestion(url, token, RAW_SPOT, questionId)).link;
    const rawLink = await new EntityRepository(table).get<QuestionLinkRecord>('QUESTIONLINK', rawLinkId);
    if (!rawLink) throw new Error('the raw link is missing');
    const show = (name: string, rate: Rate) =>
      console.log(
        `  ${name.padEnd(44)} ${perSecond(rate.perSecond).padStart(8)}  (${rate.count} in ${rate.seconds.toFixed(2)} s)`,
      );
    console.log("\nStore warm-up (DynamoDB Local's JVM starts cold; not part of the targets):");
    for (let round = 1; round <= WARM_STORE_ROUNDS; round += 1) {
      show(
        `store warm-up ${round}, ${RAW_PARALLEL} in flight`,
        await storeRawRate(table, rawLink, RAW_WRITES, RAW_PARALLEL),
      );
    }

    const amplify = configureAmplify({ graphqlUrl: url, apiKey: LOCAL_API_KEY, region: LOCAL_REGION });
    const watch = (link: string, tracker: PressTracker) => {
      const subscription = watchAnswers(amplify, link, token, (event) => tracker.received(event));
      stops.push(() => subscription.stop());
      void subscription.error.then((error) => {
        if (error !== 'no error') console.error('onAnswers failed:', error);
      });
    };
    const boot = Math.floor(Date.now() / 1000) % 500_000_000;

    // A stack that has run classes before: another classroom's class runs first (its own buttons,
    // scanners and subscriber), so the store's JVM and the stack's JIT have compiled the answer
    // path (docs/benchmarks.md: measured, they were still compiling it in the first question).
    // Nothing of the measured classroom is read or kept by it.
    if (WARM_SECONDS > 0) {
      console.log(
        `\nPipeline warm-up (another classroom, not scored): ${WARM_FLEET.buttons} buttons answer at ${RATE}/s for ${WARM_SECONDS} s...`,
      );
      const warmClass = await runQuestion(url, token, WARM_SPOT, questionId);
      const warmTracker = new PressTracker();
      deliveries.push(warmTracker.deliveries);
      watch(warmClass.link, warmTracker);
      const warmScanners = await connectScanners(WARM_FLEET, mqttUrl, data.dir, boot);
      await sleep(2_000);
      const warmed = await phase('pipeline warm-up', warmTracker, warmScanners, windows, () =>
        playAtRate(WARM_FLEET, WARM_SECONDS, 4, warmTracker, warmScanners),
      );
      await Promise.all([...warmScanners.values()].map((scanner) => scanner.stop()));
      await graphql(
        url,
        'mutation ($id: ID!) { stopQuestion(id: $id) { success } }',
        { id: warmClass.link },
        token,
      );
      console.log(describePhase('Pipeline warm-up', warmed));
    }

    // The class starts now, as a teacher starts one: session, then its first question.
    const benchClass = await runQuestion(url, token, BENCH_SPOT, questionId);
    const firstTracker = new PressTracker();
    deliveries.push(firstTracker.deliveries);
    watch(benchClass.link, firstTracker);
    // Each phase gets fresh scanner connections with the next boot counter, so its seqs are
    // later than every earlier press (as after a scanner restart).
    let scanners = await connectScanners(FLEET, mqttUrl, data.dir, boot);
    const stopScanners = () => Promise.all([...scanners.values()].map((scanner) => scanner.stop()));
    stops.push(() => stopScanners());
    // Amplify reports no start_ack: give the realtime handshake time before the first press.
    await sleep(2_000);

    console.log(`\nThe first question: ${FLEET.buttons} buttons press once within ${BURST_MS} ms...`);
    const first = await phase('first question', firstTracker, scanners, windows, () =>
      play(FLEET, { kind: 'burst', windowMs: BURST_MS }, 9, firstTracker, scanners, (_, planned) => planned),
    );
    await graphql(
      url,
      'mutation ($id: ID!) { stopQuestion(id: $id) { success } }',
      { id: benchClass.link },
      token,
    );
    const linkId = await startLink(url, token, benchClass.session, questionId);
    const tracker = new PressTracker();
    deliveries.push(tracker.deliveries);
    watch(linkId, tracker);
    let ackTotals = scannerTotals(scanners);
    await stopScanners();
    scanners = await connectScanners(FLEET, mqttUrl, data.dir, boot + 1);
    await sleep(2_000);

    console.log('\nReference rates (same stack, same run):');
    const relay = await brokerRelayRate(mqttUrl, data.dir, RELAY_MESSAGES);
    const rawSerial = await storeRawRate(table, rawLink, RAW_WRITES, 1);
    const rawParallel = await storeRawRate(table, rawLink, RAW_WRITES, RAW_PARALLEL);
    show('broker relay rate, QoS 1, 1 KB', relay);
    show('store raw rate, recordPress 1 at a time', rawSerial);
    show(`store raw rate, recordPress ${RAW_PARALLEL} in flight`, rawParallel);

    console.log(`\nBurst: ${FLEET.buttons} buttons press once within ${BURST_MS} ms (the next question)...`);
    const burst = await phase('burst', tracker, scanners, windows, () =>
      play(FLEET, { kind: 'burst', windowMs: BURST_MS }, 1, tracker, scanners, (_, planned) => planned),
    );
    const stored = await graphql<{ countOfAnswers: number }>(
      url,
      'query ($id: ID!) { questionLink(id: $id) { countOfAnswers } }',
      { id: linkId },
      token,
    );

    console.log(`Flood: ${FLEET.buttons} buttons press again at once...`);
    ackTotals = addStats(ackTotals, scannerTotals(scanners));
    await stopScanners();
    scanners = await connectScanners(FLEET, mqttUrl, data.dir, boot + 2, NO_RESENDS);
    const flood = await phase('flood', tracker, scanners, windows, () =>
      play(FLEET, { kind: 'burst', windowMs: 1 }, 2, tracker, scanners, (mac) => tracker.nextValue(mac)),
    );

    ackTotals = addStats(ackTotals, scannerTotals(scanners));
    await stopScanners();
    scanners = await connectScanners(FLEET, mqttUrl, data.dir, boot + 3);
    console.log(`Sustained: ${RATE} answers/s for ${SUSTAIN_S} s...`);
    const sustained = await phase('sustained', tracker, scanners, windows, () =>
      playAtRate(FLEET, SUSTAIN_S, 3, tracker, scanners),
    );

    const acks = addStats(ackTotals, scannerTotals(scanners));
    const floodRate =
      flood.received > 0 ? flood.received / ((flood.lastEventAt - flood.firstPressAt) / 1000) : 0;
    const ratio = floodRate / rawSerial.perSecond;

    console.log(`\n${describePhase('The first question', first)}`);
    console.log(`${describePhase('Burst', burst)}`);
    console.log(`  stored answers on the link: ${stored.countOfAnswers} of ${FLEET.buttons}`);
    console.log(`${describePhase('Flood', flood)}`);
    console.log(`${describePhase('Sustained', sustained)}`);
    console.log(
      `Scanner acks: ${Object.entries(acks.acks)
        .map(([status, count]) => `${status} ${count}`)
        .join(', ')}; retries ${acks.retries}; batches ${acks.batches}`,
    );
    console.log(
      `(against ${RAW_PARALLEL} writes in flight: ${perSecond(floodRate)} / ${perSecond(rawParallel.perSecond)} = ${((floodRate / rawParallel.perSecond) * 100).toFixed(0)}%; broker relay ${perSecond(relay.perSecond)})`,
    );

    const p99 = (stats: PhaseStats) => percentile(stats.latenciesMs, 99);
    const sustainedMax = maxOf(sustained.latenciesMs);
    printTargets(`bench:ingest, data on ${data.medium}`, loadAtStart, [
      {
        target: `burst: all ${FLEET.buttons} recorded, 0 lost, 0 duplicated, p99 < 1.0 s`,
        measured: `${stored.countOfAnswers}/${FLEET.buttons} recorded, ${lostOf(burst)} lost, ${burst.duplicated} duplicated, p99 ${ms(p99(burst))}`,
        met:
          stored.countOfAnswers === FLEET.buttons &&
          lostOf(burst) === 0 &&
          burst.duplicated === 0 &&
          p99(burst) < 1000,
      },
      {
        target: 'the first question: p99 < 1.5 s',
        measured: `p99 ${ms(p99(first))}, ${lostOf(first)} lost`,
        met: p99(first) < 1500 && lostOf(first) === 0,
      },
      {
        target: `sustained ${RATE}/s for ${SUSTAIN_S} s: p99 < 500 ms, every event in the phase, max < 3 s`,
        measured: `${sustained.received} of ${sustained.presses} (${sustained.superseded} superseded), ${lostOf(sustained)} lost, p99 ${ms(p99(sustained))}, max ${ms(sustainedMax)}`,
        met: p99(sustained) < 500 && lostOf(sustained) === 0 && sustainedMax < 3000,
      },
      {
        target: 'end-to-end rate >= 100% of the raw single-write rate',
        measured: `${perSecond(floodRate)} / ${perSecond(rawSerial.perSecond)} = ${(ratio * 100).toFixed(0)}%`,
        met: ratio >= 1,
      },
    ]);
  } finally {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => undefined);
    await stack.stop();
    console.log(`\n${describeQueueTrace(tracePath, windows, deliveries.flat())}`);
    data.remove();
  }
}

runBench(main);
