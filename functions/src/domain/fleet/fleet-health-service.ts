/**
 * fleetHealth (docs/fleet-health.md): a site's (or one classroom's) scanners with their alive
 * time, status and online state, and its buttons with their last press, battery, rssi and stale
 * state, all computed against the injected clock. Reads the site's scanner and device lists
 * (bounded) and one button health item per scanner of the site, since a button may be heard by a
 * scanner of the next classroom.
 */
import type { UserCaller } from '../../auth/caller';
import type { Tenancy } from '../../auth/tenancy';
import type { EntityRepository } from '../../data/entities';
import { spotPartition, tenantPartition } from '../../data/keys';
import type { DeviceRecord, ScannerRecord, SpotRecord } from '../../data/records';
import type { FleetHealthStore } from '../../devices/fleet-health-store';
import type { PressRejectStore } from '../../devices/press-reject-store';
import { lastUtcDays, rejectList } from '../../devices/reject-counts';
import type { FleetHealth } from '../../generated/graphql';
import { badRequest } from '../../kernel/errors';
import { refsOf } from '../scoped';
import {
  buttonStale,
  DEFAULT_STALE_DAYS,
  FLEET_OFFLINE_AFTER_MS,
  latestSightings,
  MAX_STALE_DAYS,
  scannerOnline,
} from './fleet-health';

/** Items read per list: a school has dozens of scanners and up to a few thousand buttons. */
export const FLEET_HEALTH_LIMITS = { scanners: 500, buttons: 5_000 } as const;
/** Rejected presses are shown per scanner over this many UTC days, today included. */
export const FLEET_REJECT_DAYS = 7;

export interface FleetHealthDeps {
  entities: EntityRepository;
  store: FleetHealthStore;
  /** Without it no scanner shows rejected presses (tests of the health alone). */
  rejects?: PressRejectStore;
  tenancy: Tenancy;
  now?: () => number;
}

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());

export class FleetHealthService {
  constructor(private readonly deps: FleetHealthDeps) {}

  async health(caller: UserCaller, siteId: string, spotId?: string | null, staleDays?: number | null) {
    const days = staleDays ?? DEFAULT_STALE_DAYS;
    if (!Number.isInteger(days) || days < 1 || days > MAX_STALE_DAYS)
      throw badRequest('INVALID_STALE_DAYS', `staleDays must be 1..${MAX_STALE_DAYS}.`);
    await this.deps.tenancy.assertReach(caller, siteId);
    if (spotId) {
      const spot = await this.deps.entities.get<SpotRecord>('SPOT', spotId);
      if (!spot || spot.siteId !== siteId)
        throw badRequest('UNKNOWN_SPOT', `Classroom ${spotId} is not on this site.`);
    }
    const { store } = this.deps;
    const [siteScanners, devices] = await Promise.all([
      store.listed<ScannerRecord>(
        'byTenant',
        tenantPartition('SCANNER', siteId),
        FLEET_HEALTH_LIMITS.scanners,
      ),
      spotId
        ? store.listed<DeviceRecord>('byLookup', spotPartition('DEVICE', spotId), FLEET_HEALTH_LIMITS.buttons)
        : store.listed<DeviceRecord>(
            'byTenant',
            tenantPartition('DEVICE', siteId),
            FLEET_HEALTH_LIMITS.buttons,
          ),
    ]);
    const sightings = latestSightings(await store.many(siteScanners.map((scanner) => scanner._id)));
    const scidOf = new Map(siteScanners.map((scanner) => [scanner._id, scanner.scid]));
    const scanners = spotId ? siteScanners.filter((scanner) => scanner.spotId === spotId) : siteScanners;
    const now = (this.deps.now ?? Date.now)();
    const [refs, rejected] = await Promise.all([
      refsOf(this.deps.entities, [...scanners, ...devices]),
      this.deps.rejects?.scanners(
        scanners.map((scanner) => scanner._id),
        lastUtcDays(now, FLEET_REJECT_DAYS),
      ),
    ]);
    const byName = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });
    const health: FleetHealth = {
      checkedAt: new Date(now).toISOString(),
      offlineAfterMs: FLEET_OFFLINE_AFTER_MS,
      staleDays: days,
      rejectDays: FLEET_REJECT_DAYS,
      scanners: scanners
        .map((scanner) => ({
          _id: scanner._id,
          scid: scanner.scid,
          name: scanner.name,
          spot: refs(scanner).spot,
          status: scanner.status,
          alive: scanner.alive,
          online: scannerOnline(scanner.alive, scanner.status, now),
          rejected: rejectList(rejected?.get(scanner._id) ?? new Map()),
        }))
        .sort((a, b) => byName(a.name ?? a.scid, b.name ?? b.scid)),
      buttons: devices
        .map((device) => {
          const seen = sightings.get(device.mac);
          return {
            mac: device.mac,
            name: device.name,
            label: device.label,
            spot: refs(device).spot,
            lastPress: iso(seen?.t),
            battery: seen?.b ?? null,
            rssi: seen?.r ?? null,
            scanner: seen ? (scidOf.get(seen.scannerId) ?? null) : null,
            stale: buttonStale(seen?.t, now, days),
          };
        })
        .sort((a, b) =>
          byName(`${a.spot?.name ?? ''} ${a.label ?? a.mac}`, `${b.spot?.name ?? ''} ${b.label ?? b.mac}`),
        ),
    };
    return health;
  }
}
