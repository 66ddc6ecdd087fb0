/**
 * What authenticating a signed-in user's request reads (docs/auth.md "Tokens and sessions"):
 * - the sign-in session and its user, in ONE consistent BatchGetItem per request, so a sign-out,
 *   a password change, a deactivation or a lost approval applies to the very next request, and
 *   the user as read here goes on to the resolver (caller.ts `snapshot`) instead of being read
 *   again there;
 * - sites and distributors, kept per instance for SITE_TTL_MS: a deactivated school's open
 *   sessions stop within that time (its sign-ins are refused at once, accounts.ts signin), and a
 *   renamed school or distributor shows its new name within it.
 * Before, a `me` query read the session, the user and the site in the authorizer and the user,
 * the site and the distributor again in the resolver: six round trips, now one.
 */
import { consistentBatchGet } from '../data/batch-get';
import { stripKeys } from '../data/entities';
import { authSessionKey, entityKey } from '../data/keys';
import { ReadCache } from '../data/read-cache';
import type { AuthSessionRecord, DistRecord, SiteRecord, UserRecord } from '../data/records';
import type { UserStore } from '../data/users';
import type { TableRef } from '../kernel/table-ref';

/** How long an instance keeps a site or distributor it read. */
export const SITE_TTL_MS = 10_000;

export class AccountReads {
  private readonly sites: ReadCache<SiteRecord | null>;
  private readonly dists: ReadCache<DistRecord | null>;

  constructor(
    private readonly table: TableRef,
    users: UserStore,
    now: () => number = Date.now,
  ) {
    this.sites = new ReadCache(SITE_TTL_MS, (id) => users.getSite(id), now);
    this.dists = new ReadCache(SITE_TTL_MS, (id) => users.getDist(id), now);
  }

  /** The session item (as stored, expiry and revocation unchecked) and the user, in one request. */
  async sessionWithUser(
    sid: string,
    userId: string,
  ): Promise<{ session: AuthSessionRecord | null; user: UserRecord | null }> {
    const sessionKey = authSessionKey(sid);
    const userKey = entityKey('USER', userId);
    const found = await consistentBatchGet(this.table, [sessionKey, userKey], 'session and user');
    const session = found.find((item) => item.pk === sessionKey.pk);
    const user = found.find((item) => item.pk === userKey.pk);
    return {
      session: session ? (session as unknown as AuthSessionRecord) : null,
      user: user ? stripKeys<UserRecord>(user) : null,
    };
  }

  site(id: string): Promise<SiteRecord | null> {
    return this.sites.get(id);
  }

  dist(id: string): Promise<DistRecord | null> {
    return this.dists.get(id);
  }
}
