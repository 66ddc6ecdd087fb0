/**
 * Who is calling, derived from the AppSync identity of a resolver event:
 * no identity = API key (public), resolverContext = a signed-in user (Lambda authorizer),
 * an IAM principal = the back end itself, an app context (kind "app") = a remote student's phone.
 */
import { ROLE_NAMES, type RoleFlags, type RoleName, roleFlags } from '../domain/roles';

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
    }
  /** A remote student's phone (app token): may answer in its class session and nothing else. */
  | { kind: 'app'; sessionId: string; appUuid: string; studentId: string; seat: string };

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
  };
}

/** What the authorizer puts into resolverContext for an app token; `kind` tells it from a user's. */
export interface AppAuthorizerContext {
  kind: 'app';
  sessionId: string;
  appUuid: string;
  studentId: string;
  seat: string;
  [key: string]: string;
}

export type AppCaller = Extract<Caller, { kind: 'app' }>;

export function toAppAuthorizerContext(caller: Omit<AppCaller, 'kind'>): AppAuthorizerContext {
  return { kind: 'app', ...caller };
}

function appCallerOf(context: Record<string, unknown>): AppCaller | null {
  const { sessionId, appUuid, studentId, seat } = context;
  if (typeof sessionId !== 'string' || typeof appUuid !== 'string') return null;
  if (typeof studentId !== 'string' || typeof seat !== 'string') return null;
  return { kind: 'app', sessionId, appUuid, studentId, seat };
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
    };
  }
  if (typeof record.userArn === 'string') return { kind: 'backend', principal: record.userArn };
  return { kind: 'public' };
}
