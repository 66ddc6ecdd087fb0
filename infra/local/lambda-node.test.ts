import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAMBDA_RUNTIME } from '../lib/constructs/function-bundling';
import { REPO_ROOT } from './config';
import { LAMBDA_NODE_MAJOR, lambdaNode, platformPackage } from './lambda-node';

const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
  optionalDependencies?: Record<string, string>;
};

describe('the Node the local stack runs the functions on', () => {
  it('is the major of the runtime every function is deployed with', () => {
    expect(LAMBDA_RUNTIME.name).toBe(`nodejs${LAMBDA_NODE_MAJOR}.x`);
  });

  it('is pinned for every platform npm has it for, all of that major', () => {
    const packages = manifest.optionalDependencies ?? {};
    const expected = [
      platformPackage('linux', 'x64'),
      platformPackage('linux', 'arm64'),
      platformPackage('darwin', 'x64'),
      platformPackage('win32', 'x64'),
    ];
    expect(Object.keys(packages).sort()).toEqual(expected.sort());
    for (const version of Object.values(packages))
      expect(version).toMatch(new RegExp(`^${LAMBDA_NODE_MAJOR}\\.\\d+\\.\\d+$`));
  });

  it('is, on this machine, an executable node of that major', () => {
    const { path } = lambdaNode();
    const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
    expect(version).toMatch(new RegExp(`^v${LAMBDA_NODE_MAJOR}\\.`));
  });
});
