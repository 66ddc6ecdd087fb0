/**
 * The same-error walk (docs/auth.md "Uniform refusals"): every Query and Mutation of
 * the schema that takes an id, found from the schema itself (an argument of type ID, or an ID
 * field of an input argument; and the device, app and scanner identifiers mac, uuid and scid),
 * called once with another tenant's id and once with an id that names nothing, everything else
 * of the call filled with the walker's own valid values. The two answers must be the same.
 */
import {
  buildSchema,
  type GraphQLInputType,
  type GraphQLNamedType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { schemaSdlWithPrelude } from '../../infra/lib/graphql-schema';
import type { Holdings, TenantKind } from './id-walk-fixtures';

const schema = buildSchema(schemaSdlWithPrelude());

/** Where an id goes in a call: a top-level argument, or a field of an input argument (or of its list items). */
export interface IdPosition {
  path: [string] | [string, string];
  kind: TenantKind | 'global';
  list: boolean;
}

export interface IdOperation {
  field: string;
  operation: 'query' | 'mutation';
  name: string;
  positions: IdPosition[];
}

/** `id` and `ids` arguments name what the field is about. */
const FIELD_KINDS: [RegExp, TenantKind | 'global'][] = [
  [/^(site|updateSite|removeSite)$/, 'site'],
  [/^(spot|updateSpot|updateSpotInfo|removeSpot|setSpotBusiness)$/, 'spot'],
  [/^(user|resetPassword|updateUser|patchUser|removeUser|linkingUserToSite|updateUserRole)$/, 'user'],
  [/^(scanner|updateScanner|removeScanner)$/, 'scanner'],
  [/^(dist|updateDist|removeDist|setDist)$/, 'dist'],
  [/^(thing|updateThing|removeThing)$/, 'thing'],
  [
    /^(question|updateQuestion|removeQuestion|patchQuestion|updateManyQuestions|removeQuestions|questionFiltering)$/,
    'question',
  ],
  [/^(session|clearSession|rejectedPresses|sessionSeatPins)$/, 'session'],
  [
    /^(questionLink|stopQuestion|revealQuestionLink|clearQuestionLink|updateQuestionLink|removeQuestionLink|questionLinkStats)$/,
    'link',
  ],
  [/^(playList|updatePlayListTitle|updatePlayList|patchPlayList|removePlayList)$/, 'playlist'],
  [/^exportJob$/, 'exportJob'],
  [/^removeFile$/, 'file'],
  [/^(patchMessage|removeMessage)$/, 'message'],
  [/^removeQuestionShares$/, 'share'],
  [/^updateQuestionOrder$/, 'question'],
];

/** Other arguments and input fields name their kind. */
const NAMED_KINDS: Record<string, TenantKind | 'global'> = {
  site: 'site',
  sites: 'site',
  spot: 'spot',
  spots: 'spot',
  session: 'session',
  questionLink: 'link',
  question: 'question',
  questions: 'question',
  playlist: 'playlist',
  user: 'user',
  student: 'user',
  userFilter: 'user',
  to: 'user',
  askedBy: 'user',
  remove: 'user',
  distributor: 'user',
  file: 'file',
  scanner: 'scanner',
  thing: 'thing',
  dist: 'dist',
  mac: 'mac',
  devices: 'mac',
  uuid: 'uuid',
  scid: 'scid',
};

function kindOf(fieldName: string, path: string[]): TenantKind | 'global' {
  const last = path.at(-1) ?? '';
  if (last === 'id' || last === 'ids' || (last === '_id' && fieldName === 'updateQuestionOrder')) {
    return FIELD_KINDS.find(([pattern]) => pattern.test(fieldName))?.[1] ?? 'global';
  }
  return NAMED_KINDS[last] ?? 'global';
}

const IDENTIFIERS = new Set(['mac', 'devices', 'uuid', 'scid']);

function isIdLike(name: string, type: GraphQLInputType): boolean {
  const named = getNamedType(type);
  return named.name === 'ID' || (IDENTIFIERS.has(name) && named.name === 'String');
}

function isList(type: GraphQLInputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/** Every Query and Mutation that takes an id, with each place an id goes. */
export function idOperations(): IdOperation[] {
  const operations: IdOperation[] = [];
  for (const operation of ['query', 'mutation'] as const) {
    const root = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
    for (const field of Object.values(root?.getFields() ?? {})) {
      const positions: IdPosition[] = [];
      for (const arg of field.args) {
        const named = getNamedType(arg.type);
        if (isIdLike(arg.name, arg.type))
          positions.push({ path: [arg.name], kind: kindOf(field.name, [arg.name]), list: isList(arg.type) });
        else if (isInputObjectType(named))
          for (const inner of Object.values(named.getFields()))
            if (isIdLike(inner.name, inner.type))
              positions.push({
                path: [arg.name, inner.name],
                kind: kindOf(field.name, [arg.name, inner.name]),
                list: isList(inner.type),
              });
      }
      const name = `${operation === 'query' ? 'Query' : 'Mutation'}.${field.name}`;
      if (positions.length > 0) operations.push({ field: name, operation, name: field.name, positions });
    }
  }
  return operations;
}

const future = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

/** Hand-made values where a made-up one would fail validation before any id is looked at. */
const INPUT_VALUES: Record<string, (own: Holdings) => Record<string, unknown>> = {
  QuestionInput: () => ({ title: { main: 'Walk question' }, type: 'quiz', answerType: 'ox', correct: '1' }),
  UserInput: () => ({ uid: `walk-${Date.now()}`, firstname: 'Walk', role: { user: true } }),
  RoleInput: () => ({ user: true }),
  EventInput: () => ({ status: 'walk', _id: 'walk-event', createdAt: new Date().toISOString() }),
  QuestionShareInput: () => ({ duedate: future() }),
  // The site is named so that a probed classroom or user reaches the placement check.
  DeviceInput: (own) => ({ mac: own.mac, site: own.site }),
  AppInput: (own) => ({ uuid: own.uuid, site: own.site }),
  ScannerInput: (own) => ({ scid: own.scid, site: own.site }),
  RegisterRequestInput: () => ({ op: 'identify' }),
  ModifyUsersInput: () => ({ create: [], update: [] }),
  CategoryInput: () => ({ key: `walk-${Date.now()}`, title: 'Walk' }),
};

function scalarValue(named: GraphQLNamedType, name: string): unknown {
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (!isScalarType(named)) return null;
  switch (named.name) {
    case 'Int':
      return name === 'perPage' ? 5 : name === 'count' ? 1 : 0;
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'AWSJSON':
      return '{}';
    case 'AWSDateTime':
      return future();
    case 'AWSEmail':
      return 'walk@example.com';
    case 'AWSURL':
      return 'https://example.com/walk';
    default:
      return name === 'title' || name === 'name' || name === 'text' ? 'Walk' : 'walk';
  }
}

/** A value for a required argument or input field, ids taken from the walker's own holdings. */
function valueFor(
  name: string,
  type: GraphQLInputType,
  fieldName: string,
  own: Holdings,
  path: string[],
): unknown {
  const named = getNamedType(type);
  const one = (): unknown => {
    if (isIdLike(name, type)) {
      const kind = kindOf(fieldName, path);
      return kind === 'global' ? 'walk-global' : own[kind];
    }
    if (isInputObjectType(named)) {
      const value: Record<string, unknown> = {};
      for (const inner of Object.values(named.getFields()))
        if (isNonNullType(inner.type))
          value[inner.name] = valueFor(inner.name, inner.type, fieldName, own, [...path, inner.name]);
      return { ...value, ...(INPUT_VALUES[named.name]?.(own) ?? {}) };
    }
    return scalarValue(named, name);
  };
  return isList(type) ? [one()] : one();
}

/** The call: a document with every argument as a variable, and the variables with `probe` at `position`. */
export function callOf(operation: IdOperation, own: Holdings, position: IdPosition, probe: string) {
  const root = operation.operation === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[operation.name];
  if (!field) throw new Error(`No field ${operation.field}`);
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    const probed = position.path[0] === arg.name;
    if (isNonNullType(arg.type) || probed)
      variables[arg.name] = valueFor(arg.name, arg.type, operation.name, own, [arg.name]);
  }
  const value = position.list ? [probe] : probe;
  const [outer, inner] = position.path;
  if (inner === undefined) variables[outer] = value;
  else {
    const container = variables[outer];
    const items = Array.isArray(container) ? container : [container];
    for (const item of items) (item as Record<string, unknown>)[inner] = value;
  }
  const declared = field.args.map((arg) => `$${arg.name}: ${arg.type}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const document = `${operation.operation} Walk(${declared}) { ${operation.name}(${passed})${selection} }`;
  return { document, variables };
}

/** What a caller learns from an answer: data and the first error, the probed id itself masked. */
export function answerOf(
  response: { data?: unknown; errors?: { errorType?: string; message: string; errorInfo?: unknown }[] },
  probe: string,
): string {
  const [first] = response.errors ?? [];
  const seen = {
    data: response.data ?? null,
    error: first ? { type: first.errorType, message: first.message, info: first.errorInfo ?? null } : null,
  };
  return JSON.stringify(seen).split(probe).join('<id>');
}
