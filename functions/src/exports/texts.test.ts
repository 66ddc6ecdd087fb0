/** The workbook's texts: the same keys in ko, en and es, none empty, no Korean left in en or es. */
import { describe, expect, it } from 'vitest';
import { EXPORT_LANGUAGES, EXPORT_TEXTS, exportTexts, say } from './texts';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

describe('export texts', () => {
  it('have the same keys in the three languages', () => {
    const keys = EXPORT_LANGUAGES.map((language) => Object.keys(EXPORT_TEXTS[language]).sort());

    expect(keys[1]).toEqual(keys[0]);
    expect(keys[2]).toEqual(keys[0]);
    expect(keys[0]?.length).toBeGreaterThan(50);
  });

  it('leave no text empty and no Korean in English or Spanish', () => {
    for (const language of EXPORT_LANGUAGES)
      for (const [key, text] of Object.entries(EXPORT_TEXTS[language])) {
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        if (language !== 'ko') expect(text, `${language}.${key}`).not.toMatch(HANGUL);
      }
  });

  it('use the same {places} in every language', () => {
    const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of Object.entries(EXPORT_TEXTS.ko)) {
      expect(places(EXPORT_TEXTS.en[key as keyof typeof EXPORT_TEXTS.en]), key).toEqual(places(text));
      expect(places(EXPORT_TEXTS.es[key as keyof typeof EXPORT_TEXTS.es]), key).toEqual(places(text));
    }
  });

  it('mark right and wrong with words, never with the O/X answer values', () => {
    for (const language of EXPORT_LANGUAGES) {
      const texts = EXPORT_TEXTS[language];
      expect(['O', 'X']).not.toContain(texts.RIGHT);
      expect(['O', 'X']).not.toContain(texts.WRONG);
      expect(texts.RIGHT).not.toBe(texts.WRONG);
    }
  });

  it('fill in places and fall back to Korean for a job without a language', () => {
    expect(say(exportTexts('en'), 'TOTAL_LINE', { questions: 3, students: 24 })).toBe(
      '3 questions, 24 students',
    );
    expect(exportTexts(undefined)).toBe(EXPORT_TEXTS.ko);
    expect(exportTexts('fr')).toBe(EXPORT_TEXTS.ko);
  });
});
