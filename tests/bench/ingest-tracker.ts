/**
 * Matches the presses a bench made with the onAnswers answers a subscriber received, per phase:
 * latency from the press to the event, lost presses (no event in time) and duplicated events
 * (an event no outstanding press explains).
 *
 * An event names the button (device.mac), the value and the press time on the server's clock
 * (`at`: the arrival minus the age the scanner measured, so the press's own wall time plus the
 * few milliseconds from scanner to rule). The bench never gives one button the same value twice
 * in a row, and presses of one button are at least tens of milliseconds apart, so among the
 * button's outstanding presses with that value the event belongs to the last one pressed before
 * `at` (plus AT_SLACK_MS). Matching by (mac, value) alone, oldest first, would pin a later
 * press's event on an earlier press of the same value that was overtaken: a latency of several
 * press cycles (tens of seconds) that no press really waited, and the later press "lost".
 *
 * A press has no event when a later press of its button was stored first (the two went in
 * different queue batches, and the product's rule, the latest press wins, rightly ignored the
 * earlier one: its scanner got `duplicate`). So a press without an event whose button had a later
 * press delivered is `superseded`, not lost. It stays matchable until then: events of two queue
 * batches may arrive in the other order than their answers were stored.
 */
import type { ReceivedAnswer } from '../support/amplify-core';

/** Scanner-to-rule delay allowed between a press's wall time and the `at` of its event. */
const AT_SLACK_MS = 50;

interface TrackedPress {
  phase: string;
  mac: string;
  value: string;
  /** performance.now() when the press was handed to its scanner. */
  pressedAt: number;
  /** Date.now() at the same moment: what the event's `at` is compared with. */
  pressedWall: number;
}

export interface PhaseStats {
  presses: number;
  received: number;
  /** Presses without an event because a later press of the button was stored first. */
  superseded: number;
  duplicated: number;
  /** Events that came after the phase was closed (counted lost in it). */
  late: number;
  latenciesMs: number[];
  firstPressAt: number;
  lastPressAt: number;
  lastEventAt: number;
}

const emptyStats = (): PhaseStats => ({
  presses: 0,
  received: 0,
  superseded: 0,
  duplicated: 0,
  late: 0,
  latenciesMs: [],
  firstPressAt: Number.POSITIVE_INFINITY,
  lastPressAt: 0,
  lastEventAt: 0,
});

/** A press that got its event, on the wall clock, for the per-stage split of ingest-trace.ts. */
export interface Delivery {
  phase: string;
  mac: string;
  value: string;
  pressedWall: number;
  eventWall: number;
}

export class PressTracker {
  /** Every press that got its event, in the order the events came. */
  readonly deliveries: Delivery[] = [];
  /** Per button, its presses still waiting for an event, in press order. */
  private readonly outstanding = new Map<string, TrackedPress[]>();
  private readonly phases = new Map<string, PhaseStats>();
  private readonly closed = new Set<string>();
  private readonly lastValues = new Map<string, string>();
  /** Per button, the press time of its latest press that got its event. */
  private readonly latestDelivered = new Map<string, number>();
  private current = '';

  /** Starts counting presses and unexplained events under `phase`. */
  begin(phase: string): PhaseStats {
    this.current = phase;
    const stats = emptyStats();
    this.phases.set(phase, stats);
    return stats;
  }

  /** The value after the button's last one on a 1..5 scale, so each press changes the answer. */
  nextValue(mac: string): string {
    return String((Number(this.lastValues.get(mac) ?? '0') % 5) + 1);
  }

  /** Call right before handing the press to its scanner. */
  pressed(mac: string, value: string): void {
    const stats = this.phases.get(this.current);
    if (!stats) throw new Error('press outside a phase');
    const now = performance.now();
    const queue = this.outstanding.get(mac) ?? [];
    queue.push({ phase: this.current, mac, value, pressedAt: now, pressedWall: Date.now() });
    this.outstanding.set(mac, queue);
    this.lastValues.set(mac, value);
    stats.presses += 1;
    stats.firstPressAt = Math.min(stats.firstPressAt, now);
    stats.lastPressAt = now;
  }

  received(event: ReceivedAnswer): void {
    const now = performance.now();
    const mac = event.device?.mac ?? event.student;
    const queue = this.outstanding.get(mac) ?? [];
    const at = Date.parse(event.at);
    let index = -1;
    queue.forEach((press, i) => {
      if (press.value === event.value && press.pressedWall <= at + AT_SLACK_MS) index = i;
    });
    const press = queue[index];
    if (!press) {
      const stats = this.phases.get(this.current);
      if (stats) stats.duplicated += 1;
      return;
    }
    queue.splice(index, 1);
    const stats = this.phases.get(press.phase);
    if (!stats) return;
    if (this.closed.has(press.phase)) {
      stats.late += 1;
      return;
    }
    stats.received += 1;
    this.latestDelivered.set(mac, Math.max(this.latestDelivered.get(mac) ?? 0, press.pressedAt));
    stats.latenciesMs.push(now - press.pressedAt);
    this.deliveries.push({
      phase: press.phase,
      mac,
      value: press.value,
      pressedWall: press.pressedWall,
      eventWall: Date.now(),
    });
    stats.lastEventAt = now;
  }

  private isSuperseded(press: TrackedPress): boolean {
    return press.pressedAt < (this.latestDelivered.get(press.mac) ?? 0);
  }

  /** Presses of `phase` still waiting for their event (superseded ones wait for nothing). */
  waiting(phase: string): number {
    let count = 0;
    for (const queue of this.outstanding.values())
      for (const press of queue) if (press.phase === phase && !this.isSuperseded(press)) count += 1;
    return count;
  }

  /** Stops taking events for `phase`: what is still waiting and not superseded counts as lost. */
  close(phase: string): PhaseStats {
    this.closed.add(phase);
    const stats = this.phases.get(phase);
    if (!stats) throw new Error(`no phase ${phase}`);
    for (const queue of this.outstanding.values())
      for (const press of queue) if (press.phase === phase && this.isSuperseded(press)) stats.superseded += 1;
    return stats;
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
