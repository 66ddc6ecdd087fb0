/**
 * MBTI scoring (spec section 9: "the four pairs E/I, N/S, T/F, P/J. Percentages use a divisor of
 * 3, rounded up"). The spec names no more; the decisions (docs/class-main.md): an MBTI question
 * carries one letter in `info.mbti`; answering it O (or choice 1) scores that letter, X (or
 * choice 2) scores the other letter of its pair. Each pair is meant to be asked three times, so a
 * letter's percentage is ceil(points * 100 / 3), capped at 100; the type takes the letter with
 * more points in each pair (the first letter on a tie).
 */

export const MBTI_PAIRS = [
  ['E', 'I'],
  ['N', 'S'],
  ['T', 'F'],
  ['P', 'J'],
] as const;

export const MBTI_DIVISOR = 3;

export type MbtiLetter = (typeof MBTI_PAIRS)[number][number];

export interface MbtiAnswer {
  /** The question's `info.mbti`: one letter of a pair (case-insensitive). */
  letter: string;
  /** The answer as stored: 1 (O, or choice 1) agrees with the letter, 2 (X, or choice 2) disagrees. */
  value: string;
}

export interface MbtiResult {
  type: string;
  points: Record<MbtiLetter, number>;
  percent: Record<MbtiLetter, number>;
}

function pairOf(letter: string): readonly [MbtiLetter, MbtiLetter] | undefined {
  return MBTI_PAIRS.find((pair) => (pair as readonly string[]).includes(letter));
}

export function mbtiPercent(points: number): number {
  return Math.min(100, Math.ceil((points * 100) / MBTI_DIVISOR));
}

export function scoreMbti(answers: readonly MbtiAnswer[]): MbtiResult {
  const points = Object.fromEntries(MBTI_PAIRS.flat().map((letter) => [letter, 0])) as Record<
    MbtiLetter,
    number
  >;
  for (const answer of answers) {
    const letter = answer.letter.trim().toUpperCase();
    const pair = pairOf(letter);
    if (!pair) continue;
    const other = pair[0] === letter ? pair[1] : pair[0];
    const value = Number(answer.value);
    if (value === 1) points[letter as MbtiLetter] += 1;
    else if (value === 2) points[other] += 1;
  }
  const percent = Object.fromEntries(
    Object.entries(points).map(([letter, value]) => [letter, mbtiPercent(value)]),
  ) as Record<MbtiLetter, number>;
  const type = MBTI_PAIRS.map(([first, second]) => (points[second] > points[first] ? second : first)).join(
    '',
  );
  return { type, points, percent };
}
