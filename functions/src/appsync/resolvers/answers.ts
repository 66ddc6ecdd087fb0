/**
 * Answer events: `publishAnswer` (back end only) returns its input, which AppSync (or the local
 * gateway) pushes to the `onAnswer` subscribers of the same question link. `onAnswer` runs once,
 * when a client subscribes, and refuses a caller who may not read that link (its stored site).
 */
import { z } from 'zod';
import { forbidden } from '../../domain/errors';
import { idSchema } from '../../domain/validation';
import type { FieldResolvers } from '../field';

const answerEventInput = z.object({
  input: z.object({
    questionLink: idSchema,
    session: idSchema,
    site: idSchema,
    spot: idSchema,
    student: z.string().min(1).max(128),
    value: z.string().min(1).max(64),
    device: z.object({ mac: z.string().min(1).max(32), user: z.string().nullish() }).nullish(),
    app: z.object({ uuid: z.string().min(1).max(128), user: z.string().nullish() }).nullish(),
    at: z.string().min(1),
    countOfAnswers: z.number().int().min(0),
  }),
});

export const answerResolvers: FieldResolvers = {
  'Mutation.publishAnswer': (args) => {
    const { input } = answerEventInput.parse(args);
    return {
      ...input,
      device: input.device ? { mac: input.device.mac, user: input.device.user ?? null } : null,
      app: input.app ? { uuid: input.app.uuid, user: input.app.user ?? null } : null,
    };
  },
  'Subscription.onAnswer': async (args, { caller, services }) => {
    // The back end may watch any link; a user only one of a site they reach.
    if (caller.kind === 'backend') return null;
    if (caller.kind !== 'user') throw forbidden();
    const link = z.object({ questionLink: idSchema }).parse(args).questionLink;
    // reachable: Forbidden for another tenant's (or an unknown) link; null (unknown) for system/admin.
    await services.questionLinks.reachable(caller, link);
    return null;
  },
};
