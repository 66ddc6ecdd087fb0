/** Quiz Express playlists: create with a title, add questions, reorder, remove (spec section 4). */
export function PlaylistsTab() {
  return <div data-testid="playlists-tab" />;
}
