/**
 * Response times are stored in milliseconds and shown in seconds with one decimal, with the
 * unit and decimal mark of the viewer's language ("2.3초", "2.3 sec", "2,3 s").
 */
export function formatSeconds(ms: number | null | undefined, language: string): string {
  if (ms === null || ms === undefined) return '-';
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'short',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ms / 1000);
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
