/**
 * Scanner events: `publishScannerStatus` and `publishRegisterReply` (back end only) return their
 * input, which AppSync (or the local gateway) pushes to the matching `onScannerStatus` (scid, mac)
 * and `onRegister` (scid) subscribers. The subscriptions run once, when a client subscribes, and
 * refuse a caller who may not watch the stored scanner (domain/fleet/scanner-watch.ts).
 */
import { z } from 'zod';
import type { Caller, UserCaller } from '../../auth/caller';
import { forbidden } from '../../kernel/errors';
import { idSchema, jsonInput, jsonOutput } from '../../kernel/validation';
import type { FieldResolvers } from '../field';

const text = (max: number) => z.string().min(1).max(max);

const statusInput = z.object({
  input: z.object({
    scanner: idSchema,
    scid: text(64),
    mac: text(32).nullish(),
    site: idSchema.nullish(),
    spot: idSchema.nullish(),
    status: text(32),
    reason: text(32).nullish(),
    alive: text(64),
  }),
});

const replyInput = z.object({
  input: z.object({
    scanner: idSchema,
    scid: text(64),
    site: idSchema.nullish(),
    requestId: text(64),
    op: text(32),
    ok: z.boolean(),
    error: text(64).nullish(),
    payload: jsonInput,
    receivedAt: text(64),
  }),
});

/** The user to check; null for the back end, which may watch any scanner. Anyone else is refused. */
function watcher(caller: Caller): UserCaller | null {
  if (caller.kind === 'backend') return null;
  if (caller.kind !== 'user') throw forbidden();
  return caller;
}

export const scannerEventResolvers: FieldResolvers = {
  'Mutation.publishScannerStatus': (args) => {
    const { input } = statusInput.parse(args);
    return {
      ...input,
      mac: input.mac ?? null,
      site: input.site ?? null,
      spot: input.spot ?? null,
      reason: input.reason ?? null,
    };
  },
  'Mutation.publishRegisterReply': (args) => {
    const { input } = replyInput.parse(args);
    return {
      ...input,
      site: input.site ?? null,
      error: input.error ?? null,
      payload: jsonOutput(input.payload),
    };
  },
  'Subscription.onScannerStatus': async (args, { caller, services }) => {
    const user = watcher(caller);
    if (user) await services.scannerWatch.assertStatusWatch(user, args);
    return null;
  },
  'Subscription.onRegister': async (args, { caller, services }) => {
    const user = watcher(caller);
    if (user) await services.scannerWatch.assertRegisterWatch(user, args);
    return null;
  },
};
