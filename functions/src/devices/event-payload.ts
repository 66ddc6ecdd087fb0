/**
 * The payload of `.../events` (docs/devices-mqtt.md "(e) Events"): one event a scanner or a
 * direct button emits (a long press, a scanned tag, a sensor reading), handed to the rules
 * engine. A scanner relaying a button's event names the button's MAC; without one the event is
 * the sender's own. The event names a type (matched to event definitions), not an action: what
 * it does is decided on the server by things.
 */
import { z } from 'zod';
import { macSchema } from '../domain/mac';
import { CONTRACT_VERSION } from './limits';

/** Nesting DynamoDB stores (it refuses past 32 levels); the event item wraps `data` in a few. */
const MAX_DATA_DEPTH = 16;

/**
 * Whether DynamoDB can store a JSON value as it is: numbers of magnitude 1e-130 to below 1e126
 * (or 0) and at most MAX_DATA_DEPTH levels. Anything else made the event's write fail on every
 * retry until the message was dead-lettered as a failure, not refused as the bad input it is.
 */
export function isStorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') {
    const size = Math.abs(value);
    return Number.isFinite(value) && (size === 0 || (size >= 1e-130 && size < 1e126));
  }
  if (value === null || typeof value !== 'object') return true;
  if (depth >= MAX_DATA_DEPTH) return false;
  return Object.values(value).every((inner) => isStorable(inner, depth + 1));
}

export const deviceEventSchema = z.object({
  v: z.literal(CONTRACT_VERSION),
  type: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
  mac: macSchema.optional(),
  major: z.number().int().min(0).max(65535).optional(),
  minor: z.number().int().min(0).max(65535).optional(),
  /** Free data for the action (a webhook passes it on); the payload size limit bounds it. */
  data: z
    .record(z.string(), z.unknown())
    .refine((data) => isStorable(data), 'DATA_NOT_STORABLE')
    .optional(),
  /** The sender's time of the event, in ms. */
  at: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

export type DeviceEvent = z.infer<typeof deviceEventSchema>;
export type DeviceEventInput = z.input<typeof deviceEventSchema>;
