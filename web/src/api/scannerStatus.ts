/**
 * A scanner's status live (docs/devices-mqtt.md "Watching a scanner"): `onScannerStatus(scid)` as
 * the signed-in user, and the server's acknowledgement of it. Amplify's observable does not say
 * when a subscription is acknowledged, its Hub 'api' channel does (as in noticeAck.ts).
 */
import { Hub } from 'aws-amplify/utils';
import { subscribe } from './client';

export interface ScannerStatusEvent {
  scid: string;
  status: string;
  reason?: string | null;
  alive: string;
}

const ON_SCANNER_STATUS = /* GraphQL */ `
  subscription OnScannerStatus($scid: String) {
    onScannerStatus(scid: $scid) { scid status reason alive }
  }
`;

/** Subscribes to one scanner's status; returns the unsubscribe. `onError` hears a refusal or a drop. */
export function watchScannerStatus(
  scid: string,
  token: string,
  onStatus: (event: ScannerStatusEvent) => void,
  onError: () => void,
): () => void {
  return subscribe<{ onScannerStatus?: ScannerStatusEvent | null }>(
    ON_SCANNER_STATUS,
    { scid },
    token,
    (data) => {
      if (data.onScannerStatus) onStatus(data.onScannerStatus);
    },
    onError,
  );
}

/** Calls `onLive(scid)` when the server acknowledges a scanner's status subscription; returns the stop. */
export function listenScannerStatusAck(onLive: (scid: string) => void): () => void {
  return Hub.listen('api', ({ payload }) => {
    const data = payload.data as { query?: string; variables?: { scid?: string } } | undefined;
    const scid = data?.variables?.scid;
    if (payload.event === 'Subscription ack' && scid && (data?.query ?? '').includes('onScannerStatus'))
      onLive(scid);
  });
}
