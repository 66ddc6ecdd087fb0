/**
 * Every key the product writes, built in one place (docs/data-model.md explains each pattern).
 *
 * Entity items:   pk = <TYPE>#<id>             sk = META
 * Tenant lists:   gsi1pk = <TYPE>#SITE#<site>  gsi1sk = <createdAt>#<id>   (or <TYPE>#NOSITE)
 * Lookups:        gsi2pk = <TYPE>#SPOT#<spot>  gsi2sk = <createdAt>#<id>   (items of one classroom)
 * Type lists:     gsi3pk = <TYPE>              gsi3sk = <createdAt>#<id>   (system-wide lists)
 * List counters:  pk = COUNT#<TYPE>#<scope>    sk = META    -> { n }  (scope SITE#<id>, SPOT#<id>,
 *                 NOSITE or ALL; kept in the same transaction as creates and removes: list totals)
 * Unique values:  pk = UNIQUE#<kind>#<value>   sk = UNIQUE   -> { ownerId }  (written in the same
 *                 transaction as the owner, so two sign-ups cannot take one uid)
 * Auth sessions:  pk = AUTHSESSION#<sid>       sk = META    (expiresAt = DynamoDB TTL)
 *                 gsi2pk = AUTHSESSION#USER#<userId>        (a user's sessions, to revoke them all)
 * Sign-in throttle: pk = LOGINTHROTTLE#<uid>   sk = META    (expiresAt = DynamoDB TTL)
 * Seed marker:    pk = SEED#<name>             sk = META    (demo data written completely)
 */
export const ENTITY_TYPES = [
  'USER',
  'SITE',
  'SPOT',
  'DEVICE',
  'APP',
  'SCANNER',
  'SESSION',
  'QUESTION',
  'QUESTIONLINK',
  'PLAYLIST',
  'QUESTIONSHARE',
  'ACTION',
  'EVENTDEF',
  'EVENT',
  'THING',
  'PRODUCT',
  'SERVICE',
  'CATEGORY',
  'DIST',
  'BLACKLIST',
  'TOKEN',
  'COUNTDOWN',
  'DEVICEDATA',
  'SCANNERDATA',
  'MESSAGE',
  'FILE',
  'NOTICE',
] as const;

export type EntityType = (typeof ENTITY_TYPES)[number];

export const META = 'META';

export interface ItemKey {
  pk: string;
  sk: string;
}

export function entityKey(type: EntityType, id: string): ItemKey {
  return { pk: `${type}#${id}`, sk: META };
}

/** Index attributes that put an entity into its tenant's list and its classroom's list. */
export function entityIndexKeys(
  type: EntityType,
  id: string,
  createdAt: string,
  scope: { siteId?: string | null; spotId?: string | null },
): Record<string, string> {
  const order = `${createdAt}#${id}`;
  const keys: Record<string, string> = {
    gsi1pk: tenantPartition(type, scope.siteId ?? null),
    gsi1sk: order,
    gsi3pk: type,
    gsi3sk: order,
  };
  if (scope.spotId) {
    keys.gsi2pk = spotPartition(type, scope.spotId);
    keys.gsi2sk = order;
  }
  return keys;
}

export function tenantPartition(type: EntityType, siteId: string | null): string {
  return siteId ? `${type}#SITE#${siteId}` : `${type}#NOSITE`;
}

export function spotPartition(type: EntityType, spotId: string): string {
  return `${type}#SPOT#${spotId}`;
}

/** The counter items an entity in this scope adds to: its site (or no site), its spot, all. */
export function counterKeys(
  type: EntityType,
  scope: { siteId?: string | null; spotId?: string | null },
): ItemKey[] {
  const scopes = [scope.siteId ? `SITE#${scope.siteId}` : 'NOSITE', 'ALL'];
  if (scope.spotId) scopes.push(`SPOT#${scope.spotId}`);
  return scopes.map((name) => ({ pk: `COUNT#${type}#${name}`, sk: META }));
}

export function counterKey(
  type: EntityType,
  scope: 'ALL' | 'NOSITE' | `SITE#${string}` | `SPOT#${string}`,
): ItemKey {
  return { pk: `COUNT#${type}#${scope}`, sk: META };
}

export type UniqueKind =
  | 'UID'
  | 'MAC'
  | 'SCID'
  | 'SESSIONCODE'
  | 'APPUUID'
  | 'BLACKLIST'
  | 'CATEGORYKEY'
  | 'PRODUCTCODE';

export function uniqueKey(kind: UniqueKind, value: string): ItemKey {
  return { pk: `UNIQUE#${kind}#${value}`, sk: 'UNIQUE' };
}

export function authSessionKey(sid: string): ItemKey {
  return { pk: `AUTHSESSION#${sid}`, sk: META };
}

export function authSessionUserIndex(userId: string, createdAt: string, sid: string) {
  return { gsi2pk: `AUTHSESSION#USER#${userId}`, gsi2sk: `${createdAt}#${sid}` };
}

export function seedMarkerKey(name: string): ItemKey {
  return { pk: `SEED#${name}`, sk: META };
}

export function loginThrottleKey(uid: string): ItemKey {
  return { pk: `LOGINTHROTTLE#${uid.toLowerCase()}`, sk: META };
}
