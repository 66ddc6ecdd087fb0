/**
 * The local stack is for the machine it runs on (docs/local-stack.md "Loopback only"): started as
 * `npm start` starts it, every socket it and its child processes (DynamoDB Local's Java) listen
 * on is bound to 127.0.0.1, so on a teacher's laptop on school WiFi nobody nearby can reach the
 * table, the files, the broker or the API.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeStackPorts } from '../../infra/local/ports';
import { type Listener, listenersOf, processTree } from '../support/listeners';
import { type StackProcess, startStackProcess } from '../support/stack-process';

describe('the local stack as npm start runs it', () => {
  let stack: StackProcess;
  let dataDir = '';
  let ports: Awaited<ReturnType<typeof freeStackPorts>>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'classpulse-listeners-'));
    ports = await freeStackPorts();
    stack = await startStackProcess({ dataDir, ports });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 only, DynamoDB Local included', () => {
    // Act
    const pid = stack.child.pid;
    if (pid === undefined) throw new Error('the stack process has no pid');
    const listeners = listenersOf(processTree(pid));
    const label = (l: Listener) => `${l.address}:${l.port} (pid ${l.pid})`;
    console.log(`Listeners of the stack: ${listeners.map(label).join(', ')}`);

    // Assess: every port the stack was given is among them, and nothing listens beyond loopback
    const listening = new Set(listeners.map((listener) => listener.port));
    for (const [name, port] of Object.entries(ports)) expect(listening.has(port), name).toBe(true);
    expect(listeners.filter((listener) => listener.address !== '127.0.0.1').map(label)).toEqual([]);
  });
});
