/**
 * Watches the given scanners' status live (onScannerStatus, one subscription per scanner) and
 * returns the latest event of each and whether the watch is live, connecting or failed (then the
 * screen polls as a fallback). Resubscribes only when the set of scanners or the token changes.
 */
import { useEffect, useMemo, useState } from 'react';
import { type ScannerStatusEvent, watchScannerStatus } from '../../../api/scannerStatus';
import { MAX_WATCHED_SCANNERS, type PresenceState, presenceState } from './scannerPresence';

export interface ScannerPresence {
  latest: ReadonlyMap<string, ScannerStatusEvent>;
  state: PresenceState;
}

export function useScannerPresence(scids: readonly string[], token: string | undefined): ScannerPresence {
  // One key for the set, so a refetch returning the same scanners keeps the subscriptions.
  const key = [...new Set(scids)].sort().join(' ');
  const [latest, setLatest] = useState<ReadonlyMap<string, ScannerStatusEvent>>(new Map());
  const [acked, setAcked] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setAcked(new Set());
    setFailed(false);
    const watched = key ? key.split(' ') : [];
    if (!token || watched.length === 0 || watched.length > MAX_WATCHED_SCANNERS) return undefined;
    const stops = watched.map((scid) =>
      watchScannerStatus(scid, token, {
        onStatus: (event) => setLatest((old) => new Map(old).set(event.scid, event)),
        onError: () => setFailed(true),
        onLive: () => setAcked((old) => new Set(old).add(scid)),
      }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [key, token]);

  const watched = useMemo(() => (key ? key.split(' ') : []), [key]);
  return { latest, state: presenceState(watched, acked, failed) };
}
