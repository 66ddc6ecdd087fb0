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

export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
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
