/**
 * Quiz Express playlists (docs/questions.md, spec section 4): the caller's playlists, create
 * with a title, rename, replace the ordered list, remove. Each item's question carries the fields
 * the editor shows, and is null when the caller can no longer read it. Constant documents: data
 * travels in variables.
 */
import type {
  CatalogFilter,
  CreatePlayListMutation,
  CreatePlayListMutationVariables,
  PlayListInput,
  PlayListItemInput,
  PlayListQuery,
  PlayListQueryVariables,
  PlayListRowFragment,
  PlayListsQuery,
  PlayListsQueryVariables,
  RemovePlayListMutation,
  RemovePlayListMutationVariables,
  UpdatePlayListMutation,
  UpdatePlayListMutationVariables,
  UpdatePlayListTitleMutation,
  UpdatePlayListTitleMutationVariables,
} from '../generated/operations';
import { type Auth, request } from './client';
import type { PageArgs } from './page';

export type PlaylistRow = PlayListRowFragment;
export type PlaylistItemRow = PlaylistRow['list'][number];

const PLAYLIST_ROW = /* GraphQL */ `
  fragment PlayListRow on PlayList {
    _id title description createdAt updatedAt
    list { order externalDB question { _id title { main en es } active info { answerType difficulty } } }
  }
`;

const PLAYLISTS_QUERY = /* GraphQL */ `
  query PlayLists($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    playLists(page: $page, perPage: $perPage, filter: $filter) { total data { ...PlayListRow } }
  }
  ${PLAYLIST_ROW}
`;
const PLAYLIST_QUERY = /* GraphQL */ `
  query PlayList($id: ID!) { playList(id: $id) { ...PlayListRow } }
  ${PLAYLIST_ROW}
`;
const CREATE_PLAYLIST = /* GraphQL */ `
  mutation CreatePlayList($input: PlayListInput!) { createPlayList(input: $input) { ...PlayListRow } }
  ${PLAYLIST_ROW}
`;
const UPDATE_PLAYLIST_TITLE = /* GraphQL */ `
  mutation UpdatePlayListTitle($id: ID!, $title: String!) {
    updatePlayListTitle(id: $id, title: $title) { ...PlayListRow }
  }
  ${PLAYLIST_ROW}
`;
const UPDATE_PLAYLIST = /* GraphQL */ `
  mutation UpdatePlayList($id: ID!, $list: [PlayListItemInput!]!) {
    updatePlayList(id: $id, list: $list) { ...PlayListRow }
  }
  ${PLAYLIST_ROW}
`;
const REMOVE_PLAYLIST = /* GraphQL */ `
  mutation RemovePlayList($id: ID!) { removePlayList(id: $id) { success } }
`;

export const fetchPlaylists = async (auth: Auth, args: PageArgs<CatalogFilter>) =>
  (await request<PlayListsQuery, PlayListsQueryVariables>(PLAYLISTS_QUERY, args, auth)).playLists;
export const fetchPlaylist = async (auth: Auth, id: string) =>
  (await request<PlayListQuery, PlayListQueryVariables>(PLAYLIST_QUERY, { id }, auth)).playList;
export const createPlaylist = async (auth: Auth, input: PlayListInput) =>
  (await request<CreatePlayListMutation, CreatePlayListMutationVariables>(CREATE_PLAYLIST, { input }, auth))
    .createPlayList;
export const renamePlaylist = async (auth: Auth, id: string, title: string) =>
  (
    await request<UpdatePlayListTitleMutation, UpdatePlayListTitleMutationVariables>(
      UPDATE_PLAYLIST_TITLE,
      { id, title },
      auth,
    )
  ).updatePlayListTitle;
/** Replaces the whole list (the server keeps the items sorted by `order`). */
export const savePlaylistItems = async (auth: Auth, id: string, list: PlayListItemInput[]) =>
  (
    await request<UpdatePlayListMutation, UpdatePlayListMutationVariables>(
      UPDATE_PLAYLIST,
      { id, list },
      auth,
    )
  ).updatePlayList;
export const removePlaylist = async (auth: Auth, id: string) =>
  (await request<RemovePlayListMutation, RemovePlayListMutationVariables>(REMOVE_PLAYLIST, { id }, auth))
    .removePlayList;
