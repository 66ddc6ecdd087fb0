/**
 * Whether the wizard's scanner is connected, live: onScannerStatus(scid) tells each connect and
 * disconnect as the broker sees it (docs/devices-mqtt.md "Presence"). When the subscription is
 * acknowledged the scanner is read once more, so a change just before it is not lost; while it
 * cannot be watched (refused or dropped) the scanner is read every POLL_MS instead.
 */
import { useEffect, useRef } from 'react';
import { watchScannerStatus } from '../../../api/scannerStatus';

const POLL_MS = 10_000;

export function useScannerConnection(
  scid: string | null,
  token: string | undefined,
  handlers: { read: () => Promise<boolean>; onChange: (online: boolean) => void },
): void {
  // The latest handlers, so a re-render does not resubscribe.
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!scid || !token) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const readNow = () =>
      void latest.current.read().then(
        (online) => !stopped && latest.current.onChange(online),
        () => undefined,
      );
    const stop = watchScannerStatus(scid, token, {
      onStatus: (event) => latest.current.onChange(event.status === 'online'),
      onLive: readNow,
      onError: () => {
        if (timer === undefined) timer = setInterval(readNow, POLL_MS);
      },
    });
    return () => {
      stopped = true;
      clearInterval(timer);
      stop();
    };
  }, [scid, token]);
}
