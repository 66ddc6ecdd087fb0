/**
 * The composition root: stores and services built once per process (Lambda cold start or local
 * stack start) from the checked environment. Handlers receive these; nothing else reads env.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { AccountService, THROTTLE } from '../auth/accounts';
import type { TenantDirectory } from '../auth/policy';
import { rankOf } from '../auth/policy';
import { TokenSigner } from '../auth/tokens';
import { type FunctionEnv, functionEnv } from '../config/env';
import { AuthSessionStore, LoginThrottleStore } from '../data/auth-store';
import { dynamo } from '../data/client';
import { EntityRepository, type TableRef } from '../data/entities';
import { ListReader } from '../data/lists';
import type { SpotRecord, UserRecord } from '../data/records';
import { UserStore } from '../data/users';
import { DeviceService } from '../domain/devices';
import { SiteService } from '../domain/sites';
import { SpotService } from '../domain/spots';
import { Tenancy } from '../domain/tenancy';

export interface Services {
  env: FunctionEnv;
  table: TableRef;
  entities: EntityRepository;
  users: UserStore;
  accounts: AccountService;
  signer: TokenSigner;
  directory: TenantDirectory;
  sites: SiteService;
  spots: SpotService;
  devices: DeviceService;
}

async function tokenSecret(env: FunctionEnv): Promise<string> {
  if (env.TOKEN_SECRET) return env.TOKEN_SECRET;
  const { SecretString } = await new SecretsManagerClient({}).send(
    new GetSecretValueCommand({ SecretId: env.TOKEN_SECRET_ARN }),
  );
  if (!SecretString || SecretString.length < 32)
    throw new Error('The token signing secret is missing or short');
  return SecretString;
}

export async function buildServices(env: FunctionEnv = functionEnv()): Promise<Services> {
  const table: TableRef = { client: dynamo(), tableName: env.TABLE_NAME };
  const entities = new EntityRepository(table);
  const users = new UserStore(table);
  const signer = new TokenSigner(await tokenSecret(env));
  const accounts = new AccountService({
    users,
    sessions: new AuthSessionStore(table),
    throttle: new LoginThrottleStore(table, THROTTLE),
    signer,
    sessionTtlHours: env.SESSION_TTL_HOURS,
  });
  const lists = new ListReader(table);
  let devices: DeviceService | undefined;
  const directory: TenantDirectory = {
    async distOfSite(siteId) {
      const site = await users.getSite(siteId);
      return site ? site.distId : undefined;
    },
    async siteOfSpot(spotId) {
      return (await entities.get<SpotRecord>('SPOT', spotId))?.siteId;
    },
    async siteOfDevice(mac) {
      const device = await devices?.byMac(mac);
      return device ? device.siteId : undefined;
    },
    async userScope(userId) {
      const user: UserRecord | null = await users.getById(userId);
      return user ? { siteId: user.siteId, rank: rankOf(user.role) } : undefined;
    },
  };
  const tenancy = new Tenancy(lists, directory);
  devices = new DeviceService(entities, lists, tenancy);
  const sites = new SiteService(entities, lists, tenancy);
  const spots = new SpotService(entities, lists, tenancy);
  return { env, table, entities, users, accounts, signer, directory, sites, spots, devices };
}

let shared: Promise<Services> | undefined;

/** One set of services per process; a failed build is retried on the next call. */
export function services(): Promise<Services> {
  if (!shared) {
    shared = buildServices().catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
  }
  return shared;
}
