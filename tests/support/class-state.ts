/**
 * The wait a phone makes after a class notice before it reads its class (web/src/pages/remote/
 * noticeRefresh.ts): the server keeps a class's state per instance for CLASS_STATE_TTL_MS
 * (functions/src/domain/remote/class-reads.ts), so a change is seen by every request after that.
 * Tests that change a class and then act as its phone wait as the phone does.
 */
import { CLASS_STATE_TTL_MS } from '../../functions/src/domain/remote/class-reads';

export function classStateSettled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, CLASS_STATE_TTL_MS + 100));
}
