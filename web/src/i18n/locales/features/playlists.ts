/** Quiz Express playlists and the question search picker. */
import { defineTexts } from './define';

export const playlistsTexts = defineTexts({
  ko: {},
  en: {},
  es: {},
});
