/**
 * How every product Lambda is built: its runtime, the esbuild options ProductFunction hands to CDK, and the
 * same options in esbuild's own API for `npm run bundle-sizes` (scripts/bundle-sizes.ts), which
 * must measure exactly what deploys. infra/test/function-bundling.test.ts builds one function both
 * ways and compares the bytes, so the two cannot drift apart unnoticed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Runtime } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions, Format } from 'esbuild';
import { PATHS, REPO_ROOT } from '../paths.ts';

/** The Node.js of every product function in AWS (docs/deploy.md "Defaults every function gets"). */
export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;

// esbuild's ESM output has no `require`; some dependencies still call it (lazy CJS requires).
const REQUIRE_SHIM =
  "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * The options we set, and only those: a BundlingOptions field added here that esbuildOptions()
 * below does not translate is a type error, not a silent difference between deploy and measure.
 */
type ProductBundling = Required<
  Pick<
    BundlingOptions,
    | 'forceDockerBundling'
    | 'format'
    | 'target'
    | 'minify'
    | 'sourceMap'
    | 'sourcesContent'
    | 'mainFields'
    | 'banner'
    | 'externalModules'
  >
>;

export const PRODUCT_BUNDLING: ProductBundling = {
  // No Docker on build machines: bundle with the esbuild from node_modules.
  forceDockerBundling: false,
  format: OutputFormat.ESM,
  // LAMBDA_RUNTIME's Node major (asserted in infra/test/function-bundling.test.ts).
  target: 'node22',
  minify: true,
  sourceMap: true,
  // Stack traces only need file names and lines; leaving the sources out halves the bundle.
  sourcesContent: false,
  // Prefer ESM entry points so esbuild can tree-shake (Powertools, SDK helpers).
  mainFields: ['module', 'main'],
  banner: REQUIRE_SHIM,
  // The SDK v3 the Node.js runtime ships, as CDK's own default with the smithy feature flag of
  // cdk.json; written out so the size script need not re-derive it from the flag.
  externalModules: ['@aws-sdk/*', '@smithy/*'],
};

/**
 * Native modules a function needs, by handler entry: left out of esbuild (a `.node` binary cannot
 * be bundled) and installed next to the bundle for Lambda's platform (linux, arm64, glibc), not
 * this machine's. sharp brings @img/sharp-linux-arm64 and @img/sharp-libvips-linux-arm64.
 */
export const NATIVE_MODULES: Readonly<Record<string, readonly string[]>> = {
  [PATHS.fileProcessorHandler]: ['sharp'],
};

/** The installed (locked) version of a dependency, so the bundle gets what the tests ran. */
function installedVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8'));
  return String(manifest.version);
}

/** npm installs the modules for Lambda's platform into the asset's own node_modules. */
export function nativeInstallCommand(outputDir: string, modules: readonly string[]): string {
  const specs = modules.map((name) => `${name}@${installedVersion(name)}`).join(' ');
  return [
    `npm install --prefix "${outputDir}" --no-save --no-package-lock --omit=dev --no-audit --no-fund`,
    '--os=linux --cpu=arm64 --libc=glibc',
    specs,
  ].join(' ');
}

/** PRODUCT_BUNDLING for one function: its native modules external and installed after bundling. */
export function productBundling(entry: string): BundlingOptions {
  const native = NATIVE_MODULES[entry] ?? [];
  if (native.length === 0) return PRODUCT_BUNDLING;
  return {
    ...PRODUCT_BUNDLING,
    externalModules: [...PRODUCT_BUNDLING.externalModules, ...native],
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir, outputDir) => [nativeInstallCommand(outputDir, native)],
    },
  };
}

const FORMATS: Record<OutputFormat, Format> = { [OutputFormat.ESM]: 'esm', [OutputFormat.CJS]: 'cjs' };

/** The file CDK writes the bundle to (and Lambda loads), by format. */
export function bundleFileName(): string {
  return PRODUCT_BUNDLING.format === OutputFormat.ESM ? 'index.mjs' : 'index.js';
}

/**
 * PRODUCT_BUNDLING as esbuild's build API takes it, the way CDK turns it into a command line
 * (aws-lambda-nodejs bundling: `esbuild --bundle <entry> --target --platform=node --format
 * --outfile=<out>/index.mjs --minify --sourcemap --sources-content=false --external:...
 * --banner:js --main-fields`, run from the project root), plus the metafile the size report reads.
 */
export function esbuildOptions(entry: string, outdir: string): BuildOptions & { metafile: true } {
  const bundling = PRODUCT_BUNDLING;
  return {
    entryPoints: [entry],
    bundle: true,
    absWorkingDir: REPO_ROOT,
    platform: 'node',
    target: bundling.target,
    format: FORMATS[bundling.format],
    outfile: join(outdir, bundleFileName()),
    minify: bundling.minify,
    sourcemap: bundling.sourceMap,
    sourcesContent: bundling.sourcesContent,
    external: [...bundling.externalModules, ...(NATIVE_MODULES[entry] ?? [])],
    banner: { js: bundling.banner },
    mainFields: [...bundling.mainFields],
    metafile: true,
  };
}
