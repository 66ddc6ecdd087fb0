/**
 * The registration service with fakes: the scanner placed on its site and classroom, the request
 * it publishes, and a password that never reaches a log.
 */
import { describe, expect, it } from 'vitest';
import type { UserCaller } from '../../auth/caller';
import type { ScannerRecord, SiteRecord, SpotRecord } from '../../data/records';
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

const STORED: Record<string, unknown> = {
  'SCANNER#scanner-1': stock,
  'SITE#site-1': { _id: 'site-1', name: 'School' } as Partial<SiteRecord>,
  'SPOT#spot-1': { _id: 'spot-1', name: 'Room 3', siteId: 'site-1' } as Partial<SpotRecord>,
  'SPOT#spot-elsewhere': { _id: 'spot-elsewhere', name: 'Other', siteId: 'site-2' } as Partial<SpotRecord>,
};
const CALLER = { kind: 'user', userId: 'admin-1' } as UserCaller;

function service(publish: (topic: string, message: object) => Promise<void>) {
  const logged: unknown[] = [];
  const published: { topic: string; message: object }[] = [];
  const moves: { record: ScannerRecord; from: object; to: object }[] = [];
  const updates: object[] = [];
  const registration = new ScannerRegisterService({
    stage: 'local',
    entities: {
      ownerOf: async () => stock._id,
      get: async <T>(type: string, id: string) => (STORED[`${type}#${id}`] ?? null) as T,
      getMany: async <T>(type: string, ids: string[]) =>
        new Map(ids.flatMap((id) => (STORED[`${type}#${id}`] ? [[id, STORED[`${type}#${id}`] as T]] : []))),
      create: async <T>(_type: unknown, record: T) => record,
      update: async <T>(_type: unknown, _id: string, changes: object) => {
        updates.push(changes);
        return stock as T;
      },
      rescope: async <T>(_type: unknown, record: T, from: object, to: object) => {
        moves.push({ record: record as ScannerRecord, from, to });
        return record;
      },
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
  return { registration, logged, published, moves, updates };
}

describe('ScannerRegisterService.register', () => {
  it('names the scanner and moves it from stock onto its site and classroom', async () => {
    const { registration, moves } = service(async () => undefined);

    const saved = await registration.register(CALLER, {
      scid: 'SCN-1',
      input: { userName: 'Kim', name: 'Room 3 scanner', site: 'site-1', spot: 'spot-1' },
    });

    expect(saved).toMatchObject({
      registered: true,
      site: { _id: 'site-1', name: 'School' },
      spot: { _id: 'spot-1', name: 'Room 3' },
    });
    expect(moves).toEqual([
      {
        record: expect.objectContaining({ name: 'Room 3 scanner', siteId: 'site-1', spotId: 'spot-1' }),
        from: { siteId: null, spotId: null, updatedAt: stock.updatedAt },
        to: { siteId: 'site-1', spotId: 'spot-1' },
      },
    ]);
  });

  it('refuses a classroom of another site and a site that does not exist, writing nothing', async () => {
    const { registration, moves } = service(async () => undefined);
    const names = { userName: 'Kim', name: 'Box' };

    const elsewhere = registration.register(CALLER, {
      scid: 'SCN-1',
      input: { ...names, site: 'site-1', spot: 'spot-elsewhere' },
    });
    const nowhere = registration.register(CALLER, { scid: 'SCN-1', input: { ...names, site: 'site-9' } });
    const none = registration.register(CALLER, { scid: 'SCN-1', input: names });

    await expect(elsewhere).rejects.toMatchObject({ info: { key: 'UNKNOWN_SPOT' } });
    await expect(nowhere).rejects.toMatchObject({ info: { key: 'UNKNOWN_SITE' } });
    await expect(none).rejects.toMatchObject({ code: 'BadRequest' });
    expect(moves).toEqual([]);
  });
});

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

  it('keeps whether a network was given a password, never the password', async () => {
    const { registration, updates } = service(async () => undefined);

    const secured = await registration.send({
      scid: 'SCN-1',
      input: { op: 'set-wifi', ssid: 'Room-3', password: 'secret-password-1' },
    });
    await registration.send({ scid: 'SCN-1', input: { op: 'set-wifi', ssid: 'Guest', password: '' } });

    expect(updates).toEqual([
      { wifiRequest: { requestId: secured.requestId, secured: true } },
      { wifiRequest: { requestId: expect.stringMatching(/^reg-/), secured: false } },
    ]);
    expect(JSON.stringify(updates)).not.toContain('secret-password-1');
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
