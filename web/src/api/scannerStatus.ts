/**
 * A scanner's status live (docs/devices-mqtt.md "Watching a scanner"): `onScannerStatus(scid)` as
 * the signed-in user, and the server's acknowledgement of it.
 */
import type {
  OnScannerStatusSubscription,
  OnScannerStatusSubscriptionVariables,
} from '../generated/operations';
import { subscribe } from './client';

export type ScannerStatusEvent = NonNullable<OnScannerStatusSubscription['onScannerStatus']>;

const ON_SCANNER_STATUS = /* GraphQL */ `
  subscription OnScannerStatus($scid: String) {
    onScannerStatus(scid: $scid) { scid status reason alive }
  }
`;

/**
 * Subscribes to one scanner's status; returns the unsubscribe. `onError` hears a refusal or a
 * drop, `onLive` the server's acknowledgement.
 */
export function watchScannerStatus(
  scid: string,
  token: string,
  handlers: { onStatus: (event: ScannerStatusEvent) => void; onError: () => void; onLive: () => void },
): () => void {
  return subscribe<OnScannerStatusSubscription, OnScannerStatusSubscriptionVariables>(
    ON_SCANNER_STATUS,
    { scid },
    token,
    {
      onData: (data) => {
        if (data.onScannerStatus) handlers.onStatus(data.onScannerStatus);
      },
      onError: handlers.onError,
      onLive: handlers.onLive,
    },
  );
}
