/**
 * Answer buttons by MAC: registration (upsert), edits, linking to a site and classroom, and the
 * device's user (its seat). Every write checks the device's current site as well as the target
 * site, so nobody can pull another tenant's device into their own.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import { seesEverySite, type Tenancy } from '../../auth/tenancy';
import type { DeviceSearch } from '../../data/device-search';
import { type EntityRepository, UniqueValueTakenError } from '../../data/entities';
import { buildFilter, type ListReader } from '../../data/lists';
import type { DeviceRecord } from '../../data/records';
import type { Device } from '../../generated/graphql';
import { badRequest, notFound } from '../../kernel/errors';
import { macSchema, normalizeMac } from '../../kernel/mac';
import { type PageRequest, pageOf } from '../../kernel/paging';
import { idSchema, jsonInput, jsonOutput, optionalText, parseArgs } from '../../kernel/validation';
import {
  checkPlacement,
  missingTarget,
  type Placement,
  refsOf,
  type ScopedDeps,
  scopedPage,
} from '../scoped';

const mac = macSchema;
const patchFields = {
  sn: optionalText(64),
  name: optionalText(200),
  description: optionalText(2000),
  status: optionalText(40),
  label: optionalText(40),
  active: z.boolean().nullish(),
  info: jsonInput.nullish(),
};
const deviceInput = z.object({
  mac,
  site: idSchema.nullish(),
  spot: idSchema.nullish(),
  user: idSchema.nullish(),
  ...patchFields,
});
const devicePatch = z.object(patchFields);
const deviceFilter = z
  .object({
    q: optionalText(100),
    site: idSchema.nullish(),
    spot: idSchema.nullish(),
    user: idSchema.nullish(),
    active: z.boolean().nullish(),
  })
  .nullish();

/** A device by its MAC in any written form, or null; also the policy's tenant lookup (app/tenancy-parts.ts). */
export async function deviceByMac(entities: EntityRepository, rawMac: string): Promise<DeviceRecord | null> {
  const canonical = normalizeMac(rawMac);
  const id = canonical ? await entities.ownerOf('MAC', canonical) : null;
  return id ? entities.get<DeviceRecord>('DEVICE', id) : null;
}

export class DeviceService {
  private readonly scoped: ScopedDeps;

  constructor(
    private readonly entities: EntityRepository,
    lists: ListReader,
    private readonly tenancy: Tenancy,
    /** Blacklisted MACs cannot be registered (domain/fleet/blacklist.ts). */
    private readonly isBlacklisted: (mac: string) => Promise<boolean> = async () => false,
    /** The fleet-wide search index (data/device-search.ts); without it q filters the list. */
    private readonly search?: DeviceSearch,
  ) {
    this.scoped = { entities, lists, tenancy };
  }

  private async views(devices: DeviceRecord[]): Promise<Device[]> {
    const refs = await refsOf(this.entities, devices);
    return devices.map((device) => ({
      _id: device._id,
      mac: device.mac,
      sn: device.sn,
      name: device.name,
      description: device.description ?? null,
      status: device.status,
      label: device.label,
      ...refs(device),
      active: device.active,
      info: jsonOutput(device.info),
      createdAt: device.createdAt,
      updatedAt: device.updatedAt,
    }));
  }

  async byMac(rawMac: string): Promise<DeviceRecord | null> {
    return deviceByMac(this.entities, rawMac);
  }

  private async existing(caller: UserCaller, rawMac: string): Promise<DeviceRecord> {
    const device = await this.byMac(rawMac);
    if (!device) throw missingTarget(caller, notFound('Device'));
    return device;
  }

  async get(rawMac: string): Promise<Device | null> {
    const device = await this.byMac(rawMac);
    return device ? ((await this.views([device]))[0] ?? null) : null;
  }

  async list(caller: UserCaller, request: PageRequest, rawFilter: unknown) {
    const filter = parseArgs(deviceFilter, rawFilter) ?? {};
    // Fleet-wide (no site or classroom, a caller who sees every site), q would read every device
    // of the fleet: the search index answers instead (docs/data-model.md "Device search").
    const fleetWide = filter.q && !filter.site && !filter.spot && this.search;
    if (fleetWide && (await this.tenancy.scopeOf(caller)).kind === 'all')
      return this.searchFleet(filter.q as string, filter, request);
    const conditions = buildFilter(
      { active: filter.active, userId: filter.user },
      { text: filter.q, attributes: ['mac', 'sn', 'name', 'label'], macAttributes: ['mac'] },
    );
    const page = await scopedPage<DeviceRecord>(
      this.scoped,
      'DEVICE',
      caller,
      request,
      { site: filter.site, spot: filter.spot },
      conditions,
    );
    return { data: await this.views(page.data), total: page.total };
  }

  /**
   * One page of the devices whose MAC, serial or name match `q`, newest first. Only q: the page's
   * devices are read; with active or user too, every matching device is read and filtered.
   */
  private async searchFleet(
    q: string,
    filter: { active?: boolean | null; user?: string | null },
    request: PageRequest,
  ): Promise<{ data: Device[]; total: number }> {
    const search = this.search as DeviceSearch;
    const { ids } = await search.matches(q);
    const narrowed = (filter.active ?? null) !== null || Boolean(filter.user);
    const read = narrowed
      ? ids
      : ids.slice(request.page * request.perPage, (request.page + 1) * request.perPage);
    const found = await this.entities.getMany<DeviceRecord>('DEVICE', read);
    // Search items left by a failed bulk create name devices that are not there: skipped.
    const devices = read.flatMap((id) => found.get(id) ?? []);
    if (!narrowed) return { data: await this.views(devices), total: ids.length };
    const matching = devices.filter(
      (device) =>
        ((filter.active ?? null) === null || device.active === filter.active) &&
        (!filter.user || device.userId === filter.user),
    );
    const page = pageOf(matching, request);
    return { data: await this.views(page.data), total: page.total };
  }

  private placement(caller: UserCaller, siteId: string | null, spotId: string | null, userId: string | null) {
    return checkPlacement(this.scoped, caller, { siteId, spotId, userId });
  }

  /** The caller must reach the device where it is now before moving or changing it. */
  private async assertHolds(caller: UserCaller, device: DeviceRecord): Promise<void> {
    if (device.siteId) await this.tenancy.assertReach(caller, device.siteId);
    else if (!seesEverySite(caller)) {
      throw badRequest(
        'DEVICE_ALREADY_REGISTERED',
        'Device already registered: contact an administrator or register anew.',
      );
    }
  }

  /** Writes `device` over `from`, the device as read (its search items change with it). */
  private async save(device: DeviceRecord, from: DeviceRecord, to: Placement): Promise<DeviceRecord> {
    const next = {
      ...device,
      siteId: to.siteId,
      spotId: to.spotId,
      userId: to.userId,
      updatedAt: new Date().toISOString(),
    };
    await this.entities.rescope(
      'DEVICE',
      next,
      { siteId: from.siteId, spotId: from.spotId, updatedAt: from.updatedAt, record: from },
      { siteId: to.siteId, spotId: to.spotId },
    );
    return next;
  }

  async upsert(caller: UserCaller, rawInput: unknown): Promise<Device> {
    const input = parseArgs(deviceInput, rawInput);
    if (await this.isBlacklisted(input.mac))
      throw badRequest('BLACKLISTED_MAC', `${input.mac} is blacklisted: contact an administrator.`);
    const to = await this.placement(caller, input.site ?? null, input.spot ?? null, input.user ?? null);
    const found = await this.byMac(input.mac);
    if (found) {
      try {
        await this.assertHolds(caller, found);
      } catch {
        throw badRequest(
          'DEVICE_ALREADY_REGISTERED',
          'Device already registered: contact an administrator or register anew.',
        );
      }
      return this.write(found, input, to);
    }
    const now = new Date().toISOString();
    const device: DeviceRecord = {
      _id: randomUUID(),
      mac: input.mac,
      sn: input.sn ?? null,
      name: input.name ?? null,
      description: input.description ?? null,
      info: input.info ?? null,
      label: input.label ?? null,
      status: input.status ?? 'ready',
      siteId: to.siteId,
      spotId: to.spotId,
      userId: to.userId,
      active: input.active ?? true,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.entities.create('DEVICE', device, { siteId: to.siteId, spotId: to.spotId }, [
        { kind: 'MAC', value: device.mac },
      ]);
    } catch (error) {
      if (error instanceof UniqueValueTakenError)
        throw badRequest('DUPLICATE_MAC', `A device with MAC ${device.mac} was just registered.`);
      throw error;
    }
    return (await this.views([device]))[0] as Device;
  }

  private async write(
    found: DeviceRecord,
    input: z.infer<typeof devicePatch>,
    to: Placement,
  ): Promise<Device> {
    const changed: DeviceRecord = {
      ...found,
      sn: input.sn === undefined ? found.sn : input.sn,
      name: input.name === undefined ? found.name : input.name,
      description: input.description === undefined ? (found.description ?? null) : input.description,
      status: input.status ?? found.status,
      label: input.label === undefined ? found.label : input.label,
      active: input.active ?? found.active,
      info: input.info === undefined ? (found.info ?? null) : input.info,
    };
    const saved = await this.save(changed, found, to);
    return (await this.views([saved]))[0] as Device;
  }

  async update(caller: UserCaller, rawMac: string, rawInput: unknown): Promise<Device> {
    const input = parseArgs(deviceInput, rawInput);
    const found = await this.existing(caller, rawMac);
    if (input.mac !== found.mac)
      throw badRequest('INVALID_MAC', 'The MAC of a device cannot change; remove it and register anew.');
    await this.assertHolds(caller, found);
    const to = await this.placement(caller, input.site ?? null, input.spot ?? null, input.user ?? null);
    return this.write(found, input, to);
  }

  async patch(caller: UserCaller, rawMac: string, rawPatch: unknown): Promise<Device> {
    const patch = parseArgs(devicePatch, rawPatch);
    const found = await this.existing(caller, rawMac);
    await this.assertHolds(caller, found);
    return this.write(found, patch, found);
  }

  async updateUser(caller: UserCaller, rawMac: string, userId: string | null): Promise<Device> {
    const found = await this.existing(caller, rawMac);
    await this.assertHolds(caller, found);
    const to = await this.placement(caller, found.siteId, found.spotId, userId);
    return this.write(found, {}, to);
  }

  async updateUsers(caller: UserCaller, rawList: unknown): Promise<{ success: boolean }> {
    const list = parseArgs(z.array(z.object({ mac, user: idSchema.nullish() })).max(1000), rawList);
    if (new Set(list.map((entry) => entry.mac)).size !== list.length)
      throw badRequest('DUPLICATE_MAC', 'A MAC appears twice in the list.');
    // Everything is checked before anything is written: a bad entry changes nothing.
    const plans: { found: DeviceRecord; to: Placement }[] = [];
    for (const entry of list) {
      const found = await this.existing(caller, entry.mac);
      await this.assertHolds(caller, found);
      plans.push({ found, to: await this.placement(caller, found.siteId, found.spotId, entry.user ?? null) });
    }
    for (const { found, to } of plans) await this.save(found, found, to);
    return { success: true };
  }

  async link(
    caller: UserCaller,
    siteId: string,
    spotId: string | null,
    rawMacs: unknown,
  ): Promise<{ success: boolean }> {
    const macs = parseArgs(z.array(mac).min(1).max(1000), rawMacs);
    if (new Set(macs).size !== macs.length)
      throw badRequest('DUPLICATE_MAC', 'A MAC appears twice in the list.');
    const to = await this.placement(caller, siteId, spotId, null);
    const plans: DeviceRecord[] = [];
    for (const value of macs) {
      const found = await this.existing(caller, value);
      await this.assertHolds(caller, found);
      plans.push(found);
    }
    // A device keeps its user only if it stays on the same site.
    for (const found of plans)
      await this.save(found, found, { ...to, userId: found.siteId === siteId ? found.userId : null });
    return { success: true };
  }

  async remove(caller: UserCaller, rawMac: string): Promise<{ success: boolean }> {
    const found = await this.existing(caller, rawMac);
    await this.assertHolds(caller, found);
    await this.entities.remove(
      'DEVICE',
      found._id,
      { siteId: found.siteId, spotId: found.spotId },
      [{ kind: 'MAC', value: found.mac }],
      found,
    );
    return { success: true };
  }
}
