import { describe, expect, it } from 'vitest';
import { choiceIn, titleIn } from './titleIn';

describe('titleIn', () => {
  const title = { main: '하늘은 파란가요?', en: 'Is the sky blue?', es: '' };

  it('shows the text of the language, with or without a region', () => {
    expect(titleIn(title, 'en')).toBe('Is the sky blue?');
    expect(titleIn(title, 'en-US')).toBe('Is the sky blue?');
  });

  it('falls back to the main text for Korean, another language, an empty or a missing translation', () => {
    expect(titleIn(title, 'ko')).toBe('하늘은 파란가요?');
    expect(titleIn(title, 'fr')).toBe('하늘은 파란가요?');
    expect(titleIn(title, 'es')).toBe('하늘은 파란가요?');
    expect(titleIn({ main: '제목' }, 'en')).toBe('제목');
    expect(titleIn(null, 'en')).toBe('');
  });
});

describe('choiceIn', () => {
  const choice = { title: '서울', en: 'Seoul', es: null };

  it('shows the choice in the language', () => {
    expect(choiceIn(choice, 'en')).toBe('Seoul');
    expect(choiceIn({ title: '서울', es: 'Seúl' }, 'es-MX')).toBe('Seúl');
  });

  it('falls back to the title for Korean, a missing, null or empty translation', () => {
    expect(choiceIn(choice, 'ko')).toBe('서울');
    expect(choiceIn(choice, 'es')).toBe('서울');
    expect(choiceIn({ title: '부산' }, 'en')).toBe('부산');
    expect(choiceIn({ title: '부산', en: '' }, 'en')).toBe('부산');
  });
});
