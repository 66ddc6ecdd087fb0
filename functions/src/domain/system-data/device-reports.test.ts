/**
 * One row per device with its latest report, and a report that changes nothing costs nothing:
 * the service against an in-memory entity store that counts its reads and writes.
 */
import { describe, expect, it } from 'vitest';
import type { EntityRepository } from '../../data/entities';
import type { ListReader } from '../../data/lists';
import type { ScannerRecord } from '../../data/records';
import { DeviceReportService, reportId } from './device-reports';

const AT = '2026-01-01T00:00:00.000Z';
const LATER = '2026-01-01T00:05:00.000Z';
const scanner = (scid: string): ScannerRecord => ({
  _id: `scanner-${scid}`,
  scid,
  mac: null,
  name: null,
  status: 'online',
  siteId: 'site-1',
  spotId: 'spot-1',
  alive: AT,
  active: true,
  createdAt: AT,
  updatedAt: AT,
});

function store(records: Record<string, Record<string, unknown>> = {}) {
  const items = new Map(Object.entries(records));
  const calls = { reads: 0, creates: 0, updates: [] as Record<string, unknown>[] };
  const entities = {
    get: async (type: string, id: string) => {
      calls.reads += 1;
      return items.get(`${type}#${id}`) ?? null;
    },
    getMany: async (type: string, ids: string[]) => {
      calls.reads += ids.length > 0 ? 1 : 0;
      return new Map(
        ids.flatMap((id) => (items.has(`${type}#${id}`) ? [[id, items.get(`${type}#${id}`)]] : [])),
      );
    },
    create: async (type: string, record: { _id: string }) => {
      calls.creates += 1;
      items.set(`${type}#${record._id}`, { ...record });
    },
    update: async (type: string, id: string, changes: Record<string, unknown>) => {
      calls.updates.push(changes);
      const next = { ...items.get(`${type}#${id}`), ...changes };
      items.set(`${type}#${id}`, next);
      return next;
    },
  };
  const service = new DeviceReportService(entities as unknown as EntityRepository, {} as ListReader);
  const row = (kind: 'SCANNERDATA' | 'DEVICEDATA', device: string) =>
    items.get(`${kind}#${reportId(kind, device)}`);
  return { service, calls, row };
}

describe('DeviceReportService', () => {
  it("keeps a scanner's reports in one row and writes only what changed", async () => {
    const { service, calls, row } = store();
    const box = scanner('SCN-1');

    await service.scannerReported(box, { model: 'CP-S1', firmware: '1.4.2', ssid: 'Setup' }, AT);
    await service.scannerReported(box, { model: 'CP-S1', firmware: '1.4.2' }, LATER);
    await service.scannerReported(box, {}, LATER);
    await service.scannerReported(box, { firmware: '1.5.0' }, LATER);

    expect(row('SCANNERDATA', 'SCN-1')).toMatchObject({
      device: 'SCN-1',
      model: 'CP-S1',
      scid: 'SCN-1',
      version: '1.5.0',
      ssid: 'Setup',
      createdAt: AT,
      updatedAt: LATER,
    });
    expect(calls).toEqual({
      reads: 1,
      creates: 1,
      updates: [{ version: '1.5.0', scid: 'SCN-1', updatedAt: LATER }],
    });
  });

  it('writes heard buttons after the batch, once per button, again only when another scanner relays it', async () => {
    const { service, calls, row } = store();
    const macs = ['AA:BB:CC:00:00:01', 'AA:BB:CC:00:00:02'];

    service.buttonsHeard(scanner('SCN-1'), macs, AT);
    expect(calls.reads + calls.creates).toBe(0);
    await service.flushHeard();
    service.buttonsHeard(scanner('SCN-1'), macs, LATER);
    await service.flushHeard();
    service.buttonsHeard(scanner('SCN-2'), [macs[0] as string], LATER);
    await service.flushHeard();

    expect(row('DEVICEDATA', macs[0] as string)).toMatchObject({
      mac: macs[0],
      scid: 'SCN-2',
      createdAt: AT,
    });
    expect(row('DEVICEDATA', macs[1] as string)).toMatchObject({ mac: macs[1], scid: 'SCN-1' });
    expect(calls.creates).toBe(2);
    expect(calls.updates).toEqual([{ mac: macs[0], scid: 'SCN-2', updatedAt: LATER }]);
  });

  it('keeps the model of a device scan when presses later name the relaying scanner', async () => {
    const { service, row } = store();

    await service.devicesScanned(scanner('SCN-1'), [{ mac: 'AA:BB:CC:00:00:09', model: 'CP-B2' }], AT);
    service.buttonsHeard(scanner('SCN-2'), ['AA:BB:CC:00:00:09'], LATER);
    await service.flushHeard();

    expect(row('DEVICEDATA', 'AA:BB:CC:00:00:09')).toMatchObject({ model: 'CP-B2', scid: 'SCN-2' });
  });

  it('says a joined network was given a password only for the request that carried one', async () => {
    const box = { ...scanner('SCN-1'), wifiRequest: { requestId: 'reg-1', secured: true } };
    const { service, row } = store({ [`SCANNER#${box._id}`]: box });

    await service.wifiJoined(box, 'reg-1', 'Room-3', AT);
    expect(row('SCANNERDATA', 'SCN-1')).toMatchObject({ ssid: 'Room-3', wifiPasswordSet: true });
    await service.wifiJoined(box, 'reg-other', 'Guest', LATER);
    expect(row('SCANNERDATA', 'SCN-1')).toMatchObject({ ssid: 'Guest', wifiPasswordSet: null });
    // A network the scanner moved to by itself: not known either.
    await service.wifiJoined(box, 'reg-1', 'Room-3', LATER);
    await service.scannerReported(box, { ssid: 'Hall' }, LATER);
    expect(row('SCANNERDATA', 'SCN-1')).toMatchObject({ ssid: 'Hall', wifiPasswordSet: null });
  });
});
