/**
 * What the answer consumer tells the console about scanners (docs/devices-mqtt.md "(c) Status"
 * and "(d) Registration"): a stored status message and each register reply. The real notifier
 * calls the IAM-only `publishScannerStatus` / `publishRegisterReply`, whose @aws_subscribe
 * delivers to `onScannerStatus` (by scid or mac) and `onRegister` (by scid). Best effort: the
 * status is already stored and a register reply is only ever relayed, never kept.
 */
import type { RegisterReply } from './payloads';

export interface ScannerStatusEvent {
  /** The scanner's record id. */
  scanner: string;
  scid: string;
  /** The MAC on the scanner's record (what `onScannerStatus(mac)` matches), or null. */
  mac: string | null;
  site: string | null;
  spot: string | null;
  /** The state the scanner sent (online, offline). */
  status: string;
  /** Why it went offline, when it says. */
  reason: string | null;
  /** The server's arrival time of the message (ISO), the scanner's new `alive`. */
  alive: string;
}

export interface RegisterReplyEvent {
  scanner: string;
  scid: string;
  site: string | null;
  requestId: string;
  op: string;
  ok: boolean;
  error: string | null;
  /** The reply as the scanner sent it (after the contract's checks). */
  payload: RegisterReply;
  receivedAt: string;
}

export interface DeviceEventNotifier {
  scannerStatus(event: ScannerStatusEvent): Promise<void>;
  registerReply(event: RegisterReplyEvent): Promise<void>;
}
