/**
 * Bearer tokens: HS256 JWTs naming a server-side session (sid). The signature proves we issued
 * it, `exp` bounds its life, and the session item makes it revocable (signout).
 */
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'classpulse';
const AUDIENCE = 'classpulse-api';
/** Remote app tokens have their own audience, so neither kind of token passes as the other. */
const APP_AUDIENCE = 'classpulse-remote-app';
/**
 * jose accepts a token without `exp` as never expiring; ours always carry one, so a token
 * without it (signed with a leaked key, or by an older build) is refused rather than kept forever.
 */
const REQUIRED_CLAIMS = ['exp', 'iat', 'sub'];

export interface TokenClaims {
  userId: string;
  sid: string;
}

/** A remote student's app token (docs/auth.md "Remote app tokens"): one seat of one class session. */
export interface AppTokenClaims {
  sessionId: string;
  appUuid: string;
  studentId: string;
  /** The seat (normalized name and number) the student holds; the authorizer checks the phone still holds it. */
  seat: string;
}

export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** Returns the claims of a valid, unexpired token of ours, or null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        requiredClaims: REQUIRED_CLAIMS,
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sid: payload.sid };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  async signApp(claims: AppTokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ ses: claims.sessionId, app: claims.appUuid, seat: claims.seat })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.studentId)
      .setIssuer(ISSUER)
      .setAudience(APP_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The claims of a valid, unexpired app token of ours, or null for anything else (user tokens too). */
  async verifyApp(token: string): Promise<AppTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: APP_AUDIENCE,
        algorithms: ['HS256'],
        requiredClaims: REQUIRED_CLAIMS,
      });
      const { sub, ses, app, seat } = payload;
      if (
        typeof sub !== 'string' ||
        typeof ses !== 'string' ||
        typeof app !== 'string' ||
        typeof seat !== 'string'
      )
        return null;
      return { studentId: sub, sessionId: ses, appUuid: app, seat };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

/** Accepts "Bearer <jwt>" or the bare token, as clients send either. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const trimmed = header.trim();
  const token = /^bearer\s+/i.test(trimmed) ? trimmed.replace(/^bearer\s+/i, '') : trimmed;
  return token.length > 0 && token.length < 4096 ? token : null;
}
