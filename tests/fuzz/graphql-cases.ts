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
  known: KnownValues,
  depth: number,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return rightValue(type.ofType, name, known, depth);
  if (isListType(type)) {
    const item = valueFor(type.ofType, name, known, depth + 1);
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
      const value = valueFor(field.type, field.name, known, depth + 1);
      return isNonNullType(field.type) ? value : fc.option(value, { nil: undefined, freq: 2 });
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
      return fc.oneof(fc.json({ maxDepth: 3 }), boundaryString);
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
  known: KnownValues,
  depth: number,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 12, arbitrary: rightValue(type, name, known, depth) },
    { weight: 1, arbitrary: wrongKind },
  );
}

function typeText(type: GraphQLInputType): string {
  return String(type);
}

function argumentsOf(args: readonly GraphQLArgument[], known: KnownValues) {
  const values = args.map((arg) =>
    fc.option(valueFor(arg.type, arg.name, known, 0), { nil: undefined, freq: 10 }),
  );
  return fc.tuple(...values);
}

function callersFor(field: GraphQLField<unknown, unknown>): Caller[] {
  const directives = field.astNode?.directives?.map((d) => d.name.value) ?? [];
  const apiKey = directives.includes('aws_api_key');
  return apiKey ? ['apiKey', ...SESSION_CALLERS] : [...SESSION_CALLERS];
}

function caseArbitrary(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  known: KnownValues,
): fc.Arbitrary<GraphqlCase> {
  const fitting = callersFor(field);
  const caller = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...fitting) },
    { weight: 1, arbitrary: fc.constantFrom<Caller>('apiKey', 'forged', 'none', ...SESSION_CALLERS) },
  );
  const selection = selectionOf(field.type);
  return fc.tuple(caller, argumentsOf(field.args, known)).map(([who, values]) => {
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
      query: `${operation} Fuzz${head} { ${call} ${selection} }`,
      variables,
    };
  });
}

/** Every fuzzed root field, each equally likely. */
export function graphqlCases(schema: GraphQLSchema, known: KnownValues): fc.Arbitrary<GraphqlCase> {
  const cases: fc.Arbitrary<GraphqlCase>[] = [];
  for (const [operation, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (NOT_FUZZED.has(`${type?.name}.${field.name}`)) continue;
      cases.push(caseArbitrary(operation, field, known));
    }
  }
  return fc.oneof(...cases);
}
