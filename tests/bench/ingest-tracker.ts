/**
 * Matches the presses a bench made with the onAnswers answers a subscriber received, per phase:
 * latency from the press to the event, lost presses (no event in time) and duplicated events
 * (an event no outstanding press explains). An event names the button (device.mac) and the value,
 * and the bench never gives one button the same value twice in a row, so (mac, value) finds the
 * press; among several outstanding ones the oldest is taken. A press with no event whose button
 * had a LATER press delivered is `superseded`, not lost: the two went in different queue batches,
 * the later one was stored first, and the product's rule (the latest press wins) rightly ignored
 * the earlier one (its scanner got `duplicate`).
 */
import type { ReceivedAnswer } from '../support/amplify-core';

interface TrackedPress {
  phase: string;
  mac: string;
  pressedAt: number;
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

export class PressTracker {
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
    const key = `${mac}#${value}`;
    const queue = this.outstanding.get(key) ?? [];
    queue.push({ phase: this.current, mac, pressedAt: now });
    this.outstanding.set(key, queue);
    this.lastValues.set(mac, value);
    stats.presses += 1;
    stats.firstPressAt = Math.min(stats.firstPressAt, now);
    stats.lastPressAt = now;
  }

  received(event: ReceivedAnswer): void {
    const now = performance.now();
    const key = `${event.device?.mac ?? event.student}#${event.value}`;
    const press = this.outstanding.get(key)?.shift();
    if (!press) {
      const stats = this.phases.get(this.current);
      if (stats) stats.duplicated += 1;
      return;
    }
    const stats = this.phases.get(press.phase);
    if (!stats) return;
    if (this.closed.has(press.phase)) {
      stats.late += 1;
      return;
    }
    stats.received += 1;
    this.latestDelivered.set(press.mac, Math.max(this.latestDelivered.get(press.mac) ?? 0, press.pressedAt));
    stats.latenciesMs.push(now - press.pressedAt);
    stats.lastEventAt = now;
  }

  private supersededIn(phase: string): number {
    let count = 0;
    for (const queue of this.outstanding.values())
      for (const press of queue)
        if (press.phase === phase && press.pressedAt < (this.latestDelivered.get(press.mac) ?? 0)) count += 1;
    return count;
  }

  /** Presses of `phase` still waiting for their event (superseded ones wait for nothing). */
  waiting(phase: string): number {
    const stats = this.phases.get(phase);
    return stats ? stats.presses - stats.received - this.supersededIn(phase) : 0;
  }

  /** Stops taking events for `phase`: what is still waiting and not superseded counts as lost. */
  close(phase: string): PhaseStats {
    this.closed.add(phase);
    const stats = this.phases.get(phase);
    if (!stats) throw new Error(`no phase ${phase}`);
    stats.superseded = this.supersededIn(phase);
    return stats;
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
