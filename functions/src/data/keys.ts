/**
 * Every key the product writes, built in one place (docs/data-model.md explains each pattern).
 *
 * Entity items:   pk = <TYPE>#<id>             sk = META
 * Tenant lists:   gsi1pk = <TYPE>#SITE#<site>  gsi1sk = <createdAt>#<id>   (or <TYPE>#NOSITE)
 * Lookups:        gsi2pk = <TYPE>#SPOT#<spot>  gsi2sk = <createdAt>#<id>   (items of one classroom)
 *                 gsi2pk = <TYPE>#OWNER#<user> gsi2sk = <createdAt>#<id>   (a teacher's questions,
 *                 playlists, and the shares they made: items owned by one user, not by a classroom)
 * Recipients:     gsi1pk = <TYPE>#TO#<user>    gsi1sk = <createdAt>#<id>   (shares made to a user:
 *                 a question share belongs to no tenant, so its tenant slot holds the recipient)
 * Type lists:     gsi3pk = <TYPE>              gsi3sk = <createdAt>#<id>   (system-wide lists)
 * List counters:  pk = COUNT#<TYPE>#<scope>    sk = META    -> { n }  (scope SITE#<id>, SPOT#<id>,
 *                 OWNER#<user>, TO#<user>, NOSITE or ALL; kept in the same transaction as creates and removes: list totals)
 * Unique values:  pk = UNIQUE#<kind>#<value>   sk = UNIQUE   -> { ownerId }  (written in the same
 *                 transaction as the owner, so two sign-ups cannot take one uid)
 * Auth sessions:  pk = AUTHSESSION#<sid>       sk = META    (expiresAt = DynamoDB TTL)
 *                 gsi2pk = AUTHSESSION#USER#<userId>        (a user's sessions, to revoke them all)
 * Sign-in throttle: pk = LOGINTHROTTLE#<uid>   sk = META    (expiresAt = DynamoDB TTL)
 * Seed marker:    pk = SEED#<name>             sk = META    (demo data written completely)
 * Running marker: pk = SESSIONRUN#<session>    sk = RUNNING -> { linkId }  (the one question a class
 *                 session runs; claimed conditionally so two starts cannot both win, docs/sessions.md)
 * Question order: pk = QUESTIONORDER#<user>   sk = NEXT    -> { next }  (the order the next question
 *                 of a library gets: handed out in blocks by one atomic update, so two creates never
 *                 share an order; data/question-order-store.ts)
 * Answers:        pk = ANSWER#<link>#<shard>   sk = <student key>  (one item per question link and
 *                 student: user id, device#<mac> or app#<uuid>; SHARDS partitions per link, the
 *                 student's by a hash of its key (data/shards.ts), never one per session; links
 *                 answered before sharding keep theirs in ANSWER#<link>, which reads still query)
 * Answer counts:  pk = ANSWERCOUNT#<link>#<shard> sk = COUNT -> { answers }  (summed; plus the
 *                 unsharded ANSWERCOUNT#<link> of older links)
 * Device search:  pk = DEVICESEARCH#<field>#<c> sk = <term>#<deviceId>  -> { deviceId, order, text }
 *                 (the fleet-wide search by MAC, serial and name: a few items per device, written in
 *                 the device's own transaction; c = the term's first character, so a prefix query
 *                 reads one partition; data/device-search.ts)
 */
import { everyShard, shardOf } from './shards';

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

/**
 * Where an entity is listed: its site (tenant), its classroom, or, for items owned by a user
 * (questions, playlists, shares), its owner; a share also names its recipient.
 */
export interface KeyScope {
  siteId?: string | null;
  spotId?: string | null;
  /** Items owned by one user: listed under <TYPE>#OWNER#<user> (instead of a classroom). */
  ownerId?: string | null;
  /** Items addressed to one user (question shares): listed under <TYPE>#TO#<user> (instead of a site). */
  recipientId?: string | null;
}

/** Index attributes that put an entity into its tenant's list and its classroom's (or owner's) list. */
export function entityIndexKeys(
  type: EntityType,
  id: string,
  createdAt: string,
  scope: KeyScope,
): Record<string, string> {
  const order = `${createdAt}#${id}`;
  const keys: Record<string, string> = {
    gsi1pk: scope.recipientId
      ? recipientPartition(type, scope.recipientId)
      : tenantPartition(type, scope.siteId ?? null),
    gsi1sk: order,
    gsi3pk: type,
    gsi3sk: order,
  };
  if (scope.spotId) {
    keys.gsi2pk = spotPartition(type, scope.spotId);
    keys.gsi2sk = order;
  } else if (scope.ownerId) {
    keys.gsi2pk = ownerPartition(type, scope.ownerId);
    keys.gsi2sk = order;
  }
  return keys;
}

/** The items one user owns (their questions, playlists, the shares they made): index byLookup. */
export function ownerPartition(type: EntityType, userId: string): string {
  return `${type}#OWNER#${userId}`;
}

/** The items addressed to one user (shares made to them): index byTenant. */
export function recipientPartition(type: EntityType, userId: string): string {
  return `${type}#TO#${userId}`;
}

export function tenantPartition(type: EntityType, siteId: string | null): string {
  return siteId ? `${type}#SITE#${siteId}` : `${type}#NOSITE`;
}

export function spotPartition(type: EntityType, spotId: string): string {
  return `${type}#SPOT#${spotId}`;
}

/** The counter items an entity in this scope adds to: its site (or no site), its spot or owner, all. */
export function counterKeys(type: EntityType, scope: KeyScope): ItemKey[] {
  const scopes = [scope.siteId ? `SITE#${scope.siteId}` : 'NOSITE', 'ALL'];
  if (scope.spotId) scopes.push(`SPOT#${scope.spotId}`);
  else if (scope.ownerId) scopes.push(`OWNER#${scope.ownerId}`);
  if (scope.recipientId) scopes.push(`TO#${scope.recipientId}`);
  return scopes.map((name) => ({ pk: `COUNT#${type}#${name}`, sk: META }));
}

export function counterKey(
  type: EntityType,
  scope: 'ALL' | 'NOSITE' | `SITE#${string}` | `SPOT#${string}` | `OWNER#${string}` | `TO#${string}`,
): ItemKey {
  return { pk: `COUNT#${type}#${scope}`, sk: META };
}

export type UniqueKind =
  | 'UID'
  | 'MAC'
  | 'SCID'
  | 'SESSIONCODE'
  /** The one ongoing class session of a classroom (value: the spot id). */
  | 'SESSIONSPOT'
  | 'APPUUID'
  | 'BLACKLIST'
  | 'CATEGORYKEY'
  | 'PRODUCTCODE'
  /** An action's code (rules engine: actions are addressed by code). */
  | 'ACTIONCODE';

export function uniqueKey(kind: UniqueKind, value: string): ItemKey {
  return { pk: `UNIQUE#${kind}#${value}`, sk: 'UNIQUE' };
}

/** The next free order of one user's question library (docs/questions.md "Order"). */
export function questionOrderKey(ownerId: string): ItemKey {
  return { pk: `QUESTIONORDER#${ownerId}`, sk: 'NEXT' };
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

/**
 * Join limits:    pk = JOINLIMIT#<scope>#<key>  sk = META  (attempts and failures of joinSession
 * in a window, per client (a hash of its address) or per class code; expiresAt = TTL at the end
 * of the window; docs/sessions.md "Join limits")
 */
export function joinLimitKey(scope: 'client' | 'code', key: string): ItemKey {
  return { pk: `JOINLIMIT#${scope}#${key}`, sk: META };
}

/** The marker naming the question link a session runs (absent: no question running). */
export function sessionRunningKey(sessionId: string): ItemKey {
  return { pk: `SESSIONRUN#${sessionId}`, sk: 'RUNNING' };
}

/**
 * The last question link a session stopped, with its end: a press made before the stop that
 * reaches the consumer after it is still taken (docs/sessions.md "Late presses").
 */
export function sessionLastStopKey(sessionId: string): ItemKey {
  return { pk: `SESSIONRUN#${sessionId}`, sk: 'LASTSTOP' };
}

/**
 * The fields the fleet-wide device search indexes (data/device-search.ts). MACPART: the MAC's hex
 * digits from each byte on. MAC (reversed) and MACSTART (in order) are an earlier version's MAC
 * terms, named only to delete them (infra/local/seed/demo-upgrades.ts).
 */
export type DeviceSearchField = 'MACPART' | 'SN' | 'NAME' | 'MAC' | 'MACSTART';

/** The partition of search terms of one field that start with the term's first character. */
export function deviceSearchPartition(field: DeviceSearchField, term: string): string {
  return `DEVICESEARCH#${field}#${[...term][0] ?? ''}`;
}

/** One search term of one device: a prefix query on sk finds every device with a matching term. */
export function deviceSearchKey(field: DeviceSearchField, term: string, deviceId: string): ItemKey {
  return { pk: deviceSearchPartition(field, term), sk: `${term}#${deviceId}` };
}

/** One shard of the answers to a question link (data/shards.ts). */
export function answerPartition(linkId: string, shard: number): string {
  return `ANSWER#${linkId}#${shard}`;
}

/**
 * Every partition that may hold answers to a link: its shards, and the one partition of a link
 * answered before answers were sharded (read, never written).
 */
export function answerPartitions(linkId: string): string[] {
  return [...everyShard().map((shard) => answerPartition(linkId, shard)), `ANSWER#${linkId}`];
}

/** One student's answer to one question link (studentKey: user id, device#<mac> or app#<uuid>). */
export function answerKey(linkId: string, studentKey: string): ItemKey {
  return { pk: answerPartition(linkId, shardOf(studentKey)), sk: studentKey };
}

/**
 * One shard of how many students answered a link: counters the answer writes add first answers
 * to (any shard: a counter's shard is not a student's), summed so an answer event carries
 * `countOfAnswers` without reading the answers (data/answer-counts.ts).
 */
export function answerCountKey(linkId: string, shard: number): ItemKey {
  return { pk: `ANSWERCOUNT#${linkId}#${shard}`, sk: 'COUNT' };
}

/** Every count item of a link: its shards and the one count of a link answered before sharding. */
export function answerCountKeys(linkId: string): ItemKey[] {
  return [
    ...everyShard().map((shard) => answerCountKey(linkId, shard)),
    { pk: `ANSWERCOUNT#${linkId}`, sk: 'COUNT' },
  ];
}

/**
 * Remote seats:   pk = REMOTE#<session>#<shard> sk = SEAT#<name>#<no> or SEAT#ROSTER#<userId>  (one
 * student of a class session joined by phone: the student (a roster user, or an identity of this
 * session only, named on the seat) and the phone (app uuid) holding it; docs/sessions.md "Remote
 * students"). A session's seats are spread over SHARDS partitions by seat, since the authorizer
 * reads a phone's seat on every request of a hall; they are also who took part (participants).
 */
export function remoteSeatPartition(sessionId: string, shard: number): string {
  return `REMOTE#${sessionId}#${shard}`;
}

/**
 * Every partition that may hold seats of a session: its shards (a hall's phones each have their
 * seat read by every request they make, data/shards.ts), and the one partition of a session
 * joined before seats were sharded (read, never written).
 */
export function remoteSeatPartitions(sessionId: string): string[] {
  return [...everyShard().map((shard) => remoteSeatPartition(sessionId, shard)), `REMOTE#${sessionId}`];
}

export function remoteSeatKey(sessionId: string, seat: string): ItemKey {
  return { pk: remoteSeatPartition(sessionId, shardOf(seat)), sk: `SEAT#${seat}` };
}

/**
 * Export jobs:    pk = EXPORTJOB#<id>          sk = META    (an Excel export asked for and its
 * progress, docs/exports.md; expiresAt = DynamoDB TTL, as long as the exports/ files are kept)
 */
export function exportJobKey(jobId: string): ItemKey {
  return { pk: `EXPORTJOB#${jobId}`, sk: META };
}

/**
 * Button health:  pk = BUTTONHEALTH#<scannerId> sk = HEALTH  -> { buttons: mac -> last press,
 * battery, rssi }  (one item per scanner, folded by the answer consumer, docs/fleet-health.md)
 */
export function buttonHealthKey(scannerId: string): ItemKey {
  return { pk: `BUTTONHEALTH#${scannerId}`, sk: 'HEALTH' };
}

/**
 * Rejected presses (docs/devices-mqtt.md "Rejected presses"), counted per queue batch by the
 * answer consumer, one number attribute per reject reason:
 *   a class session's:      pk = PRESSREJECTS#SESSION#<sessionId>  sk = COUNTS
 *   a scanner's, per day:   pk = PRESSREJECTS#SCANNER#<scannerId>  sk = DAY#<yyyy-mm-dd> (UTC; TTL)
 */
export function sessionRejectsKey(sessionId: string): ItemKey {
  return { pk: `PRESSREJECTS#SESSION#${sessionId}`, sk: 'COUNTS' };
}

export function scannerRejectsKey(scannerId: string, day: string): ItemKey {
  return { pk: `PRESSREJECTS#SCANNER#${scannerId}`, sk: `DAY#${day}` };
}
