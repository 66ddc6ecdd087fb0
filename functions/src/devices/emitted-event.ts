/**
 * An event a device, scanner or app emits (docs/rules-engine.md). The answer consumer reads them
 * from device messages and hands them to the rules engine (rules/engine.ts), so the shape lives
 * with the devices, below both.
 */

/** Who emitted the event: a button or any device by MAC, a scanner itself, or a remote app. */
export type EventSource =
  /** relayedBy: the scanner that relayed it; the device must be on the scanner's site. */
  | { kind: 'device'; mac: string; relayedBy?: string }
  | { kind: 'scanner'; scid: string }
  | { kind: 'app'; uuid: string };

export interface EmittedEvent {
  source: EventSource;
  type: string;
  major?: number | null;
  minor?: number | null;
  data?: Record<string, unknown> | null;
  /** When the back end received it (ms). */
  at: number;
}
