/**
 * `npm run bundle-sizes`: bundles every Lambda handler exactly as ProductFunction does for
 * `cdk deploy` (infra/lib/constructs/function-bundling.ts), in memory, one after another, and
 * prints each bundle's size with its 5 biggest inputs and a met/MISSED line per size target
 * (scripts/bundle-report.ts). Exits with 1 when a target is missed, so the figure can guard a change.
 */
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { bundleFileName, esbuildOptions } from '../infra/lib/constructs/function-bundling.ts';
import { PATHS, REPO_ROOT } from '../infra/lib/paths.ts';
import { type BundleSize, bundleSizeOf, reportLines, targetVerdicts } from './bundle-report.ts';

/** Every handler entry the stacks deploy (PATHS.*Handler), named after its file. */
const entries = Object.entries(PATHS)
  .filter(([key]) => key.endsWith('Handler'))
  .map(([, entry]) => ({ name: basename(entry, '.ts'), entry }));

const sizes: BundleSize[] = [];
for (const { name, entry } of entries) {
  const result = await build({
    ...esbuildOptions(entry, join(REPO_ROOT, 'cdk.out', 'bundle-sizes', name)),
    write: false,
    logLevel: 'error',
  });
  sizes.push(bundleSizeOf(name, result.metafile, bundleFileName()));
}

const verdicts = targetVerdicts(sizes);
console.log('Lambda bundles as deployed: minified ESM; @aws-sdk/* and @smithy/* come from the runtime.\n');
for (const line of reportLines(sizes, verdicts)) console.log(line);
process.exitCode = verdicts.every((verdict) => verdict.met) ? 0 : 1;
