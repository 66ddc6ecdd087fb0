/**
 * `npm start` in a child process, as the test tiers and the benchmarks need it: on free ports and
 * a temporary data folder, on the Lambda runtime's Node major (infra/local/lambda-node.ts), so the
 * functions under test run on the Node they run on in AWS, and the measuring or testing process
 * holds only the client side (its memory and timings are not mixed with the stack's).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LocalPorts, REPO_ROOT } from '../../infra/local/config';
import { lambdaNode } from '../../infra/local/lambda-node';
import type { LocalStack } from '../../infra/local/stack';

/** What the stack wrote to its ready file: everything of LocalStack that crosses a process. */
export type StackInfo = Omit<LocalStack, 'queues' | 'stop'> & { nodeVersion: string };

export interface StackProcess {
  child: ChildProcess;
  info: StackInfo;
  graphqlUrl: string;
  /** Seconds from spawn to "ready". */
  seconds: number;
  stop(): Promise<void>;
}

export interface StackProcessOptions {
  dataDir: string;
  ports: Partial<LocalPorts>;
  /** After the start, pass the stack's output on (the functions' log lines), as an in-process stack's would show. */
  forwardOutput?: boolean;
  /** More environment for the stack (its configuration, e.g. LOCAL_PUBLIC_URL). */
  env?: Readonly<Record<string, string>>;
}

export async function startStackProcess(options: StackProcessOptions): Promise<StackProcess> {
  const startedAt = performance.now();
  const readyFile = join(options.dataDir, 'stack-ready.json');
  // BENCH_STACK_NODE_ARGS passes flags to the stack's node, e.g. `--cpu-prof --cpu-prof-dir=DIR`
  // to see where the stack spends its time (node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_STACK_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    lambdaNode().path,
    [...nodeArgs, '--import', 'tsx', 'infra/local/start.ts', `--ready-file=${readyFile}`],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...options.env,
        LOCAL_DATA_DIR: options.dataDir,
        LOCAL_PORTS: JSON.stringify(options.ports),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('ClassPulse is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  child.stdout?.removeAllListeners('data');
  if (options.forwardOutput) child.stdout?.pipe(process.stdout);
  else child.stdout?.resume();
  const info = JSON.parse(readFileSync(readyFile, 'utf8')) as StackInfo;
  return {
    child,
    info,
    graphqlUrl: info.graphqlUrl,
    seconds: (performance.now() - startedAt) / 1000,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}

/** The benchmarks' stack: consecutive ports from `portBase` (as LOCAL_PORT_BASE) and its MQTT port. */
export function startBenchStack(dataDir: string, portBase: number, mqttPort: number): Promise<StackProcess> {
  const ports = {
    gateway: portBase,
    dynamodb: portBase + 1,
    s3: portBase + 2,
    mqttWs: portBase + 3,
    mqtt: mqttPort,
  };
  return startStackProcess({ dataDir, ports });
}
