/**
 * The answer mix of `--answers` ("1:40,2:30,3:30" or "O:60,X:40"): which keys the simulated
 * students press and how often. Each key is checked with the contract's press schema, so the
 * simulator cannot invent a value the back end would call malformed.
 */
import { pressSchema } from '../../functions/src/devices/contract';
import type { Random } from './random';

export interface AnswerWeight {
  value: string;
  weight: number;
}

/** Parses "KEY:WEIGHT,..." (a bare KEY weighs 1); throws a message fit for the command line. */
export function parseAnswerMix(text: string): AnswerWeight[] {
  const mix = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part): AnswerWeight => {
      const [value = '', weightText, ...rest] = part.split(':').map((piece) => piece.trim());
      const weight = weightText === undefined ? 1 : Number(weightText);
      if (rest.length > 0 || !pressSchema.shape.value.safeParse(value).success)
        throw new Error(`--answers: "${part}" is not KEY:WEIGHT with KEY one of O, X, ? or 1-2 digits`);
      if (!Number.isFinite(weight) || weight <= 0)
        throw new Error(`--answers: the weight of "${value}" must be a positive number`);
      return { value, weight };
    });
  if (mix.length === 0) throw new Error('--answers: give at least one KEY:WEIGHT');
  const keys = new Set(mix.map((entry) => entry.value));
  if (keys.size !== mix.length) throw new Error('--answers: each key may appear once');
  return mix;
}

/** One key drawn with the mix's weights. */
export function pickAnswer(mix: readonly AnswerWeight[], random: Random): string {
  const total = mix.reduce((sum, entry) => sum + entry.weight, 0);
  let point = random() * total;
  for (const entry of mix) {
    point -= entry.weight;
    if (point < 0) return entry.value;
  }
  // Floating-point rounding can leave a sliver at the end: it belongs to the last key.
  return mix[mix.length - 1]?.value ?? '';
}
