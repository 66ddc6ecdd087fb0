/**
 * `npm run bundle-sizes` measures what deploys: esbuildOptions() gives the very bytes CDK's
 * NodejsFunction bundles for a ProductFunction, and esbuild targets the Lambda runtime's Node.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  bundleFileName,
  esbuildOptions,
  LAMBDA_RUNTIME,
  PRODUCT_BUNDLING,
} from '../lib/constructs/function-bundling.ts';
import { ProductFunction } from '../lib/constructs/product-function.ts';
import { PATHS } from '../lib/paths.ts';
import { cdkJsonContext } from './synth.ts';

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
