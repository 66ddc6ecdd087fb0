/** The registration service with fakes: the request it publishes, and a password that never reaches a log. */
import { describe, expect, it } from 'vitest';
import type { ScannerRecord } from '../../data/records';
import { isOnline, ScannerRegisterService } from './scanner-register';

const NOW = Date.parse('2025-01-01T00:00:00Z');
const stock: ScannerRecord = {
  _id: 'scanner-1',
  scid: 'SCN-1',
  mac: null,
  name: null,
  status: 'online',
  siteId: null,
  spotId: null,
  alive: new Date(NOW - 1000).toISOString(),
  active: true,
  createdAt: '',
  updatedAt: '',
};

function service(publish: (topic: string, message: object) => Promise<void>) {
  const logged: unknown[] = [];
  const published: { topic: string; message: object }[] = [];
  const registration = new ScannerRegisterService({
    stage: 'local',
    entities: {
      ownerOf: async () => stock._id,
      get: async <T>() => stock as T,
      create: async <T>(_type: unknown, record: T) => record,
      update: async <T>() => stock as T,
    },
    publisher: {
      publish: async (topic, message) => {
        published.push({ topic, message });
        await publish(topic, message);
      },
    },
    log: { error: (message, extra) => logged.push([message, extra]) },
    now: () => NOW,
  });
  return { registration, logged, published };
}

describe('ScannerRegisterService.send', () => {
  it('publishes the step to the scanner with a new request id and says it is online', async () => {
    const { registration, published } = service(async () => undefined);

    const result = await registration.send({
      scid: 'SCN-1',
      input: { op: 'scan-devices', durationMs: 5000 },
    });

    expect(result).toEqual({ requestId: expect.stringMatching(/^reg-/), online: true });
    expect(published).toEqual([
      {
        topic: 'classpulse/local/scanners/SCN-1/register/requests',
        message: { v: 1, requestId: result.requestId, sentAt: NOW, op: 'scan-devices', durationMs: 5000 },
      },
    ]);
  });

  it('logs a failed publish with the op and ids, never the WiFi password', async () => {
    const { registration, logged } = service(async () => {
      throw new Error('broker down');
    });

    const sent = registration.send({
      scid: 'SCN-1',
      input: { op: 'set-wifi', ssid: 'Room-3', password: 'secret-password-1' },
    });

    await expect(sent).rejects.toMatchObject({ code: 'InternalFailure' });
    expect(JSON.stringify(logged)).toContain('set-wifi');
    expect(JSON.stringify(logged)).not.toContain('secret-password-1');
  });

  it('refuses a password the contract does not allow without quoting it', async () => {
    const { registration, published } = service(async () => undefined);

    const sent = registration.send({
      scid: 'SCN-1',
      input: { op: 'set-wifi', ssid: 'Room-3', password: 'short1' },
    });

    await expect(sent).rejects.toMatchObject({
      info: { key: 'INVALID_REGISTER_REQUEST', field: 'password' },
    });
    await expect(sent).rejects.not.toHaveProperty('message', expect.stringContaining('short1'));
    expect(published).toEqual([]);
  });
});

describe('isOnline', () => {
  it('is alive within the window and not offline', () => {
    expect(isOnline(stock, NOW)).toBe(true);
    expect(isOnline({ ...stock, status: 'offline' }, NOW)).toBe(false);
    expect(isOnline({ ...stock, alive: new Date(NOW - 10 * 60_000).toISOString() }, NOW)).toBe(false);
    expect(isOnline({ ...stock, alive: null }, NOW)).toBe(false);
  });
});
