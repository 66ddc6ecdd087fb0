/**
 * Reliability of the answer path (docs/devices-mqtt.md "Reliability"): the local stack is killed
 * with SIGKILL (node and DynamoDB Local at once, like a power cut) in the middle of a 500-press
 * burst and started again on the same data folder and ports. The simulator's scanners reconnect
 * and resend every unacknowledged press with the same seq until it is acked.
 *
 * How "every acknowledged press is stored exactly once" is read here: 100 students (buttons
 * seated in Class 3-1, behind 4 registered scanners) press 500 times in all, about 5 times each
 * with increasing seqs, so the crash hits students between two presses. A question link keeps
 * one answer per student, the latest press. So: each student with an acknowledged press
 * (accepted, replaced or duplicate) has exactly one answer row, and it is their latest
 * acknowledged press by seq (value, seq and scanner); the number of rows is the number of such
 * students; and the restarted gateway counts the same. This also catches the crash-typical
 * faults a one-press-per-student burst cannot: an older press resent after the restart must
 * not overwrite a newer one stored before the crash.
 *
 * This file starts its OWN stack as a child process (tests/support/child-stack.ts) on other free
 * ports and a temp folder, so it can crash it; the in-process stack of globalSetup is not used.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionStore } from '../../functions/src/data/session-store';
import { LOCAL_STAGE } from '../../functions/src/kernel/stage';
import type { TableRef } from '../../functions/src/kernel/table-ref';
import { LOCAL_API_KEY } from '../../infra/local/config';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { parseAnswerMix } from '../../tools/simulator/answers';
import { scannerLoginOf } from '../../tools/simulator/identities';
import { macAt, type PlannedPress, planPresses, scidAt } from '../../tools/simulator/plan';
import { seededRandom } from '../../tools/simulator/random';
import { SimulatedScanner } from '../../tools/simulator/scanner';
import {
  type ChildStack,
  type ChildStackPorts,
  freeChildStackPorts,
  startChildStack,
} from '../support/child-stack';
import {
  type Classroom,
  createChoiceQuestion,
  registerScanners,
  seatStudents,
  tableAt,
} from '../support/classroom-seed';

const BURST = 500;
const STUDENTS = 100;
const SCANNERS = 4;
/** The crash comes once this many presses are acknowledged. */
const CRASH_AFTER_ACKS = 100;
/** The burst is spread evenly over this long. */
const BURST_MS = 15_000;
/** After the restart, how long the scanners get to have everything acknowledged. */
const SETTLE_MS = 60_000;
const MAC_BASE = 'AA:BB:CC:10:00:00';
const SCID_PREFIX = 'REL-';
const ROOM: Classroom = { siteId: DEMO_IDS.site, spotId: DEMO_IDS.spotA, spotName: 'Class 3-1' };
const STORED_STATUSES = new Set(['accepted', 'replaced', 'duplicate']);

interface Press {
  scid: string;
  seq: number;
  mac: string;
  value: string;
  /** Every ack status received for this press, in arrival order. */
  acks: string[];
}

let dataDir = '';
let ports: ChildStackPorts;
let stack: ChildStack | undefined;
let table: TableRef;
let teacher = '';
let linkId = '';
let studentOf = new Map<string, string>();
const scanners: SimulatedScanner[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

async function childGql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  if (!stack) throw new Error('The child stack is not running');
  const response = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: token } : { 'x-api-key': LOCAL_API_KEY }),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, T> | null; errors?: unknown };
  const value = Object.values(body.data ?? {})[0];
  if (!value) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
  return value;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'classpulse-reliability-'));
  ports = await freeChildStackPorts();
  stack = await startChildStack(dataDir, ports);
  const seedingAt = Date.now();
  table = tableAt(stack.dynamoEndpoint);
  const tag = `rel${Date.now()}`;
  const macs = Array.from({ length: STUDENTS }, (_, index) => macAt(MAC_BASE, index));
  studentOf = await seatStudents(table, ROOM, macs, tag);
  await registerScanners(
    table,
    ROOM,
    Array.from({ length: SCANNERS }, (_, index) => scidAt(SCID_PREFIX, index)),
  );
  const question = await createChoiceQuestion(table, 'user-teacher', `Reliability ${tag}`, 4);
  console.log(
    `reliability: stack ready in ${stack.seconds.toFixed(1)} s; ${STUDENTS} students seated in ` +
      `${((Date.now() - seedingAt) / 1000).toFixed(1)} s`,
  );

  teacher = (
    await childGql<{ token: string }>(
      'mutation ($u: String!, $p: String!) { signin(uid: $u, password: $p) { token } }',
      { u: 'teacher', p: 'demo1234' },
    )
  ).token;
  const session = await childGql<{ _id: string }>(
    'mutation ($i: SessionInput!) { createSession(input: $i) { _id } }',
    { i: { site: ROOM.siteId, spot: ROOM.spotId } },
    teacher,
  );
  linkId = (
    await childGql<{ _id: string }>(
      'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }',
      { i: { session: session._id, question: question._id } },
      teacher,
    )
  )._id;
}, 240_000);

afterAll(async () => {
  await Promise.allSettled(scanners.map((scanner) => scanner.stop()));
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('the answer path across a crash of the whole local stack', () => {
  it('stores every acknowledged press exactly once after a SIGKILL and restart mid-burst', async () => {
    if (!stack) throw new Error('The child stack did not start');
    const seed = Date.now() % 1_000_000;
    const plan = planPresses({
      buttons: STUDENTS,
      scanners: SCANNERS,
      macBase: MAC_BASE,
      scidPrefix: SCID_PREFIX,
      pattern: { kind: 'rate', perSecond: (BURST * 1000) / BURST_MS, durationMs: BURST_MS },
      answers: parseAnswerMix('1:25,2:25,3:25,4:25'),
      duplicates: 0,
      seed,
    });
    // Seqs keep growing across runs, like a scanner's persisted boot counter.
    const boot = Math.floor(Date.now() / 1000) % 500_000_000;
    const presses = new Map<string, Press>();
    const keyOf = (scid: string, seq: number) => `${scid}/${seq}`;
    let acknowledged = 0;
    for (let index = 0; index < SCANNERS; index++) {
      const scid = scidAt(SCID_PREFIX, index);
      const scanner = new SimulatedScanner({
        scid,
        // Onboarded by claim once; the saved credential outlives the crash, as a scanner's does.
        login: await scannerLoginOf({ url: stack.mqttUrl, stage: LOCAL_STAGE, dataDir }, scid),
        url: stack.mqttUrl,
        boot,
        random: seededRandom(seed + index + 1),
        replays: 0,
        onAck: (batch) => {
          for (const ack of batch.acks) {
            const press = presses.get(keyOf(scidAt(SCID_PREFIX, index), ack.seq));
            if (!press) continue;
            if (press.acks.length === 0) acknowledged++;
            press.acks.push(ack.status === 'rejected' ? `rejected:${ack.reason}` : ack.status);
          }
        },
      });
      scanners.push(scanner);
      await scanner.connect();
    }
    const byScid = new Map(scanners.map((scanner) => [scanner.scid, scanner]));

    // The burst plays in real time and goes on while the stack is down and coming back.
    const play = async (planned: readonly PlannedPress[]) => {
      const startedAt = Date.now();
      for (const step of planned) {
        await sleep(startedAt + step.atMs - Date.now());
        const scanner = byScid.get(step.scid);
        if (!scanner) throw new Error(`No scanner ${step.scid}`);
        const seq = scanner.press({
          mac: step.mac,
          value: step.value,
          battery: step.battery,
          rssi: step.rssi,
        });
        presses.set(keyOf(step.scid, seq), {
          scid: step.scid,
          seq,
          mac: step.mac,
          value: step.value,
          acks: [],
        });
      }
    };
    const burstAt = Date.now();
    const playing = play(plan);

    expect(await until(() => acknowledged >= CRASH_AFTER_ACKS, 60_000)).toBe(true);
    const atCrash = { pressed: presses.size, acknowledged, seconds: (Date.now() - burstAt) / 1000 };
    await stack.crash();
    const downAt = Date.now();
    stack = await startChildStack(dataDir, ports);
    const downSeconds = (Date.now() - downAt) / 1000;
    await playing;
    const settled = await until(
      () => scanners.every((scanner) => scanner.unacknowledged === 0 && scanner.idle),
      SETTLE_MS,
    );
    await Promise.all(scanners.map((scanner) => scanner.stop()));

    const answers = await new SessionStore(table).answers(linkId);
    const count = (
      await childGql<{ countOfAnswers: number }>(
        'query ($id: ID!) { questionLink(id: $id) { countOfAnswers } }',
        { id: linkId },
        teacher,
      )
    ).countOfAnswers;
    const all = [...presses.values()];
    const acked = all.filter((press) => press.acks.length > 0);
    const firstStatuses: Record<string, number> = {};
    for (const press of acked) {
      const status = press.acks[0] as string;
      firstStatuses[status] = (firstStatuses[status] ?? 0) + 1;
    }
    console.log(
      `reliability: ${all.length} presses of ${STUDENTS} students; crash at ` +
        `${atCrash.seconds.toFixed(1)} s after ${atCrash.acknowledged} acks with ${atCrash.pressed} ` +
        `pressed; down ${downSeconds.toFixed(1)} s; ` +
        `${scanners.reduce((sum, scanner) => sum + scanner.stats.retries, 0)} retries; ` +
        `${acked.length} acknowledged (first acks ${JSON.stringify(firstStatuses)}); ` +
        `${answers.length} answer rows; countOfAnswers ${count}; settled ${settled}`,
    );

    // The crash really interrupted the burst: presses were made and not yet acknowledged.
    expect(all).toHaveLength(BURST);
    expect(atCrash.acknowledged).toBeLessThan(atCrash.pressed);
    // Nothing is refused after the restart (e.g. the session or the question lost).
    expect(acked.flatMap((press) => press.acks).filter((status) => !STORED_STATUSES.has(status))).toEqual([]);

    // Per student: exactly one row, and it is their latest acknowledged press.
    const latestAcked = new Map<string, Press>();
    for (const press of acked) {
      const student = studentOf.get(press.mac) ?? `unknown ${press.mac}`;
      const latest = latestAcked.get(student);
      if (!latest || press.seq > latest.seq) latestAcked.set(student, press);
    }
    const rowsByStudent = new Map<string, typeof answers>();
    for (const answer of answers) {
      const student = answer.student ?? answer.studentKey;
      rowsByStudent.set(student, [...(rowsByStudent.get(student) ?? []), answer]);
    }
    const wrong = [...latestAcked].flatMap(([student, press]) => {
      const rows = rowsByStudent.get(student) ?? [];
      const row = rows[0];
      const right =
        rows.length === 1 &&
        row?.value === press.value &&
        row.seq === press.seq &&
        row.sender === `scanner#${press.scid}`;
      return right ? [] : [{ student, latest: press, rows }];
    });
    expect(wrong).toEqual([]);
    expect([...rowsByStudent].filter(([, rows]) => rows.length > 1)).toEqual([]);
    expect(answers).toHaveLength(latestAcked.size);
    expect(count).toBe(answers.length);

    // The scanners' retries brought every press to an ack within the deadline.
    expect(scanners.map((scanner) => scanner.unacknowledged)).toEqual(scanners.map(() => 0));
    expect(acked).toHaveLength(BURST);
  }, 150_000);
});
