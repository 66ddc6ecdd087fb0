/**
 * The local wiring of the stage the local stack runs (`local`, with a distributor so every stack
 * is there), read from `cdk.out/local-wiring-<source hash>.json` or, when the sources changed,
 * synthesized and written there. CDK is imported only then: a warm start reads one small file.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_STAGE } from '../../../functions/src/kernel/stage';
import { REPO_ROOT } from '../../lib/paths';
import { wiringSourceHash } from './source-hash';
import { type LocalWiring, WIRING_FORMAT } from './types';

export const WIRING_CACHE_DIR = join(REPO_ROOT, 'cdk.out');
const CACHE_FILE = /^local-wiring-[0-9a-f]+\.json$/;

/** The distributor of the local stage's assembly: only its presence matters (its function is declared). */
export const LOCAL_ASSEMBLY_DISTRIBUTOR = { title: 'Local Distributor', adminUid: 'local-admin' };

export function wiringCacheFile(sourceHash: string): string {
  return join(WIRING_CACHE_DIR, `local-wiring-${sourceHash}.json`);
}

/** Synthesizes the local stage and extracts its wiring (seconds: CDK is loaded and run). */
export async function synthesizeWiring(sourceHash: string): Promise<LocalWiring> {
  const { synthesizeStage } = await import('./assembly');
  const { extractWiring } = await import('./extract');
  const assembly = synthesizeStage(LOCAL_STAGE, { distributor: LOCAL_ASSEMBLY_DISTRIBUTOR });
  return extractWiring(LOCAL_STAGE, assembly, sourceHash);
}

function readCached(file: string, sourceHash: string): LocalWiring | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const wiring = JSON.parse(readFileSync(file, 'utf8')) as LocalWiring;
    return wiring.format === WIRING_FORMAT && wiring.sourceHash === sourceHash ? wiring : undefined;
  } catch {
    return undefined; // a file cut short by a crash is synthesized again
  }
}

/** Written under a temporary name and renamed, so a parallel start never reads half a file. */
function writeCached(file: string, wiring: LocalWiring): void {
  mkdirSync(WIRING_CACHE_DIR, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(wiring, null, 2)}\n`);
  renameSync(temporary, file);
  for (const name of readdirSync(WIRING_CACHE_DIR)) {
    if (CACHE_FILE.test(name) && join(WIRING_CACHE_DIR, name) !== file)
      rmSync(join(WIRING_CACHE_DIR, name), { force: true });
  }
}

export async function loadLocalWiring(
  log: (message: string) => void = () => undefined,
): Promise<LocalWiring> {
  const sourceHash = wiringSourceHash();
  const file = wiringCacheFile(sourceHash);
  const cached = readCached(file, sourceHash);
  if (cached) return cached;
  log('Synthesizing the cloud assembly for the local wiring (once per change of infra/ or functions/)...');
  const wiring = await synthesizeWiring(sourceHash);
  writeCached(file, wiring);
  return wiring;
}
