/**
 * The AppSync Lambda authorizer: a valid, unexpired token of ours whose server-side session is
 * still open and whose user is still active. Results are not cached (ttlOverride 0) so that
 * signout and deactivation take effect on the very next request.
 */
import type { AppSyncAuthorizerEvent, AppSyncAuthorizerResult } from 'aws-lambda';
import type { Services } from '../app/services';
import { type AuthorizerContext, toAuthorizerContext } from './caller';
import { tokenFromHeader } from './tokens';

const DENIED: AppSyncAuthorizerResult<AuthorizerContext> = { isAuthorized: false, ttlOverride: 0 };

export async function authorizeToken(
  event: AppSyncAuthorizerEvent,
  services: Services,
): Promise<AppSyncAuthorizerResult<AuthorizerContext>> {
  const token = tokenFromHeader(event.authorizationToken);
  if (!token) return DENIED;
  const claims = await services.signer.verify(token);
  if (!claims) return DENIED;
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
    }),
  };
}
