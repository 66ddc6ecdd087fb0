/** Port checks done before anything starts, so a busy port gives a clear message, not a stack. */
import { createServer } from 'node:net';
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

export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  for (const [what, port] of Object.entries(ports)) {
    if (port !== 0 && !(await isPortFree(port))) {
      throw new LocalStackError(
        `Port ${port} (${what}) is already in use.`,
        'Stop the program using it (is another `npm start` running?), or choose other ports with the LOCAL_PORT_BASE variable.',
      );
    }
  }
}
