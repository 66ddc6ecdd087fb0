/**
 * Resolvers of the rules engine (docs/rules-engine.md): the system catalog of actions (by code),
 * event definitions and things, a site's recorded events, and `publishEvent` / `onEvent`, the
 * realtime channel of recorded events. onEvent runs once, when a client subscribes: a user who
 * names no site must reach every site (system, admin), one who names a site must reach it.
 */
import { z } from 'zod';
import { pageRequest } from '../../kernel/paging';
import { asText, idSchema } from '../../kernel/validation';
import type { FieldResolvers } from '../field';

const optional = (max: number) => z.string().max(max).nullish();

const publishInput = z.object({
  input: z.object({
    _id: idSchema,
    def: idSchema.nullish(),
    defTitle: optional(200),
    type: optional(64),
    action: optional(64),
    device: optional(64),
    app: optional(100),
    site: idSchema,
    spot: idSchema.nullish(),
    data: z.string().max(20_000).nullish(),
    thing: idSchema.nullish(),
    status: z.enum(['ok', 'failed', 'unmatched']),
    error: optional(64),
    errorParam: optional(64),
    createdAt: z.string().min(1).max(64),
  }),
});

export const rulesEngineResolvers: FieldResolvers = {
  'Query.actions': (args, { services }) =>
    services.rules.definitions.actions.list(pageRequest(args), args.filter),
  'Query.action': (args, { services }) => services.rules.definitions.actionByCode(asText(args.code)),
  'Mutation.createAction': (args, { services }) => services.rules.definitions.actions.create(args.input),
  'Mutation.updateAction': (args, { services }) =>
    services.rules.definitions.updateAction(asText(args.code), args.input),
  'Mutation.removeAction': (args, { services }) => services.rules.definitions.removeAction(asText(args.code)),

  'Query.eventDefs': (args, { services }) =>
    services.rules.definitions.eventDefs.list(pageRequest(args), args.filter),
  'Query.eventDef': (args, { services }) => services.rules.definitions.eventDefs.get(asText(args.id)),
  'Mutation.createEventDef': (args, { services }) => services.rules.definitions.eventDefs.create(args.input),
  'Mutation.updateEventDef': (args, { services }) =>
    services.rules.definitions.eventDefs.update(asText(args.id), args.input),
  'Mutation.removeEventDef': (args, { services }) =>
    services.rules.definitions.eventDefs.remove(asText(args.id)),

  'Query.things': (args, { services }) => services.rules.things.list(pageRequest(args), args.filter),
  'Query.thing': (args, { services }) => services.rules.things.get(asText(args.id)),
  'Mutation.createThing': (args, { services }) => services.rules.things.create(args.input),
  'Mutation.createThings': (args, { services }) => services.rules.things.createMany(args.input),
  'Mutation.updateThing': (args, { services }) => services.rules.things.update(asText(args.id), args.input),
  'Mutation.removeThing': (args, { services }) => services.rules.things.remove(asText(args.id)),

  'Query.events': (args, { services }) =>
    services.rules.events(asText(args.site), pageRequest(args), args.filter),
  'Mutation.publishEvent': (args) => {
    const { input } = publishInput.parse(args);
    return {
      _id: input._id,
      def: input.def ? { _id: input.def, title: input.defTitle ?? null } : null,
      type: input.type ?? null,
      action: input.action ?? null,
      device: input.device ?? null,
      app: input.app ?? null,
      site: input.site,
      spot: input.spot ?? null,
      data: input.data ?? null,
      thing: input.thing ?? null,
      status: input.status,
      error: input.error ?? null,
      errorParam: input.errorParam ?? null,
      createdAt: input.createdAt,
    };
  },
  // Who may watch which site's events is the policy's (auth/rules/rules-engine.ts).
  'Subscription.onEvent': async () => null,
};
