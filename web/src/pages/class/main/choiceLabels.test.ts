/** Answer keys with their choice texts: the parts, the caption and its cut. */
import { describe, expect, it } from 'vitest';
import { CAPTION_NARROW, keyCaption, keyText, shorten } from './choiceLabels';

const IMAGE = '/files/question-image/0b6f3b1e-4a59-4d8e-9c41-7f3f1d2a6b10.png';
const CHOICES = [
  { title: '이분의 일', en: '1/2', es: null },
  { title: '사분의 삼', en: '3/4', es: 'tres cuartos' },
  { title: '', image: IMAGE },
  { title: 'Cuarenta y ocho', image: IMAGE },
];

describe('keyText', () => {
  it('gives a multiple-choice key its choice in the language, falling back to the main text', () => {
    expect(keyText('multiple', '1', CHOICES, 'en')).toEqual({ key: '1', text: '1/2', image: null });
    expect(keyText('multiple', '1', CHOICES, 'es')).toEqual({ key: '1', text: '이분의 일', image: null });
    expect(keyText('multiple', '2', CHOICES, 'es-ES')).toEqual({
      key: '2',
      text: 'tres cuartos',
      image: null,
    });
    expect(keyText('multiple', '3', CHOICES, 'ko')).toEqual({ key: '3', text: '', image: IMAGE });
  });

  it('leaves O/X, a survey and a value without a choice as their key', () => {
    expect(keyText('ox', '1', CHOICES, 'en')).toEqual({ key: 'O', text: null, image: null });
    expect(keyText('ox', '2', [], 'en')).toEqual({ key: 'X', text: null, image: null });
    expect(keyText('survey', '4', CHOICES, 'en')).toEqual({ key: '4', text: null, image: null });
    expect(keyText('multiple', '9', CHOICES, 'en')).toEqual({ key: '9', text: null, image: null });
  });

  it("ignores a picture that is not one of the product's files", () => {
    expect(
      keyText('multiple', '1', [{ title: 'a', image: 'https://example.com/a.png' }], 'en').image,
    ).toBeNull();
  });
});

describe('keyCaption', () => {
  it('writes the key, the text and a picture note', () => {
    const caption = (value: string, language = 'en') =>
      keyCaption(keyText('multiple', value, CHOICES, language), 'image', CAPTION_NARROW);
    expect(caption('1')).toBe('1. 1/2');
    expect(caption('2', 'ko')).toBe('2. 사분의 삼');
    expect(caption('3')).toBe('3. (image)');
    expect(caption('4')).toBe('4. Cuarenta y o… (image)');
    expect(keyCaption(keyText('ox', '1', [], 'en'), 'image', CAPTION_NARROW)).toBe('O');
    expect(keyCaption(keyText('survey', '5', [], 'en'), 'image', CAPTION_NARROW)).toBe('5');
  });

  it('cuts a long text to the room, counting wide characters twice', () => {
    const long = [{ title: '가'.repeat(30), en: 'x'.repeat(30) }];
    expect(keyCaption(keyText('multiple', '1', long, 'en'), 'image', 24)).toBe(`1. ${'x'.repeat(20)}…`);
    expect(keyCaption(keyText('multiple', '1', long, 'ko'), 'image', 24)).toBe(`1. ${'가'.repeat(10)}…`);
  });
});

describe('shorten', () => {
  it('keeps a text that fits and joins its whitespace', () => {
    expect(shorten('  one\n two ', 10)).toBe('one two');
    expect(shorten('abcdefghij', 10)).toBe('abcdefghij');
    expect(shorten('abcdefghijk', 10)).toBe('abcdefghi…');
  });
});
