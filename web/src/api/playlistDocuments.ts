/**
 * GraphQL documents of the Quiz Express playlists (docs/questions.md). Constant strings only:
 * data always travels in variables. Each item's question carries the fields the editor shows.
 */
const PLAYLIST_FIELDS = /* GraphQL */ `
  _id title description createdAt updatedAt
  list { order externalDB question { _id title { main en es } active info { answerType difficulty } } }
`;

export const PLAYLISTS_QUERY = /* GraphQL */ `
  query PlayLists($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    playLists(page: $page, perPage: $perPage, filter: $filter) { total data { ${PLAYLIST_FIELDS} } }
  }
`;
export const PLAYLIST_QUERY = `query PlayList($id: ID!) { playList(id: $id) { ${PLAYLIST_FIELDS} } }`;
export const CREATE_PLAYLIST = `mutation CreatePlayList($input: PlayListInput!) { createPlayList(input: $input) { ${PLAYLIST_FIELDS} } }`;
export const UPDATE_PLAYLIST_TITLE = `mutation UpdatePlayListTitle($id: ID!, $title: String!) { updatePlayListTitle(id: $id, title: $title) { ${PLAYLIST_FIELDS} } }`;
export const UPDATE_PLAYLIST = `mutation UpdatePlayList($id: ID!, $list: [PlayListItemInput!]!) { updatePlayList(id: $id, list: $list) { ${PLAYLIST_FIELDS} } }`;
export const REMOVE_PLAYLIST = `mutation RemovePlayList($id: ID!) { removePlayList(id: $id) { success } }`;
