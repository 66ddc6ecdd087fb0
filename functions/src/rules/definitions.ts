/**
 * The rules engine's system catalog (spec section 2: action and eventDef are system types), on the
 * generic catalog CRUD. Actions are addressed by their unique code; one a thing still uses cannot
 * be removed (error 3002, DELETE_THING_CONNECTED_ACTION_ERR).
 */
import { z } from 'zod';
import type { EntityRepository } from '../data/entities';
import { buildFilter, type ListReader } from '../data/lists';
import { CatalogCollection } from '../domain/catalog/catalog-collection';
import type { Action, EventDef } from '../generated/graphql';
import { AppError, ERROR_CODES, notFound } from '../kernel/errors';
import { RESERVED_JSON_KEYS, storableProblem } from '../kernel/storable-json';
import { jsonInput, jsonOutput, optionalText, parseArgs, requiredText } from '../kernel/validation';
import { isBuiltinActionFn } from './builtin-names';
import { fitsDefinition, PARAMETER_TYPES } from './parameters';
import type { ActionRecord, EventDefRecord } from './records';

const int = z.number().int().min(0).max(65535).nullish();

const parameterInput = z
  .object({
    // The key names a property of a thing's parameter JSON, so the same keys are refused there.
    key: requiredText('key', 64)
      .regex(/^[A-Za-z0-9_.-]+$/, 'INVALID_FORMAT:key')
      .refine((key) => !RESERVED_JSON_KEYS.has(key), 'JSON_KEY_RESERVED:key'),
    description: optionalText(500),
    type: z.enum(PARAMETER_TYPES, { message: 'INVALID_FORMAT:type' }),
    isArray: z.boolean().nullish(),
    required: z.boolean().nullish(),
    default: z.unknown().nullish(),
  })
  .transform((p) => ({
    key: p.key,
    description: p.description ?? null,
    type: p.type,
    isArray: p.isArray ?? false,
    required: p.required ?? false,
    // AWSJSON arrives parsed, or as its JSON text.
    default: typeof p.default === 'string' ? safeJson(p.default) : (p.default ?? null),
  }))
  .refine((p) => p.default === null || fitsDefinition(p.default, p), { message: 'INVALID_FORMAT:default' })
  // A default the store cannot hold as it is (kernel/storable-json.ts) failed at the write.
  .superRefine((p, context) => {
    const problem = storableProblem(p.default);
    if (problem) {
      const message = problem === 'reserved-key' ? 'JSON_KEY_RESERVED:default' : 'INVALID_FORMAT:default';
      context.addIssue({ code: 'custom', message });
    }
  });

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const actionInput = z.object({
  code: requiredText('code', 64).regex(/^[A-Za-z0-9_.-]+$/, 'INVALID_FORMAT:code'),
  name: requiredText('name', 200),
  description: optionalText(2000),
  // A name the engine cannot run would save and then fail every event at run time.
  fn: requiredText('fn', 64).refine(isBuiltinActionFn, 'UNKNOWN_ACTION_FN:fn'),
  internal: z.boolean().nullish(),
  parameter: z
    .array(parameterInput)
    .max(32)
    .nullish()
    .refine((list) => new Set((list ?? []).map((p) => p.key)).size === (list ?? []).length, {
      message: 'DUPLICATE_KEY:parameter',
    }),
});

const eventDefInput = z.object({
  title: requiredText('title', 200),
  type: requiredText('type', 64),
  description: optionalText(2000),
  options: z.object({ major: int, minor: int }).nullish(),
  parameter: jsonInput.nullish(),
});

export function actionView(record: ActionRecord): Action {
  return {
    ...record,
    parameter: record.parameter.map((p) => ({
      ...p,
      description: p.description ?? null,
      default: p.default === null || p.default === undefined ? null : JSON.stringify(p.default),
    })),
  };
}

export class RuleDefinitions {
  readonly actions: CatalogCollection<ActionRecord, Action>;
  readonly eventDefs: CatalogCollection<EventDefRecord, EventDef>;

  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
  ) {
    this.actions = new CatalogCollection(entities, lists, {
      type: 'ACTION',
      label: 'Action',
      searched: ['code', 'name'],
      unique: { kind: 'ACTIONCODE', field: 'code', duplicateKey: 'DUPLICATE_CODE' },
      fields: async (raw) => {
        const input = parseArgs(actionInput, raw);
        return {
          code: input.code,
          name: input.name,
          description: input.description ?? null,
          fn: input.fn,
          internal: input.internal ?? null,
          parameter: input.parameter ?? [],
        };
      },
      views: async (actions) => actions.map(actionView),
    });
    this.eventDefs = new CatalogCollection(entities, lists, {
      type: 'EVENTDEF',
      label: 'Event definition',
      searched: ['title', 'type'],
      fields: async (raw) => {
        const input = parseArgs(eventDefInput, raw);
        const options = input.options
          ? { major: input.options.major ?? null, minor: input.options.minor ?? null }
          : null;
        return {
          title: input.title,
          type: input.type,
          description: input.description ?? null,
          options,
          parameter: input.parameter ?? null,
        };
      },
      views: async (defs) => defs.map((def) => ({ ...def, parameter: jsonOutput(def.parameter) })),
    });
  }

  /** The action's record id by its code, or null. */
  actionIdOf(code: string): Promise<string | null> {
    return this.entities.ownerOf('ACTIONCODE', code);
  }

  async actionByCode(code: string): Promise<Action | null> {
    const id = await this.actionIdOf(code);
    return id ? this.actions.get(id) : null;
  }

  async updateAction(code: string, input: unknown): Promise<Action> {
    const id = await this.actionIdOf(code);
    if (!id) throw notFound('Action');
    return this.actions.update(id, input);
  }

  async removeAction(code: string): Promise<{ success: boolean }> {
    const id = await this.actionIdOf(code);
    if (!id) throw notFound('Action');
    // Things are few and actions rarely removed: one filtered read of the thing list.
    const using = await this.lists.page(
      { index: 'byType', partition: 'THING' },
      { page: 0, perPage: 1 },
      buildFilter({ actionId: id }),
    );
    if (using.total > 0) {
      throw new AppError(ERROR_CODES.THING_CONNECTED_ACTION, 'A thing uses this action.', {
        key: 'DELETE_THING_CONNECTED_ACTION_ERR',
      });
    }
    return this.actions.remove(id);
  }
}
