/**
 * GraphQL requests built from the schema (infra/lib/graphql-schema.ts): any Query or Mutation
 * root field, called by any kind of caller, with arguments of the right type most of the time and
 * otherwise of the wrong type, missing, at their boundaries, in huge lists, or naming ids that
 * exist elsewhere or not at all. Data always travels in variables: the document names only schema
 * fields.
 */
import fc from 'fast-check';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { schemaSdlWithPrelude } from '../../infra/lib/graphql-schema';
import {
  boundaryFloat,
  boundaryInt,
  boundaryString,
  hugeLength,
  idOf,
  type KnownValues,
  wrongKind,
} from './values';

/** Who sends a request: a role's session, the public key, a forged token or nothing. */
export type Caller = 'apiKey' | 'teacher' | 'staff' | 'admin' | 'dist' | 'system' | 'forged' | 'none';
export const SESSION_CALLERS = ['teacher', 'staff', 'admin', 'dist', 'system'] as const;

export interface GraphqlCase {
  field: string;
  operation: 'query' | 'mutation';
  caller: Caller;
  query: string;
  variables: Record<string, unknown>;
}

/**
 * Left out: the calls that end or re-key the fuzzing callers' own sessions (tests/integration
 * accounts tests cover them), which would only turn the rest of a run into Unauthorized answers.
 */
export const NOT_FUZZED = new Set(['Mutation.signout', 'Mutation.changePassword']);

export function loadSchema(): GraphQLSchema {
  return buildSchema(schemaSdlWithPrelude());
}

/** The scalar fields of a type, and those of its object fields one level down (depth 3 at most). */
function selectionOf(type: GraphQLOutputType, level = 1): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const parts: string[] = [];
  for (const field of Object.values(named.getFields())) {
    const inner = getNamedType(field.type);
    if (isScalarType(inner) || isEnumType(inner)) parts.push(field.name);
    else if (level < 3 && isObjectType(inner)) {
      const nested = selectionOf(field.type, level + 1);
      if (nested) parts.push(`${field.name} ${nested}`);
    }
  }
  return parts.length > 0 ? `{ ${parts.join(' ')} }` : '{ __typename }';
}

/**
 * What argument values are drawn from: the store's ids, and what an AWSJSON slot gets. With
 * `jsonFirst`, every argument and input field that can hold AWSJSON is always given, and its
 * AWSJSON always of the right kind (the JSON-key target, json-key-cases.ts).
 */
export interface ValueSources {
  known: KnownValues;
  json: fc.Arbitrary<unknown>;
  jsonFirst?: boolean;
}

const ANY_JSON = fc.oneof(fc.json({ maxDepth: 3 }), boundaryString);

/** Whether an input type holds AWSJSON somewhere (its own fields, their lists, nested inputs). */
export function holdsJson(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === 'AWSJSON';
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => holdsJson(field.type, seen));
}

/** `n` copies of `one`, cut to about 1.2 MB of JSON: past the body limit at most a little. */
function hugeList(one: unknown, n: number): unknown[] {
  const size = Math.max(JSON.stringify(one ?? null).length, 1);
  return Array.from({ length: Math.min(n, Math.ceil(1_200_000 / size)) }, () => one);
}

const ID_ARGS: Record<string, keyof KnownValues> = {
  mac: 'macs',
  macs: 'macs',
  uuid: 'uuids',
  scid: 'scids',
  code: 'codes',
  uid: 'uids',
};

/** A value of the right type for `type`; `name` picks known values for ids, MACs and codes. */
function rightValue(
  type: GraphQLInputType,
  name: string,
  sources: ValueSources,
  depth: number,
): fc.Arbitrary<unknown> {
  const { known } = sources;
  if (isNonNullType(type)) return rightValue(type.ofType, name, sources, depth);
  if (isListType(type)) {
    const item = valueFor(type.ofType, name, sources, depth + 1);
    return fc.oneof(
      { weight: 8, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.tuple(item, hugeLength).map(([one, n]) => hugeList(one, n)) },
    );
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant({});
    const fields = Object.values(type.getFields());
    const entries = fields.map((field) => {
      const value = valueFor(field.type, field.name, sources, depth + 1);
      const always = isNonNullType(field.type) || (sources.jsonFirst && holdsJson(field.type));
      return always ? value : fc.option(value, { nil: undefined, freq: 2 });
    });
    return fc.tuple(...entries).map((values) => {
      const record: Record<string, unknown> = {};
      fields.forEach((field, i) => {
        if (values[i] !== undefined) record[field.name] = values[i];
      });
      return record;
    });
  }
  const knownKind = ID_ARGS[name];
  switch (type.name) {
    case 'ID':
      return idOf(known.ids);
    case 'String':
      return knownKind ? idOf(known[knownKind]) : boundaryString;
    case 'Int':
      return boundaryInt;
    case 'Float':
      return boundaryFloat;
    case 'Boolean':
      return fc.boolean();
    case 'AWSJSON':
      return sources.json;
    case 'AWSDateTime':
      return fc.oneof(
        fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString()),
        boundaryString,
      );
    case 'AWSEmail':
      return fc.oneof(fc.emailAddress(), boundaryString);
    case 'AWSURL':
      return fc.oneof(fc.webUrl(), boundaryString);
    default:
      return boundaryString;
  }
}

/** Mostly the right type; sometimes the wrong kind of value, or null where a value is required. */
function valueFor(
  type: GraphQLInputType,
  name: string,
  sources: ValueSources,
  depth: number,
): fc.Arbitrary<unknown> {
  const right = rightValue(type, name, sources, depth);
  if (sources.jsonFirst && holdsJson(type)) return right;
  return fc.oneof({ weight: 12, arbitrary: right }, { weight: 1, arbitrary: wrongKind });
}

function typeText(type: GraphQLInputType): string {
  return String(type);
}

function argumentsOf(args: readonly GraphQLArgument[], sources: ValueSources) {
  const values = args.map((arg) => {
    const value = valueFor(arg.type, arg.name, sources, 0);
    return sources.jsonFirst && holdsJson(arg.type) ? value : fc.option(value, { nil: undefined, freq: 10 });
  });
  return fc.tuple(...values);
}

function callersFor(field: GraphQLField<unknown, unknown>): Caller[] {
  const directives = field.astNode?.directives?.map((d) => d.name.value) ?? [];
  const apiKey = directives.includes('aws_api_key');
  return apiKey ? ['apiKey', ...SESSION_CALLERS] : [...SESSION_CALLERS];
}

/** What a case selects: a selection set, and the fragment definitions the document adds after it. */
export interface Selection {
  set: string;
  definitions: readonly string[];
}

/** The selection a case asks for: the field's own (selectionOf), or another target's (fragments). */
export type SelectionArbitrary = (field: GraphQLField<unknown, unknown>) => fc.Arbitrary<Selection>;

const ownSelection: SelectionArbitrary = (field) =>
  fc.constant({ set: selectionOf(field.type), definitions: [] });

/**
 * One call of `field`: a caller, its arguments in variables, and a selection; `selection` gives
 * what follows the call in the document (a selection set, and any fragment definitions after it).
 */
export function caseArbitrary(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  sources: ValueSources,
  selection: SelectionArbitrary = ownSelection,
): fc.Arbitrary<GraphqlCase> {
  const fitting = callersFor(field);
  const caller = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fitting) },
    { weight: 1, arbitrary: fc.constantFrom<Caller>('apiKey', 'forged', 'none', ...SESSION_CALLERS) },
  );
  return fc
    .tuple(caller, argumentsOf(field.args, sources), selection(field))
    .map(([who, values, selected]) => {
      const variables: Record<string, unknown> = {};
      const declared: string[] = [];
      const passed: string[] = [];
      field.args.forEach((arg, i) => {
        const value = values[i];
        // A missing required argument still gets its variable: the gateway must refuse it as a request error.
        if (value === undefined && !isNonNullType(arg.type)) return;
        declared.push(`$${arg.name}: ${typeText(arg.type)}`);
        passed.push(`${arg.name}: $${arg.name}`);
        if (value !== undefined) variables[arg.name] = value;
      });
      const head = declared.length > 0 ? `(${declared.join(', ')})` : '';
      const call = passed.length > 0 ? `${field.name}(${passed.join(', ')})` : field.name;
      return {
        field: field.name,
        operation,
        caller: who,
        query: [`${operation} Fuzz${head} { ${call} ${selected.set} }`, ...selected.definitions].join('\n'),
        variables,
      };
    });
}

/** The Query and Mutation root fields the fuzz calls, with their operation. */
export function fuzzedRootFields(schema: GraphQLSchema) {
  const fields: { operation: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] = [];
  for (const [operation, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (!NOT_FUZZED.has(`${type?.name}.${field.name}`)) fields.push({ operation, field });
    }
  }
  return fields;
}

/** Every fuzzed root field, each equally likely. */
export function graphqlCases(schema: GraphQLSchema, known: KnownValues): fc.Arbitrary<GraphqlCase> {
  const sources = { known, json: ANY_JSON };
  return fc.oneof(
    ...fuzzedRootFields(schema).map(({ operation, field }) => caseArbitrary(operation, field, sources)),
  );
}
