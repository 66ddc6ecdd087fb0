/** Drag-to-reorder of the question library. */
import { defineTexts } from './define';

export const questionOrderTexts = defineTexts({
  ko: {},
  en: {},
  es: {},
});
