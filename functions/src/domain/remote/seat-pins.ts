/**
 * Seat PINs (docs/sessions.md "Seat PINs"): a 4-digit PIN per seat of a class session, which the
 * teacher's screen shows and the student keeps. A seat of the classroom's roster is joined only
 * with it, and any seat is taken over from another phone only with it: a name alone never moves
 * a student. The PIN is an HMAC of the session and the seat under a key derived from the token
 * secret, so nothing is stored, a PIN is good for one class only, and none can be derived
 * without the secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PIN_DIGITS = 4;

export class SeatPins {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a PIN reveals nothing about the token signing key.
    this.key = createHmac('sha256', secret).update('classpulse seat pins v1').digest();
  }

  /** The PIN of a seat (`seatOf` or `ROSTER#<userId>`) in a session. */
  of(sessionId: string, seat: string): string {
    const digest = createHmac('sha256', this.key).update(`${sessionId}\n${seat}`).digest();
    return String(digest.readUInt32BE(0) % 10 ** PIN_DIGITS).padStart(PIN_DIGITS, '0');
  }

  /** Does `pin` open this seat? (constant time) */
  opens(sessionId: string, seat: string, pin: string | null | undefined): boolean {
    if (!pin || !/^\d+$/.test(pin) || pin.length !== PIN_DIGITS) return false;
    return timingSafeEqual(Buffer.from(this.of(sessionId, seat)), Buffer.from(pin));
  }
}
