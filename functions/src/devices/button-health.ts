/**
 * Buttons' health as one scanner heard them (docs/fleet-health.md): per MAC the server time of its
 * last press and the battery and rssi it last reported. Pure folding, shared by the answer
 * consumer (which merges a press batch into its pending map) and the store (which merges that map
 * into the stored one); bounded so one scanner's item stays small.
 */

/** One button's last press: server time (ms), battery (%), rssi (dBm); the last two if ever sent. */
export interface ButtonSeen {
  t: number;
  b?: number;
  r?: number;
}

/** MACs kept per scanner: a classroom has a few dozen buttons; 200 entries stay under ~8 KB. */
export const BUTTON_HEALTH_CAP = 200;

/** A press as the consumer folds it (payloads.ts pressSchema, battery and rssi optional). */
export interface HeardPress {
  mac: string;
  battery?: number;
  rssi?: number;
}

/** The later of two sightings; a later one without battery or rssi keeps the earlier values. */
export function laterSeen(a: ButtonSeen | undefined, b: ButtonSeen): ButtonSeen {
  if (!a) return b;
  const [older, newer] = a.t > b.t ? [b, a] : [a, b];
  const seen: ButtonSeen = { t: newer.t };
  const battery = newer.b ?? older.b;
  const rssi = newer.r ?? older.r;
  if (battery !== undefined) seen.b = battery;
  if (rssi !== undefined) seen.r = rssi;
  return seen;
}

/** Folds a batch's presses, received at `at`, into `into` (changed in place). */
export function foldPresses(into: Map<string, ButtonSeen>, presses: HeardPress[], at: number): void {
  for (const press of presses) {
    const seen: ButtonSeen = { t: at };
    if (press.battery !== undefined) seen.b = press.battery;
    if (press.rssi !== undefined) seen.r = press.rssi;
    into.set(press.mac, laterSeen(into.get(press.mac), seen));
  }
}

/** Both maps merged, then only the `cap` most recently seen MACs. */
export function mergeSeen(
  stored: Record<string, ButtonSeen>,
  fresh: Map<string, ButtonSeen>,
  cap = BUTTON_HEALTH_CAP,
): Record<string, ButtonSeen> {
  const merged = new Map(Object.entries(stored));
  for (const [mac, seen] of fresh) merged.set(mac, laterSeen(merged.get(mac), seen));
  const kept = [...merged].sort(([, a], [, b]) => b.t - a.t).slice(0, cap);
  return Object.fromEntries(kept);
}
