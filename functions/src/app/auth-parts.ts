/**
 * What checks a caller's token: the signing key, sign-in sessions with their users, and remote
 * students' held seats. The authorizer's whole root (authorizer-root.ts); the resolver and the file
 * function build on it, since they sign in and check tokens too.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { AccountReads } from '../auth/account-reads';
import { AccountService, THROTTLE } from '../auth/accounts';
import type { AuthorizerServices } from '../auth/authorizer';
import { TokenSigner } from '../auth/tokens';
import type { FunctionEnv } from '../config/env';
import { AuthSessionStore, LoginThrottleStore } from '../data/auth-store';
import { RemoteStudentService } from '../domain/remote/remote-students';
import type { DataParts } from './data-parts';

export interface AuthParts extends AuthorizerServices {
  /** The token signing key: seat PINs derive their own key from it (domain/remote/seat-pins.ts). */
  secret: string;
  /** The authorizer only asks whether a seat is held; resolvers use the whole service. */
  remoteStudents: RemoteStudentService;
}

/** The signing key: in AWS from Secrets Manager (one call per cold start), locally from the env. */
export async function tokenSecret(env: FunctionEnv): Promise<string> {
  if (env.TOKEN_SECRET) return env.TOKEN_SECRET;
  const { SecretString } = await new SecretsManagerClient({}).send(
    new GetSecretValueCommand({ SecretId: env.TOKEN_SECRET_ARN }),
  );
  if (!SecretString || SecretString.length < 32)
    throw new Error('The token signing secret is missing or short');
  return SecretString;
}

export async function authParts(data: DataParts): Promise<AuthParts> {
  const { env, table, users } = data;
  const secret = await tokenSecret(env);
  const signer = new TokenSigner(secret);
  return {
    secret,
    signer,
    accounts: new AccountService({
      users,
      sessions: new AuthSessionStore(table),
      throttle: new LoginThrottleStore(table, THROTTLE),
      signer,
      sessionTtlHours: env.SESSION_TTL_HOURS,
      reads: new AccountReads(table, users),
    }),
    remoteStudents: new RemoteStudentService({
      entities: data.entities,
      users,
      seats: data.seats,
      sessions: data.sessionStore,
      storedAnswers: data.answerStore,
    }),
  };
}
