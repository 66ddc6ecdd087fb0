/**
 * AWSJSON inputs and their keys (docs/security.md "JSON fields"): every root field that takes
 * AWSJSON somewhere in its arguments (`info` of sites, classrooms, users, devices, apps, scanners,
 * distributors, playlists and question links, a product's `options`, the rules engine's
 * parameters, a register reply's payload), called with that JSON always given and its keys drawn
 * from what JavaScript gives a meaning (`__proto__`, `constructor`, `prototype` and every name of
 * Object.prototype), near misses of them, empty and odd keys, at any depth, repeated, as JSON
 * text written out by hand so nothing on the way can drop or reinterpret a key. The rest of each
 * call comes from the GraphQL target's values. Each must be refused with a typed error or stored.
 */
import fc from 'fast-check';
import type { GraphQLSchema } from 'graphql';
import { caseArbitrary, fuzzedRootFields, type GraphqlCase, holdsJson } from './graphql-cases';
import { boundaryFloat, boundaryString, type KnownValues } from './values';

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

const KEYS = fc.oneof(
  // Often enough to be in most cases, rarely enough that many objects hold none and get stored.
  { weight: 2, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype') },
  { weight: 4, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '__proto',
      '_proto_',
      'Constructor',
      'CONSTRUCTOR',
      ' constructor',
      'constructor ',
      '__proto__\u0000',
      '\u005f\u005fproto\u005f\u005f',
      'prototype.constructor',
      'length',
      'name',
      'then',
      'toJSON',
      '$set',
      'a.b',
      '0',
      '-1',
      '',
      ' ',
      'classScreen',
      'image',
      'background',
    ),
  },
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
);

const LEAF = fc.oneof(
  fc.constant('null'),
  fc.boolean().map(String),
  fc.integer().map(String),
  boundaryFloat.map((n) => JSON.stringify(n)),
  boundaryString.map((text) => JSON.stringify(text.slice(0, 200))),
);

/** JSON text of an object whose keys are written as drawn: repeated keys stay repeated. */
const jsonObject: fc.Memo<string> = fc.memo((depth) => {
  const value: fc.Arbitrary<string> =
    depth <= 1
      ? LEAF
      : fc.oneof(
          { weight: 3, arbitrary: LEAF },
          { weight: 2, arbitrary: jsonObject(depth - 1) },
          {
            weight: 1,
            arbitrary: fc
              .array(jsonObject(depth - 1), { maxLength: 3 })
              .map((items) => `[${items.join(',')}]`),
          },
        );
  return fc
    .array(fc.tuple(KEYS, value), { minLength: 1, maxLength: 5 })
    .map((entries) => `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${inner}`).join(',')}}`);
});

/** The AWSJSON slot: mostly such an object, sometimes one that also holds the console's own shapes. */
export const keyedJson = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 1, max: 4 }).chain((depth) => jsonObject(depth)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(jsonObject(2), fc.constantFrom('classScreen', 'screen', 'meta'))
      .map(([inner, key]) => `{"${key}":${inner},"note":"x"}`),
  },
);

/**
 * Every fuzzed root field with AWSJSON in its arguments, each equally likely. Ids are drawn from
 * every tenant, so most callers would be refused before their JSON is read: the system operator,
 * who reaches every site, calls half of them, so the JSON itself gets to the services.
 */
export function jsonKeyCases(schema: GraphQLSchema, known: KnownValues): fc.Arbitrary<GraphqlCase> {
  const sources = { known, json: keyedJson, jsonFirst: true };
  const cases = fc.oneof(
    ...fuzzedRootFields(schema)
      .filter(({ field }) => field.args.some((arg) => holdsJson(arg.type)))
      .map(({ operation, field }) => caseArbitrary(operation, field, sources)),
  );
  return fc
    .tuple(cases, fc.boolean())
    .map(([item, asSystem]): GraphqlCase => (asSystem ? { ...item, caller: 'system' } : item));
}
