/**
 * `npm start` (infra/local/start.ts) in a child process that a test may crash on purpose: unlike
 * tests/bench/stack-process.ts it runs in its own process group, so `crash()` SIGKILLs node and
 * the DynamoDB Local Java it spawned at once, like a power cut. The data folder survives, so a
 * second start on the same folder and ports is a restart after a crash.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT } from '../../infra/local/config';
import { freePort, isPortFree } from '../../infra/local/ports';

/** Where a child stack listens: LOCAL_PORT_BASE (gateway) + 1 DynamoDB, + 2 S3, + 3 MQTT over WS. */
export interface ChildStackPorts {
  base: number;
  mqtt: number;
}

export interface ChildStack {
  graphqlUrl: string;
  dynamoEndpoint: string;
  mqttUrl: string;
  /** Seconds from spawn to "ready". */
  seconds: number;
  /** SIGKILL to the whole process group (node and Java), resolved once node is gone. */
  crash(): Promise<void>;
  /** Ctrl-C (SIGINT) and wait; forced with SIGKILL if the graceful stop hangs. */
  stop(): Promise<void>;
}

const READY_LINE = 'ClassPulse is running';
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;

/** Four consecutive free ports for LOCAL_PORT_BASE and one more for MQTT over TCP. */
export async function freeChildStackPorts(): Promise<ChildStackPorts> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const block = [base, base + 1, base + 2, base + 3];
    const free = await Promise.all(block.map((port) => isPortFree(port)));
    if (!free.every(Boolean)) continue;
    let mqtt = await freePort();
    while (block.includes(mqtt)) mqtt = await freePort();
    return { base, mqtt };
  }
  throw new Error('No block of 4 free ports found for a child stack');
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid || hasExited(child)) return;
  try {
    // A negative pid is the process group: node and the Java it spawned.
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForPortsFree(ports: ChildStackPorts): Promise<void> {
  const all = [ports.base, ports.base + 1, ports.base + 2, ports.base + 3, ports.mqtt];
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((await Promise.all(all.map((port) => isPortFree(port)))).every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Ports ${all.join(', ')} still busy 15 s after the crash`);
}

export async function startChildStack(dataDir: string, ports: ChildStackPorts): Promise<ChildStack> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      LOCAL_DATA_DIR: dataDir,
      LOCAL_PORT_BASE: String(ports.base),
      LOCAL_MQTT_PORT: String(ports.mqtt),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // If the test process itself dies, the stack must not outlive it.
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));

  let output = '';
  const keep = (chunk: Buffer) => {
    // The end of the output says why a start failed; the start is the banner we wait for.
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      killGroup(child, 'SIGKILL');
      reject(new Error(`npm start was not ready within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = () => {
      if (!output.includes(READY_LINE)) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve();
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });

  return {
    graphqlUrl: `http://127.0.0.1:${ports.base}/graphql`,
    dynamoEndpoint: `http://127.0.0.1:${ports.base + 1}`,
    mqttUrl: `mqtt://127.0.0.1:${ports.mqtt}`,
    seconds: (performance.now() - startedAt) / 1000,
    async crash() {
      const gone = exited(child);
      killGroup(child, 'SIGKILL');
      await gone;
      // Java may outlive node by a moment; a restart needs its ports back.
      await waitForPortsFree(ports);
    },
    async stop() {
      const gone = exited(child);
      killGroup(child, 'SIGINT');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
      await gone;
      clearTimeout(timer);
    },
  };
}
