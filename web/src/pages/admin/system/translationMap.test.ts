import { describe, expect, it } from 'vitest';
import { mapFromRows, parseTranslationMap, rowsFromMap } from './translationMap';

describe('parseTranslationMap and rowsFromMap', () => {
  it('turns the JSON map into one row per key with the three languages', () => {
    // Prepare
    const json = JSON.stringify({ ko: { SITE: '매장', SPOT: '홀' }, en: { SITE: 'Store' } });
    // Act
    const rows = rowsFromMap(parseTranslationMap(json));
    // Assess
    expect(rows).toEqual([
      { key: 'SITE', ko: '매장', en: 'Store', es: '' },
      { key: 'SPOT', ko: '홀', en: '', es: '' },
    ]);
  });

  it('reads malformed JSON and non-text values as nothing', () => {
    expect(parseTranslationMap('{not json')).toEqual({});
    expect(parseTranslationMap(null)).toEqual({});
    expect(parseTranslationMap({ ko: { A: 1, B: 'b' } })).toEqual({ ko: { B: 'b' } });
  });
});

describe('mapFromRows', () => {
  it('writes the rows back as the JSON map, leaving out empty texts and blank rows', () => {
    const rows = [
      { key: ' SITE ', ko: '매장', en: 'Store', es: '' },
      { key: '', ko: '', en: '', es: '' },
    ];
    expect(mapFromRows(rows)).toEqual({ map: { ko: { SITE: '매장' }, en: { SITE: 'Store' } }, errors: [] });
  });

  it('round-trips a map and keeps languages the editor does not show', () => {
    const original = parseTranslationMap({ ko: { A: '가' }, es: { A: 'a' }, ja: { A: 'あ' } });
    const { map } = mapFromRows(rowsFromMap(original), original);
    expect(map).toEqual(original);
  });

  it('reports a row with text but no key, and a key written twice', () => {
    const rows = [
      { key: 'A', ko: '가', en: '', es: '' },
      { key: '', ko: '', en: 'x', es: '' },
      { key: 'A', ko: '나', en: '', es: '' },
    ];
    expect(mapFromRows(rows).errors).toEqual([
      { key: 'REQUIRED_FIELD_MSG', row: 2 },
      { key: 'DUPLICATE_KEY', row: 3 },
    ]);
  });
});
