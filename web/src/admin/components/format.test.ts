import { describe, expect, it } from 'vitest';
import { countText } from './format';

describe('countText', () => {
  it('shows zero as a count and a count that was not read as a dash', () => {
    // Act
    const shown = [countText(0), countText(12), countText(null), countText(undefined)];
    // Assess
    expect(shown).toEqual(['0', '12', '-', '-']);
  });
});
