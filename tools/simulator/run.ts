/**
 * A whole simulation run: plan the presses, connect every scanner, play the plan in real time,
 * wait for the acks (or the `wait` limit), disconnect and return the totals. Used by the command
 * line (main.ts) and in-process by the integration test.
 */
import type { DeviceLogin } from './onboarding';
import { type PlanOptions, planPresses, scidAt } from './plan';
import { seededRandom } from './random';
import type { RetryTiming } from './retry';
import { emptyStats, type ScannerStats, SimulatedScanner } from './scanner';

export interface SimulationOptions extends PlanOptions {
  url: string;
  /** The boot counter of every scanner (the high bits of each press seq). */
  boot: number;
  /** Share (0..1) of batches published a second time. */
  replays: number;
  /** How long to wait for outstanding acks after the last press. */
  waitMs: number;
  /** Each scanner's client id, stage and credential (identities.ts; tests pass their own). */
  login(scid: string): Promise<DeviceLogin>;
  timing?: RetryTiming;
  log?: (line: string) => void;
}

export interface SimulationSummary extends ScannerStats {
  scanners: number;
  buttons: number;
  /** Presses with no ack when the run ended. */
  unacknowledged: number;
  durationMs: number;
}

/** The broker could not be reached or refused a scanner; the command exits non-zero. */
export class ConnectionError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export function addStats(total: ScannerStats, part: ScannerStats): ScannerStats {
  const acks = { ...total.acks };
  for (const status of Object.keys(acks) as (keyof typeof acks)[]) acks[status] += part.acks[status];
  return {
    pressesSent: total.pressesSent + part.pressesSent,
    batches: total.batches + part.batches,
    retries: total.retries + part.retries,
    duplicatesSent: total.duplicatesSent + part.duplicatesSent,
    replays: total.replays + part.replays,
    acks,
    acknowledged: total.acknowledged + part.acknowledged,
    invalidAcks: total.invalidAcks + part.invalidAcks,
  };
}

async function connectAll(scanners: SimulatedScanner[]): Promise<void> {
  const results = await Promise.allSettled(scanners.map((scanner) => scanner.connect()));
  const failed = results.findIndex((result) => result.status === 'rejected');
  if (failed < 0) return;
  await Promise.allSettled(scanners.map((scanner) => scanner.stop()));
  const reason = (results[failed] as PromiseRejectedResult).reason;
  throw new ConnectionError(
    `${scanners[failed]?.scid} could not connect: ${reason instanceof Error ? reason.message : String(reason)}`,
  );
}

export async function runSimulation(options: SimulationOptions): Promise<SimulationSummary> {
  const log = options.log ?? (() => undefined);
  const plan = planPresses(options);
  const scids = Array.from({ length: options.scanners }, (_, index) => scidAt(options.scidPrefix, index));
  const logins = await Promise.allSettled(scids.map((scid) => options.login(scid)));
  const refused = logins.findIndex((login) => login.status === 'rejected');
  if (refused >= 0) {
    const reason = (logins[refused] as PromiseRejectedResult).reason;
    throw new ConnectionError(
      `${scids[refused]} could not onboard: ${reason instanceof Error ? reason.message : String(reason)}`,
    );
  }
  const scanners = scids.map(
    (scid, index) =>
      new SimulatedScanner({
        scid,
        login: (logins[index] as PromiseFulfilledResult<DeviceLogin>).value,
        url: options.url,
        boot: options.boot,
        // Replay choices get their own stream per scanner, so they do not shift the press plan.
        random: seededRandom(options.seed + index + 1),
        replays: options.replays,
        timing: options.timing,
      }),
  );
  const byScid = new Map(scanners.map((scanner) => [scanner.scid, scanner]));
  await connectAll(scanners);
  log(`${scanners.length} scanner(s) connected to ${options.url}; ${plan.length} presses planned`);

  const startedAt = Date.now();
  for (const planned of plan) {
    await sleep(startedAt + planned.atMs - Date.now());
    byScid
      .get(planned.scid)
      ?.press(
        { mac: planned.mac, value: planned.value, battery: planned.battery, rssi: planned.rssi },
        planned.duplicate,
      );
  }
  const waitUntil = Date.now() + options.waitMs;
  const settled = () => scanners.every((scanner) => scanner.unacknowledged === 0 && scanner.idle);
  while (!settled() && Date.now() < waitUntil) await sleep(100);

  await Promise.all(scanners.map((scanner) => scanner.stop()));
  const totals = scanners.reduce((sum, scanner) => addStats(sum, scanner.stats), emptyStats());
  return {
    ...totals,
    scanners: scanners.length,
    buttons: options.buttons,
    unacknowledged: scanners.reduce((sum, scanner) => sum + scanner.unacknowledged, 0),
    durationMs: Date.now() - startedAt,
  };
}
