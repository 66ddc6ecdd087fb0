/**
 * What the rules engine stores (docs/rules-engine.md, docs/data-model.md): actions, event
 * definitions, things (listed under their site, so the engine reads one site's things) and the
 * events it recorded (listed under their site; removed by TTL after EVENT_RETENTION_DAYS).
 */
import type { ParameterDef } from './parameters';

interface Stored {
  _id: string;
  createdAt: string;
  updatedAt: string;
}

export interface ActionRecord extends Stored {
  code: string;
  name: string;
  description: string | null;
  /** The built-in it runs (builtins.ts); anything else fails with UNKNOWN_ACTION_FN. */
  fn: string | null;
  internal: boolean | null;
  parameter: ParameterDef[];
}

export interface EventDefRecord extends Stored {
  title: string;
  /** What a device sends as the event's type. */
  type: string;
  description: string | null;
  /** mjid and mnid: when set, the device's major and minor must match too. */
  options: { major: number | null; minor: number | null } | null;
  parameter: Record<string, unknown> | null;
}

export interface ThingRecord extends Stored {
  title: string | null;
  eventId: string;
  actionId: string;
  siteId: string;
  spotId: string | null;
  device: { name: string | null; mac: string } | null;
  app: { uuid: string; name: string | null } | null;
  parameter: Record<string, unknown> | null;
}

/** One run of one thing for one emitted event (or the emitted event alone when nothing ran). */
export interface EventRecord {
  _id: string;
  /** The emitted event all runs of it share. */
  eventId: string;
  defId: string | null;
  defTitle: string | null;
  type: string;
  action: string | null;
  device: string | null;
  app: string | null;
  siteId: string;
  spotId: string | null;
  data: Record<string, unknown> | null;
  thingId: string | null;
  status: 'ok' | 'failed' | 'unmatched';
  error: string | null;
  errorParam: string | null;
  createdAt: string;
  updatedAt: string;
  /** DynamoDB TTL (epoch seconds). */
  expiresAt: number;
}

export const EVENT_RETENTION_DAYS = 30;
