/**
 * The clear value of a token just created, held in memory until its detail shows it once
 * (docs/system-data.md "Token values"): the server never returns it again, and nothing stores it
 * (no URL, no storage), so leaving the page or reloading loses it for good.
 */
const fresh = new Map<string, string>();

/** Remembers the value createToken answered with. */
export function rememberFreshToken(id: string, value: string): void {
  fresh.set(id, value);
}

/** The clear value of a token created in this tab and not dismissed yet, or null. */
export function freshTokenValue(id: string): string | null {
  return fresh.get(id) ?? null;
}

/** Drops the value for good (the person dismissed it or left the detail). */
export function forgetFreshToken(id: string): void {
  fresh.delete(id);
}

/** True when a value looks masked (the server's `cpt_AbCd••••wxyz`), false for a clear one. */
export function isMasked(value: string): boolean {
  return value.includes('•');
}
