/**
 * A feature's texts in the three languages, kept beside each other in one module and spread into
 * ko.ts, en.ts and es.ts. The key type is inferred from all three maps, so a key missing from one
 * language is a compile error here, like in the main locale files.
 */
export interface FeatureTexts<K extends string> {
  ko: Record<K, string>;
  en: Record<K, string>;
  es: Record<K, string>;
}

export function defineTexts<K extends string>(texts: FeatureTexts<K>): FeatureTexts<K> {
  return texts;
}
