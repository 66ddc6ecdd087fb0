/** Language rule (spec section 9): the stored choice, else ko for a Korean browser, else en. */
export const LANGUAGES = ['ko', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Autonyms: each language is offered in its own words, whatever the current language. */
export const LANGUAGE_NAMES: Record<Language, string> = { ko: '한국어', en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Spanish is never guessed from the browser: it is only reached by choosing it. */
export function resolveLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  if (isLanguage(stored)) {
    return stored;
  }
  return browserLanguage?.toLowerCase().startsWith('ko') ? 'ko' : 'en';
}
