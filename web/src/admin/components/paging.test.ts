import { describe, expect, it } from 'vitest';
import {
  clampUiPage,
  MAX_PAGE_SIZE,
  PICKER_PAGE_SIZE,
  pagesCount,
  pickerPageSize,
  toServerPage,
} from './paging';

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

describe('pickerPageSize', () => {
  it('keeps the spec default of 5 when the caller gives no size', () => {
    expect(pickerPageSize()).toBe(PICKER_PAGE_SIZE);
    expect(PICKER_PAGE_SIZE).toBe(5);
  });

  it('uses the caller size, such as the question search picker’s 3', () => {
    expect(pickerPageSize(3)).toBe(3);
  });

  it('falls back to 5 for a size that is not a whole number of at least 1', () => {
    expect(pickerPageSize(0)).toBe(5);
    expect(pickerPageSize(-2)).toBe(5);
    expect(pickerPageSize(2.5)).toBe(5);
    expect(pickerPageSize(Number.NaN)).toBe(5);
  });

  it('never asks for more than the server limit', () => {
    expect(pickerPageSize(MAX_PAGE_SIZE + 1)).toBe(MAX_PAGE_SIZE);
  });
});
