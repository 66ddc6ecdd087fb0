/**
 * Who owns what, for the policy module and the services that scope lists and checks by tenant:
 * the TenantDirectory (auth/policy.ts), Tenancy over it, and the ScopedDeps most services take.
 * Reads the table directly, so it needs no service built before it.
 */
import { rankOf } from '../auth/policy';
import { Tenancy, type TenantDirectory } from '../auth/tenancy';
import type { FileRecord, QuestionLinkRecord, SessionRecord, SpotRecord, UserRecord } from '../data/records';
import { deviceByMac } from '../domain/fleet/devices';
import { scannerSites } from '../domain/fleet/scanner-sites';
import { SessionStudents } from '../domain/remote/session-students';
import type { ScopedDeps } from '../domain/scoped';
import type { DataParts } from './data-parts';

export interface TenancyParts {
  directory: TenantDirectory;
  tenancy: Tenancy;
  /** Entities, lists and tenancy, with the session-only students for views of who a student is. */
  scoped: ScopedDeps;
}

export function tenancyParts(data: DataParts): TenancyParts {
  const { entities, users } = data;
  const directory: TenantDirectory = {
    async distOfSite(siteId) {
      const site = await users.getSite(siteId);
      return site ? site.distId : undefined;
    },
    async siteOfSpot(spotId) {
      return (await entities.get<SpotRecord>('SPOT', spotId))?.siteId;
    },
    async siteOfDevice(mac) {
      const device = await deviceByMac(entities, mac);
      return device ? device.siteId : undefined;
    },
    async sessionScope(sessionId) {
      const session = await entities.get<SessionRecord>('SESSION', sessionId);
      return session ? { siteId: session.siteId, spotId: session.spotId } : undefined;
    },
    async siteOfLink(linkId) {
      return (await entities.get<QuestionLinkRecord>('QUESTIONLINK', linkId))?.siteId;
    },
    async siteOfFile(fileId) {
      const file = await entities.get<FileRecord>('FILE', fileId);
      return file ? file.siteId : undefined;
    },
    scannerSites(name) {
      return scannerSites(entities, data.lists, name);
    },
    async userScope(userId) {
      const user: UserRecord | null = await users.getById(userId);
      return user ? { siteId: user.siteId, rank: rankOf(user.role) } : undefined;
    },
  };
  const tenancy = new Tenancy(data.lists, directory);
  return {
    directory,
    tenancy,
    scoped: { entities, lists: data.lists, tenancy, students: new SessionStudents(data.seats) },
  };
}
