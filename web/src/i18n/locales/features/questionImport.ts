/** Excel question import screen. */
import { defineTexts } from './define';

export const questionImportTexts = defineTexts({
  ko: {},
  en: {},
  es: {},
});
