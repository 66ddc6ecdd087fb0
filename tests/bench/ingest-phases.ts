/**
 * The moving parts of `npm run bench:ingest` (ingest.bench.ts): simulated scanners, a press plan
 * played in real time, waiting for a phase to settle, and the figures of a phase.
 */

import { LOCAL_STAGE } from '../../functions/src/kernel/stage';
import { parseAnswerMix } from '../../tools/simulator/answers';
import { scannerLoginOf } from '../../tools/simulator/identities';
import type { DeviceLogin } from '../../tools/simulator/onboarding';
import { type PressPattern, planPresses, scidAt } from '../../tools/simulator/plan';
import { seededRandom } from '../../tools/simulator/random';
import type { RetryTiming } from '../../tools/simulator/retry';
import { addStats } from '../../tools/simulator/run';
import { emptyStats, SimulatedScanner } from '../../tools/simulator/scanner';
import { MAC_BASE, SCID_PREFIX } from './ingest-seed';
import { type PhaseStats, type PressTracker, percentile } from './ingest-tracker';

export interface Fleet {
  buttons: number;
  scanners: number;
  /** The first button's MAC and the scanners' scid prefix (the measured classroom's by default). */
  macBase?: string;
  scidPrefix?: string;
}

export type Scanners = Map<string, SimulatedScanner>;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * A phase ends when every press has its event and every press its ack, or when nothing new came
 * for STALL_MS, or at the latest `settleMaxMs` after its last press; what is missing then counts
 * as lost. Waiting for the acks too keeps one phase's retries out of the next one's figures.
 */
const STALL_MS = 15_000;

/** Plays a plan in real time: each press is stamped, then handed to its button's scanner. */
export async function play(
  fleet: Fleet,
  pattern: PressPattern,
  seed: number,
  tracker: PressTracker,
  scanners: Scanners,
  chooseValue: (mac: string, planned: string) => string,
): Promise<void> {
  const plan = planPresses({
    buttons: fleet.buttons,
    scanners: fleet.scanners,
    macBase: fleet.macBase ?? MAC_BASE,
    scidPrefix: fleet.scidPrefix ?? SCID_PREFIX,
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
export const NO_RESENDS: RetryTiming = { ackTimeoutMs: 600_000, maxRetryDelayMs: 600_000 };

export async function connectScanners(
  fleet: Fleet,
  mqttUrl: string,
  dataDir: string,
  boot: number,
  timing?: RetryTiming,
): Promise<Scanners> {
  const scids = Array.from({ length: fleet.scanners }, (_, index) =>
    scidAt(fleet.scidPrefix ?? SCID_PREFIX, index),
  );
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

export const scannerTotals = (scanners: Scanners) =>
  [...scanners.values()].reduce((sum, scanner) => addStats(sum, scanner.stats), emptyStats());

export async function settle(
  tracker: PressTracker,
  phase: string,
  scanners: Scanners,
  settleMaxMs: number,
): Promise<PhaseStats> {
  const unacknowledged = () =>
    [...scanners.values()].reduce((sum, scanner) => sum + scanner.unacknowledged, 0);
  const until = performance.now() + settleMaxMs;
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

export const ms = (value: number) => `${value.toFixed(0)} ms`;
export const perSecond = (value: number) => `${value.toFixed(0)}/s`;

export const lostOf = (stats: PhaseStats) => stats.presses - stats.received - stats.superseded;
export const maxOf = (values: number[]) => (values.length > 0 ? Math.max(...values) : Number.NaN);

export function describePhase(name: string, stats: PhaseStats): string {
  const lost = lostOf(stats);
  if (stats.received === 0) return `${name}: ${stats.presses} presses, no event (lost ${stats.presses})`;
  const span = (stats.lastEventAt - stats.firstPressAt) / 1000;
  const offered = stats.presses / Math.max((stats.lastPressAt - stats.firstPressAt) / 1000, 0.001);
  return [
    `${name}: ${stats.presses} presses offered at ${perSecond(offered)}, ${stats.received} events`,
    `  throughput ${perSecond(stats.received / span)} (first press to last event ${span.toFixed(2)} s)`,
    `  latency p50 ${ms(percentile(stats.latenciesMs, 50))}  p95 ${ms(percentile(stats.latenciesMs, 95))}  p99 ${ms(percentile(stats.latenciesMs, 99))}  max ${ms(maxOf(stats.latenciesMs))}`,
    `  lost ${lost}${stats.late ? ` (${stats.late} of them arrived after the phase ended)` : ''}  duplicated ${stats.duplicated}  superseded ${stats.superseded} (an earlier press whose later one was stored first)`,
  ].join('\n');
}
