/**
 * `npm start`: the local stack with demo data, until Ctrl-C.
 * Flags: --reset (delete local data first), --no-seed (start with an empty table),
 * --ready-file=PATH (when ready, write what a test harness needs to reach the stack to PATH, as
 * JSON readable by this user only: tests/support/stack-process.ts). LOCAL_PORTS (JSON, e.g.
 * {"gateway":4100}) sets single ports, beside LOCAL_PORT_BASE and LOCAL_MQTT_PORT (config.ts).
 *
 * The stack runs the functions in its own process, so that process runs on the Lambda runtime's
 * Node major (lambda-node.ts): when the running node is another major, this script starts itself
 * again on the packaged one and only waits for it.
 */
import { writeFileSync } from 'node:fs';
import { defaultDataDir, LOCAL_API_KEY, type LocalPorts } from './config';
import { killDynamoLocalNow } from './dynamodb';
import { LocalStackError } from './errors';
import { lambdaNodeNote, rerunOnLambdaNode } from './lambda-node';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-accounts';
import type { LocalStack } from './stack';

const args = new Set(process.argv.slice(2));
const readyFile = process.argv.find((arg) => arg.startsWith('--ready-file='))?.slice('--ready-file='.length);
const startedAt = performance.now();

function printReady(stack: LocalStack): void {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const accounts = Object.entries(DEMO_USERS)
    .map(([uid, user]) => `    ${uid.padEnd(11)} ${DEMO_PASSWORD.padEnd(10)} -> ${user.lands}`)
    .join('\n');
  console.log(`
ClassPulse is running (ready in ${seconds} s).

  Console      ${stack.url}/
  GraphQL      ${stack.graphqlUrl}   (app token header x-api-key: ${LOCAL_API_KEY})
  Realtime     ${stack.graphqlUrl.replace('http', 'ws')}/realtime
  Version      ${stack.url}/api/v3/version
  MQTT         ${stack.mqttUrl}  and  ${stack.mqttWsUrl}
  DynamoDB     ${stack.dynamoEndpoint}   (table ${stack.tableName})
  Object store ${stack.s3Endpoint}
  Data folder  ${stack.dataDir}${stack.seeded ? '   (new: demo data written)' : ''}

  ${lambdaNodeNote()}

  Demo accounts (user id, password):
${accounts}

Press Ctrl-C to stop.`);
}

const STOP_TIMEOUT_MS = 15_000;
let stack: LocalStack | undefined;
let stopping = false;

/** Ctrl-C stops every part in order; a second Ctrl-C (or a stop that hangs) forces it. */
async function shutdown(signal: string): Promise<void> {
  if (stopping) {
    console.log('Forced stop.');
    killDynamoLocalNow(defaultDataDir());
    process.exit(130);
  }
  stopping = true;
  console.log(`\n${signal}: stopping...`);
  if (!stack) return; // still starting: main() stops it as soon as it is up
  setTimeout(() => {
    console.error('Stopping took too long; forcing.');
    killDynamoLocalNow(defaultDataDir());
    process.exit(1);
  }, STOP_TIMEOUT_MS).unref();
  await stack.stop();
  console.log('Stopped.');
  process.exit(0);
}

async function main(): Promise<void> {
  const rerun = rerunOnLambdaNode();
  if (rerun) {
    process.exitCode = await rerun;
    return;
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Loaded here, not above: a start that hands over to another node need not load the stack.
  const { startLocalStack } = await import('./stack');
  const ports = process.env.LOCAL_PORTS ? (JSON.parse(process.env.LOCAL_PORTS) as Partial<LocalPorts>) : {};
  const started = await startLocalStack({
    reset: args.has('--reset'),
    seed: !args.has('--no-seed'),
    ports,
    log: (message) => console.log(message),
  });
  stack = started;
  if (stopping) {
    await started.stop();
    console.log('Stopped.');
    process.exit(0);
  }
  if (readyFile) writeReadyFile(readyFile, started);
  printReady(started);
}

/** The addresses and local-only credentials of a started stack, for a harness in another process. */
function writeReadyFile(path: string, stack: LocalStack): void {
  const { queues: _queues, stop: _stop, ...reachable } = stack;
  writeFileSync(path, JSON.stringify({ ...reachable, nodeVersion: process.versions.node }), { mode: 0o600 });
}

main().catch((error: unknown) => {
  if (error instanceof LocalStackError) {
    console.error(`\n${error.message}\n${error.hint}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
