/**
 * What every benchmark shares: a fresh data folder on the medium `npm start` uses, the machine's
 * load, and the closing lines that say, target by target, whether it was met (docs/benchmarks.md).
 * The machine is shared, so every figure goes with the load average it was measured under.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../../infra/local/config';

export interface BenchData {
  dir: string;
  /** The filesystem under it, e.g. "disk (ext4)" or "memory (tmpfs)". */
  medium: string;
  remove(): void;
}

/** The filesystem type holding `path`, from the longest matching mount point. */
function filesystemOf(path: string): string {
  try {
    let best = { point: '', type: 'unknown' };
    for (const line of readFileSync('/proc/mounts', 'utf8').split('\n')) {
      const [, point, type] = line.split(' ');
      if (!point || !type) continue;
      const inside = path === point || path.startsWith(point.endsWith('/') ? point : `${point}/`);
      if (inside && point.length > best.point.length) best = { point, type };
    }
    return best.type;
  } catch {
    return 'unknown';
  }
}

/**
 * A new data folder for a benchmark's stack. By default beside `npm start`'s own `.data/` (the
 * same disk, which DynamoDB Local syncs every write to); BENCH_DATA_PARENT puts it elsewhere,
 * e.g. `BENCH_DATA_PARENT=/dev/shm` for the in-memory comparison.
 */
export function benchDataDir(name: string): BenchData {
  const parent = resolve(process.env.BENCH_DATA_PARENT ?? join(REPO_ROOT, '.data-bench'));
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, `${name}-`));
  const type = filesystemOf(dir);
  const memory = ['tmpfs', 'ramfs'].includes(type);
  return {
    dir,
    medium: `${memory ? 'memory' : 'disk'} (${type})`,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** "load 3.1 / 2.4 / 2.0 (1, 5, 15 min) on 2 cores" */
export function loadLine(): string {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(1));
  return `load ${one} / ${five} / ${fifteen} (1, 5, 15 min) on ${availableParallelism()} cores`;
}

export interface TargetResult {
  /** The target as the issue states it, e.g. "burst p99 < 1.0 s". */
  target: string;
  /** What this run measured. */
  measured: string;
  met: boolean;
}

/**
 * The closing block: one line per target with met or MISSED and the load average, and the load
 * when the benchmark started, so a reader can tell a loaded run from a quiet one.
 */
export function printTargets(title: string, loadAtStart: string, targets: TargetResult[]): void {
  const now = loadLine();
  const width = Math.max(...targets.map((result) => result.target.length));
  console.log(`\nTargets, ${title} (at the start: ${loadAtStart}):`);
  for (const result of targets)
    console.log(
      `  ${(result.met ? 'met' : 'MISSED').padEnd(6)}  ${result.target.padEnd(width)}   ${result.measured}   [${now}]`,
    );
}

export const percentileOf = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/**
 * Runs a benchmark and exits with its outcome: Amplify's realtime client keeps timers alive after
 * unsubscribing, so a benchmark that used it would not end on its own.
 */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
