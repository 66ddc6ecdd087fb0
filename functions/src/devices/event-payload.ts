/**
 * The payload of `.../events` (docs/devices-mqtt.md "(e) Events"): one event a scanner or a
 * direct button emits (a long press, a scanned tag, a sensor reading), handed to the rules
 * engine. A scanner relaying a button's event names the button's MAC; without one the event is
 * the sender's own. The event names a type (matched to event definitions), not an action: what
 * it does is decided on the server by things.
 */
import { z } from 'zod';
import { macSchema } from '../kernel/mac';
import { holdsReservedKey, isStorable } from '../kernel/storable-json';
import { CONTRACT_VERSION, LIMITS } from './limits';

/** How deep a JSON value nests: a scalar is 0, an object or array one more than its deepest child. */
export function jsonDepth(value: unknown, limit = Number.POSITIVE_INFINITY): number {
  // Iterative, so a hostile 1,000-level value cannot exhaust the stack; stops once past `limit`.
  let deepest = 0;
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return deepest;
}

/**
 * An event's free data: an object, at most LIMITS.maxEventDataDepth deep and maxEventDataBytes of
 * JSON, so the store (DynamoDB nests 32 levels at most) and a webhook take whatever passes here.
 */
const eventData = z
  .record(z.string(), z.unknown())
  .refine((data) => jsonDepth(data, LIMITS.maxEventDataDepth) <= LIMITS.maxEventDataDepth, {
    message: `EVENT_DATA_TOO_DEEP: at most ${LIMITS.maxEventDataDepth} levels`,
  })
  .refine((data) => Buffer.byteLength(JSON.stringify(data)) <= LIMITS.maxEventDataBytes, {
    message: `EVENT_DATA_TOO_LARGE: at most ${LIMITS.maxEventDataBytes} bytes`,
  });

export const deviceEventSchema = z.object({
  v: z.literal(CONTRACT_VERSION),
  type: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
  mac: macSchema.optional(),
  major: z.number().int().min(0).max(65535).optional(),
  minor: z.number().int().min(0).max(65535).optional(),
  /**
   * Free data for the action (a webhook passes it on): bounded in depth and size, storable. Checked
   * as it arrived: the record copies its keys and would drop a `__proto__` one without a word.
   */
  data: z
    .unknown()
    .refine((data) => !holdsReservedKey(data), 'DATA_NOT_STORABLE')
    .pipe(eventData.refine((data) => isStorable(data), 'DATA_NOT_STORABLE'))
    .optional(),
  /** The sender's time of the event, in ms. */
  at: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

export type DeviceEvent = z.infer<typeof deviceEventSchema>;
export type DeviceEventInput = z.input<typeof deviceEventSchema>;
