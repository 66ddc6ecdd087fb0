/**
 * `npm run bench:class`: is the running class screen still responsive while 500 seated students
 * answer within 2 s? Starts the local stack in a child process (serving the built console:
 * web/dist, or LOCAL_WEB_DIST), seeds a classroom of 500 students with their buttons behind 10
 * scanners (the data layer, like bench:ingest), starts a survey question and opens
 * /class/main at 1920x1080 in Chromium (playwright-core, as the e2e tests). In the page it records
 * the gaps between animation frames, the long tasks (PerformanceObserver) and, for every click,
 * the input delay (handler start minus the event's timestamp) and the time to the next frame.
 * Simulated scanners press over the real MQTT broker while the bench clicks the countdown-sound
 * toggle every 200 ms, until the screen shows all 500 answers. A 2 s idle window before the burst
 * is the baseline. Prints the figures and a met/MISSED line per target (frames p95 < 100 ms and
 * input delay < 100 ms at worst during the burst); asserts nothing. The data folder is on the
 * medium `npm start` uses (bench-env.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { LOCAL_STAGE } from '../../functions/src/kernel/stage';
import { defaultPorts, REPO_ROOT } from '../../infra/local/config';
import { freePort } from '../../infra/local/ports';
import { parseAnswerMix } from '../../tools/simulator/answers';
import { scannerLoginOf } from '../../tools/simulator/identities';
import { planPresses, scidAt } from '../../tools/simulator/plan';
import { seededRandom } from '../../tools/simulator/random';
import { SimulatedScanner } from '../../tools/simulator/scanner';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { startBenchStack } from '../support/stack-process';
import { benchDataDir, loadLine, printTargets, runBench } from './bench-env';
import { graphql, startClass, startLink, teacherWithSurvey } from './bench-graphql';
import { BENCH_SPOT, BENCH_TEACHER, MAC_BASE, SCID_PREFIX, seedClassroom, tableAt } from './ingest-seed';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 500);
const SCANNERS = 10;
const BURST_MS = 2_000;
const CLICK_EVERY_MS = 200;
const IDLE_MS = 2_000;
const SHOWN_TIMEOUT_MS = 120_000;
const SHOWN_POLL_MS = 100;
/** Issue targets: a frame or an input that waits longer is one a teacher notices. */
const FRAME_P95_TARGET_MS = 100;
const INPUT_DELAY_TARGET_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The in-page recorder, as a string: tsx would add helpers to a serialized function that the
 * page does not have. Window capture listeners run before any of the page's own handlers.
 */
const RECORDER = `(() => {
  const bench = { frames: [], longTasks: [], inputs: [], running: true };
  let last = 0;
  const loop = (time) => {
    if (last) bench.frames.push({ at: time, gap: time - last });
    last = time;
    if (bench.running) requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ at: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  window.addEventListener('pointerdown', (event) => {
    const delay = performance.now() - event.timeStamp;
    requestAnimationFrame(() => bench.inputs.push({ at: event.timeStamp, delay, frame: performance.now() - event.timeStamp }));
  }, true);
  window.__classBench = bench;
})()`;

interface Recorded {
  frames: { at: number; gap: number }[];
  longTasks: { at: number; duration: number }[];
  inputs: { at: number; delay: number; frame: number }[];
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};
const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(0)} ms`);

interface WindowFigures {
  text: string;
  frameP95: number;
  clicks: number;
  inputDelayMax: number;
}

/** The recorded entries between `from` and `to` (page clock), summarised. */
function summariseWindow(name: string, recorded: Recorded, from: number, to: number): WindowFigures {
  const inside = <T extends { at: number }>(items: T[]) =>
    items.filter((item) => item.at >= from && item.at <= to);
  const gaps = inside(recorded.frames).map((frame) => frame.gap);
  const tasks = inside(recorded.longTasks).map((task) => task.duration);
  const inputs = inside(recorded.inputs);
  const delays = inputs.map((input) => input.delay);
  const toFrame = inputs.map((input) => input.frame);
  const frameP95 = percentile(gaps, 95);
  const inputDelayMax = Math.max(0, ...delays);
  const text = [
    `${name} (${((to - from) / 1000).toFixed(1)} s):`,
    `  frames ${gaps.length}; longest frame ${ms(Math.max(0, ...gaps))}, p95 ${ms(frameP95)}, over 50 ms ${gaps.filter((gap) => gap > 50).length}`,
    `  long tasks ${tasks.length}; longest ${ms(Math.max(0, ...tasks))}, total ${ms(tasks.reduce((sum, task) => sum + task, 0))}`,
    `  clicks ${inputs.length}; input delay p50 ${ms(percentile(delays, 50))}, max ${ms(inputDelayMax)}; to next frame p50 ${ms(percentile(toFrame, 50))}, max ${ms(Math.max(0, ...toFrame))}`,
  ].join('\n');
  return { text, frameP95, clicks: inputs.length, inputDelayMax };
}

/**
 * Waits until the screen says all `count` answers are shown, polling from here: the console's
 * CSP (script-src 'self') forbids the eval a page-side interval poll would need.
 */
async function waitForAllShown(page: Page, count: number): Promise<boolean> {
  const deadline = performance.now() + SHOWN_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const answered = await page.evaluate<string | null>(
      `document.querySelector('[data-testid="seat-view"]')?.getAttribute('data-answered') ?? null`,
    );
    if (answered === String(count)) return true;
    await sleep(SHOWN_POLL_MS);
  }
  return false;
}

/** Clicks (real input events through the browser) at the centre of `box` until `done()`. */
async function clickUntil(page: Page, box: { x: number; y: number }, done: () => boolean) {
  while (!done()) {
    await page.mouse.click(box.x, box.y);
    await sleep(CLICK_EVERY_MS);
  }
}

async function main() {
  const dist = process.env.LOCAL_WEB_DIST ?? join(REPO_ROOT, 'web', 'dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`No console build in ${dist}: run npm run build:web`);
  const loadAtStart = loadLine();
  const data = benchDataDir('class');
  const dataDir = data.dir;
  const portBase = await freePort();
  const mqttPort = await freePort();
  const stack = await startBenchStack(dataDir, portBase, mqttPort);
  const browser = await launchBrowser();
  const scanners: SimulatedScanner[] = [];
  try {
    console.log(`Stack ready in ${stack.seconds.toFixed(1)} s`);
    const table = tableAt(`http://127.0.0.1:${defaultPorts(portBase).dynamodb}`);
    await seedClassroom(table, STUDENTS, SCANNERS);
    console.log(`Seeded ${STUDENTS} students and buttons behind ${SCANNERS} scanners`);

    const url = stack.graphqlUrl;
    const baseUrl = `http://127.0.0.1:${portBase}`;
    const { token, questionId } = await teacherWithSurvey(url, 'Class screen bench');
    const session = await startClass(url, token, BENCH_SPOT);
    const linkId = await startLink(url, token, session._id, questionId);

    const page = await signedInTeacherPage(browser, baseUrl, BENCH_TEACHER.uid, {
      password: BENCH_TEACHER.password,
    });
    await page.setViewportSize({ width: 1920, height: 1080 });
    const opened = performance.now();
    await page.goto(`${baseUrl}/class/main?session=${session._id}`);
    await page.locator('[data-testid="live-state"]:not([data-live=""])').waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      `document.querySelectorAll('[data-testid="seat"]').length === ${STUDENTS}`,
      null,
      {
        timeout: 60_000,
      },
    );
    console.log(
      `Screen live with ${STUDENTS} seats in ${((performance.now() - opened) / 1000).toFixed(1)} s`,
    );
    const toggle = await page.getByLabel('Countdown sound').boundingBox();
    if (!toggle) throw new Error('the countdown-sound toggle is not on screen');
    const target = { x: toggle.x + toggle.width / 2, y: toggle.y + toggle.height / 2 };

    const boot = Math.floor(Date.now() / 1000) % 500_000_000;
    for (let index = 0; index < SCANNERS; index += 1) {
      const scid = scidAt(SCID_PREFIX, index);
      const url = `mqtt://127.0.0.1:${mqttPort}`;
      const scanner = new SimulatedScanner({
        scid,
        login: await scannerLoginOf({ url, stage: LOCAL_STAGE, dataDir }, scid),
        url,
        boot,
        random: seededRandom(index + 1),
        replays: 0,
      });
      await scanner.connect();
      scanners.push(scanner);
    }
    const byScid = new Map(scanners.map((scanner) => [scanner.scid, scanner]));

    await page.evaluate(RECORDER);
    const pageNow = () => page.evaluate<number>('performance.now()');
    const idleFrom = await pageNow();
    let idleDone = false;
    await Promise.all([
      clickUntil(page, target, () => idleDone),
      sleep(IDLE_MS).then(() => (idleDone = true)),
    ]);
    const idleTo = await pageNow();

    const plan = planPresses({
      buttons: STUDENTS,
      scanners: SCANNERS,
      macBase: MAC_BASE,
      scidPrefix: SCID_PREFIX,
      pattern: { kind: 'burst', windowMs: BURST_MS },
      answers: parseAnswerMix('1,2,3,4,5'),
      duplicates: 0,
      seed: 1,
    });
    console.log(`Burst: ${plan.length} presses within ${BURST_MS} ms, a click every ${CLICK_EVERY_MS} ms...`);
    const burstFrom = await pageNow();
    const startedAt = performance.now();
    let shown = false;
    const presses = (async () => {
      for (const planned of plan) {
        const due = startedAt + planned.atMs - performance.now();
        if (due > 1) await sleep(due);
        byScid
          .get(planned.scid)
          ?.press({ mac: planned.mac, value: planned.value, battery: planned.battery, rssi: planned.rssi });
      }
    })();
    const allShown = waitForAllShown(page, STUDENTS).finally(() => (shown = true));
    // When the server had them all: tells the pipeline's share of the time from the screen's.
    const stored = (async () => {
      while (performance.now() - startedAt < SHOWN_TIMEOUT_MS) {
        const { countOfAnswers } = await graphql<{ countOfAnswers: number }>(
          url,
          'query ($id: ID!) { questionLink(id: $id) { countOfAnswers } }',
          { id: linkId },
          token,
        );
        if (countOfAnswers >= STUDENTS) return (performance.now() - startedAt) / 1000;
        await sleep(250);
      }
      return null;
    })();
    await Promise.all([presses, clickUntil(page, target, () => shown)]);
    const complete = await allShown;
    const seconds = (performance.now() - startedAt) / 1000;
    const storedAfter = await stored;
    const burstTo = await pageNow();
    const answered = await page.evaluate<string | null>(
      `document.querySelector('[data-testid="seat-view"]')?.getAttribute('data-answered') ?? null`,
    );
    const recorded = await page.evaluate<Recorded>(
      'window.__classBench.running = false, JSON.parse(JSON.stringify(window.__classBench))',
    );

    console.log(
      `\nAll ${STUDENTS} answers on screen: ${complete ? `yes, ${seconds.toFixed(1)} s after the first press` : `no (${answered} after ${seconds.toFixed(1)} s)`}`,
    );
    console.log(
      `All ${STUDENTS} stored on the server: ${storedAfter === null ? 'no' : `${storedAfter.toFixed(1)} s after the first press (polled every 250 ms)`}`,
    );
    console.log(summariseWindow('Idle, before the burst', recorded, idleFrom, idleTo).text);
    const burst = summariseWindow('Burst, first press until all shown', recorded, burstFrom, burstTo);
    console.log(burst.text);
    printTargets(
      `bench:class, data on ${data.medium}, browser, stack and scanners on one machine`,
      loadAtStart,
      [
        {
          target: `all ${STUDENTS} answers on screen`,
          measured: complete ? `in ${seconds.toFixed(1)} s` : `${answered} after ${seconds.toFixed(1)} s`,
          met: complete,
        },
        {
          target: `burst: frames p95 < ${FRAME_P95_TARGET_MS} ms`,
          measured: `p95 ${ms(burst.frameP95)}`,
          met: burst.frameP95 < FRAME_P95_TARGET_MS,
        },
        {
          target: `burst: input delay < ${INPUT_DELAY_TARGET_MS} ms at worst`,
          measured: `max ${ms(burst.inputDelayMax)} over ${burst.clicks} clicks`,
          // A burst window without clicks measured nothing, so it cannot meet the target.
          met: burst.clicks > 0 && burst.inputDelayMax < INPUT_DELAY_TARGET_MS,
        },
      ],
    );
  } finally {
    await Promise.all(scanners.map((scanner) => scanner.stop().catch(() => undefined)));
    await browser.close();
    await stack.stop();
    data.remove();
  }
}

runBench(main);
