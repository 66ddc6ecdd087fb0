/**
 * When the phone reads its class after a class notice (docs/capacity.md "A hall of phones"): not
 * at once, but NOTICE_SETTLE_MS later, plus up to NOTICE_SPREAD_MS at random. The server keeps
 * what every phone of a class reads (the session, its running question) per instance for up to a
 * second (functions/src/domain/remote/class-reads.ts CLASS_STATE_TTL_MS), so a hall of 10,000
 * phones never reads one item 10,000 times in a second; waiting longer than that means nothing
 * kept from before the change is left when the phone asks, and the spread keeps a hall's phones
 * from asking in the same instant. Several notices in a row make one read, after the last.
 */

/** Longer than the server's CLASS_STATE_TTL_MS (1,000 ms); tests/capacity checks the two. */
export const NOTICE_SETTLE_MS = 1_200;
/** A hall's phones spread their reads over this much more. */
export const NOTICE_SPREAD_MS = 1_000;

export interface NoticeRefresh {
  /** A class notice arrived: read the class once the server's view has settled. */
  notice(): void;
  cancel(): void;
}

export function noticeRefresh(
  refresh: () => void,
  random: () => number = Math.random,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
): NoticeRefresh {
  let pending: ReturnType<typeof setTimeout> | undefined;
  return {
    notice() {
      if (pending !== undefined) timers.clearTimeout(pending);
      pending = timers.setTimeout(
        () => {
          pending = undefined;
          refresh();
        },
        NOTICE_SETTLE_MS + Math.floor(random() * NOTICE_SPREAD_MS),
      );
    },
    cancel() {
      if (pending !== undefined) timers.clearTimeout(pending);
      pending = undefined;
    },
  };
}
