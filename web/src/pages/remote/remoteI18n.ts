/**
 * The student app's i18n: i18next with only the texts the app shows (`virtual:remote-texts`,
 * picked from the console's locale maps at build time, see web/remote-build.ts), so a phone does
 * not download every console text. Same language rule and stored choice as the console.
 */

import { remoteTexts } from 'virtual:remote-texts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../../auth/storage';
import { type Language, resolveLanguage } from '../../i18n/language';

export function initRemoteI18n(): void {
  const language = resolveLanguage(localStorage.getItem(STORAGE_KEYS.lang), navigator.language);
  void i18n.use(initReactI18next).init({
    resources: {
      ko: { translation: remoteTexts.ko },
      en: { translation: remoteTexts.en },
      es: { translation: remoteTexts.es },
    },
    lng: language,
    fallbackLng: 'ko',
    supportedLngs: ['ko', 'en', 'es'],
    interpolation: { escapeValue: false }, // React escapes already.
    initAsync: false,
  });
  document.documentElement.lang = language;
}

/** Like the console's language selector: stored for the next visit. */
export function chooseRemoteLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.lang, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}
