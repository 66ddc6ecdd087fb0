/**
 * Blacklisted device MACs: a blacklisted MAC cannot be registered (DeviceService.upsert asks
 * isBlacklisted) and its presses are dropped by the answer consumer. The MAC is the unique claim,
 * so "is it blacklisted" is one consistent read.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import { type EntityRepository, UniqueValueTakenError } from '../../data/entities';
import type { ListReader } from '../../data/lists';
import type { BlacklistRecord, ScannerRecord, UserRecord } from '../../data/records';
import type { Blacklist } from '../../generated/graphql';
import { badRequest, notFound } from '../../kernel/errors';
import { macSchema, normalizeMac } from '../../kernel/mac';
import type { PageRequest } from '../../kernel/paging';
import { parseArgs } from '../../kernel/validation';
import { catalogPage } from '../catalog/catalog';
import { userRef } from '../scoped';

const mac = macSchema;
const blacklistInput = z.object({ mac, description: z.string().trim().max(2000).nullish() });

/** Scanners of a MAC, and turning their credentials off (a blacklisted scanner is cut off). */
export interface BlacklistedScanners {
  scannersWithMac(mac: string): Promise<ScannerRecord[]>;
  deactivate(scanner: ScannerRecord): Promise<void>;
}

export class BlacklistService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
    private readonly scanners?: BlacklistedScanners,
  ) {}

  private async views(entries: BlacklistRecord[]): Promise<Blacklist[]> {
    const ids = entries.map((e) => e.userId).filter((id): id is string => Boolean(id));
    const users = await this.entities.getMany<UserRecord>('USER', ids);
    return entries.map((entry) => {
      const user = entry.userId ? users.get(entry.userId) : undefined;
      return {
        _id: entry._id,
        mac: entry.mac,
        user: user ? userRef(user) : null,
        description: entry.description,
        createdAt: entry.createdAt,
        updatedAt: entry.updatedAt,
      };
    });
  }

  async isBlacklisted(rawMac: string): Promise<boolean> {
    const canonical = normalizeMac(rawMac);
    return canonical ? (await this.entities.ownerOf('BLACKLIST', canonical)) !== null : false;
  }

  async list(request: PageRequest, filter: unknown) {
    const page = await catalogPage<BlacklistRecord>(
      this.lists,
      'BLACKLIST',
      request,
      filter,
      ['mac', 'description'],
      ['mac'],
    );
    return { data: await this.views(page.data), total: page.total };
  }

  async create(caller: UserCaller, rawInput: unknown): Promise<Blacklist> {
    const input = parseArgs(blacklistInput, rawInput);
    // A scanner with this MAC loses its credentials first (docs/devices-mqtt.md "Onboarding by
    // claim"); the hook refuses it from now on, so it cannot onboard again.
    if (this.scanners)
      for (const scanner of await this.scanners.scannersWithMac(input.mac))
        await this.scanners.deactivate(scanner);
    const now = new Date().toISOString();
    const entry: BlacklistRecord = {
      _id: randomUUID(),
      mac: input.mac,
      userId: caller.userId,
      description: input.description ?? null,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.entities.create('BLACKLIST', entry, {}, [{ kind: 'BLACKLIST', value: entry.mac }]);
    } catch (error) {
      if (error instanceof UniqueValueTakenError)
        throw badRequest('DUPLICATE_MAC', `${entry.mac} is already blacklisted.`);
      throw error;
    }
    return (await this.views([entry]))[0] as Blacklist;
  }

  async remove(rawMac: string): Promise<{ success: boolean }> {
    const canonical = parseArgs(mac, rawMac);
    const id = await this.entities.ownerOf('BLACKLIST', canonical);
    if (!id) throw notFound('Blacklist entry');
    await this.entities.remove('BLACKLIST', id, {}, [{ kind: 'BLACKLIST', value: canonical }]);
    return { success: true };
  }
}
