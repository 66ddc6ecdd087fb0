/**
 * A Quiz Express run (spec section 4, "Playlist"): starting sets the index to the first runnable
 * question, each asked question's link is appended to the run, Next moves to the following
 * runnable question, and past the last one the run ends (index null). A playlist with no
 * runnable question (deleted, unreadable or inactive ones only) cannot start. The index is the
 * position in the playlist's list, which the server checks (`INVALID_PLAYLIST_INDEX`).
 */

export interface RunItem {
  question: { _id: string; active: boolean } | null;
}

export interface PlaylistRun {
  playlistId: string;
  index: number;
  links: string[];
}

export const isRunnable = (item: RunItem | undefined) => item?.question?.active === true;

/** The first runnable position at or after `from`, or null. */
export function nextRunnable(list: readonly RunItem[], from: number): number | null {
  for (let index = Math.max(0, from); index < list.length; index += 1) {
    if (isRunnable(list[index])) return index;
  }
  return null;
}

/** A new run, or null when the playlist has nothing to ask. */
export function startRun(playlistId: string, list: readonly RunItem[]): PlaylistRun | null {
  const index = nextRunnable(list, 0);
  return index === null ? null : { playlistId, index, links: [] };
}

export function appendLink(run: PlaylistRun, link: string): PlaylistRun {
  return { ...run, links: [...run.links, link] };
}

/** The run moved to the next runnable question, or null when it is over. */
export function advance(run: PlaylistRun, list: readonly RunItem[]): PlaylistRun | null {
  const index = nextRunnable(list, run.index + 1);
  return index === null ? null : { ...run, index };
}

/** "2 / 3": the position among the runnable questions, for the screen. */
export function runPosition(run: PlaylistRun, list: readonly RunItem[]): { current: number; total: number } {
  const runnable = list.map((item, index) => (isRunnable(item) ? index : -1)).filter((index) => index >= 0);
  return { current: runnable.indexOf(run.index) + 1, total: runnable.length };
}
