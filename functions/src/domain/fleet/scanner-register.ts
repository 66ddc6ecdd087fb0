/**
 * The registration wizard's server side (spec section 2 "Scanner registration wizard";
 * docs/devices-mqtt.md "(d) Registration"): look a scanner id up, save the user and scanner names
 * and place the scanner on its site and classroom, and send one step to the scanner on its
 * register/requests topic. Who may do it is who may watch
 * the scanner's replies, decided by the policy before a call gets here (auth/rules/scanner-register.ts):
 * staff-like roles reaching its site; before it has a site, system, admin and distributors; an id
 * with no record, system and admin only.
 * A scanner that already has a site is "already registered": its names are not changed here.
 * The WiFi password is sent to the one scanner and never logged, stored or returned; only whether
 * one was given is kept.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import { wizardScid } from '../../auth/rules/scanner-register';
import { type EntityRepository, UniqueValueTakenError } from '../../data/entities';
import type { ScannerRecord, SiteRecord, SpotRecord } from '../../data/records';
import { CONTRACT_VERSION, LIMITS } from '../../devices/limits';
import { REGISTER_OPS, type RegisterRequest, registerRequestSchema } from '../../devices/payloads';
import type { RegisterRequestPublisher } from '../../devices/register-requests';
import { registerRequestTopic } from '../../devices/topics';
import type { RegisterRequestResult, ScannerRegistration } from '../../generated/graphql';
import { AppError, badRequest, ERROR_CODES, notFound } from '../../kernel/errors';
import { logError } from '../../kernel/log';
import { idSchema, parseArgs, requiredText } from '../../kernel/validation';

// The scid read as the policy read it (trimmed), so the record is the one it checked.
const lookupArgs = z.object({ scid: wizardScid });
const registerArgs = z.object({
  scid: wizardScid,
  input: z.object({
    userName: requiredText('userName', 100),
    name: requiredText('name', 200),
    // The policy has checked that the caller reaches the site (auth/rules/scanner-register.ts).
    site: idSchema,
    spot: idSchema.nullish(),
  }),
});
const sendArgs = z.object({
  scid: wizardScid,
  input: z.object({
    op: z.enum(REGISTER_OPS, { message: 'INVALID_REGISTER_OP' }),
    durationMs: z.number().int().nullish(),
    ssid: z.string().nullish(),
    password: z.string().nullish(),
    name: z.string().trim().nullish(),
  }),
});

export interface ScannerRegisterLog {
  error(message: string, extra: Record<string, unknown>): void;
}

export interface ScannerRegisterDeps {
  entities: Pick<EntityRepository, 'ownerOf' | 'get' | 'getMany' | 'create' | 'rescope' | 'update'>;
  publisher: RegisterRequestPublisher;
  /** The deployment's stage: its scanners' topics are under `classpulse/<stage>/` (devices/topics.ts). */
  stage: string;
  log?: ScannerRegisterLog;
  now?: () => number;
}

/** Alive within the window and not last heard saying it went offline. */
export function isOnline(scanner: Pick<ScannerRecord, 'alive' | 'status'>, now: number): boolean {
  if (!scanner.alive || scanner.status === 'offline') return false;
  return now - Date.parse(scanner.alive) < LIMITS.aliveWindowMs;
}

/** The request of one wizard step, with only the fields its op carries. */
function requestOf(input: z.infer<typeof sendArgs>['input'], requestId: string, sentAt: number) {
  const base = { v: CONTRACT_VERSION, requestId, sentAt, op: input.op };
  switch (input.op) {
    case 'scan-devices':
      return { ...base, durationMs: input.durationMs ?? 10_000 };
    case 'set-wifi':
      return { ...base, ssid: input.ssid, password: input.password ?? '' };
    case 'commit':
      return input.name ? { ...base, name: input.name } : base;
    default:
      return base;
  }
}

export class ScannerRegisterService {
  private readonly now: () => number;
  private readonly log: ScannerRegisterLog;

  constructor(private readonly deps: ScannerRegisterDeps) {
    this.now = deps.now ?? Date.now;
    this.log = deps.log ?? { error: logError };
  }

  /** Step 1: the id looked up (the policy has refused a caller who may not register or watch it). */
  async lookup(rawArgs: unknown): Promise<ScannerRegistration> {
    const args = parseArgs(lookupArgs, rawArgs);
    return this.view(args.scid, await this.stored(args.scid));
  }

  /**
   * Step 2: saves the names and places the scanner on its site and classroom (a scanner on no
   * site hears presses of nobody: docs/devices-mqtt.md "Which classroom a press counts for"). A new
   * id gets a record there (only system and admin get this far with an id that has none).
   */
  async register(caller: UserCaller, rawArgs: unknown): Promise<ScannerRegistration> {
    const { scid, input } = parseArgs(registerArgs, rawArgs);
    const found = await this.stored(scid);
    if (found?.siteId) throw badRequest('ALREADY_REGISTERED', `Scanner ${scid} is already registered.`);
    const to = await this.placement(input.site, input.spot ?? null);
    const now = new Date(this.now()).toISOString();
    const info = {
      ...(found?.info ?? {}),
      userName: input.userName,
      registeredBy: caller.userId,
      registeredAt: now,
    };
    if (found) {
      const placed: ScannerRecord = { ...found, name: input.name, info, ...to, updatedAt: now };
      await this.deps.entities.rescope(
        'SCANNER',
        placed,
        { siteId: found.siteId, spotId: found.spotId, updatedAt: found.updatedAt },
        to,
      );
      return this.view(scid, placed);
    }
    const created: ScannerRecord = {
      _id: randomUUID(),
      scid,
      mac: null,
      name: input.name,
      status: 'offline',
      ...to,
      alive: null,
      active: true,
      info,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.deps.entities.create('SCANNER', created, to, [{ kind: 'SCID', value: scid }]);
    } catch (error) {
      if (error instanceof UniqueValueTakenError)
        throw badRequest('DUPLICATE_SCID', `Scanner ${scid} is already registered.`);
      throw error;
    }
    return this.view(scid, created);
  }

  /** The site (reached, as the policy checked) must exist, and the classroom must be one of its own. */
  private async placement(siteId: string, spotId: string | null) {
    const site = await this.deps.entities.get<SiteRecord>('SITE', siteId);
    if (!site) throw badRequest('UNKNOWN_SITE', `Site ${siteId} does not exist.`);
    if (spotId) {
      const spot = await this.deps.entities.get<SpotRecord>('SPOT', spotId);
      if (!spot || spot.siteId !== siteId)
        throw badRequest('UNKNOWN_SPOT', `Classroom ${spotId} is not on site ${siteId}.`);
    }
    return { siteId, spotId };
  }

  /** Publishes one step to the scanner; the replies reach onRegister(scid) with the returned request id. */
  async send(rawArgs: unknown): Promise<RegisterRequestResult> {
    const { scid, input } = parseArgs(sendArgs, rawArgs);
    const scanner = await this.stored(scid);
    if (!scanner) throw notFound('Scanner');
    const requestId = `reg-${randomUUID()}`;
    const parsed = registerRequestSchema.safeParse(requestOf(input, requestId, this.now()));
    // Only the field is named: zod's issue could quote the password.
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'input');
      throw badRequest('INVALID_REGISTER_REQUEST', `${field}: not valid for ${input.op}.`, { field });
    }
    // Whether the network is given a password (never the password), before the scanner can reply:
    // its ScannerData says so once the reply tells it joined (docs/system-data.md).
    if (parsed.data.op === 'set-wifi')
      await this.deps.entities.update('SCANNER', scanner._id, {
        wifiRequest: { requestId, secured: parsed.data.password !== '' },
      });
    await this.publish(scid, parsed.data);
    return { requestId, online: isOnline(scanner, this.now()) };
  }

  private async publish(scid: string, request: RegisterRequest): Promise<void> {
    try {
      await this.deps.publisher.publish(registerRequestTopic(this.deps.stage, scid), request);
    } catch (error) {
      // The op and ids only: never the request, which may carry the WiFi password.
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      this.log.error('Register request could not be published', {
        scid,
        op: request.op,
        requestId: request.requestId,
        error: { name, message },
      });
      throw new AppError(ERROR_CODES.INTERNAL, 'The request could not be sent to the scanner.');
    }
  }

  /** The stored scanner (null for an id with no record). */
  private async stored(value: string): Promise<ScannerRecord | null> {
    const id = await this.deps.entities.ownerOf('SCID', value);
    return id ? this.deps.entities.get<ScannerRecord>('SCANNER', id) : null;
  }

  private async view(value: string, scanner: ScannerRecord | null): Promise<ScannerRegistration> {
    const userName = scanner?.info?.userName;
    const [sites, spots] = await Promise.all([
      this.deps.entities.getMany<SiteRecord>('SITE', scanner?.siteId ? [scanner.siteId] : []),
      this.deps.entities.getMany<SpotRecord>('SPOT', scanner?.spotId ? [scanner.spotId] : []),
    ]);
    const site = scanner?.siteId ? sites.get(scanner.siteId) : undefined;
    const spot = scanner?.spotId ? spots.get(scanner.spotId) : undefined;
    return {
      scid: value,
      scanner: scanner?._id ?? null,
      name: scanner?.name ?? null,
      userName: typeof userName === 'string' ? userName : null,
      registered: Boolean(scanner?.siteId),
      online: scanner ? isOnline(scanner, this.now()) : false,
      site: site ? { _id: site._id, name: site.name } : null,
      spot: spot ? { _id: spot._id, name: spot.name } : null,
    };
  }
}
