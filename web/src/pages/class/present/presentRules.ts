/**
 * What the class view shows (docs/class-main.md "Class view"), as pure rules: which question
 * link is on the projector, when its chart and correct answer may be seen, the colour of each
 * answer key, and the join link the QR code carries.
 */

import type { LinkView } from '../../../api/classMain';
import type { AnswerKind } from '../main/answerStats';

/**
 * The link on the projector: the running one, else the one touched last (started or revealed),
 * so a teacher who brings an earlier question back and reveals it shows that one.
 */
export function presentedLink(links: readonly LinkView[]): LinkView | null {
  const running = links.find((link) => link.end === null);
  if (running) return running;
  let latest: LinkView | null = null;
  let latestAt = '';
  for (const link of links) {
    const at = link.revealedAt && link.revealedAt > link.createdAt ? link.revealedAt : link.createdAt;
    if (at >= latestAt) {
      latest = link;
      latestAt = at;
    }
  }
  return latest;
}

/** The distribution shows after the reveal, or all along when the teacher chose live results. */
export function showsChart(link: Pick<LinkView, 'revealedAt' | 'liveResults'>): boolean {
  return link.revealedAt !== null || link.liveResults;
}

/** The correct answer shows only after the reveal, and only for a quiz. */
export function showsCorrect(link: Pick<LinkView, 'revealedAt'>, type: 'quiz' | 'survey'): boolean {
  return link.revealedAt !== null && type === 'quiz';
}

/**
 * A colour per answer key, with white text at 4.5:1 or more on each: O blue and X red (as
 * printed on the buttons), then keys 1-5 in an order that stays apart for the colour-blind
 * (blue, orange, green, purple, red). The key number is always written too.
 */
const KEY_COLOURS = ['#0059b3', '#a34700', '#1d7a2f', '#6b3fa0', '#b3261e'];
const OX_COLOURS: Record<string, string> = { '1': '#0059b3', '2': '#b3261e' };

export function keyColour(kind: AnswerKind, value: string): string {
  if (kind === 'ox') return OX_COLOURS[value] ?? '#424650';
  const index = (Number(value) - 1) % KEY_COLOURS.length;
  return KEY_COLOURS[index] ?? '#424650';
}

/** The student app's address with the class code filled in (the join form reads `code`). */
export function joinLink(origin: string, code: string): string {
  return `${origin}/remote?code=${encodeURIComponent(code)}`;
}
