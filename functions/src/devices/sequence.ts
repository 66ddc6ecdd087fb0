/** Low bits of a press seq count presses within one boot; the high bits are the boot counter. */
export const SEQ_COUNTER_BITS = 24;
const COUNTER_SPAN = 2 ** SEQ_COUNTER_BITS;
/** The largest boot counter that keeps every seq a safe JSON integer (below 2^53). */
export const MAX_BOOT_COUNT = 2 ** (53 - SEQ_COUNTER_BITS) - 1;

/** A press seq from the persisted boot counter and the press counter of this boot. */
export function pressSeq(boot: number, counter: number): number {
  if (!Number.isInteger(boot) || boot < 0 || boot > MAX_BOOT_COUNT) throw new RangeError(`boot ${boot}`);
  if (!Number.isInteger(counter) || counter < 0 || counter >= COUNTER_SPAN)
    throw new RangeError(`counter ${counter}`);
  return boot * COUNTER_SPAN + counter;
}

export function splitPressSeq(seq: number): { boot: number; counter: number } {
  return { boot: Math.floor(seq / COUNTER_SPAN), counter: seq % COUNTER_SPAN };
}

/**
 * When a press happened on the server's clock: arrival time minus the age the scanner measured
 * (sentAt - at, both from the scanner's one clock, so its offset cancels out). A negative age
 * (the clock was stepped back) counts as zero.
 */
export function serverPressTime(pressAt: number, sentAt: number, receivedAt: number): number {
  return receivedAt - Math.max(0, sentAt - pressAt);
}

/** The press age the scanner measured; above LIMITS.maxPressAgeMs the press is `expired`. */
export function pressAgeMs(pressAt: number, sentAt: number): number {
  return Math.max(0, sentAt - pressAt);
}

/** What the consumer keeps of the press behind an answer, to order a newer one against it. */
export interface PressOrder {
  sender: string;
  seq: number;
  serverAt: number;
  receivedAt: number;
}

/**
 * Whether `candidate` is later than `current`. The same sender: its seq decides (clocks are
 * ignored). Different senders: the server-clock press time, then the arrival time, then sender
 * and seq, so any delivery order of the same presses ends with the same answer.
 */
export function isLaterPress(candidate: PressOrder, current: PressOrder): boolean {
  if (candidate.sender === current.sender) return candidate.seq > current.seq;
  if (candidate.serverAt !== current.serverAt) return candidate.serverAt > current.serverAt;
  if (candidate.receivedAt !== current.receivedAt) return candidate.receivedAt > current.receivedAt;
  return candidate.sender > current.sender;
}
