/**
 * The values the fuzz cases are made of: boundary strings, numbers at the edges of their types,
 * ids that exist and ids that do not, and values of the wrong kind for any slot.
 */
import fc from 'fast-check';

/** Ids, MACs, uuids, scids, codes and uids read from the store when a run starts. */
export interface KnownValues {
  ids: string[];
  macs: string[];
  uuids: string[];
  scids: string[];
  codes: string[];
  uids: string[];
}

const BOUNDARY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\t\n\r',
  'a'.repeat(256),
  'x'.repeat(70_000),
  '０１２',
  '한국어 질문',
  '🙂👩‍🏫',
  '\u202Eevil',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'https://example.invalid/a.png',
  '../../etc/passwd',
  "' OR '1'='1",
  '{"$gt": ""}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-0',
  'AA:BB:CC:00:00:01',
  'aa-bb-cc-00-00-01',
  '2026-13-45T25:61:61Z',
  '1970-01-01T00:00:00.000Z',
  'O',
  'X',
  '?',
];

export const boundaryString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BOUNDARY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

export const boundaryInt = fc.oneof(
  fc.constantFrom(0, -1, 1, 5, 100, 2 ** 31 - 1, -(2 ** 31)),
  fc.integer({ min: -1000, max: 1000 }),
  fc.integer(),
);

export const boundaryFloat = fc.oneof(
  fc.constantFrom(0, -0, 0.5, 1e308, -1e308, 2 ** 53 + 1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An id: one that exists (of any type, so often another tenant's), an unknown one, or junk. */
export const idOf = (known: readonly string[]) =>
  fc.oneof(
    {
      weight: known.length > 0 ? 4 : 0,
      arbitrary: fc.constantFrom(...(known.length > 0 ? known : ['none'])),
    },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: boundaryString },
  );

/** Any JSON value, for slots that get the wrong kind of value. */
export const wrongKind = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  boundaryInt,
  boundaryString,
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

/** A list far longer than any screen sends, within the 1 MB body. */
export const hugeLength = fc.constantFrom(1_000, 5_000, 20_000);
