/**
 * The rules engine's reads and writes on the one table: the emitter's record (its site is the
 * tenant), event definitions by type (a small system catalog, read whole), one site's things of
 * given event definitions, and the recorded events (listed under their site, kept for
 * EVENT_RETENTION_DAYS by the table's TTL).
 */
import type { EntityRepository } from '../data/entities';
import { tenantPartition } from '../data/keys';
import { buildFilter, type ListReader } from '../data/lists';
import type { AppRecord, DeviceRecord, ScannerRecord } from '../data/records';
import type { EventSource } from '../devices/emitted-event';
import { placeButton } from '../devices/placement';
import { normalizeMac } from '../kernel/mac';
import type { EventOrigin, RulesStore } from './engine';
import type { ActionRecord, EventDefRecord, EventRecord, ThingRecord } from './records';

/** Things of one site per event and event definitions per type beyond this are not read. */
const READ_LIMIT = 100;

export class DynamoRulesStore implements RulesStore {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
  ) {}

  private async byUnique<T>(
    type: 'DEVICE' | 'SCANNER' | 'APP',
    kind: 'MAC' | 'SCID' | 'APPUUID',
    value: string,
  ) {
    const id = await this.entities.ownerOf(kind, value);
    return id ? this.entities.get<T>(type, id) : null;
  }

  async origin(source: EventSource): Promise<EventOrigin | null> {
    if (source.kind === 'device') {
      const mac = normalizeMac(source.mac);
      const device = mac ? await this.byUnique<DeviceRecord>('DEVICE', 'MAC', mac) : null;
      if (!device?.siteId) return null;
      if (source.relayedBy) {
        // A scanner speaks only for the buttons of its own site and classroom, as for presses.
        const scanner = await this.byUnique<ScannerRecord>('SCANNER', 'SCID', source.relayedBy);
        if (!scanner?.active) return null;
        const placed = placeButton(device, scanner);
        if (!placed.ok && placed.reason !== 'not-seated') return null;
        return {
          siteId: device.siteId,
          spotId: placed.ok ? placed.spotId : null,
          device: device.mac,
          app: null,
        };
      }
      return { siteId: device.siteId, spotId: device.spotId ?? null, device: device.mac, app: null };
    }
    if (source.kind === 'scanner') {
      const scanner = await this.byUnique<ScannerRecord>('SCANNER', 'SCID', source.scid);
      return scanner?.siteId
        ? { siteId: scanner.siteId, spotId: scanner.spotId ?? null, device: scanner.mac, app: null }
        : null;
    }
    const app = await this.byUnique<AppRecord>('APP', 'APPUUID', source.uuid);
    return app?.siteId
      ? { siteId: app.siteId, spotId: app.spotId ?? null, device: null, app: app.uuid }
      : null;
  }

  async eventDefsOfType(type: string): Promise<EventDefRecord[]> {
    const page = await this.lists.page<EventDefRecord>(
      { index: 'byType', partition: 'EVENTDEF' },
      { page: 0, perPage: READ_LIMIT },
      buildFilter({ type }),
    );
    return page.data;
  }

  async thingsOf(siteId: string, eventDefIds: string[]): Promise<ThingRecord[]> {
    const pages = await Promise.all(
      eventDefIds.map((eventId) =>
        this.lists.page<ThingRecord>(
          { index: 'byTenant', partition: tenantPartition('THING', siteId) },
          { page: 0, perPage: READ_LIMIT },
          buildFilter({ eventId }),
        ),
      ),
    );
    return pages.flatMap((page) => page.data);
  }

  actions(ids: string[]): Promise<Map<string, ActionRecord>> {
    return this.entities.getMany<ActionRecord>('ACTION', ids);
  }

  async record(event: EventRecord): Promise<void> {
    await this.entities.create('EVENT', event, { siteId: event.siteId, spotId: event.spotId });
  }
}
