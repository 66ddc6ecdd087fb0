/** Question sharing: the share dialog, shares made and shared with me. */
import { defineTexts } from './define';

export const questionSharingTexts = defineTexts({
  ko: {},
  en: {},
  es: {},
});
