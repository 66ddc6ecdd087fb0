/**
 * The AppSync Lambda authorizer: a valid, unexpired token of ours whose server-side session is
 * still open and whose user is still active. Results are not cached (ttlOverride 0) so that
 * signout and deactivation take effect on the very next request. A remote student's app token
 * (docs/auth.md) passes while its class runs and its phone still holds the student's seat.
 */
import type { AppSyncAuthorizerEvent, AppSyncAuthorizerResult } from 'aws-lambda';
import type { RemoteSeatRecord, UserRecord } from '../data/records';
import type { AccountService } from './accounts';
import {
  type AppAuthorizerContext,
  type AuthorizerContext,
  toAppAuthorizerContext,
  toAuthorizerContext,
  type UserSnapshot,
} from './caller';
import { type AppTokenClaims, type TokenSigner, tokenFromHeader } from './tokens';

type Context = AuthorizerContext | AppAuthorizerContext;

/**
 * The one question the authorizer asks about a phone: does it still hold the seat its token names
 * in a class that still runs? domain/remote/remote-students.ts answers it; the port is declared here so
 * that auth needs nothing of the domain above it.
 */
export interface HeldSeatCheck {
  /** The held seat and the link its class runs now (null: none); null when the seat is not held. */
  heldSeat(claims: AppTokenClaims): Promise<{ seat: RemoteSeatRecord; runningLink: string | null } | null>;
}

/** What checking a token needs (app/auth-parts.ts builds it). */
export interface AuthorizerServices {
  signer: TokenSigner;
  accounts: AccountService;
  remoteStudents: HeldSeatCheck;
}

/** The user record without its password hash: the snapshot travels in the resolver context. */
function withoutSecrets(user: UserRecord): UserSnapshot {
  const { passwordHash: _hash, ...snapshot } = user;
  return snapshot;
}

const DENIED: AppSyncAuthorizerResult<Context> = { isAuthorized: false, ttlOverride: 0 };

/** An app token: signed by us, its class still ongoing and its phone still holding the seat. */
async function authorizeApp(
  token: string,
  services: AuthorizerServices,
): Promise<AppSyncAuthorizerResult<Context>> {
  const claims = await services.signer.verifyApp(token);
  if (!claims) return DENIED;
  const held = await services.remoteStudents.heldSeat(claims);
  if (!held) return DENIED;
  // The seat's seen time goes along, so an answer refreshes it only when it is old, and the running
  // link, read in the same request, so an answer need not read it again (remote-answers.ts). Both
  // are as of this request: the authorizer's result is never cached (ttlOverride 0).
  return {
    isAuthorized: true,
    ttlOverride: 0,
    resolverContext: toAppAuthorizerContext({
      ...claims,
      seenAt: held.seat.seenAt,
      runningLink: held.runningLink ?? '',
    }),
  };
}

export async function authorizeToken(
  event: AppSyncAuthorizerEvent,
  services: AuthorizerServices,
): Promise<AppSyncAuthorizerResult<Context>> {
  const token = tokenFromHeader(event.authorizationToken);
  if (!token) return DENIED;
  const claims = await services.signer.verify(token);
  if (!claims) return authorizeApp(token, services);
  const user = await services.accounts.activeUser(claims.sid, claims.userId);
  if (!user) return DENIED;
  return {
    isAuthorized: true,
    ttlOverride: 0,
    resolverContext: toAuthorizerContext({
      userId: user._id,
      sid: claims.sid,
      role: user.role,
      siteId: user.siteId,
      distId: user.distId,
      // Read from the user record the authorizer loads anyway: no extra store read.
      agreed: user.private_policy?.agree === true,
      // The user read here goes to the resolver, which need not read it again (account-reads.ts).
      snapshot: withoutSecrets(user),
    }),
  };
}
