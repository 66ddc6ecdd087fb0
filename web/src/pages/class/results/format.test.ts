/** The response-time format of the results page. */
import { describe, expect, it } from 'vitest';
import { formatSeconds, titleIn } from './format';

describe('formatSeconds', () => {
  it('shows milliseconds as seconds with one decimal, in Korean with its own unit', () => {
    expect(formatSeconds(4400, 'ko')).toBe('4.4초');
    expect(formatSeconds(0, 'ko')).toBe('0.0초');
  });

  it('uses the unit and decimal mark of English and Spanish', () => {
    expect(formatSeconds(2345, 'en')).toBe('2.3 sec');
    expect(formatSeconds(2345, 'es')).toBe('2,3 s');
  });

  it('shows a dash without a time', () => {
    expect(formatSeconds(null, 'ko')).toBe('-');
    expect(formatSeconds(undefined, 'en')).toBe('-');
  });
});

describe('titleIn', () => {
  const text = { main: '하늘은 파란가요?', en: 'Is the sky blue?', es: null };

  it("gives the title in the console's language when the question has one", () => {
    expect(titleIn(text, 'en')).toBe('Is the sky blue?');
  });

  it('gives the main text otherwise (Korean, or a missing translation)', () => {
    expect(titleIn(text, 'ko')).toBe('하늘은 파란가요?');
    expect(titleIn(text, 'es')).toBe('하늘은 파란가요?');
    expect(titleIn({ ...text, en: '  ' }, 'en')).toBe('하늘은 파란가요?');
  });
});
