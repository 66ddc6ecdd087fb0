/**
 * Quiz Express playlists (docs/questions.md, spec section 4): the caller's playlists, create
 * with a title, rename, replace the ordered list, remove. Row types are the selected fields
 * (see playlistDocuments.ts); an item's question is null when the caller can no longer read it.
 */
import type {
  CatalogFilter,
  LangText,
  PlayList,
  PlayListInput,
  PlayListItem,
  PlayListItemInput,
  Question,
  QuestionInfo,
  Success,
} from '../generated/graphql';
import { callField } from './call';
import type { Auth } from './client';
import type { Page, PageArgs } from './page';
import * as docs from './playlistDocuments';

export type PlaylistQuestion = Pick<Question, '_id' | 'active'> & {
  title: Pick<LangText, 'main' | 'en' | 'es'>;
  info: Pick<QuestionInfo, 'answerType' | 'difficulty'>;
};

export type PlaylistItemRow = Pick<PlayListItem, 'order' | 'externalDB'> & {
  question: PlaylistQuestion | null;
};

export type PlaylistRow = Pick<PlayList, '_id' | 'title' | 'description' | 'createdAt' | 'updatedAt'> & {
  list: PlaylistItemRow[];
};

export const fetchPlaylists = (auth: Auth, args: PageArgs<CatalogFilter>) =>
  callField<Page<PlaylistRow>>(auth, docs.PLAYLISTS_QUERY, 'playLists', args);
export const fetchPlaylist = (auth: Auth, id: string) =>
  callField<PlaylistRow | null>(auth, docs.PLAYLIST_QUERY, 'playList', { id });
export const createPlaylist = (auth: Auth, input: PlayListInput) =>
  callField<PlaylistRow>(auth, docs.CREATE_PLAYLIST, 'createPlayList', { input });
export const renamePlaylist = (auth: Auth, id: string, title: string) =>
  callField<PlaylistRow>(auth, docs.UPDATE_PLAYLIST_TITLE, 'updatePlayListTitle', { id, title });
/** Replaces the whole list (the server keeps the items sorted by `order`). */
export const savePlaylistItems = (auth: Auth, id: string, list: PlayListItemInput[]) =>
  callField<PlaylistRow>(auth, docs.UPDATE_PLAYLIST, 'updatePlayList', { id, list });
export const removePlaylist = (auth: Auth, id: string) =>
  callField<Success>(auth, docs.REMOVE_PLAYLIST, 'removePlayList', { id });
