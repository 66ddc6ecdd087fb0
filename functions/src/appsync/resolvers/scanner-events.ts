/**
 * Scanner events: `publishScannerStatus` and `publishRegisterReply` (back end only) return their
 * input, which AppSync (or the local gateway) pushes to the matching `onScannerStatus` (scid, mac)
 * and `onRegister` (scid) subscribers. The subscriptions run once, when a client subscribes, after
 * the policy has refused a caller who may not watch the stored scanner (auth/policy.ts, `scanner`).
 */
import { z } from 'zod';
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
  // Nothing to resolve when a client subscribes: the policy has checked the caller against the
  // stored scanner (auth/rules/scanner-events.ts), and the events reach the subscribers.
  'Subscription.onScannerStatus': () => null,
  'Subscription.onRegister': () => null,
};
