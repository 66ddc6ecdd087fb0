/**
 * Accounts: sign-up, sign-in with throttling, sign-out, passwords and policy agreement.
 * One service used by the resolver Lambda in AWS and, unchanged, by the local stack.
 */
import { randomUUID } from 'node:crypto';
import { type AuthSessionStore, isOpenSession, type LoginThrottleStore } from '../data/auth-store';
import { UniqueValueTakenError } from '../data/entities';
import { newUserRecord } from '../data/new-user';
import type { UserRecord } from '../data/records';
import { UserStore } from '../data/users';
import type { AuthPayload, User } from '../generated/graphql';
import { AppError, badRequest, ERROR_CODES, unauthorized } from '../kernel/errors';
import type { AccountReads } from './account-reads';
import type { UserCaller } from './caller';
import { generatePassword, hashPassword, verifyPassword } from './password';
import type { TokenSigner } from './tokens';
import { userView } from './user-view';
import { newPasswordSchema, parseInput, signupSchema } from './validation';

/** Sign-in attempts without a success for one uid before it is locked, and for how long. */
export const THROTTLE = { maxAttempts: 5, windowSeconds: 15 * 60, lockSeconds: 5 * 60 } as const;

export interface AccountDeps {
  users: UserStore;
  sessions: AuthSessionStore;
  throttle: LoginThrottleStore;
  signer: TokenSigner;
  sessionTtlHours: number;
  /** One read for the session and user per request, sites and distributors kept briefly. */
  reads: AccountReads;
  now?: () => Date;
}

export class AccountService {
  private readonly now: () => Date;

  constructor(private readonly deps: AccountDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  // Sites and distributors as kept per instance (account-reads.ts SITE_TTL_MS).
  private site(id: string) {
    return this.deps.reads.site(id);
  }

  private dist(id: string) {
    return this.deps.reads.dist(id);
  }

  async view(user: UserRecord): Promise<User> {
    const site = user.siteId ? await this.site(user.siteId) : null;
    const [siteDist, ownDist] = await Promise.all([
      site?.distId ? this.dist(site.distId) : null,
      user.distId ? this.dist(user.distId) : null,
    ]);
    return userView(user, { site, siteDist, ownDist });
  }

  private async issue(user: UserRecord): Promise<AuthPayload> {
    const now = this.now();
    const expires = new Date(now.getTime() + this.deps.sessionTtlHours * 3600 * 1000);
    const sid = randomUUID();
    await this.deps.sessions.create({
      sid,
      userId: user._id,
      createdAt: now.toISOString(),
      expiresAt: Math.floor(expires.getTime() / 1000),
      revokedAt: null,
    });
    const token = await this.deps.signer.sign({ userId: user._id, sid }, expires);
    return { user: await this.view(user), token };
  }

  /**
   * Every password check goes through here, so sign-in and changePassword share one throttle per
   * uid: the attempt is counted BEFORE scrypt runs (parallel guesses cannot pass the limit
   * meanwhile), a lock answers 1008 without checking, a wrong password 1002 with the attempts left,
   * and a right one clears the count. A stolen token is no unlimited password oracle.
   */
  private async checkPassword(uid: string, password: string, user: UserRecord | null): Promise<void> {
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    const attempt = await this.deps.throttle.registerAttempt(uid, nowSeconds);
    if (attempt.locked) {
      throw new AppError(
        ERROR_CODES.LOGIN_LOCKED,
        `Too many failed sign-ins. Try again in ${attempt.retryAfterSeconds} seconds.`,
        { retryAfterSeconds: attempt.retryAfterSeconds },
      );
    }
    const passwordOk = await verifyPassword(password, user?.passwordHash);
    if (!user) throw new AppError(ERROR_CODES.NOT_FOUND_USER, 'No matching user information found.');
    if (!passwordOk) {
      throw new AppError(ERROR_CODES.WRONG_PASSWORD, 'Wrong password.', {
        attemptsLeft: Math.max(0, THROTTLE.maxAttempts - attempt.attempts),
      });
    }
    await this.deps.throttle.clear(uid);
  }

  async signin(uidInput: string, password: string): Promise<AuthPayload> {
    const uid = UserStore.normalizeUid(uidInput);
    if (!uid) throw badRequest('LOGIN_ERR_UID', 'Enter your user id.');
    if (!password) throw badRequest('LOGIN_ERR_PASSWORD', 'Enter your password.');
    const user = await this.deps.users.getByUid(uid);
    await this.checkPassword(uid, password, user);
    if (!user) throw new AppError(ERROR_CODES.NOT_FOUND_USER, 'No matching user information found.');
    // Account states are revealed only to someone who knows the password.
    if (!user.active) throw new AppError(ERROR_CODES.NOT_ADMITTED, 'This user is not available.');
    if (!user.verified) throw new AppError(ERROR_CODES.REQUIRED_VERIFIED, 'This account requires approval.');
    if (user.siteId) {
      const site = await this.deps.users.getSite(user.siteId);
      if (site && !site.active) throw new AppError(ERROR_CODES.SITE_INACTIVE, 'This user cannot be used.');
    }
    return this.issue(user);
  }

  async signup(args: Record<string, unknown>): Promise<AuthPayload> {
    const input = parseInput(signupSchema, args.input);
    const now = this.now().toISOString();
    const user = newUserRecord(
      {
        uid: input.uid,
        firstname: input.firstname,
        lastname: input.lastname ?? null,
        tel: input.tel ?? null,
        email: input.email ?? null,
        // A self-registered account is a teacher without a site until an administrator links one.
        role: { manager: true },
        private_policy: { agree: true, date: now },
        passwordHash: await hashPassword(input.password),
      },
      now,
    );
    try {
      await this.deps.users.create(user);
    } catch (error) {
      if (error instanceof UniqueValueTakenError) {
        throw new AppError(ERROR_CODES.DUPLICATE_UID, 'This ID already exists.');
      }
      throw error;
    }
    return this.issue(user);
  }

  async me(caller: UserCaller): Promise<User> {
    // The user as the authorizer read it for this very request (account-reads.ts), else read now.
    const user = caller.snapshot ?? (await this.deps.users.getById(caller.userId));
    if (!user?.active) throw unauthorized();
    return this.view(user);
  }

  async signout(caller: UserCaller): Promise<{ success: boolean }> {
    await this.deps.sessions.revoke(caller.sid, this.now().toISOString());
    return { success: true };
  }

  async changePassword(caller: UserCaller, oldPassword: string, newPassword: string) {
    const user = await this.deps.users.getById(caller.userId);
    if (!user) throw unauthorized();
    // The new password is checked first: a bad one costs no attempt of the throttle.
    const password = parseInput(newPasswordSchema, newPassword);
    await this.checkPassword(UserStore.normalizeUid(user.uid), oldPassword, user);
    await this.deps.users.update(user._id, { passwordHash: await hashPassword(password) });
    // Whoever else holds a session of this account (a stolen token) is signed out; this one stays.
    await this.deps.sessions.revokeAllForUser(user._id, this.now().toISOString(), caller.sid);
    return { success: true };
  }

  /** Admin action: sets the given password or a generated one, and returns it once. */
  async resetPassword(userId: string, requested: string | null | undefined) {
    const user = await this.deps.users.getById(userId);
    if (!user) throw unauthorized();
    const password = requested ? parseInput(newPasswordSchema, requested) : generatePassword();
    // Unlock first: should that fail, the password has not changed yet and the call can be retried.
    await this.deps.throttle.clear(UserStore.normalizeUid(user.uid));
    await this.deps.users.update(user._id, { passwordHash: await hashPassword(password) });
    await this.deps.sessions.revokeAllForUser(user._id, this.now().toISOString());
    return { password };
  }

  async agreePolicy(caller: UserCaller): Promise<User> {
    const updated = await this.deps.users.update(caller.userId, {
      private_policy: { agree: true, date: this.now().toISOString() },
    });
    return this.view(updated);
  }

  /** For the authorizer: the session behind a verified token, and its user if still allowed in. */
  async activeUser(sid: string, userId: string): Promise<UserRecord | null> {
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    // The session and the user in one request (account-reads.ts).
    const { session, user } = await this.deps.reads.sessionWithUser(sid, userId);
    if (!isOpenSession(session, nowSeconds) || session?.userId !== userId) return null;
    // The same account states that refuse a sign-in end a session already open.
    if (!user?.active || !user.verified) return null;
    if (user.siteId) {
      const site = await this.site(user.siteId);
      if (site && !site.active) return null;
    }
    return user;
  }
}
