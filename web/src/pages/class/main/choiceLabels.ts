/**
 * What an answer key reads wherever the teacher or the class sees it: O and X, a survey's 1-5, or
 * a multiple-choice key with its choice's text in the reader's language and its picture. The
 * projector sets the parts apart, large (PresentChoices); the teacher's chart, counts and
 * correct-answer control and the results page write one caption, "2. 3/4", cut to the room it
 * has. One helper for all of them, so the screens never disagree on what a key says.
 */
import { ownMedia } from '../../../media/ownMedia';
import { choiceIn } from '../../../questions/titleIn';
import { type AnswerKind, answerLabel } from './answerStats';

/** A choice as asked: the main text, its translations and its picture. */
export interface ChoiceSource {
  title: string;
  en?: string | null;
  es?: string | null;
  image?: string | null;
}

export interface KeyText {
  /** O, X or the number, as printed on the buttons. */
  key: string;
  /** The choice's text in the language ('' for a picture-only choice); null for O/X and a survey. */
  text: string | null;
  /** The choice's picture when it is one of the product's own files. */
  image: string | null;
}

/** The key of a stored value with, for multiple choice, its choice (`choices` in key order). */
export function keyText(
  kind: AnswerKind,
  value: string,
  choices: readonly ChoiceSource[],
  language: string,
): KeyText {
  const key = answerLabel(kind, value);
  const choice = kind === 'multiple' ? choices[Number(value) - 1] : undefined;
  if (!choice) return { key, text: null, image: null };
  return { key, text: choiceIn(choice, language).trim(), image: ownMedia(choice.image, 'image') };
}

/**
 * Caption widths, in Latin characters (a Hangul or other wide character counts two): the chart's
 * axis and the correct-answer control share a row between up to five keys; a list line wraps.
 */
export const CAPTION_NARROW = 24;
export const CAPTION_WIDE = 80;

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const width = (character: string) => (WIDE.test(character) ? 2 : 1);

/** The text cut to `max` columns with an ellipsis, whitespace runs made one space. */
export function shorten(text: string, max: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.reduce((sum, character) => sum + width(character), 0) <= max) return characters.join('');
  let used = 1; // the ellipsis
  let kept = '';
  for (const character of characters) {
    if (used + width(character) > max) break;
    used += width(character);
    kept += character;
  }
  return `${kept.trimEnd()}…`;
}

/**
 * "2. 3/4", "3. Forty-eight (image)", "4. (image)" for a picture-only choice; O, X and a survey's
 * numbers stay as they are. `imageWord` is the reader's word for a picture.
 */
export function keyCaption(label: KeyText, imageWord: string, max: number): string {
  if (label.text === null) return label.key;
  const picture = label.image ? `(${imageWord})` : '';
  const room = max - label.key.length - 2 - (picture ? picture.length + 1 : 0);
  const parts = [label.text ? shorten(label.text, Math.max(room, 4)) : '', picture].filter(Boolean);
  return parts.length > 0 ? `${label.key}. ${parts.join(' ')}` : label.key;
}
