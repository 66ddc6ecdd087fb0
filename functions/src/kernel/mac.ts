import { z } from 'zod';

/** Device MAC addresses: one canonical spelling, AA:BB:CC:DD:EE:FF. */
const MAC = /^[0-9A-F]{2}([:-]?)[0-9A-F]{2}(\1[0-9A-F]{2}){4}$/i;

/** The canonical form of a MAC, or null when the text is not one. */
export function normalizeMac(text: string): string | null {
  const trimmed = text.trim();
  if (!MAC.test(trimmed)) return null;
  const hex = trimmed.replace(/[:-]/g, '').toUpperCase();
  return hex.match(/.{2}/g)?.join(':') ?? null;
}

/** A MAC argument: any accepted spelling in, the canonical form out; INVALID_MAC otherwise. */
export const macSchema = z.string().transform((text, context) => {
  const canonical = normalizeMac(text);
  if (canonical) return canonical;
  context.addIssue({ code: 'custom', message: 'INVALID_MAC' });
  return z.NEVER;
});
