/**
 * Answer buttons by MAC: registration (upsert), edits, linking to a site and classroom, and the
 * device's user (its seat). Every write checks the device's current site as well as the target
 * site, so nobody can pull another tenant's device into their own.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { UserCaller } from '../auth/caller';
import { type EntityRepository, UniqueValueTakenError } from '../data/entities';
import { counterKey, spotPartition, tenantPartition } from '../data/keys';
import { buildFilter, type ListFilter, type ListReader, type PageRequest } from '../data/lists';
import type { DeviceRecord, SpotRecord, UserRecord } from '../data/records';
import type { Device } from '../generated/graphql';
import { badRequest, notFound } from './errors';
import { normalizeMac } from './mac';
import { pageOf } from './paging';
import type { Tenancy } from './tenancy';
import { jsonInput, jsonOutput, parseArgs } from './validation';

const mac = z.string().transform((text, context) => {
  const canonical = normalizeMac(text);
  if (canonical) return canonical;
  context.addIssue({ code: 'custom', message: 'INVALID_MAC' });
  return z.NEVER;
});
const text = (max: number) => z.string().trim().max(max).nullish();
const patchFields = {
  sn: text(64),
  name: text(200),
  description: text(2000),
  status: text(40),
  label: text(40),
  active: z.boolean().nullish(),
  info: jsonInput.nullish(),
};
const deviceInput = z.object({
  mac,
  site: z.string().nullish(),
  spot: z.string().nullish(),
  user: z.string().nullish(),
  ...patchFields,
});
const devicePatch = z.object(patchFields);
const deviceFilter = z
  .object({
    q: text(100),
    site: z.string().nullish(),
    spot: z.string().nullish(),
    user: z.string().nullish(),
    active: z.boolean().nullish(),
  })
  .nullish();

type Placement = { siteId: string | null; spotId: string | null; userId: string | null };

export class DeviceService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
    private readonly tenancy: Tenancy,
    /** Blacklisted MACs cannot be registered (domain/blacklist.ts). */
    private readonly isBlacklisted: (mac: string) => Promise<boolean> = async () => false,
  ) {}

  private async views(devices: DeviceRecord[]): Promise<Device[]> {
    const ids = (list: (string | null)[]) => list.filter((id): id is string => Boolean(id));
    const [sites, spots, users] = await Promise.all([
      this.entities.getMany<{ _id: string; name: string }>('SITE', ids(devices.map((d) => d.siteId))),
      this.entities.getMany<SpotRecord>('SPOT', ids(devices.map((d) => d.spotId))),
      this.entities.getMany<UserRecord>('USER', ids(devices.map((d) => d.userId))),
    ]);
    return devices.map((device) => {
      const site = device.siteId ? sites.get(device.siteId) : undefined;
      const spot = device.spotId ? spots.get(device.spotId) : undefined;
      const user = device.userId ? users.get(device.userId) : undefined;
      return {
        _id: device._id,
        mac: device.mac,
        sn: device.sn,
        name: device.name,
        description: device.description ?? null,
        status: device.status,
        label: device.label,
        product: null,
        site: site ? { _id: site._id, name: site.name } : null,
        spot: spot ? { _id: spot._id, name: spot.name } : null,
        user: user
          ? {
              _id: user._id,
              uid: user.uid,
              firstname: user.firstname,
              lastname: user.lastname,
              no: user.no,
              info: null,
            }
          : null,
        active: device.active,
        info: jsonOutput(device.info),
        createdAt: device.createdAt,
        updatedAt: device.updatedAt,
      };
    });
  }

  async byMac(rawMac: string): Promise<DeviceRecord | null> {
    const canonical = normalizeMac(rawMac);
    const id = canonical ? await this.entities.ownerOf('MAC', canonical) : null;
    return id ? this.entities.get<DeviceRecord>('DEVICE', id) : null;
  }

  private async existing(rawMac: string): Promise<DeviceRecord> {
    const device = await this.byMac(rawMac);
    if (!device) throw notFound('Device');
    return device;
  }

  async get(rawMac: string): Promise<Device | null> {
    const device = await this.byMac(rawMac);
    return device ? ((await this.views([device]))[0] ?? null) : null;
  }

  async list(caller: UserCaller, request: PageRequest, rawFilter: unknown) {
    const filter = parseArgs(deviceFilter, rawFilter) ?? {};
    const conditions: ListFilter | undefined = buildFilter(
      { active: filter.active, userId: filter.user },
      { text: filter.q, attributes: ['mac', 'sn', 'name', 'label'] },
    );
    let page: { data: DeviceRecord[]; total: number };
    if (filter.spot) {
      const spot = await this.entities.get<SpotRecord>('SPOT', filter.spot);
      if (!spot) throw badRequest('UNKNOWN_SPOT', `Classroom ${filter.spot} does not exist.`);
      await this.tenancy.assertReach(caller, spot.siteId);
      page = await this.lists.page(
        {
          index: 'byLookup',
          partition: spotPartition('DEVICE', spot._id),
          counter: counterKey('DEVICE', `SPOT#${spot._id}`),
        },
        request,
        conditions,
      );
    } else if (filter.site) {
      await this.tenancy.assertReach(caller, filter.site);
      page = await this.lists.page(
        {
          index: 'byTenant',
          partition: tenantPartition('DEVICE', filter.site),
          counter: counterKey('DEVICE', `SITE#${filter.site}`),
        },
        request,
        conditions,
      );
    } else {
      const scope = await this.tenancy.scopeOf(caller);
      if (scope.kind === 'all') {
        page = await this.lists.page(
          { index: 'byType', partition: 'DEVICE', counter: counterKey('DEVICE', 'ALL') },
          request,
          conditions,
        );
      } else if (scope.siteIds.length === 1 && scope.siteIds[0]) {
        const siteId = scope.siteIds[0];
        page = await this.lists.page(
          {
            index: 'byTenant',
            partition: tenantPartition('DEVICE', siteId),
            counter: counterKey('DEVICE', `SITE#${siteId}`),
          },
          request,
          conditions,
        );
      } else {
        const all: DeviceRecord[] = [];
        for (const siteId of scope.siteIds) {
          all.push(
            ...(
              await this.lists.page<DeviceRecord>(
                { index: 'byTenant', partition: tenantPartition('DEVICE', siteId) },
                { page: 0, perPage: 100_000 },
                conditions,
              )
            ).data,
          );
        }
        page = pageOf(
          all.sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
          request,
        );
      }
    }
    return { data: await this.views(page.data), total: page.total };
  }

  /** Checks a placement the caller asks for: the site reachable, the classroom and user on it. */
  private async placement(
    caller: UserCaller,
    siteId: string | null,
    spotId: string | null,
    userId: string | null,
  ): Promise<Placement> {
    if (!siteId) {
      if (spotId || userId) throw badRequest('REQUIRED_SITE', 'Choose the site of the classroom or user.');
      // A device on no site is visible to system and admin only, so others must name their site.
      if (!(caller.role.system || caller.role.admin))
        throw badRequest('REQUIRED_SITE', 'Choose a site for the device.');
      return { siteId: null, spotId: null, userId: null };
    }
    const site = await this.entities.get<{ _id: string }>('SITE', siteId);
    if (!site) throw badRequest('UNKNOWN_SITE', `Site ${siteId} does not exist.`);
    await this.tenancy.assertReach(caller, siteId);
    if (spotId) {
      const spot = await this.entities.get<SpotRecord>('SPOT', spotId);
      if (!spot || spot.siteId !== siteId)
        throw badRequest('UNKNOWN_SPOT', `Classroom ${spotId} is not on site ${siteId}.`);
    }
    if (userId) {
      const user = await this.entities.get<UserRecord>('USER', userId);
      if (!user || user.siteId !== siteId)
        throw badRequest('UNKNOWN_USER', `User ${userId} is not on site ${siteId}.`);
    }
    return { siteId, spotId, userId };
  }

  /** The caller must reach the device where it is now before moving or changing it. */
  private async assertHolds(caller: UserCaller, device: DeviceRecord): Promise<void> {
    if (device.siteId) await this.tenancy.assertReach(caller, device.siteId);
    else if (!(caller.role.system || caller.role.admin)) {
      throw badRequest(
        'DEVICE_ALREADY_REGISTERED',
        'Device already registered: contact an administrator or register anew.',
      );
    }
  }

  private async save(device: DeviceRecord, from: Placement, to: Placement): Promise<DeviceRecord> {
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
      { siteId: from.siteId, spotId: from.spotId },
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
    const found = await this.existing(rawMac);
    if (input.mac !== found.mac)
      throw badRequest('INVALID_MAC', 'The MAC of a device cannot change; remove it and register anew.');
    await this.assertHolds(caller, found);
    const to = await this.placement(caller, input.site ?? null, input.spot ?? null, input.user ?? null);
    return this.write(found, input, to);
  }

  async patch(caller: UserCaller, rawMac: string, rawPatch: unknown): Promise<Device> {
    const patch = parseArgs(devicePatch, rawPatch);
    const found = await this.existing(rawMac);
    await this.assertHolds(caller, found);
    return this.write(found, patch, found);
  }

  async updateUser(caller: UserCaller, rawMac: string, userId: string | null): Promise<Device> {
    const found = await this.existing(rawMac);
    await this.assertHolds(caller, found);
    const to = await this.placement(caller, found.siteId, found.spotId, userId);
    return this.write(found, {}, to);
  }

  async updateUsers(caller: UserCaller, rawList: unknown): Promise<{ success: boolean }> {
    const list = parseArgs(z.array(z.object({ mac, user: z.string().nullish() })).max(1000), rawList);
    if (new Set(list.map((entry) => entry.mac)).size !== list.length)
      throw badRequest('DUPLICATE_MAC', 'A MAC appears twice in the list.');
    // Everything is checked before anything is written: a bad entry changes nothing.
    const plans: { found: DeviceRecord; to: Placement }[] = [];
    for (const entry of list) {
      const found = await this.existing(entry.mac);
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
      const found = await this.existing(value);
      await this.assertHolds(caller, found);
      plans.push(found);
    }
    // A device keeps its user only if it stays on the same site.
    for (const found of plans)
      await this.save(found, found, { ...to, userId: found.siteId === siteId ? found.userId : null });
    return { success: true };
  }

  async remove(caller: UserCaller, rawMac: string): Promise<{ success: boolean }> {
    const found = await this.existing(rawMac);
    await this.assertHolds(caller, found);
    await this.entities.remove('DEVICE', found._id, { siteId: found.siteId, spotId: found.spotId }, [
      { kind: 'MAC', value: found.mac },
    ]);
    return { success: true };
  }
}
