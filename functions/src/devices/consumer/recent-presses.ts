/**
 * The presses this consumer instance stored lately, by sender and seq. A scanner resends a press
 * it got no ack for (docs/devices-mqtt.md "Retries"); when the consumer is behind, resends come as
 * fast as new presses. A resend of a press already stored is acked `duplicate` from here, as the
 * database would answer, without reading or writing anything. Only stored presses are kept: a
 * rejected one is decided again (its button may have been registered meanwhile). Each instance
 * keeps its own memory, so another instance simply asks the database.
 */

/** Presses remembered; the oldest are forgotten first (~100 bytes each). */
export const RECENT_PRESSES = 100_000;

export class RecentPresses {
  private readonly keys = new Set<string>();

  constructor(private readonly capacity = RECENT_PRESSES) {}

  private static key(sender: string, mac: string, seq: number) {
    return `${sender}|${mac}|${seq}`;
  }

  has(sender: string, mac: string, seq: number): boolean {
    return this.keys.has(RecentPresses.key(sender, mac, seq));
  }

  remember(sender: string, mac: string, seq: number): void {
    const key = RecentPresses.key(sender, mac, seq);
    this.keys.delete(key);
    this.keys.add(key);
    // A Set iterates in insertion order: its first key is the oldest.
    while (this.keys.size > this.capacity) {
      const oldest = this.keys.values().next().value;
      if (oldest === undefined) break;
      this.keys.delete(oldest);
    }
  }
}
