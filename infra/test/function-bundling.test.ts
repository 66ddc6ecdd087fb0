/**
 * `npm run bundle-sizes` measures what deploys: esbuildOptions() gives the very bytes CDK's
 * NodejsFunction bundles for a ProductFunction, and esbuild targets the Lambda runtime's Node.
 * The functions on a request path carry only their own composition root (functions/src/app/) and
 * stay under their size targets (docs/benchmarks.md "Lambda bundles").
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleSizeOf, targetVerdicts } from '../../scripts/bundle-report.ts';
import {
  bundleFileName,
  esbuildOptions,
  LAMBDA_RUNTIME,
  PRODUCT_BUNDLING,
} from '../lib/constructs/function-bundling.ts';
import { ProductFunction } from '../lib/constructs/product-function.ts';
import { PATHS } from '../lib/paths.ts';
import { cdkJsonContext } from '../lib/synth-app.ts';

const ROOTS = [
  'authorizer-root',
  'resolver-root',
  'consumer-root',
  'file-root',
  'file-processor-root',
  'export-worker-root',
];

/** The request-path functions, their entries and the one root each may carry. */
const REQUEST_PATH = [
  { name: 'authorizer', entry: PATHS.authorizerHandler, root: 'authorizer-root' },
  { name: 'graphql', entry: PATHS.graphqlHandler, root: 'resolver-root' },
  { name: 'device-messages', entry: PATHS.deviceMessagesHandler, root: 'consumer-root' },
];

async function bundleOf(entry: string) {
  const outdir = join(tmpdir(), 'classpulse-bundle-contents');
  const { metafile } = await build({ ...esbuildOptions(entry, outdir), write: false, logLevel: 'silent' });
  const bundle = Object.entries(metafile.outputs).find(([path]) => path.endsWith(bundleFileName()))?.[1];
  return { metafile, inputs: Object.keys(bundle?.inputs ?? {}) };
}

function fingerprint(text: string) {
  return { bytes: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex') };
}

describe('product function bundling', () => {
  it('builds the same authorizer bundle as CDK does for a ProductFunction', async () => {
    // Prepare: an app that really bundles (the other infra tests skip it), in a folder of its own.
    const outdir = mkdtempSync(join(tmpdir(), 'classpulse-bundling-'));
    try {
      const stack = new Stack(new App({ outdir, context: cdkJsonContext() }), 'Bundling');
      new ProductFunction(stack, 'Authorizer', {
        entry: PATHS.authorizerHandler,
        description: 'bundling test',
        environment: { TABLE_NAME: 'table', TOKEN_SECRET_ARN: 'arn:secret', APP_VERSION: '0.0.0' },
      });

      // Act
      const staged = readdirSync(outdir).filter((name) => name.startsWith('asset.'));
      const fromCdk = readFileSync(join(outdir, staged[0] ?? 'none', bundleFileName()), 'utf8');
      const ours = await build({
        ...esbuildOptions(PATHS.authorizerHandler, join(outdir, 'measured')),
        write: false,
        logLevel: 'silent',
      });
      const measured = ours.outputFiles.find((file) => file.path.endsWith(`/${bundleFileName()}`));

      // Assess
      expect(staged).toHaveLength(1);
      expect(fingerprint(measured?.text ?? '')).toEqual(fingerprint(fromCdk));
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });

  it("targets the Lambda runtime's Node major", () => {
    // Act
    const runtimeMajor = /^nodejs(\d+)\.x$/.exec(LAMBDA_RUNTIME.name)?.[1];

    // Assess
    expect(runtimeMajor).toBeDefined();
    expect(PRODUCT_BUNDLING.target).toBe(`node${runtimeMajor}`);
  });
});

describe('request-path bundles', () => {
  for (const { name, entry, root } of REQUEST_PATH) {
    it(`${name} carries only its own root and no image decoder, under its size target`, async () => {
      // Act
      const { metafile, inputs } = await bundleOf(entry);
      const size = bundleSizeOf(name, metafile, bundleFileName());

      // Assess
      const roots = inputs.filter((path) => ROOTS.some((r) => path === `functions/src/app/${r}.ts`));
      expect(roots).toEqual([`functions/src/app/${root}.ts`]);
      expect(inputs.filter((path) => /image-codecs|libheif|node_modules\/sharp\//.test(path))).toEqual([]);
      expect(targetVerdicts([size]).find((verdict) => verdict.name === name)).toMatchObject({ met: true });
    });
  }

  it('finds the image decoders where they belong: in the file processor, with sharp left to its node_modules', async () => {
    // Act
    const processor = await bundleOf(PATHS.fileProcessorHandler);
    const routes = await bundleOf(PATHS.fileHttpHandler);

    // Assess: the check above would see them if a request-path root imported them.
    expect(processor.inputs).toContain('functions/src/domain/files/image-codecs.ts');
    expect(processor.inputs.some((path) => path.includes('libheif'))).toBe(true);
    expect(processor.inputs.some((path) => path.includes('node_modules/sharp/'))).toBe(false);
    expect(routes.inputs.filter((path) => /image-codecs|libheif|node_modules\/sharp\//.test(path))).toEqual(
      [],
    );
  });
});
