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

export const deviceEventSchema = z.object({
  v: z.literal(CONTRACT_VERSION),
  type: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/),
  mac: macSchema.optional(),
  major: z.number().int().min(0).max(65535).optional(),
  minor: z.number().int().min(0).max(65535).optional(),
  /** Free data for the action (a webhook passes it on); the payload size limit bounds it. */
  data: z.record(z.string(), z.unknown()).optional(),
  /** The sender's time of the event, in ms. */
  at: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

export type DeviceEvent = z.infer<typeof deviceEventSchema>;
export type DeviceEventInput = z.input<typeof deviceEventSchema>;
