/**
 * The consumer's handling of `.../events` (docs/devices-mqtt.md "(e) Events"): the event goes to
 * the rules engine with its emitter: a direct button, a button a scanner relays (by MAC), or the
 * scanner itself. The emitter's site comes from its record, never from the message. The engine
 * records an action's failure itself; only a storage failure throws, and the queue redelivers.
 */
import type { DeviceEvent } from '../event-payload';
import type { DeviceAddress } from '../topics';
import type { ConsumerDeps } from './ports';

export async function processDeviceEvent(
  from: DeviceAddress,
  event: DeviceEvent,
  receivedAt: number,
  deps: ConsumerDeps,
): Promise<void> {
  if (!deps.rules) return;
  const source =
    from.sender === 'button'
      ? { kind: 'device' as const, mac: from.mac }
      : event.mac
        ? { kind: 'device' as const, mac: event.mac, relayedBy: from.scid }
        : { kind: 'scanner' as const, scid: from.scid };
  await deps.rules.emit({
    source,
    type: event.type,
    major: event.major ?? null,
    minor: event.minor ?? null,
    data: event.data ?? null,
    at: receivedAt,
  });
}
