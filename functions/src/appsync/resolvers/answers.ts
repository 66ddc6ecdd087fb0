/**
 * Answer events: `publishAnswers` (back end only) returns its input, a batch of answers of one
 * question link, which AppSync (or the local gateway) pushes to the `onAnswers` subscribers of
 * that link. `onAnswers` runs once, when a client subscribes, and refuses a caller who may not
 * read that link (its stored site).
 */
import { z } from 'zod';
import { MAX_ANSWERS_PER_PUBLISH } from '../../devices/answer-events';
import { idSchema } from '../../kernel/validation';
import type { FieldResolvers } from '../field';

const answerEvent = z.object({
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
});

const answerBatchInput = z.object({
  input: z
    .object({
      questionLink: idSchema,
      session: idSchema,
      answers: z.array(answerEvent).min(1).max(MAX_ANSWERS_PER_PUBLISH),
    })
    .refine((batch) => batch.answers.every((answer) => answer.questionLink === batch.questionLink), {
      message: 'Every answer of a batch belongs to its question link.',
    }),
});

export const answerResolvers: FieldResolvers = {
  'Mutation.publishAnswers': (args) => {
    const { input } = answerBatchInput.parse(args);
    return {
      ...input,
      answers: input.answers.map((answer) => ({
        ...answer,
        device: answer.device ? { mac: answer.device.mac, user: answer.device.user ?? null } : null,
        app: answer.app ? { uuid: answer.app.uuid, user: answer.app.user ?? null } : null,
      })),
    };
  },
  // The back end may watch any link, a user one of a site they reach: the policy's (rules/answers.ts).
  'Subscription.onAnswers': async () => null,
};
