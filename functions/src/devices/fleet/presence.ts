/**
 * Presence from the broker (docs/devices-mqtt.md "Presence"): AWS IoT publishes a lifecycle event
 * on `$aws/events/presence/connected/<clientId>` and `.../disconnected/<clientId>` whenever a
 * client connects or its connection ends; an IoT rule queues those of the stage's scanners for the
 * consumer, and the local broker queues the same from its own connect and disconnect events. The
 * consumer then sets the scanner online or offline at once, instead of waiting for heartbeats.
 */
import { z } from 'zod';
import { parseThingName } from '../topics';

/** The IoT rule's filter (topic(5) is the client id; the rule keeps the stage's scanners). */
export const PRESENCE_FILTER = '$aws/events/presence/+/+';

export type PresenceEventType = 'connected' | 'disconnected';

export function presenceTopic(eventType: PresenceEventType, clientId: string): string {
  return `$aws/events/presence/${eventType}/${clientId}`;
}

/** The lifecycle event payload as AWS IoT sends it (fields this product reads). */
export const presenceEventSchema = z.object({
  clientId: z.string().min(1).max(128),
  /** Server time of the event, ms. */
  timestamp: z.number().int().min(0),
  eventType: z.enum(['connected', 'disconnected']),
  disconnectReason: z.string().max(64).optional(),
});
export type PresenceEvent = z.infer<typeof presenceEventSchema>;

/** The scanner (stage and scid) a presence topic is about, or null for any other topic or client. */
export function parsePresenceTopic(
  topic: string,
): { eventType: PresenceEventType; stage: string; scid: string } | null {
  const [aws, events, presence, eventType, clientId, ...rest] = topic.split('/');
  if (aws !== '$aws' || events !== 'events' || presence !== 'presence' || rest.length > 0) return null;
  if (eventType !== 'connected' && eventType !== 'disconnected') return null;
  const thing = parseThingName(clientId ?? '');
  return thing?.family === 'scanner' ? { eventType, stage: thing.stage, scid: thing.id } : null;
}
