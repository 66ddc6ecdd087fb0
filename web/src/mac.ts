/**
 * Device MACs in the console: the server's normaliser (functions/src/kernel/mac.ts) mirrored, as
 * the console imports nothing of the server (docs/layering.md). Forms read a MAC the way the server
 * will, so a list is checked and its duplicates found before anything is sent; mac.test.ts runs
 * both on the same inputs. Any common notation in (colons, dashes or nothing between the bytes,
 * or dots between groups of four digits, either case), AA:BB:CC:DD:EE:FF out.
 */

const BYTES = /^[0-9A-F]{2}([:-]?)[0-9A-F]{2}(\1[0-9A-F]{2}){4}$/i;
const DOTTED = /^[0-9A-F]{4}\.[0-9A-F]{4}\.[0-9A-F]{4}$/i;

/** The canonical form of a MAC, or null when the text is not one. */
export function normalizeMac(text: string): string | null {
  const trimmed = text.trim();
  if (!BYTES.test(trimmed) && !DOTTED.test(trimmed)) return null;
  const hex = trimmed.replace(/[:.-]/g, '').toUpperCase();
  return hex.match(/.{2}/g)?.join(':') ?? null;
}
