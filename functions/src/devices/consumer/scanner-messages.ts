/**
 * The consumer's handling of a scanner's own messages (docs/devices-mqtt.md "(c) Status" and
 * "(d) Registration"): a status message is stored on the scanner and then told to the console's
 * `onScannerStatus`; a register reply is relayed to `onRegister`. Publishing is best effort: a
 * refused or failed publish is logged and never fails the message, which is stored (status) or
 * has nothing to keep (a reply), so retrying it would only repeat the event.
 */
import type { ScannerRecord } from '../../data/records';
import { logError } from '../../kernel/log';
import type { PresenceEvent } from '../fleet/presence';
import type { RegisterReply, ScannerStatus } from '../payloads';
import type { DeviceAddress } from '../topics';
import type { BatchLookups } from './lookups';
import type { ConsumerDeps } from './ports';

async function bestEffort(
  deps: ConsumerDeps,
  /** What the log says went wrong. */
  what: string,
  ids: Record<string, unknown>,
  publish: () => Promise<void>,
) {
  try {
    await publish();
  } catch (error) {
    (deps.log ?? logError)(what, {
      ...ids,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
}

export async function processStatus(
  from: DeviceAddress,
  status: ScannerStatus,
  receivedAt: number,
  deps: ConsumerDeps,
  lookups: BatchLookups,
): Promise<void> {
  // Direct buttons' status (battery) has no home yet: it is read and dropped.
  if (from.sender !== 'scanner') return;
  const scanner = await lookups.scanner(from.scid);
  if (!scanner) return;
  await storeAndTell(scanner, status.state, status.reason ?? null, receivedAt, deps);
  // What it says about itself becomes its ScannerData (informative: a failure is only logged).
  const reports = deps.deviceReports;
  if (!reports) return;
  const { model, mac, firmware, ssid } = status;
  await bestEffort(deps, 'Scanner report was not kept', { scid: scanner.scid }, () =>
    reports.scannerReported(scanner, { model, mac, firmware, ssid }, new Date(receivedAt).toISOString()),
  );
}

/**
 * The broker's connect or disconnect of a scanner (fleet/presence.ts): online or offline at once.
 * Lifecycle events may arrive out of order; a disconnect older than the scanner's last alive time
 * (a reconnect, a press or a status since) changes nothing.
 */
export async function processPresence(
  scid: string,
  presence: PresenceEvent,
  deps: ConsumerDeps,
  lookups: BatchLookups,
): Promise<void> {
  const scanner = await lookups.scanner(scid);
  if (!scanner) return;
  if (presence.eventType === 'connected') {
    await storeAndTell(scanner, 'online', null, presence.timestamp, deps);
    return;
  }
  const alive = scanner.alive ? Date.parse(scanner.alive) : Number.NEGATIVE_INFINITY;
  if (alive > presence.timestamp) return;
  const reason = presence.disconnectReason === 'CLIENT_INITIATED_DISCONNECT' ? 'shutdown' : 'connection-lost';
  await storeAndTell(scanner, 'offline', reason, presence.timestamp, deps);
}

/** Stores the scanner's alive time and state, then tells onScannerStatus (best effort). */
async function storeAndTell(
  scanner: ScannerRecord,
  state: 'online' | 'offline',
  reason: string | null,
  at: number,
  deps: ConsumerDeps,
): Promise<void> {
  const alive = new Date(at).toISOString();
  await deps.reader.touchScanner(scanner._id, { alive, status: state });
  const events = deps.deviceEvents;
  if (!events) return;
  await bestEffort(deps, 'Scanner status was not published', { scid: scanner.scid }, () =>
    events.scannerStatus({
      scanner: scanner._id,
      scid: scanner.scid,
      // The record's MAC, never the message's: onScannerStatus(mac) was authorised against records.
      mac: scanner.mac,
      site: scanner.siteId,
      spot: scanner.spotId,
      status: state,
      reason,
      alive,
    }),
  );
}

/**
 * What a successful reply says about the scanner (identify, set-wifi) or the buttons it found
 * (scan-devices) goes to its ScannerData or their DeviceData (docs/system-data.md). Written before
 * the relay and not best effort: a failed write fails the message, which the queue retries (a
 * report that changes nothing writes nothing).
 */
async function keepReport(
  scanner: ScannerRecord,
  reply: RegisterReply,
  receivedAt: number,
  deps: ConsumerDeps,
) {
  const reports = deps.deviceReports;
  if (!reports || !reply.ok) return;
  const at = new Date(receivedAt).toISOString();
  if (reply.op === 'identify') await reports.scannerReported(scanner, reply, at);
  if (reply.op === 'set-wifi' && reply.ssid)
    await reports.wifiJoined(scanner, reply.requestId, reply.ssid, at);
  if (reply.op === 'scan-devices' && reply.devices.length > 0)
    await reports.devicesScanned(scanner, reply.devices, at);
}

/** Relays a register reply of a scanner that has a record; one without is not ours to show. */
export async function processRegisterReply(
  scid: string,
  reply: RegisterReply,
  receivedAt: number,
  deps: ConsumerDeps,
  lookups: BatchLookups,
): Promise<void> {
  const events = deps.deviceEvents;
  if (!events && !deps.deviceReports) return;
  const scanner = await lookups.scanner(scid);
  if (!scanner) return;
  await keepReport(scanner, reply, receivedAt, deps);
  if (!events) return;
  await bestEffort(deps, 'Register reply was not published', { scid, requestId: reply.requestId }, () =>
    events.registerReply({
      scanner: scanner._id,
      scid: scanner.scid,
      site: scanner.siteId,
      requestId: reply.requestId,
      op: reply.op,
      ok: reply.ok,
      error: reply.error ?? null,
      payload: reply,
      receivedAt: new Date(receivedAt).toISOString(),
    }),
  );
}
