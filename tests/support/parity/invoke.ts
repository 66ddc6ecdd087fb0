/**
 * One cold start and one invocation of a bundle, as Lambda does it: the bundle is copied to a
 * temporary task root outside the repository (so it cannot reach the repository's sources or
 * packages), next to a node_modules holding only @aws-sdk/* and @smithy/* (the SDK the Node.js
 * runtime provides), and a fresh `node` runs it with exactly the environment it is given.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../infra/lib/paths';
import { lambdaNode } from '../../../infra/local/lambda-node';

export type Outcome =
  | { kind: 'answer'; answer: unknown }
  | { kind: 'error'; phase: 'import' | 'invoke'; name: string; code: string | null; message: string };

export interface Invocation {
  outcome: Outcome;
  /** What the function logged, for failure messages. */
  output: string;
}

/** The runtime's own SDK packages, taken from the repository's install. */
const RUNTIME_PACKAGES = ['@aws-sdk', '@smithy'];
const RUNNER = join(import.meta.dirname, 'invoke-handler.mjs');
const INVOKE_TIMEOUT_MS = 60_000;

function taskRoot(bundleDir: string, event: unknown): string {
  const root = mkdtempSync(join(tmpdir(), 'classpulse-parity-'));
  cpSync(bundleDir, root, { recursive: true, filter: (source) => !source.endsWith('inputs.json') });
  cpSync(RUNNER, join(root, 'invoke-handler.mjs'));
  writeFileSync(join(root, 'event.json'), JSON.stringify(event));
  // A bundle with native modules (bundles.ts) brings its own node_modules.
  mkdirSync(join(root, 'node_modules'), { recursive: true });
  for (const name of RUNTIME_PACKAGES) {
    symlinkSync(join(REPO_ROOT, 'node_modules', name), join(root, 'node_modules', name), 'dir');
  }
  return root;
}

export async function invokeBundle(options: {
  bundleDir: string;
  handler: string;
  environment: Record<string, string>;
  event: unknown;
}): Promise<Invocation> {
  const root = taskRoot(options.bundleDir, options.event);
  try {
    const child = spawn(lambdaNode().path, [join(root, 'invoke-handler.mjs'), root, options.handler], {
      cwd: root,
      env: options.environment,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: INVOKE_TIMEOUT_MS,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    let outcome: Outcome;
    try {
      outcome = JSON.parse(readFileSync(join(root, 'outcome.json'), 'utf8')) as Outcome;
    } catch {
      outcome = { kind: 'error', phase: 'invoke', name: 'NoOutcome', code: null, message: `exit ${code}` };
    }
    return { outcome, output };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
