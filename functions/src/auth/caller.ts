/**
 * Who is calling, derived from the AppSync identity of a resolver event:
 * no identity = API key (public), resolverContext = a signed-in user (Lambda authorizer),
 * an IAM principal = the back end itself, an app context (kind "app") = a remote student's phone.
 */
import type { UserRecord } from '../data/records';
import { ROLE_NAMES, type RoleFlags, type RoleName, roleFlags } from '../kernel/roles';

/** The user as the authorizer read it for this request, without the password hash. */
export type UserSnapshot = Omit<UserRecord, 'passwordHash'>;

export type Caller =
  | { kind: 'public' }
  | { kind: 'backend'; principal: string }
  | {
      kind: 'user';
      userId: string;
      sid: string;
      role: RoleFlags;
      siteId: string | null;
      distId: string | null;
      /** Has agreed to the privacy policy and terms; until then only `AGREEMENT_FREE_FIELDS` pass (policy.ts). */
      agreed: boolean;
      /** The user read by the authorizer for this request (auth/account-reads.ts); absent: read it. */
      snapshot?: UserSnapshot;
    }
  /** A remote student's phone (app token): may answer in its class session and nothing else. */
  | {
      kind: 'app';
      sessionId: string;
      appUuid: string;
      studentId: string;
      seat: string;
      /** When the seat was last marked seen, as the authorizer read it ('' or absent: unknown). */
      seenAt?: string;
      /** The link the class ran when the authorizer read it ('': none; absent: not read). */
      runningLink?: string;
    };

export type UserCaller = Extract<Caller, { kind: 'user' }>;

/** What the authorizer puts into resolverContext: AppSync wants flat string values. */
export interface AuthorizerContext {
  userId: string;
  sid: string;
  roles: string;
  siteId: string;
  distId: string;
  /** 'true' once the user agreed to the policy and terms; anything else (or absent) is "not agreed". */
  agreed: string;
  /** The UserSnapshot as JSON (resolverContext values are strings), or '' when not passed. */
  user: string;
  [key: string]: string;
}

export function toAuthorizerContext(caller: Omit<UserCaller, 'kind'>): AuthorizerContext {
  return {
    userId: caller.userId,
    sid: caller.sid,
    roles: ROLE_NAMES.filter((name) => caller.role[name]).join(','),
    siteId: caller.siteId ?? '',
    distId: caller.distId ?? '',
    agreed: String(caller.agreed),
    user: caller.snapshot ? JSON.stringify(caller.snapshot) : '',
  };
}

/** The authorizer's user read, if the context carries one for this very user. */
function snapshotOf(context: Partial<AuthorizerContext>, userId: string): UserSnapshot | undefined {
  if (!context.user) return undefined;
  try {
    const user = JSON.parse(context.user) as UserSnapshot;
    return user && typeof user === 'object' && user._id === userId ? user : undefined;
  } catch {
    return undefined;
  }
}

/** What the authorizer puts into resolverContext for an app token; `kind` tells it from a user's. */
export interface AppAuthorizerContext {
  kind: 'app';
  sessionId: string;
  appUuid: string;
  studentId: string;
  seat: string;
  seenAt: string;
  /** Present when the authorizer read it: the running link's id, or '' for none. */
  [key: string]: string;
}

export type AppCaller = Extract<Caller, { kind: 'app' }>;

export function toAppAuthorizerContext(caller: Omit<AppCaller, 'kind'>): AppAuthorizerContext {
  const { runningLink, ...rest } = caller;
  const context: AppAuthorizerContext = { kind: 'app', ...rest, seenAt: caller.seenAt ?? '' };
  if (runningLink !== undefined) context.runningLink = runningLink;
  return context;
}

function appCallerOf(context: Record<string, unknown>): AppCaller | null {
  const { sessionId, appUuid, studentId, seat, seenAt, runningLink } = context;
  if (typeof sessionId !== 'string' || typeof appUuid !== 'string') return null;
  if (typeof studentId !== 'string' || typeof seat !== 'string') return null;
  const caller: AppCaller = { kind: 'app', sessionId, appUuid, studentId, seat };
  if (typeof seenAt === 'string' && seenAt) caller.seenAt = seenAt;
  if (typeof runningLink === 'string') caller.runningLink = runningLink;
  return caller;
}

export function callerFromIdentity(identity: unknown): Caller {
  if (identity === null || identity === undefined) return { kind: 'public' };
  if (typeof identity !== 'object') return { kind: 'public' };
  const record = identity as Record<string, unknown>;
  const context = record.resolverContext as Partial<AuthorizerContext> | undefined;
  // An app context never carries userId/sid, and a malformed one is nobody (public), never a user.
  if (context?.kind === 'app') return appCallerOf(context) ?? { kind: 'public' };
  if (context && typeof context.userId === 'string' && typeof context.sid === 'string') {
    const granted = (context.roles ?? '')
      .split(',')
      .filter((name): name is RoleName => (ROLE_NAMES as readonly string[]).includes(name));
    return {
      kind: 'user',
      userId: context.userId,
      sid: context.sid,
      role: roleFlags(Object.fromEntries(granted.map((name) => [name, true]))),
      siteId: context.siteId || null,
      distId: context.distId || null,
      // Fails closed: a context without the flag is treated as an account that has not agreed.
      agreed: context.agreed === 'true',
      snapshot: snapshotOf(context, context.userId),
    };
  }
  if (typeof record.userArn === 'string') return { kind: 'backend', principal: record.userArn };
  return { kind: 'public' };
}
