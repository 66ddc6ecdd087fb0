/**
 * The press plan: which button presses which key when, decided up front from the seed so a run
 * can be repeated. Button i sits behind scanner i mod M, like students spread over classrooms.
 */
import { buttonIdOf, isTopicSafeScid } from '../../functions/src/devices/contract';
import { type AnswerWeight, pickAnswer } from './answers';
import { randomInt, seededRandom } from './random';

/** `--rate`: presses spread evenly over the duration; `--burst`: each button once within the window. */
export type PressPattern =
  | { kind: 'rate'; perSecond: number; durationMs: number }
  | { kind: 'burst'; windowMs: number };

export interface PlanOptions {
  buttons: number;
  scanners: number;
  macBase: string;
  scidPrefix: string;
  pattern: PressPattern;
  answers: readonly AnswerWeight[];
  /** Share (0..1) of presses the scanner sends twice with the same seq. */
  duplicates: number;
  seed: number;
}

export interface PlannedPress {
  /** Milliseconds after the start of the run. */
  atMs: number;
  scid: string;
  mac: string;
  value: string;
  battery: number;
  rssi: number;
  duplicate: boolean;
}

/** The MAC `index` places after `base`, in canonical form. */
export function macAt(base: string, index: number): string {
  const hex = buttonIdOf(base);
  if (!hex) throw new Error(`Not a MAC: ${base}`);
  const value = Number.parseInt(hex, 16) + index;
  if (value >= 2 ** 48) throw new Error(`MAC ${base} + ${index} overflows`);
  return value.toString(16).toUpperCase().padStart(12, '0').match(/.{2}/g)?.join(':') ?? '';
}

/** The scid of the scanner at `index` (0-based): SCN-0001, SCN-0002, ... */
export function scidAt(prefix: string, index: number): string {
  const scid = `${prefix}${String(index + 1).padStart(4, '0')}`;
  if (!isTopicSafeScid(scid)) throw new Error(`Not a usable scanner id: ${scid}`);
  return scid;
}

export function planPresses(options: PlanOptions): PlannedPress[] {
  const random = seededRandom(options.seed);
  const macs = Array.from({ length: options.buttons }, (_, index) => macAt(options.macBase, index));
  const scids = Array.from({ length: options.scanners }, (_, index) => scidAt(options.scidPrefix, index));
  // Each button keeps one battery level for the run; its signal varies a little per press.
  const batteries = macs.map(() => randomInt(random, 20, 100));
  const pressOf = (buttonIndex: number, atMs: number): PlannedPress => ({
    atMs,
    scid: scids[buttonIndex % scids.length] ?? '',
    mac: macs[buttonIndex] ?? '',
    value: pickAnswer(options.answers, random),
    battery: batteries[buttonIndex] ?? 100,
    rssi: randomInt(random, -90, -40),
    duplicate: random() < options.duplicates,
  });
  const { pattern } = options;
  if (pattern.kind === 'burst') {
    const presses = macs.map((_, index) =>
      pressOf(index, randomInt(random, 0, Math.max(0, pattern.windowMs - 1))),
    );
    return presses.sort((a, b) => a.atMs - b.atMs);
  }
  const count = Math.round((pattern.perSecond * pattern.durationMs) / 1000);
  return Array.from({ length: count }, (_, k) =>
    pressOf(randomInt(random, 0, options.buttons - 1), Math.floor((k * 1000) / pattern.perSecond)),
  );
}
