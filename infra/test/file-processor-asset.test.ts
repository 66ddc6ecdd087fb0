/**
 * The file processor's deployed asset carries sharp for Lambda's platform (linux, arm64), not for
 * the machine that synthesized it: CDK really bundles it here (the other infra tests skip
 * bundling), runs the afterBundling install (function-bundling.ts NATIVE_MODULES), and the asset
 * folder must hold sharp's arm64 binary and libvips, and load sharp from index.mjs's node_modules.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleFileName } from '../lib/constructs/function-bundling.ts';
import { ProductFunction } from '../lib/constructs/product-function.ts';
import { PATHS } from '../lib/paths.ts';
import { cdkJsonContext } from '../lib/synth-app.ts';

let outdir = '';
let asset = '';
let template: { Resources: Record<string, { Type: string; Properties: Record<string, unknown> }> };

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'classpulse-processor-asset-'));
  const app = new App({ outdir, context: cdkJsonContext() });
  const stack = new Stack(app, 'ProcessorAsset');
  new ProductFunction(stack, 'FileProcessor', {
    entry: PATHS.fileProcessorHandler,
    description: 'asset test',
    environment: { TABLE_NAME: 'table', TOKEN_SECRET_ARN: 'arn:secret', APP_VERSION: '0.0.0' },
  });
  app.synth();
  const staged = readdirSync(outdir).filter((name) => name.startsWith('asset.'));
  asset = join(outdir, staged[0] ?? 'none');
  template = JSON.parse(readFileSync(join(outdir, 'ProcessorAsset.template.json'), 'utf8'));
}, 300_000);

afterAll(() => {
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

describe('the file processor asset', () => {
  it("holds sharp's linux-arm64 binary and libvips beside its bundle, and no other platform's", () => {
    // Act
    const img = readdirSync(join(asset, 'node_modules', '@img'));
    const binaries = readdirSync(join(asset, 'node_modules', '@img', 'sharp-linux-arm64', 'lib'));
    const libvips = readdirSync(join(asset, 'node_modules', '@img', 'sharp-libvips-linux-arm64', 'lib'));

    // Assess
    expect(existsSync(join(asset, bundleFileName()))).toBe(true);
    expect(binaries.some((name) => /^sharp-linux-arm64.*\.node$/.test(name))).toBe(true);
    expect(libvips.some((name) => name.startsWith('libvips-cpp'))).toBe(true);
    expect(img.filter((name) => name.startsWith('sharp-') && !name.endsWith('linux-arm64'))).toEqual([]);
  });

  it('imports sharp from its node_modules rather than bundling it, on an arm64 function', () => {
    // Act
    const bundle = readFileSync(join(asset, bundleFileName()), 'utf8');
    const fn = Object.values(template.Resources).find(
      (resource) => resource.Type === 'AWS::Lambda::Function',
    );

    // Assess
    expect(bundle).toMatch(/import\("sharp"\)/);
    expect(existsSync(join(asset, 'node_modules', 'sharp', 'package.json'))).toBe(true);
    expect(fn?.Properties.Architectures).toEqual(['arm64']);
  });
});
