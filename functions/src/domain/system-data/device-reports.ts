/**
 * What devices report about themselves (spec section 3 "DeviceData and ScannerData": device,
 * user, data), kept by the answer consumer as one row per device with its latest report
 * (docs/system-data.md "Where DeviceData and ScannerData come from"):
 * - ScannerData, per scanner: model, MAC, firmware (as version) and SSID from its status messages
 *   and identify replies, the SSID of a set-wifi reply and whether that network was given a
 *   password (never the password); user: who registered the scanner;
 * - DeviceData, per button: its model from a device scan, and the scanner that last listed it or
 *   relayed its presses; user: the student the button is linked to, read when listed.
 * A report that changes nothing costs nothing: each consumer instance remembers what it last
 * read or wrote per row (bounded), reads a row the first time, and writes only what changed.
 * Presses are only noted while the batch runs, and their rows written after its acks.
 */
import { createHash } from 'node:crypto';
import type { EntityRepository } from '../../data/entities';
import type { ListReader } from '../../data/lists';
import type { DeviceRecord, ScannerRecord, UserRecord } from '../../data/records';
import type { DeviceReportRecord } from '../../data/system-data-records';
import type { DeviceReportSink, ScannedButton, ScannerReport } from '../../devices/report-sink';
import type { DeviceData } from '../../generated/graphql';
import type { PageRequest } from '../../kernel/paging';
import { catalogPage } from '../catalog/catalog-collection';
import { userRef } from '../scoped';

export type ReportKind = 'SCANNERDATA' | 'DEVICEDATA';

/** The fields a report may set; one it leaves out keeps its value. */
type ReportFields = Partial<
  Pick<DeviceReportRecord, 'model' | 'mac' | 'scid' | 'version' | 'ssid' | 'wifiPasswordSet'>
>;

/** Rows remembered per consumer instance; beyond it the oldest are read again when reported. */
const ROWS_REMEMBERED = 20_000;

/** The row id of a device's report: one per kind and device. */
export function reportId(kind: ReportKind, device: string): string {
  return createHash('sha256').update(`${kind}\n${device}`).digest('hex').slice(0, 32);
}

/** The fields a report sets, without the ones it does not carry. */
const defined = (fields: ReportFields): ReportFields =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as ReportFields;

const registrant = (scanner: ScannerRecord | undefined): string | null => {
  const user = scanner?.info?.registeredBy ?? scanner?.info?.user;
  return typeof user === 'string' ? user : null;
};

export class DeviceReportService implements DeviceReportSink {
  /** Row id -> the fields it holds, as this instance last read or wrote them. */
  private readonly known = new Map<string, ReportFields>();
  /** Buttons heard since the last flush: MAC -> the scanner that relayed it last, and when. */
  private heard = new Map<string, { scid: string; at: string }>();

  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
  ) {}

  async list(kind: ReportKind, request: PageRequest, filter: unknown) {
    const page = await catalogPage<DeviceReportRecord>(this.lists, kind, request, filter, [
      'device',
      'model',
    ]);
    const userOf = await this.usersOf(kind, page.data);
    const data: DeviceData[] = page.data.map((row) => {
      const user = userOf(row);
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
          // Whether one was given: the password itself never leaves the scanner's request topic.
          wifiPasswordSet: row.wifiPasswordSet ?? false,
          url: null,
          port: null,
        },
        createdAt: row.createdAt,
        updatedAt: row.updatedAt ?? row.createdAt,
      };
    });
    return { data, total: page.total };
  }

  /** The user of each row, read now: a scanner's registrant, a button's student. */
  private async usersOf(kind: ReportKind, rows: DeviceReportRecord[]) {
    const claims = await this.entities.ownersOfKinds(
      rows.map((row) => ({ kind: kind === 'SCANNERDATA' ? 'SCID' : 'MAC', value: row.device })),
    );
    const owners = claims.get(kind === 'SCANNERDATA' ? 'SCID' : 'MAC') ?? new Map<string, string>();
    const holders = await this.entities.getMany<ScannerRecord & DeviceRecord>(
      kind === 'SCANNERDATA' ? 'SCANNER' : 'DEVICE',
      [...new Set(owners.values())],
    );
    const userIdOf = (row: DeviceReportRecord) => {
      const owner = owners.get(row.device);
      const holder = owner ? holders.get(owner) : undefined;
      return (kind === 'SCANNERDATA' ? registrant(holder) : holder?.userId) ?? row.userId ?? null;
    };
    const users = await this.entities.getMany<UserRecord>('USER', [
      ...new Set(rows.map(userIdOf).filter((id): id is string => Boolean(id))),
    ]);
    return (row: DeviceReportRecord) => {
      const id = userIdOf(row);
      return id ? users.get(id) : undefined;
    };
  }

  private remember(id: string, fields: ReportFields) {
    this.known.delete(id);
    this.known.set(id, fields);
    while (this.known.size > ROWS_REMEMBERED) {
      const oldest = this.known.keys().next().value;
      if (oldest === undefined) break;
      this.known.delete(oldest);
    }
  }

  /** Writes the fields of `report` that differ from the device's row (creating it if missing). */
  private async keep(kind: ReportKind, device: string, report: ReportFields, at: string): Promise<void> {
    const id = reportId(kind, device);
    const reported = defined(report);
    const changed = (held: ReportFields) =>
      Object.entries(reported).some(([name, value]) => held[name as keyof ReportFields] !== value);
    const remembered = this.known.get(id);
    if (remembered && !changed(remembered)) return;
    const row = remembered ? null : await this.entities.get<DeviceReportRecord>(kind, id);
    const held = remembered ?? row ?? undefined;
    if (held && !changed(held)) return this.remember(id, { ...held });
    // Another network than the one the wizard set: whether it has a password is not known.
    const otherNetwork = held && reported.ssid !== undefined && reported.ssid !== held.ssid;
    const fields =
      otherNetwork && !('wifiPasswordSet' in reported) ? { ...reported, wifiPasswordSet: null } : reported;
    if (!held) {
      const created = await this.create(kind, {
        _id: id,
        device,
        model: null,
        mac: null,
        scid: null,
        version: null,
        ssid: null,
        ...fields,
        createdAt: at,
        updatedAt: at,
      });
      if (created) return this.remember(id, { ...created });
    }
    const updated = await this.entities.update<DeviceReportRecord>(kind, id, { ...fields, updatedAt: at });
    this.remember(id, { ...updated });
  }

  /** Creates the row; null when another delivery or instance created it first. */
  private async create(kind: ReportKind, row: DeviceReportRecord): Promise<DeviceReportRecord | null> {
    try {
      await this.entities.create(kind, row);
      return row;
    } catch (error) {
      if (error instanceof Error && error.name === 'TransactionCanceledException') return null;
      throw error;
    }
  }

  async scannerReported(scanner: ScannerRecord, report: ScannerReport, at: string): Promise<void> {
    const fields = { model: report.model, mac: report.mac, version: report.firmware, ssid: report.ssid };
    if (Object.keys(defined(fields)).length === 0) return;
    await this.keep('SCANNERDATA', scanner.scid, { ...fields, scid: scanner.scid }, at);
  }

  async wifiJoined(scanner: ScannerRecord, requestId: string, ssid: string, at: string): Promise<void> {
    // Read now, not from a cache: the request was recorded moments ago by the wizard's call.
    const stored = await this.entities.get<ScannerRecord>('SCANNER', scanner._id);
    const request = stored?.wifiRequest;
    const secured = request?.requestId === requestId ? request.secured : null;
    await this.keep('SCANNERDATA', scanner.scid, { scid: scanner.scid, ssid, wifiPasswordSet: secured }, at);
  }

  async devicesScanned(scanner: ScannerRecord, devices: ScannedButton[], at: string): Promise<void> {
    for (const device of devices)
      await this.keep(
        'DEVICEDATA',
        device.mac,
        { mac: device.mac, model: device.model, scid: scanner.scid },
        at,
      );
  }

  buttonsHeard(scanner: ScannerRecord, macs: string[], at: string): void {
    for (const mac of macs) {
      this.heard.delete(mac);
      this.heard.set(mac, { scid: scanner.scid, at });
    }
    while (this.heard.size > ROWS_REMEMBERED) {
      const oldest = this.heard.keys().next().value;
      if (oldest === undefined) break;
      this.heard.delete(oldest);
    }
  }

  async flushHeard(): Promise<void> {
    const heard = this.heard;
    this.heard = new Map();
    // The rows this instance has not seen yet, in one batch read rather than one read each.
    const unseen = [...heard.keys()]
      .map((mac) => reportId('DEVICEDATA', mac))
      .filter((id) => !this.known.has(id));
    const rows = await this.entities.getMany<DeviceReportRecord>('DEVICEDATA', unseen);
    for (const [id, row] of rows) this.remember(id, { ...row });
    for (const [mac, { scid, at }] of heard) await this.keep('DEVICEDATA', mac, { mac, scid }, at);
  }
}
