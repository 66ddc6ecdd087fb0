/**
 * The distributor's wording overrides (DistInput.translations, AWSJSON
 * `{ "<lang>": { "<KEY>": "text" } }`) as editor rows of KEY + ko/en/es texts, and back.
 * Languages the editor does not show are kept as they were, so saving never drops them.
 */
export const EDITOR_LANGUAGES = ['ko', 'en', 'es'] as const;
type EditorLanguage = (typeof EDITOR_LANGUAGES)[number];

export type TranslationRow = { key: string } & Record<EditorLanguage, string>;
export type TranslationMap = Record<string, Record<string, string>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the JSON text (or an already parsed object); anything malformed reads as empty. */
export function parseTranslationMap(json: unknown): TranslationMap {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch {
      return {};
    }
  }
  if (!isRecord(value)) return {};
  const map: TranslationMap = {};
  for (const [language, texts] of Object.entries(value)) {
    if (!isRecord(texts)) continue;
    map[language] = Object.fromEntries(
      Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return map;
}

/** One row per key found in any editor language, in first-seen order. */
export function rowsFromMap(map: TranslationMap): TranslationRow[] {
  const rows = new Map<string, TranslationRow>();
  for (const language of EDITOR_LANGUAGES) {
    for (const [key, text] of Object.entries(map[language] ?? {})) {
      const row = rows.get(key) ?? { key, ko: '', en: '', es: '' };
      row[language] = text;
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}

export type RowsError = { key: 'REQUIRED_FIELD_MSG'; row: number } | { key: 'DUPLICATE_KEY'; row: number };

/**
 * Rows back to the map: keys trimmed, empty texts left out (the default wording applies), a row
 * without a key or a key written twice is an error (1-based row numbers).
 */
export function mapFromRows(
  rows: readonly TranslationRow[],
  original: TranslationMap = {},
): { map: TranslationMap; errors: RowsError[] } {
  const errors: RowsError[] = [];
  const map: TranslationMap = Object.fromEntries(
    Object.entries(original).filter(
      ([language]) => !(EDITOR_LANGUAGES as readonly string[]).includes(language),
    ),
  );
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const key = row.key.trim();
    const empty = EDITOR_LANGUAGES.every((language) => row[language].trim() === '');
    if (key === '') {
      // A fully blank row is a row just added and left empty: ignore it rather than complain.
      if (!empty) errors.push({ key: 'REQUIRED_FIELD_MSG', row: index + 1 });
      return;
    }
    if (seen.has(key)) {
      errors.push({ key: 'DUPLICATE_KEY', row: index + 1 });
      return;
    }
    seen.add(key);
    for (const language of EDITOR_LANGUAGES) {
      const text = row[language].trim();
      if (text === '') continue;
      map[language] = { ...(map[language] ?? {}), [key]: text };
    }
  });
  return { map, errors };
}
