/**
 * GraphQL documents whose cost lies in their fragments (docs/security.md "Fragment expansion"):
 * any root field, called by any caller, selecting through named fragments that spread each other
 * (chains up to 40 deep and 4 wide, so up to 4^40 fields once expanded), inline fragments, nested
 * fields with fragments of their own types, aliases, directives on spreads, cycles, unknown
 * fragments, fragments on the wrong type, inline fragments nested thousands deep, and documents
 * past the size limit. Every one must be answered (refused or run) and quickly: the runner gives
 * each a few seconds, where a bomb once froze the stack for minutes.
 */
import fc from 'fast-check';
import {
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isObjectType,
  isScalarType,
} from 'graphql';
import {
  caseArbitrary,
  fuzzedRootFields,
  type GraphqlCase,
  type Selection,
  type ValueSources,
} from './graphql-cases';
import type { KnownValues } from './values';

/** The scalar fields of a type, and `__typename`, which every type has. */
function leaves(type: GraphQLObjectType): string[] {
  const names = Object.values(type.getFields())
    .filter((field) => {
      const inner = getNamedType(field.type);
      return (
        (isScalarType(inner) || isEnumType(inner)) &&
        !field.args.some((arg) => arg.type.toString().endsWith('!'))
      );
    })
    .map((field) => field.name);
  return [...names, '__typename'];
}

/** Object fields of a type without required arguments, with their named type. */
function branches(type: GraphQLObjectType): { name: string; type: GraphQLObjectType }[] {
  return Object.values(type.getFields()).flatMap((field) => {
    const inner = getNamedType(field.type);
    const required = field.args.some((arg) => arg.type.toString().endsWith('!'));
    return isObjectType(inner) && !required ? [{ name: field.name, type: inner }] : [];
  });
}

const some = (names: string[]) => fc.subarray(names, { minLength: 1, maxLength: Math.min(6, names.length) });
const spread = (name: string, times: number, directive = '') =>
  Array.from({ length: times }, () => `...${name}${directive}`).join(' ');

/** Fragments L0..Ln on `type`, each spreading the one before `width` times: width^n copies of L0. */
function chain(type: GraphQLObjectType, prefix: string) {
  return fc
    .record({
      levels: fc.integer({ min: 1, max: 40 }),
      width: fc.integer({ min: 1, max: 4 }),
      base: some(leaves(type)),
      inline: fc.boolean(),
      directive: fc.constantFrom('', ' @include(if: true)', ' @skip(if: false)', ' @skip(if: true)'),
    })
    .map(({ levels, width, base, inline, directive }) => {
      const definitions = [`fragment ${prefix}0 on ${type.name} { ${base.join(' ')} }`];
      for (let i = 1; i <= levels; i += 1) {
        const inner = spread(`${prefix}${i - 1}`, width, directive);
        const body = inline ? `... on ${type.name} { ${inner} }` : inner;
        definitions.push(`fragment ${prefix}${i} on ${type.name} { ${body} }`);
      }
      return { top: `${prefix}${levels}`, definitions };
    });
}

function bomb(type: GraphQLObjectType): fc.Arbitrary<Selection> {
  return fc
    .tuple(chain(type, 'L'), fc.integer({ min: 1, max: 3 }))
    .map(([built, times]) => ({ set: `{ ${spread(built.top, times)} }`, definitions: built.definitions }));
}

/** A bomb one level down: a field of the type, aliased several times, each selecting a chain. */
function nestedBomb(type: GraphQLObjectType): fc.Arbitrary<Selection> {
  const fields = branches(type);
  if (fields.length === 0) return bomb(type);
  return fc
    .constantFrom(...fields)
    .chain((branch) =>
      fc.tuple(fc.constant(branch), chain(branch.type, 'N'), fc.integer({ min: 1, max: 20 })),
    )
    .map(([branch, built, aliases]) => {
      const selected = Array.from({ length: aliases }, (_, i) => `a${i}: ${branch.name} { ...${built.top} }`);
      return {
        set: `{ __typename ...Outer }`,
        definitions: [`fragment Outer on ${type.name} { ${selected.join(' ')} }`, ...built.definitions],
      };
    });
}

/** Many aliases of one leaf in a fragment, spread several times at the top. */
function aliases(type: GraphQLObjectType): fc.Arbitrary<Selection> {
  return fc
    .record({
      leaf: fc.constantFrom(...leaves(type)),
      count: fc.integer({ min: 1, max: 3000 }),
      times: fc.integer({ min: 1, max: 5 }),
    })
    .map(({ leaf, count, times }) => ({
      set: `{ ${spread('A', times)} }`,
      definitions: [
        `fragment A on ${type.name} { ${Array.from({ length: count }, (_, i) => `x${i}: ${leaf}`).join(' ')} }`,
      ],
    }));
}

function malformed(type: GraphQLObjectType, other: GraphQLObjectType): fc.Arbitrary<Selection> {
  const leaf = leaves(type)[0] ?? '__typename';
  const otherLeaf = leaves(other)[0] ?? '__typename';
  return fc.oneof(
    // A cycle, which validation refuses.
    fc.constant({
      set: '{ ...A }',
      definitions: [`fragment A on ${type.name} { ${leaf} ...B }`, `fragment B on ${type.name} { ...A }`],
    }),
    // A fragment that spreads itself.
    fc.constant({ set: '{ ...A }', definitions: [`fragment A on ${type.name} { ...A ${leaf} }`] }),
    // A spread of a fragment that is not there.
    fc.constant({ set: `{ ${leaf} ...Missing }`, definitions: [] }),
    // A fragment on another type, and one defined twice.
    fc.constant({ set: '{ ...W }', definitions: [`fragment W on ${other.name} { ${otherLeaf} }`] }),
    fc.constant({
      set: '{ ...D }',
      definitions: [`fragment D on ${type.name} { ${leaf} }`, `fragment D on ${type.name} { __typename }`],
    }),
    // A fragment nobody spreads.
    fc.constant({ set: `{ ${leaf} }`, definitions: [`fragment Unused on ${type.name} { ${leaf} }`] }),
  );
}

/** Inline fragments nested up to thousands deep: past any parser's stack, within the size limit or not. */
function deepInline(type: GraphQLObjectType): fc.Arbitrary<Selection> {
  const leaf = leaves(type)[0] ?? '__typename';
  return fc.integer({ min: 1, max: 12_000 }).map((levels) => ({
    set: `{ ${`... on ${type.name} { `.repeat(levels)}${leaf}${' }'.repeat(levels)} }`,
    definitions: [],
  }));
}

/** A long chain of fragments, each spreading the one before once: long, not wide. */
function longChain(type: GraphQLObjectType): fc.Arbitrary<Selection> {
  const leaf = leaves(type)[0] ?? '__typename';
  return fc.integer({ min: 100, max: 4000 }).map((length) => {
    const definitions = [`fragment C0 on ${type.name} { ${leaf} }`];
    for (let i = 1; i <= length; i += 1) definitions.push(`fragment C${i} on ${type.name} { ...C${i - 1} }`);
    return { set: `{ ...C${length} }`, definitions };
  });
}

/** The fragment documents for one root field, whose type they select on. */
function fragmentSelection(
  schema: GraphQLSchema,
): (field: GraphQLField<unknown, unknown>) => fc.Arbitrary<Selection> {
  const objects = Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'),
  );
  return (field) => {
    const type = getNamedType(field.type) as GraphQLObjectType;
    return fc
      .constantFrom(...objects.filter((other) => other !== type))
      .chain((other) =>
        fc.oneof(
          { weight: 6, arbitrary: bomb(type) },
          { weight: 3, arbitrary: nestedBomb(type) },
          { weight: 2, arbitrary: aliases(type) },
          { weight: 2, arbitrary: malformed(type, other) },
          { weight: 1, arbitrary: deepInline(type) },
          { weight: 1, arbitrary: longChain(type) },
        ),
      );
  };
}

/** Every fuzzed root field that returns an object, each equally likely, selecting through fragments. */
export function fragmentCases(schema: GraphQLSchema, known: KnownValues): fc.Arbitrary<GraphqlCase> {
  const sources: ValueSources = { known, json: fc.json({ maxDepth: 2 }) };
  const selection = fragmentSelection(schema);
  return fc.oneof(
    ...fuzzedRootFields(schema)
      .filter(({ field }) => isObjectType(getNamedType(field.type)))
      .map(({ operation, field }) => caseArbitrary(operation, field, sources, selection)),
  );
}
