/**
 * Each function's bundle, built with the very esbuild options ProductFunction gives CDK
 * (function-bundling.ts; infra/test/function-bundling.test.ts proves they make CDK's bytes). A
 * bundle is kept under cdk.out/ (git-ignored) with the hash of every file esbuild read for it, and
 * rebuilt only when one of those files or the options changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import {
  bundleFileName,
  esbuildOptions,
  NATIVE_MODULES,
} from '../../../infra/lib/constructs/function-bundling';
import { REPO_ROOT } from '../../../infra/lib/paths';

export const BUNDLE_CACHE = join(REPO_ROOT, 'cdk.out', 'parity-bundles');

interface CacheRecord {
  options: string;
  inputs: Record<string, string>;
}

/** A file's content hash; esbuild's virtual inputs (no file) all hash alike. */
function fileHash(path: string): string {
  const absolute = join(REPO_ROOT, path);
  return existsSync(absolute) ? createHash('sha256').update(readFileSync(absolute)).digest('hex') : 'virtual';
}

function isFresh(record: CacheRecord, options: string): boolean {
  if (record.options !== options) return false;
  return Object.entries(record.inputs).every(([path, hash]) => fileHash(path) === hash);
}

/** A module and the installed packages it depends on, optional ones (platform builds) included. */
function dependencyClosure(names: readonly string[]): Set<string> {
  const closure = new Set<string>();
  const visit = (name: string) => {
    const manifest = join(REPO_ROOT, 'node_modules', name, 'package.json');
    if (closure.has(name) || !existsSync(manifest)) return;
    closure.add(name);
    const { dependencies = {}, optionalDependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
    for (const dependency of Object.keys({ ...dependencies, ...optionalDependencies })) visit(dependency);
  };
  for (const name of names) visit(name);
  return closure;
}

/**
 * What CDK's afterBundling install puts beside the bundle (function-bundling.ts NATIVE_MODULES),
 * for this machine's platform: the repository's installed packages, linked.
 */
function linkNativeModules(outdir: string, entry: string): void {
  for (const name of dependencyClosure(NATIVE_MODULES[entry] ?? [])) {
    const link = join(outdir, 'node_modules', name);
    if (existsSync(link)) continue;
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join(REPO_ROOT, 'node_modules', name), link, 'dir');
  }
}

/** The folder holding `index.mjs` (and its map) for this entry, built or reused. */
export async function functionBundle(name: string, entry: string): Promise<string> {
  const outdir = join(BUNDLE_CACHE, name);
  const recordFile = join(outdir, 'inputs.json');
  const { metafile: _, ...buildOptions } = esbuildOptions(entry, outdir);
  const options = JSON.stringify(buildOptions);
  if (existsSync(recordFile) && existsSync(join(outdir, bundleFileName()))) {
    const record: CacheRecord = JSON.parse(readFileSync(recordFile, 'utf8'));
    if (isFresh(record, options)) {
      linkNativeModules(outdir, entry);
      return outdir;
    }
  }
  mkdirSync(outdir, { recursive: true });
  const result = await build({ ...esbuildOptions(entry, outdir), logLevel: 'error' });
  const inputs: Record<string, string> = {};
  for (const path of Object.keys(result.metafile.inputs)) {
    inputs[path] = fileHash(path);
  }
  writeFileSync(recordFile, JSON.stringify({ options, inputs } satisfies CacheRecord));
  linkNativeModules(outdir, entry);
  return outdir;
}
