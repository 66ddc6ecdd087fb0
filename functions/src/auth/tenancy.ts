/**
 * Tenancy (spec section 6), the one place it is spelled out: system and admin reach every site;
 * a distributor the sites of its distributor; a manager or staff member only their own site.
 * The policy (./policy.ts) decides every call with it; services use `scopeOf` to know which
 * sites a list covers and `missingTarget` to answer for an id that is gone.
 */
import type { ListReader } from '../data/lists';
import type { SiteRecord } from '../data/records';
import { type AppError, forbidden } from '../kernel/errors';
import type { UserCaller } from './caller';

/** A scanner as a subscription or the registration wizard names it: by scid, or by its MAC. */
export type ScannerName = { scid: string } | { mac: string };

/**
 * The sites of the scanners a name reads (null: on no site; none: no such scanner), and how many
 * scanners have that name in all: a MAC is not unique among scanners, and past a cap the
 * directory reads no further, so `total` above the count read means some were not seen.
 */
export interface ScannerSites {
  sites: (string | null)[];
  total: number;
}

/** What the policy needs to look up to decide tenancy; injected so it is testable without a table. */
export interface TenantDirectory {
  /** The distributor of a site, or null; undefined when the site does not exist. */
  distOfSite(siteId: string): Promise<string | null | undefined>;
  /** The site of a classroom; undefined when it does not exist. */
  siteOfSpot(spotId: string): Promise<string | undefined>;
  /** The site of a device by MAC (null: not on a site yet); undefined when it does not exist. */
  siteOfDevice(mac: string): Promise<string | null | undefined>;
  /** The site and classroom of a class session; undefined when it does not exist. */
  sessionScope(sessionId: string): Promise<{ siteId: string; spotId: string } | undefined>;
  /** The site of a question link (a question asked in a class); undefined when it does not exist. */
  siteOfLink(linkId: string): Promise<string | undefined>;
  /** The site of an uploaded file (null: uploaded by system or admin); undefined when it does not exist. */
  siteOfFile(fileId: string): Promise<string | null | undefined>;
  /** The sites of the scanner with this scid, or of every scanner with this MAC (capped). */
  scannerSites(name: ScannerName): Promise<ScannerSites>;
  /** The site and role rank of a user; undefined when the user does not exist. */
  userScope(userId: string): Promise<{ siteId: string | null; rank: number } | undefined>;
}

/** System and admin: every site, and the items on no site. The only spelling of this rule. */
export function seesEverySite(caller: UserCaller): boolean {
  return caller.role.system || caller.role.admin;
}

export async function canReachSite(caller: UserCaller, siteId: string, directory: TenantDirectory) {
  if (seesEverySite(caller)) return true;
  if (caller.role.distributor) {
    const distId = await directory.distOfSite(siteId);
    return Boolean(caller.distId) && distId === caller.distId;
  }
  return caller.siteId === siteId;
}

/**
 * A target that does not exist is refused like another tenant's (Forbidden) for a caller who does
 * not reach every site: a different answer would tell which ids exist at other schools (docs/auth.md
 * "Uniform refusals"). System and admin, who reach everything, get the precise error.
 */
export function missingTarget(caller: UserCaller, precise: AppError): AppError {
  return seesEverySite(caller) ? precise : forbidden();
}

export type ListScope = { kind: 'all' } | { kind: 'sites'; siteIds: string[] };

/** Which sites a caller's lists cover, and reach checks for targets a list filter names. */
export class Tenancy {
  constructor(
    private readonly lists: ListReader,
    private readonly directory: TenantDirectory,
  ) {}

  async scopeOf(caller: UserCaller): Promise<ListScope> {
    if (seesEverySite(caller)) return { kind: 'all' };
    if (caller.role.distributor) return { kind: 'sites', siteIds: await this.sitesOfDist(caller.distId) };
    return { kind: 'sites', siteIds: caller.siteId ? [caller.siteId] : [] };
  }

  /** A distributor's sites: read through the site list, which is small (hundreds). */
  private async sitesOfDist(distId: string | null): Promise<string[]> {
    if (!distId) return [];
    const page = await this.lists.page<SiteRecord>(
      { index: 'byType', partition: 'SITE' },
      { page: 0, perPage: 10_000 },
      { expression: '#dist = :dist', names: { '#dist': 'distId' }, values: { ':dist': distId } },
    );
    return page.data.map((site) => site._id);
  }

  /** Throws Forbidden unless the caller may act on this site. */
  async assertReach(caller: UserCaller, siteId: string): Promise<void> {
    if (!(await canReachSite(caller, siteId, this.directory))) throw forbidden();
  }

  /**
   * A stored target a service reads itself, because the arguments name it only optionally (a list
   * or export filter) so no rule can require it: answered as the policy answers its targets. The
   * target when the caller reaches its site; null when it is missing and the caller sees every
   * site (the service answers "none" or "not found"); Forbidden otherwise, so nobody can probe
   * another tenant's ids.
   */
  async reachStored<T extends { siteId: string | null }>(
    caller: UserCaller,
    found: T | null,
  ): Promise<T | null> {
    if (!found) {
      if (seesEverySite(caller)) return null;
      throw forbidden();
    }
    await this.assertHolds(caller, found.siteId);
    return found;
  }

  /** As assertReach; an item on no site (null) is for system and admin only. */
  async assertHolds(caller: UserCaller, siteId: string | null): Promise<void> {
    if (siteId) await this.assertReach(caller, siteId);
    else if (!seesEverySite(caller)) throw forbidden();
  }
}
