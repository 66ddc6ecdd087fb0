/**
 * What `npm run bundle-sizes` prints, from esbuild's metafile of each Lambda bundle: its size, its
 * biggest inputs, and whether the functions on the request path meet their size targets (issue 20:
 * a smaller bundle is a shorter cold start). Pure, so it is tested without bundling anything.
 */
import type { Metafile } from 'esbuild';

/** 1 MB as a decimal megabyte, the unit esbuild and the Lambda console print. */
export const MEGABYTE = 1_000_000;

/** The functions on a request path, each of which must stay under its limit. */
export const BUNDLE_TARGETS: Readonly<Record<string, number>> = {
  authorizer: MEGABYTE,
  graphql: MEGABYTE,
  'device-messages': MEGABYTE,
};

export interface BundleInput {
  /** Relative to the repository root, as esbuild names it. */
  path: string;
  /** What this input adds to the bundle, after tree-shaking and minifying. */
  bytes: number;
}

export interface BundleSize {
  name: string;
  /** The bundle Lambda loads (index.mjs), without its source map. */
  bytes: number;
  mapBytes: number;
  biggest: BundleInput[];
}

export interface TargetVerdict {
  name: string;
  limit: number;
  /** Undefined when no bundle of that name was measured: a missed target too. */
  bytes: number | undefined;
  met: boolean;
}

/** The size of the bundle named `bundleFile` in a metafile, with its `top` biggest inputs. */
export function bundleSizeOf(name: string, metafile: Metafile, bundleFile: string, top = 5): BundleSize {
  const outputs = Object.entries(metafile.outputs);
  const bundle = outputs.find(([path]) => path.endsWith(`/${bundleFile}`) || path === bundleFile)?.[1];
  if (!bundle) throw new Error(`${name}: esbuild wrote no ${bundleFile}`);
  const map = outputs.find(([path]) => path.endsWith(`${bundleFile}.map`))?.[1];
  const biggest = Object.entries(bundle.inputs)
    .map(([path, input]) => ({ path, bytes: input.bytesInOutput }))
    .sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path))
    .slice(0, top);
  return { name, bytes: bundle.bytes, mapBytes: map?.bytes ?? 0, biggest };
}

export function targetVerdicts(sizes: readonly BundleSize[]): TargetVerdict[] {
  return Object.entries(BUNDLE_TARGETS).map(([name, limit]) => {
    const bytes = sizes.find((size) => size.name === name)?.bytes;
    return { name, limit, bytes, met: bytes !== undefined && bytes < limit };
  });
}

/** Kilobytes with one decimal and thousands separators: "2,871.2 kB". */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} kB`;
}

export function reportLines(sizes: readonly BundleSize[], verdicts: readonly TargetVerdict[]): string[] {
  const width = Math.max(...sizes.map((size) => size.name.length), 0);
  const lines: string[] = [];
  for (const size of sizes) {
    lines.push(
      `${size.name.padEnd(width)}  ${kilobytes(size.bytes).padStart(12)}  (source map ${kilobytes(size.mapBytes)})`,
    );
    for (const input of size.biggest) lines.push(`    ${kilobytes(input.bytes).padStart(12)}  ${input.path}`);
  }
  lines.push('');
  for (const verdict of verdicts) {
    const measured = verdict.bytes === undefined ? 'not measured' : kilobytes(verdict.bytes);
    lines.push(
      `${verdict.name} under ${verdict.limit / MEGABYTE} MB: ${verdict.met ? 'met' : 'MISSED'} (${measured})`,
    );
  }
  return lines;
}
