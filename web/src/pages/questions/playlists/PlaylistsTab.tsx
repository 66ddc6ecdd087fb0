/**
 * Quiz Express playlists (spec section 4): the list of the caller's playlists, or the editor of
 * the one named by `?playlist=<id>` (kept in the URL beside `?tab=`, so a reload or a shared
 * link opens the same playlist).
 */
import { useSearchParams } from 'react-router-dom';
import { PlaylistEditor } from './PlaylistEditor';
import { PlaylistList } from './PlaylistList';

export function PlaylistsTab() {
  const [params, setParams] = useSearchParams();
  const open = params.get('playlist');
  // Like the tabs, opening and closing replaces the history entry instead of adding one.
  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('playlist', id);
        else next.delete('playlist');
        return next;
      },
      { replace: true },
    );

  return (
    <div data-testid="playlists-tab">
      {open ? (
        <PlaylistEditor key={open} id={open} onBack={() => setOpen(null)} />
      ) : (
        <PlaylistList onOpen={(id) => setOpen(id)} />
      )}
    </div>
  );
}
