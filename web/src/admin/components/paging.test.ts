import { describe, expect, it } from 'vitest';
import { clampUiPage, pagesCount, toServerPage } from './paging';

describe('toServerPage', () => {
  it('maps the first UI page (1) to the first server page (0)', () => {
    expect(toServerPage(1)).toBe(0);
    expect(toServerPage(3)).toBe(2);
  });

  it('never sends a negative page', () => {
    expect(toServerPage(0)).toBe(0);
  });
});

describe('pagesCount', () => {
  it('rounds partial pages up and shows one page for an empty list', () => {
    expect(pagesCount(41, 20)).toBe(3);
    expect(pagesCount(40, 20)).toBe(2);
    expect(pagesCount(0, 20)).toBe(1);
  });
});

describe('clampUiPage', () => {
  it('moves a page past the end back to the last page', () => {
    // Prepare: page 3 of 10-per-page, and a deletion left 20 items
    // Act
    const page = clampUiPage(3, 20, 10);
    // Assess
    expect(page).toBe(2);
  });

  it('keeps a page that still exists', () => {
    expect(clampUiPage(2, 20, 10)).toBe(2);
  });
});
