/**
 * Join limits (docs/sessions.md "Join limits"): how many joinSession attempts a client and a
 * class code get per window, and who "a client" is. A 6-digit code has a million values and a
 * seat PIN ten thousand: without limits, the public API key alone would find classes and seats
 * by trying (a probe tried 150 codes in 1.5 s).
 */
import { createHash } from 'node:crypto';
import type { JoinLimit } from '../../data/join-limit-store';

/**
 * One address: a venue's WiFi puts a whole hall of phones behind one NAT (1,000 phones, each
 * joining and rejoining), but it guesses only so many unknown codes and wrong PINs (failures) in
 * 10 minutes. Attempts bound the work one address can cause; failures bound the guessing.
 */
export const CLIENT_LIMIT: JoinLimit = { maxAttempts: 3_000, maxFailures: 20, windowSeconds: 10 * 60 };
/**
 * One class code: a hall of up to 10,000 phones joins, each perhaps twice or three times
 * (docs/capacity.md "A hall of phones"), but its seats' PINs are not for guessing: the failures
 * stay few. Attempts only bound a burst, and a code's burst is its own hall's.
 */
export const CODE_LIMIT: JoinLimit = { maxAttempts: 30_000, maxFailures: 30, windowSeconds: 10 * 60 };

/**
 * The client of a request: the last address of `x-forwarded-for`, the one the edge in front of
 * the resolver saw connecting (AppSync's, or the local gateway's, which appends the socket's
 * address like a proxy). Earlier entries are the client's own word and are ignored. Stored only
 * as a hash, so the limit items hold no address.
 */
export function clientKey(headers: Readonly<Record<string, string | undefined>> | undefined): string {
  const forwarded = headers?.['x-forwarded-for'] ?? '';
  const address = forwarded.split(',').at(-1)?.trim() || 'unknown';
  return createHash('sha256').update(address).digest('base64url').slice(0, 22);
}
