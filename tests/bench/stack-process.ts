/**
 * `npm start` in a child process for benchmarks, so the measuring process holds only the client
 * side (its memory and timings are not mixed with the stack's), on free ports and a temp folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT } from '../../infra/local/config';

export interface StackProcess {
  child: ChildProcess;
  graphqlUrl: string;
  /** Seconds from spawn to "ready". */
  seconds: number;
  stop(): Promise<void>;
}

export async function startStackProcess(
  dataDir: string,
  portBase: number,
  mqttPort: number,
): Promise<StackProcess> {
  const startedAt = performance.now();
  // BENCH_STACK_NODE_ARGS passes flags to the stack's node, e.g. `--cpu-prof --cpu-prof-dir=DIR`
  // to see where the stack spends its time (node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_STACK_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'infra/local/start.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      LOCAL_DATA_DIR: dataDir,
      LOCAL_PORT_BASE: String(portBase),
      LOCAL_MQTT_PORT: String(mqttPort),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('ClassPulse is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  return {
    child,
    graphqlUrl: `http://127.0.0.1:${portBase}/graphql`,
    seconds: (performance.now() - startedAt) / 1000,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}
