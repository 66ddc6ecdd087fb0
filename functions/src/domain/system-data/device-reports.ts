/**
 * What devices report about themselves (spec section 3 "DeviceData and ScannerData"), written by
 * the answer consumer from scanner register replies (docs/system-data.md "Where the rows come
 * from"): an `identify` reply becomes a ScannerData row (model, MAC, firmware as version, SSID),
 * each button listed in a `scan-devices` reply a DeviceData row (MAC, model). A reply delivered
 * twice writes nothing new: a row's id is derived from the scanner, the request and the device.
 * WiFi passwords never reach this module (no reply carries one). Lists are read-only.
 */
import { createHash } from 'node:crypto';
import type { EntityRepository } from '../../data/entities';
import type { ListReader } from '../../data/lists';
import type { ScannerRecord, UserRecord } from '../../data/records';
import type { DeviceReportRecord } from '../../data/system-data-records';
import type { DeviceReportSink, IdentifyReport, ScannedButton } from '../../devices/report-sink';
import type { DeviceData } from '../../generated/graphql';
import type { PageRequest } from '../../kernel/paging';
import { catalogPage } from '../catalog/catalog-collection';
import { userRef } from '../scoped';

export type ReportKind = 'SCANNERDATA' | 'DEVICEDATA';

/** A stable id per (scanner, request, device): a redelivered reply maps to the same rows. */
export function reportId(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32);
}

const scannerUser = (scanner: ScannerRecord): string | null => {
  const user = scanner.info?.user;
  return typeof user === 'string' ? user : null;
};

export class DeviceReportService implements DeviceReportSink {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
  ) {}

  async list(kind: ReportKind, request: PageRequest, filter: unknown) {
    const page = await catalogPage<DeviceReportRecord>(this.lists, kind, request, filter, [
      'device',
      'model',
    ]);
    const ids = page.data.map((row) => row.userId).filter((id): id is string => Boolean(id));
    const users = await this.entities.getMany<UserRecord>('USER', ids);
    const data: DeviceData[] = page.data.map((row) => {
      const user = row.userId ? users.get(row.userId) : undefined;
      return {
        _id: row._id,
        device: row.device,
        user: user ? userRef(user) : null,
        data: {
          model: row.model,
          mac: row.mac,
          scid: row.scid,
          version: row.version,
          ssid: row.ssid,
          // Never stored, so never set: the WiFi password stays on the scanner.
          wifiPasswordSet: false,
          url: null,
          port: null,
        },
        createdAt: row.createdAt,
      };
    });
    return { data, total: page.total };
  }

  /** Creates the row unless a delivery of the same reply already did. */
  private async once(kind: ReportKind, row: DeviceReportRecord): Promise<void> {
    if (await this.entities.get(kind, row._id)) return;
    try {
      await this.entities.create(kind, row);
    } catch (error) {
      // Two deliveries racing: the other one wrote this very row.
      if (error instanceof Error && error.name === 'TransactionCanceledException') return;
      throw error;
    }
  }

  async scannerIdentified(scanner: ScannerRecord, report: IdentifyReport, at: string): Promise<void> {
    await this.once('SCANNERDATA', {
      _id: reportId(scanner.scid, report.requestId),
      device: scanner.scid,
      userId: scannerUser(scanner),
      model: report.model ?? null,
      mac: report.mac ?? scanner.mac,
      scid: scanner.scid,
      version: report.firmware ?? null,
      ssid: report.ssid ?? null,
      createdAt: at,
    });
  }

  async devicesScanned(
    scanner: ScannerRecord,
    requestId: string,
    devices: ScannedButton[],
    at: string,
  ): Promise<void> {
    for (const device of devices) {
      await this.once('DEVICEDATA', {
        _id: reportId(scanner.scid, requestId, device.mac),
        device: device.mac,
        userId: null,
        model: device.model ?? null,
        mac: device.mac,
        scid: scanner.scid,
        version: null,
        ssid: null,
        createdAt: at,
      });
    }
  }
}
