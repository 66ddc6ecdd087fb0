/** Response times are stored in milliseconds and shown in seconds with one decimal ("2.3 s"). */
export function formatSeconds(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`;
}

/** A question's title with its translations, as the results queries give it. */
export interface TitleText {
  main: string;
  en: string | null;
  es: string | null;
}

/** The title in the console's language when the question has one, else its main text. */
export function titleIn(text: TitleText, language: string): string {
  const translated = language === 'en' ? text.en : language === 'es' ? text.es : null;
  return translated?.trim() || text.main;
}
