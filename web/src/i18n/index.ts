/**
 * i18next set-up. Resources are bundled (three small flat maps), so initialisation is synchronous
 * and the first render is already translated.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { DistTranslations } from '../auth/mode';
import { STORAGE_KEYS } from '../auth/storage';
import { type Language, resolveLanguage } from './language';
import { en } from './locales/en';
import { es } from './locales/es';
import { ko } from './locales/ko';

const BASE: Record<Language, Record<string, string>> = { ko, en, es };

export function initI18n(): typeof i18n {
  const language = resolveLanguage(localStorage.getItem(STORAGE_KEYS.lang), navigator.language);
  void i18n.use(initReactI18next).init({
    resources: { ko: { translation: ko }, en: { translation: en }, es: { translation: es } },
    lng: language,
    fallbackLng: 'ko',
    supportedLngs: ['ko', 'en', 'es'],
    interpolation: { escapeValue: false }, // React escapes already.
    initAsync: false,
    // Re-render when the distributor overlay changes the loaded texts.
    react: { bindI18nStore: 'added removed' },
  });
  document.documentElement.lang = language;
  return i18n;
}

export function changeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.lang, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

/**
 * Puts a distributor's wording over the bundled texts (or removes it with `{}`): each language is
 * reset to its bundled texts first, so switching users never leaks the previous overlay.
 */
export function applyDistTranslations(overlay: DistTranslations): void {
  for (const [language, texts] of Object.entries(BASE)) {
    i18n.removeResourceBundle(language, 'translation');
    i18n.addResourceBundle(language, 'translation', { ...texts, ...(overlay[language] ?? {}) }, false, true);
  }
}

export { i18n };
