/**
 * Who may call what: every Query, Mutation and Subscription field of the schema (schema/) has exactly
 * one rule here (a test enumerates the schema against this table). The resolver router asks
 * `authorize` before any handler runs; the console only mirrors these rules.
 *
 * Tenancy (spec section 6): system and admin reach every site; a distributor the sites of its
 * distributor; a manager or staff member only their own site (auth/tenancy.ts). Rules name where
 * the target is found in the arguments: a site, a distributor, or a stored target whose site the
 * tenant directory reads (a classroom, device, user, class session, question link, file or scanner).
 */
import { AppError, badRequest, ERROR_CODES, forbidden, unauthorized } from '../kernel/errors';
import { uploadedFileId } from '../kernel/file-paths';
import type { RoleName } from '../kernel/roles';
import type { AppCaller, Caller, UserCaller } from './caller';
import { accountRules } from './rules/accounts';
import { answerRules } from './rules/answers';
import { catalogRules, fileUploadRule } from './rules/catalog';
import { fleetRules } from './rules/fleet';
import { organisationRules } from './rules/organisation';
import { questionRules } from './rules/questions';
import { remoteRules } from './rules/remote';
import { resultRules } from './rules/results';
import { rulesEngineRules } from './rules/rules-engine';
import { scannerEventRules } from './rules/scanner-events';
import { scannerRegisterRules } from './rules/scanner-register';
import { sessionRules } from './rules/sessions';
import { systemDataRules } from './rules/system-data';
import type { FieldRule } from './rules/types';
import { userRules } from './rules/users';
import { canReachSite, type ScannerSites, seesEverySite, type TenantDirectory } from './tenancy';

export type { FieldRule } from './rules/types';
export type { TenantDirectory } from './tenancy';

export const FIELD_RULES: Record<string, FieldRule> = {
  ...accountRules,
  ...organisationRules,
  ...userRules,
  ...fleetRules,
  ...catalogRules,
  ...questionRules,
  ...sessionRules,
  ...answerRules,
  ...remoteRules,
  ...scannerEventRules,
  ...scannerRegisterRules,
  ...resultRules,
  ...rulesEngineRules,
  ...systemDataRules,
};

/**
 * What a signed-in user who has not agreed to the privacy policy and terms may call (spec
 * section 4 "Login routing": such a user is sent to the terms page): read who they are (the terms
 * page and the guard need it), agree, and sign out. Everything else answers REQUIRED_AGREE.
 * The terms themselves are static pages of the console, and `version` is open to anyone.
 */
export const AGREEMENT_FREE_FIELDS: ReadonlySet<string> = new Set([
  'Query.me',
  'Mutation.agreePolicy',
  'Mutation.signout',
]);

/** The spec's REQUIRED_AGREE (section 5) as a typed refusal: Forbidden, key REQUIRED_AGREE. */
export function notAgreed(): AppError {
  return new AppError(ERROR_CODES.FORBIDDEN, 'Agree to the privacy policy and terms first.', {
    key: 'REQUIRED_AGREE',
  });
}

const RANKS: [RoleName, number][] = [
  ['system', 5],
  ['admin', 4],
  ['distributor', 3],
  ['manager', 2],
  ['staff', 1],
  ['operator', 1],
];

export function rankOf(role: Record<RoleName, boolean>): number {
  return RANKS.find(([name]) => role[name])?.[1] ?? 0;
}

/** A target id from the arguments: missing fails closed; an absurdly long one is bad input. */
function targetId(value: unknown): string {
  if (typeof value !== 'string') throw forbidden();
  if (value.length === 0 || value.length > 128) throw badRequest('INVALID_ID', 'This id is not valid.');
  return value;
}

/**
 * The caller may act on a target that lives on `siteId`. A missing target (undefined) passes for
 * system and admin, so the service can answer "not found"; everyone else gets Forbidden, so
 * nobody can probe another tenant's ids. A target on no site is for system and admin only.
 */
async function reachTarget(
  caller: UserCaller,
  siteId: string | null | undefined,
  directory: TenantDirectory,
) {
  if (siteId === undefined || siteId === null) {
    if (!seesEverySite(caller)) throw forbidden();
    return;
  }
  if (!(await canReachSite(caller, siteId, directory))) throw forbidden();
}

/**
 * The caller may watch (or register) every scanner a scid or MAC names: it reaches each one's site.
 * A scanner on no site yet (fleet stock, which the registration wizard places) is for system,
 * admin and distributors, who register scanners; no such scanner passes for system and admin only,
 * like any unknown target. A MAC shared by more scanners than the directory reads is refused even
 * to them: the unread ones could be anywhere, and their events would reach the watcher too.
 */
async function reachScanners(caller: UserCaller, found: ScannerSites, directory: TenantDirectory) {
  if (found.total > found.sites.length) throw forbidden();
  if (found.sites.length === 0) return reachTarget(caller, undefined, directory);
  for (const siteId of found.sites) {
    if (siteId !== null) await reachTarget(caller, siteId, directory);
    else if (!seesEverySite(caller) && !caller.role.distributor) throw forbidden();
  }
}

/**
 * What an app token may watch: what is addressed to its own uuid (`ownApp`) on its class's site,
 * or its own class's site and classroom (`ownClass`) with no other phone's uuid named. Fails
 * closed otherwise.
 */
async function isOwnForApp(
  rule: Extract<FieldRule, { who: 'roles' }>,
  caller: AppCaller,
  args: Record<string, unknown>,
  directory: TenantDirectory,
): Promise<boolean> {
  const app = rule.ownApp?.(args);
  const namesApp = app !== undefined && app !== null;
  if (namesApp && app !== caller.appUuid) return false;
  if (!rule.ownClass) return namesApp;
  const scope = await directory.sessionScope(caller.sessionId);
  if (!scope || rule.ownClass.site(args) !== scope.siteId) return false;
  // What its own uuid receives comes with its class's site (checked above): another site would
  // deliver nothing, so it is refused; without its uuid, only its own class's classroom.
  return namesApp || rule.ownClass.spot(args) === scope.spotId;
}

/**
 * Throws Forbidden unless the caller may upload a file (POST /api/v3/file, which is no GraphQL
 * field): a role of `fileUploadRule`, and a site for the file to belong to, since an upload lands
 * on the uploader's site (a distributor has none); system and admin upload onto no site.
 */
export function authorizeUpload(caller: UserCaller): void {
  if (!fileUploadRule.roles.some((role) => caller.role[role])) throw forbidden();
  if (!seesEverySite(caller) && !caller.siteId) throw forbidden();
}

/**
 * The stored targets a rule may name by id, in the order they are checked, each with the directory
 * read that finds its site (undefined: no such target; null: on no site).
 */
const STORED_TARGETS: [
  'spot' | 'device' | 'session' | 'link' | 'file',
  (directory: TenantDirectory, id: string) => Promise<string | null | undefined>,
][] = [
  ['spot', (directory, id) => directory.siteOfSpot(id)],
  ['device', (directory, id) => directory.siteOfDevice(id)],
  ['session', async (directory, id) => (await directory.sessionScope(id))?.siteId],
  ['link', (directory, id) => directory.siteOfLink(id)],
  ['file', (directory, id) => directory.siteOfFile(id)],
];

/** The most users one rule's list may name (a share's recipients: the service's own limit). */
export const MAX_TARGET_USERS = 100;

/**
 * The caller may act on this user: an unknown user is refused the same way as one out of reach,
 * so nobody can probe for ids (nor, through a later answer, learn their names or roles).
 */
async function reachUser(
  caller: UserCaller,
  value: unknown,
  directory: TenantDirectory,
  outrank = false,
): Promise<void> {
  const target = await directory.userScope(targetId(value));
  if (!target) throw forbidden();
  const sameTenant = target.siteId
    ? await canReachSite(caller, target.siteId, directory)
    : seesEverySite(caller);
  if (!sameTenant) throw forbidden();
  if (outrank && rankOf(caller.role) <= target.rank) throw forbidden();
}

/** Each user of a list, at most MAX_TARGET_USERS of them; a list that is not one fails closed. */
async function reachUsers(caller: UserCaller, value: unknown, directory: TenantDirectory): Promise<void> {
  if (!Array.isArray(value)) throw forbidden();
  const ids = [...new Set(value)];
  if (ids.length > MAX_TARGET_USERS)
    throw badRequest('TOO_MANY_IDS', `At most ${MAX_TARGET_USERS} users.`, { max: MAX_TARGET_USERS });
  for (const id of ids) await reachUser(caller, id, directory);
}

const MEDIA_READS_AT_ONCE = 25;

export const mediaNotOwn = () =>
  badRequest('MEDIA_NOT_OWN_FILE', 'Pictures and sounds must be files uploaded at your school.');

/**
 * Every uploaded file the arguments name by path is a file of a site the caller reaches. System
 * and admin reach every file, those on no site (their own uploads) included, and, as with every
 * target, a missing one is not hidden from them. For everyone else a file of another school and
 * one that does not exist get the same refusal. Paths that are not ours at all are the services'
 * to refuse. Read a few at a time, and the first refusal ends the reading.
 */
async function reachMedia(caller: UserCaller, values: unknown[], directory: TenantDirectory) {
  if (seesEverySite(caller)) return;
  const ids = [
    ...new Set(values.map((value) => (typeof value === 'string' ? uploadedFileId(value.trim()) : null))),
  ].filter((id): id is string => id !== null);
  for (let start = 0; start < ids.length; start += MEDIA_READS_AT_ONCE) {
    const sites = await Promise.all(
      ids.slice(start, start + MEDIA_READS_AT_ONCE).map((id) => directory.siteOfFile(id)),
    );
    for (const siteId of sites) {
      if (!siteId || !(await canReachSite(caller, siteId, directory))) throw mediaNotOwn();
    }
  }
}

/** Throws Unauthorized/Forbidden unless the caller may call the field with these arguments. */
export async function authorize(
  field: string,
  caller: Caller,
  args: Record<string, unknown>,
  directory: TenantDirectory,
): Promise<void> {
  const rule = FIELD_RULES[field];
  if (!rule) throw forbidden(`No access rule for ${field}.`);
  if (rule.who === 'anyone') return;
  // App tokens (remote students) open only the fields made for them; everything else fails closed.
  if (rule.who === 'app') {
    if (caller.kind === 'app') return;
    throw caller.kind === 'public' ? unauthorized() : forbidden();
  }
  if (caller.kind === 'app') {
    if (rule.who === 'roles' && (await isOwnForApp(rule, caller, args, directory))) return;
    throw forbidden();
  }
  if (caller.kind === 'backend') {
    if (rule.who === 'roles' && rule.backend) return;
    throw forbidden();
  }
  if (caller.kind !== 'user') throw unauthorized();
  if (!caller.agreed && !AGREEMENT_FREE_FIELDS.has(field)) throw notAgreed();
  if (rule.who === 'signedIn') return;
  if (!rule.roles.some((role) => caller.role[role])) throw forbidden();
  if (rule.excludeStaff && caller.role.staff) throw forbidden();

  // A rule that names a target fails closed when the arguments do not carry one.
  if (rule.site) {
    const siteId = targetId(rule.site(args));
    if (!(await canReachSite(caller, siteId, directory))) throw forbidden();
  }

  if (rule.siteOrAll) {
    const named = rule.siteOrAll(args);
    if (named === undefined || named === null) {
      if (!seesEverySite(caller)) throw forbidden();
    } else if (!(await canReachSite(caller, targetId(named), directory))) throw forbidden();
  }

  if (rule.dist) {
    const named = rule.dist(args);
    const namesAnother = named !== undefined && named !== null && targetId(named) !== caller.distId;
    if (namesAnother && !seesEverySite(caller)) throw forbidden();
  }

  for (const [kind, siteOf] of STORED_TARGETS) {
    const reader = rule[kind];
    if (reader) await reachTarget(caller, await siteOf(directory, targetId(reader(args))), directory);
  }

  if (rule.scanner) await reachScanners(caller, await directory.scannerSites(rule.scanner(args)), directory);

  if (rule.user) await reachUser(caller, rule.user(args), directory, rule.outrankTarget);
  if (rule.users) await reachUsers(caller, rule.users(args), directory);
  if (rule.media) await reachMedia(caller, rule.media(args), directory);
}
