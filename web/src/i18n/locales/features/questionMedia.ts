/** Question form: image and audio upload. */
import { defineTexts } from './define';

export const questionMediaTexts = defineTexts({
  ko: {},
  en: {},
  es: {},
});
