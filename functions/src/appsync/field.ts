/** What a field resolver receives: the checked caller and the process's services. */

import type { ResolverServices } from '../app/resolver-root';
import type { Caller, UserCaller } from '../auth/caller';
import { unauthorized } from '../kernel/errors';

export interface FieldContext {
  caller: Caller;
  services: ResolverServices;
  /** Who is calling from where, as a hash (domain/remote/join-limits.ts clientKey): for per-client limits. */
  client: string;
}

export type FieldResolver = (
  args: Record<string, unknown>,
  context: FieldContext,
) => Promise<unknown> | unknown;

/** Field resolvers keyed by "Type.field", exactly as the policy module keys its rules. */
export type FieldResolvers = Record<string, FieldResolver>;

/** The signed-in user behind the call; the policy has already required one for such fields. */
export function signedIn(caller: Caller): UserCaller {
  if (caller.kind !== 'user') throw unauthorized();
  return caller;
}
