/**
 * Accounts: sign-up, sign-in with throttling, sign-out, passwords and policy agreement.
 * One service used by the resolver Lambda in AWS and, unchanged, by the local stack.
 */
import { randomUUID } from 'node:crypto';
import type { AuthSessionStore, LoginThrottleStore } from '../data/auth-store';
import { UniqueValueTakenError } from '../data/entities';
import type { UserRecord } from '../data/records';
import { UserStore } from '../data/users';
import { AppError, badRequest, ERROR_CODES, unauthorized } from '../domain/errors';
import { newUserRecord } from '../domain/new-user';
import { userView } from '../domain/user-view';
import type { AuthPayload, User } from '../generated/graphql';
import type { UserCaller } from './caller';
import { generatePassword, hashPassword, verifyPassword } from './password';
import type { TokenSigner } from './tokens';
import { newPasswordSchema, parseInput, signupSchema } from './validation';

/** Failed sign-ins for one uid before it is locked, and for how long. */
export const THROTTLE = { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 5 * 60 } as const;

export interface AccountDeps {
  users: UserStore;
  sessions: AuthSessionStore;
  throttle: LoginThrottleStore;
  signer: TokenSigner;
  sessionTtlHours: number;
  now?: () => Date;
}

export class AccountService {
  private readonly now: () => Date;

  constructor(private readonly deps: AccountDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async view(user: UserRecord): Promise<User> {
    const site = user.siteId ? await this.deps.users.getSite(user.siteId) : null;
    const [siteDist, ownDist] = await Promise.all([
      site?.distId ? this.deps.users.getDist(site.distId) : null,
      user.distId ? this.deps.users.getDist(user.distId) : null,
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

  async signin(uidInput: string, password: string): Promise<AuthPayload> {
    const uid = UserStore.normalizeUid(uidInput);
    if (!uid) throw badRequest('LOGIN_ERR_UID', 'Enter your user id.');
    if (!password) throw badRequest('LOGIN_ERR_PASSWORD', 'Enter your password.');
    const nowSeconds = Math.floor(this.now().getTime() / 1000);

    const throttle = await this.deps.throttle.get(uid);
    if (throttle?.lockedUntil && throttle.lockedUntil > nowSeconds) {
      const retryAfterSeconds = throttle.lockedUntil - nowSeconds;
      throw new AppError(
        ERROR_CODES.LOGIN_LOCKED,
        `Too many failed sign-ins. Try again in ${retryAfterSeconds} seconds.`,
        { retryAfterSeconds },
      );
    }

    const user = await this.deps.users.getByUid(uid);
    const passwordOk = await verifyPassword(password, user?.passwordHash);
    if (!user || !passwordOk) {
      const failures = await this.deps.throttle.recordFailure(uid, nowSeconds + THROTTLE.windowSeconds);
      if (failures >= THROTTLE.maxFailures)
        await this.deps.throttle.lock(uid, nowSeconds + THROTTLE.lockSeconds);
      if (!user) throw new AppError(ERROR_CODES.NOT_FOUND_USER, 'No matching user information found.');
      throw new AppError(ERROR_CODES.WRONG_PASSWORD, 'Wrong password.', {
        attemptsLeft: Math.max(0, THROTTLE.maxFailures - failures),
      });
    }
    // Account states are revealed only to someone who knows the password.
    if (!user.active) throw new AppError(ERROR_CODES.NOT_ADMITTED, 'This user is not available.');
    if (!user.verified) throw new AppError(ERROR_CODES.REQUIRED_VERIFIED, 'This account requires approval.');
    if (user.siteId) {
      const site = await this.deps.users.getSite(user.siteId);
      if (site && !site.active) throw new AppError(ERROR_CODES.SITE_INACTIVE, 'This user cannot be used.');
    }
    if (throttle) await this.deps.throttle.clear(uid);
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
    const user = await this.deps.users.getById(caller.userId);
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
    if (!(await verifyPassword(oldPassword, user.passwordHash))) {
      throw new AppError(ERROR_CODES.WRONG_PASSWORD, 'Wrong password.');
    }
    const password = parseInput(newPasswordSchema, newPassword);
    await this.deps.users.update(user._id, { passwordHash: await hashPassword(password) });
    return { success: true };
  }

  /** Admin action: sets the given password or a generated one, and returns it once. */
  async resetPassword(userId: string, requested: string | null | undefined) {
    const user = await this.deps.users.getById(userId);
    if (!user) throw unauthorized();
    const password = requested ? parseInput(newPasswordSchema, requested) : generatePassword();
    await this.deps.users.update(user._id, { passwordHash: await hashPassword(password) });
    await this.deps.throttle.clear(UserStore.normalizeUid(user.uid));
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
    const session = await this.deps.sessions.findActive(sid, Math.floor(this.now().getTime() / 1000));
    if (!session || session.userId !== userId) return null;
    const user = await this.deps.users.getById(userId);
    return user?.active ? user : null;
  }
}
