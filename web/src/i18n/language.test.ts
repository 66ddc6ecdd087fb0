import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it('uses the stored language when it is supported', () => {
    // Prepare
    const stored = 'es';
    // Act
    const language = resolveLanguage(stored, 'ko-KR');
    // Assess
    expect(language).toBe('es');
  });

  it('keeps Korean for a Korean browser without a stored choice', () => {
    expect(resolveLanguage(null, 'ko-KR')).toBe('ko');
    expect(resolveLanguage(null, 'ko')).toBe('ko');
  });

  it('turns any other browser language into English, including Spanish', () => {
    expect(resolveLanguage(null, 'es-ES')).toBe('en');
    expect(resolveLanguage(null, 'fr')).toBe('en');
    expect(resolveLanguage(null, undefined)).toBe('en');
  });

  it('ignores an unsupported stored value', () => {
    expect(resolveLanguage('de', 'ko-KR')).toBe('ko');
  });
});
