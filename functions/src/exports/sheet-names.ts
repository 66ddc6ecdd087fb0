/**
 * Worksheet names as Excel accepts them (spec sections 5 and 9): at most 31 characters, none of
 * \ / ? * [ ] :, not empty, no apostrophe at either end, and unique ignoring case. A name cut or
 * already taken gets a " (2)"-style suffix that still fits in 31 characters.
 */
export const SHEET_NAME_MAX = 31;

function cleaned(name: string): string {
  const plain = name
    .replace(/[\\/?*[\]:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '');
  return plain.length > 0 ? plain : 'Sheet';
}

/** Cuts to `max` UTF-16 units (Excel's count) without splitting a surrogate pair (an emoji). */
function cut(name: string, max: number): string {
  let kept = '';
  for (const char of name) {
    if (kept.length + char.length > max) break;
    kept += char;
  }
  return kept.trimEnd().replace(/'+$/, '');
}

/** Names for the wanted ones, in order, each valid and distinct from the others. */
export function uniqueSheetNames(wanted: string[]): string[] {
  const taken = new Set<string>();
  return wanted.map((name) => {
    const base = cleaned(name);
    let candidate = cut(base, SHEET_NAME_MAX) || 'Sheet';
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
      const suffix = ` (${n})`;
      candidate = `${cut(base, SHEET_NAME_MAX - suffix.length)}${suffix}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
