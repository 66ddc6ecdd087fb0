/** The local stack refuses to start with a message a person can act on, not a stack trace. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDynamoLocal } from './dynamodb';
import { LocalStackError } from './errors';
import { assertPortsFree, assertPortsUsable, freePort } from './ports';

describe('start-up errors', () => {
  it('names the busy port and what to do about it', async () => {
    const port = await freePort();
    const blocker = createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));

    const error = await assertPortsFree({ gateway: port }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(LocalStackError);
    expect((error as LocalStackError).message).toBe(`Port ${port} (gateway) is already in use.`);
    expect((error as LocalStackError).hint).toMatch(/LOCAL_PORT_BASE/);
    blocker.close();
  });

  it('refuses a port that fetch blocks (6000) with the busy-port hint, before anything listens', async () => {
    const error = await assertPortsUsable({ gateway: 6000, dynamodb: 6001 }, ['gateway', 'dynamodb']).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(LocalStackError);
    expect((error as LocalStackError).message).toMatch(/^Port 6000 \(gateway\) .*"bad port"/);
    expect((error as LocalStackError).hint).toMatch(/LOCAL_PORT_BASE/);
    // The list is the one fetch itself refuses: Node's fetch fails on 6000 before connecting.
    const refused = await fetch('http://127.0.0.1:6000/').catch((e: unknown) => e);
    expect((refused as Error & { cause?: Error }).cause?.message).toBe('bad port');
  });

  it('lets MQTT over TCP use a port only fetch would refuse', async () => {
    const mqtt = await assertPortsUsable({ mqtt: 6000 }, ['gateway']).catch((e: unknown) => e);

    // Free here, or at most "in use": never refused as a bad port.
    expect(String((mqtt as Error | undefined)?.message ?? '')).not.toMatch(/bad port/);
  });

  it('says Java is missing and how to install it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'classpulse-nojava-'));
    const path = process.env.PATH;
    process.env.PATH = join(dataDir, 'empty-bin');
    try {
      const error = await startDynamoLocal({ port: await freePort(), dataDir }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(LocalStackError);
      expect((error as LocalStackError).message).toMatch(/Java was not found/);
      expect((error as LocalStackError).hint).toMatch(/default-jre-headless/);
    } finally {
      process.env.PATH = path;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('points at --reset when the data folder is damaged', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'classpulse-broken-'));
    mkdirSync(join(dataDir, 'dynamodb'));
    writeFileSync(join(dataDir, 'dynamodb', 'shared-local-instance.db'), randomBytes(5000));
    try {
      const error = await startDynamoLocal({ port: await freePort(), dataDir }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(LocalStackError);
      expect((error as LocalStackError).message).toMatch(/DynamoDB Local did not start/);
      expect((error as LocalStackError).hint).toMatch(/--reset/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
