/** The GraphQL User as clients see it, built field by field so stored secrets never leak. */

import type { DistRecord, SiteRecord, UserRecord } from '../data/records';
import type { User } from '../generated/graphql';

function json(value: Record<string, unknown> | null | undefined): string | null {
  return value ? JSON.stringify(value) : null;
}

export function distView(dist: DistRecord | null) {
  return dist ? { _id: dist._id, title: dist.title, translations: json(dist.translations) } : null;
}

/** Who a user is, as other items show them (a session's teacher, a share's recipient). */
export function userRef(user: UserRecord) {
  return {
    _id: user._id,
    uid: user.uid,
    firstname: user.firstname,
    lastname: user.lastname,
    no: user.no,
    info: json(user.info),
  };
}

export function userView(
  user: UserRecord,
  related: { site: SiteRecord | null; siteDist: DistRecord | null; ownDist: DistRecord | null },
): User {
  const { site, siteDist, ownDist } = related;
  return {
    ...userRef(user),
    tel: user.tel,
    email: user.email,
    role: { ...user.role },
    dist: distView(ownDist ?? siteDist),
    private_policy: { agree: user.private_policy.agree, date: user.private_policy.date },
    site: site ? { _id: site._id, name: site.name, category: site.category, dist: distView(siteDist) } : null,
    spots: user.spots.map((spot) => ({ _id: spot._id, name: spot.name })),
    active: user.active,
    verified: user.verified,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
