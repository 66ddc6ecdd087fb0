/** Answer keys with their choice texts on the teacher's screens (issue 31): a picture's note. */
import { defineTexts } from './define';

export const choiceLabelTexts = defineTexts({
  ko: { CHOICE_PICTURE: '이미지' },
  en: { CHOICE_PICTURE: 'image' },
  es: { CHOICE_PICTURE: 'imagen' },
});
