/**
 * Device MAC addresses: the one normaliser of every MAC the product reads (console forms, GraphQL
 * inputs, device messages, roster imports, the simulator) and of the partial MACs people search
 * for. One canonical spelling, AA:BB:CC:DD:EE:FF; in, any common notation: colons or dashes
 * between the bytes (the same one throughout), none at all, or dots between groups of four digits
 * (aabb.ccdd.eeff), in either case. The console mirrors this module in web/src/mac.ts; a test
 * there runs both on the same inputs.
 */
import { z } from 'zod';

const BYTES = /^[0-9A-F]{2}([:-]?)[0-9A-F]{2}(\1[0-9A-F]{2}){4}$/i;
const DOTTED = /^[0-9A-F]{4}\.[0-9A-F]{4}\.[0-9A-F]{4}$/i;

/** The canonical form of a MAC, or null when the text is not one. */
export function normalizeMac(text: string): string | null {
  const trimmed = text.trim();
  if (!BYTES.test(trimmed) && !DOTTED.test(trimmed)) return null;
  const hex = trimmed.replace(/[:.-]/g, '').toUpperCase();
  return hex.match(/.{2}/g)?.join(':') ?? null;
}

/** A MAC argument: any accepted spelling in, the canonical form out; INVALID_MAC otherwise. */
export const macSchema = z.string().transform((text, context) => {
  const canonical = normalizeMac(text);
  if (canonical) return canonical;
  context.addIssue({ code: 'custom', message: 'INVALID_MAC' });
  return z.NEVER;
});

/**
 * A part of a MAC as typed in a search: its hex digits, upper case, and where in the MAC they may
 * start: at a byte ("00:01", "0001", "00-01", "aabb.cc"), inside one ("0:01", where the first
 * group is one digit short), or either (an odd number of digits typed without separators: "001"
 * is "00:1" or "0:01"). An even number without separators starts at a byte: "0001" is "00:01".
 */
export interface MacFragment {
  hex: string;
  starts: ('byte' | 'nibble')[];
}

/** Fewer digits match almost every MAC: not searched as a MAC. */
export const MIN_MAC_FRAGMENT_DIGITS = 2;

/** The partial MAC `text` stands for, or null when it is not one (see MacFragment). */
export function macFragment(text: string): MacFragment | null {
  const trimmed = text.trim();
  if (!/^[0-9A-F:.-]+$/i.test(trimmed)) return null;
  const separators = new Set(trimmed.match(/[:.-]/g) ?? []);
  if (separators.size > 1) return null;
  const hex = trimmed.replace(/[:.-]/g, '').toUpperCase();
  if (hex.length < MIN_MAC_FRAGMENT_DIGITS || hex.length > 12) return null;
  if (separators.size === 0) return { hex, starts: hex.length % 2 === 0 ? ['byte'] : ['byte', 'nibble'] };
  // Between two separators a whole group: a byte (":", "-") or two (".").
  const size = separators.has('.') ? 4 : 2;
  const groups = trimmed.split(/[:.-]/);
  const inner = groups.slice(1, -1);
  const [first = '', last = ''] = [groups[0], groups[groups.length - 1]];
  if (inner.some((group) => group.length !== size) || first.length > size || last.length > size) return null;
  // The first group ends at a group boundary, so it starts inside a byte when it has an odd count.
  return { hex, starts: [first.length % 2 === 0 ? 'byte' : 'nibble'] };
}

/**
 * The fragment as it reads inside a canonical MAC, once per place it may start: "0001" ->
 * ["00:01"], "001" -> ["00:1", "0:01"]. A list's text filter looks for these in its `mac`.
 */
export function macFragmentSpellings(fragment: MacFragment): string[] {
  return fragment.starts.map((start) => {
    const digits = start === 'byte' ? fragment.hex : `_${fragment.hex}`;
    const pairs = digits.match(/.{1,2}/g) ?? [];
    return pairs.join(':').replace(/^_/, '');
  });
}

/** The canonical spellings of the partial MAC in a search text; none when it is not one. */
export function macSearchSpellings(text: string | null | undefined): string[] {
  const fragment = text ? macFragment(text) : null;
  return fragment ? macFragmentSpellings(fragment) : [];
}
