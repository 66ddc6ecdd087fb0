/** Matching header cells written by people: case, spaces, `_`, `-`, `.` and accents do not matter. */

/** `Title EN`, `title_en`, `TÍTULO-EN` and `titulo en` reduce to the same key; Hangul is kept whole. */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\s_.\-º°]+/g, '');
}
