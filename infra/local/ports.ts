/** Port checks done before anything starts, so a busy port gives a clear message, not a stack. */
import { createServer } from 'node:net';
import type { LocalPorts } from './config';
import { LocalStackError } from './errors';

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * Ports handed out for test and benchmark stacks come from below the kernel's ephemeral range
 * (32768-60999 on Linux): a port the OS picks for `listen(0)` lies in that range, where the many
 * outgoing connections of a starting stack (DynamoDB, S3, the browser) also take their local
 * ports, so between the pick and the real listen one of them could take it (EADDRINUSE).
 */
const FREE_PORT_RANGE = { low: 20_000, high: 32_000 };
const handedOut = new Set<number>();

export async function freePort(host = '127.0.0.1'): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port =
      FREE_PORT_RANGE.low + Math.floor(Math.random() * (FREE_PORT_RANGE.high - FREE_PORT_RANGE.low));
    // Never the same port twice from one process: two stacks' ports must not meet.
    if (handedOut.has(port)) continue;
    handedOut.add(port); // before the check, so concurrent calls never pick it too
    if (await isPortFree(port, host)) return port;
  }
  throw new Error(`No free port between ${FREE_PORT_RANGE.low} and ${FREE_PORT_RANGE.high}`);
}

/** Free ports for every listener of one stack, for stacks that tests and tools start side by side. */
export async function freeStackPorts(): Promise<LocalPorts> {
  return {
    gateway: await freePort(),
    dynamodb: await freePort(),
    s3: await freePort(),
    mqtt: await freePort(),
    mqttWs: await freePort(),
  };
}

/**
 * Ports that browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports",
 * as undici and Chromium list them; Chromium says net::ERR_UNSAFE_PORT). A stack listening on
 * one looks healthy, yet every console request and every server-side fetch to it fails.
 */
export const FETCH_BLOCKED_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104,
  109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515,
  526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

const PORT_HINT =
  'choose other ports with the LOCAL_PORT_BASE variable (and LOCAL_MQTT_PORT for MQTT over TCP).';

/**
 * Refuses, before anything starts, ports that browsers and fetch block (`webPorts`: the ones a
 * browser or fetch reaches) and ports already in use, each with what to do about it.
 */
export async function assertPortsUsable(ports: Record<string, number>, webPorts: readonly string[]) {
  for (const [what, port] of Object.entries(ports)) {
    if (webPorts.includes(what) && FETCH_BLOCKED_PORTS.has(port)) {
      throw new LocalStackError(
        `Port ${port} (${what}) is one that browsers and fetch refuse to connect to ("bad port").`,
        `Nothing could reach the stack there: ${PORT_HINT}`,
      );
    }
  }
  await assertPortsFree(ports);
}

export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  for (const [what, port] of Object.entries(ports)) {
    if (port !== 0 && !(await isPortFree(port))) {
      throw new LocalStackError(
        `Port ${port} (${what}) is already in use.`,
        `Stop the program using it (is another \`npm start\` running?), or ${PORT_HINT}`,
      );
    }
  }
}
