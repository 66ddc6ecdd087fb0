/**
 * Scanners (the classroom receivers), unique by scanner id (scid, ERR_INPUT_SCID when missing):
 * scoped lists, and writes that check both the scanner's current site and the target site,
 * like devices and apps.
 */

import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import { UniqueValueTakenError } from '../../data/entities';
import type { ScannerRecord } from '../../data/records';
import type { DeviceCredentials } from '../../devices/fleet/credentials';
import { scannerThingName } from '../../devices/topics';
import type { Scanner } from '../../generated/graphql';
import { badRequest, notFound } from '../../kernel/errors';
import { macSchema } from '../../kernel/mac';
import type { PageRequest } from '../../kernel/paging';
import { SCID_PATTERN } from '../../kernel/scid';
import { idSchema, jsonInput, jsonOutput, optionalText, parseArgs } from '../../kernel/validation';
import { refsOf, type ScopedDeps } from '../scoped';
import { checkInputPlacement, placedPage } from './placed-items';

// A scanner's MAC is optional: empty clears it.
const mac = z
  .union([z.literal(''), macSchema])
  .nullish()
  .transform((value) => (value === '' ? null : value));
const scannerInput = z.object({
  // The scid names the scanner's MQTT topics and AWS IoT thing: only the characters they allow.
  scid: z
    .string({ message: 'ERR_INPUT_SCID' })
    .trim()
    .min(1, 'ERR_INPUT_SCID')
    .max(64, 'TOO_LONG:scid')
    .regex(SCID_PATTERN, 'INVALID_SCID'),
  sn: optionalText(64),
  mac,
  name: optionalText(200),
  description: optionalText(2000),
  site: idSchema.nullish(),
  spot: idSchema.nullish(),
  active: z.boolean().nullish(),
  info: jsonInput.nullish(),
});

/** Turning a removed scanner's credentials off (devices/fleet/credentials.ts), in its stage. */
export interface ScannerCredentials {
  stage: string;
  credentials: DeviceCredentials;
}

export class ScannerService {
  constructor(
    private readonly deps: ScopedDeps,
    private readonly fleet?: ScannerCredentials,
  ) {}

  private async views(scanners: ScannerRecord[]): Promise<Scanner[]> {
    const refs = await refsOf(this.deps.entities, scanners);
    return scanners.map((scanner) => {
      const { site, spot } = refs(scanner);
      return {
        _id: scanner._id,
        sn: scanner.sn ?? null,
        uuid: scanner.uuid ?? null,
        mac: scanner.mac,
        scid: scanner.scid,
        name: scanner.name,
        description: scanner.description ?? null,
        status: scanner.status,
        site,
        spot,
        alive: scanner.alive,
        active: scanner.active,
        info: jsonOutput(scanner.info),
        createdAt: scanner.createdAt,
        updatedAt: scanner.updatedAt,
      };
    });
  }

  /** A missing scanner is "not found" for system and admin, Forbidden for others: no probing. */
  private async held(caller: UserCaller, id: string): Promise<ScannerRecord> {
    const scanner = await this.deps.entities.get<ScannerRecord>('SCANNER', id);
    await this.deps.tenancy.assertHolds(caller, scanner ? scanner.siteId : null);
    if (!scanner) throw notFound('Scanner');
    return scanner;
  }

  async list(caller: UserCaller, request: PageRequest, rawFilter: unknown) {
    const page = await placedPage<ScannerRecord>(
      this.deps,
      'SCANNER',
      caller,
      request,
      rawFilter,
      ['scid', 'sn', 'name', 'mac'],
      ['mac'],
    );
    return { data: await this.views(page.data), total: page.total };
  }

  async get(caller: UserCaller, id: string): Promise<Scanner | null> {
    const scanner = await this.deps.entities.get<ScannerRecord>('SCANNER', id);
    await this.deps.tenancy.assertHolds(caller, scanner ? scanner.siteId : null);
    return scanner ? ((await this.views([scanner]))[0] ?? null) : null;
  }

  async create(caller: UserCaller, rawInput: unknown): Promise<Scanner> {
    const input = parseArgs(scannerInput, rawInput);
    const to = await checkInputPlacement(this.deps, caller, input);
    const now = new Date().toISOString();
    const scanner: ScannerRecord = {
      _id: randomUUID(),
      scid: input.scid,
      sn: input.sn ?? null,
      uuid: null,
      mac: input.mac ?? null,
      name: input.name ?? null,
      description: input.description ?? null,
      status: 'offline',
      siteId: to.siteId,
      spotId: to.spotId,
      alive: null,
      active: input.active ?? true,
      info: input.info ?? null,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.deps.entities.create('SCANNER', scanner, { siteId: to.siteId, spotId: to.spotId }, [
        { kind: 'SCID', value: scanner.scid },
      ]);
    } catch (error) {
      // The registration wizard shows its "already registered" notice for this key.
      if (error instanceof UniqueValueTakenError)
        throw badRequest('DUPLICATE_SCID', `Scanner ${scanner.scid} is already registered.`);
      throw error;
    }
    return (await this.views([scanner]))[0] as Scanner;
  }

  async update(caller: UserCaller, id: string, rawInput: unknown): Promise<Scanner> {
    const input = parseArgs(scannerInput, rawInput);
    const found = await this.held(caller, id);
    if (input.scid !== found.scid)
      throw badRequest('IMMUTABLE_FIELD', 'The scanner id of a scanner cannot change.', { field: 'scid' });
    const to = await checkInputPlacement(this.deps, caller, input);
    const next: ScannerRecord = {
      ...found,
      sn: input.sn === undefined ? (found.sn ?? null) : input.sn,
      mac: input.mac === undefined ? found.mac : input.mac,
      name: input.name === undefined ? found.name : input.name,
      description: input.description === undefined ? (found.description ?? null) : input.description,
      active: input.active ?? found.active,
      info: input.info === undefined ? (found.info ?? null) : input.info,
      siteId: to.siteId,
      spotId: to.spotId,
      updatedAt: new Date().toISOString(),
    };
    await this.deps.entities.rescope('SCANNER', next, found, to);
    return (await this.views([next]))[0] as Scanner;
  }

  async remove(caller: UserCaller, id: string): Promise<{ success: boolean }> {
    const found = await this.held(caller, id);
    // Credentials first: if IoT fails, the record stays and the removal can be tried again,
    // instead of a removed scanner keeping an active certificate.
    if (this.fleet) await this.fleet.credentials.deactivate(scannerThingName(this.fleet.stage, found.scid));
    await this.deps.entities.remove('SCANNER', found._id, found, [{ kind: 'SCID', value: found.scid }]);
    return { success: true };
  }
}
