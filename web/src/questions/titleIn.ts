/** A question's title in the viewer's language (en, es), falling back to the main text. */
export interface LangTitle {
  main: string;
  en?: string | null;
  es?: string | null;
}

export function titleIn(title: LangTitle | undefined | null, language: string): string {
  if (!title) return '';
  const base = language.split('-')[0];
  return (base === 'en' ? title.en : base === 'es' ? title.es : null) || title.main;
}

/** A choice's text in the viewer's language (en, es), falling back to its title (the main text). */
export function choiceIn(
  choice: { title: string; en?: string | null; es?: string | null },
  language: string,
): string {
  return titleIn({ main: choice.title, en: choice.en, es: choice.es }, language);
}
