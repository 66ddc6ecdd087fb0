/**
 * System notices to a classroom or a remote app. The mutation's result is what AppSync (or the
 * local gateway) pushes to `onNotice` subscribers whose arguments match it; a remote student's
 * phone watches the notices addressed to its app uuid (its exit message, docs/sessions.md).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FieldResolvers } from '../field';

const noticeInput = z.object({
  input: z.object({
    site: z.string().min(1),
    spot: z.string().min(1).nullish(),
    app: z.string().min(1).nullish(),
    noti: z.string().min(1).max(64),
    text: z.string().min(1).max(2000),
  }),
});

export const noticeResolvers: FieldResolvers = {
  'Mutation.publishNotice': async (args, { services }) => {
    const { input } = noticeInput.parse(args);
    const notice = {
      _id: randomUUID(),
      site: input.site,
      spot: input.spot ?? null,
      app: input.app ?? null,
      noti: input.noti,
      text: input.text,
      createdAt: new Date().toISOString(),
    };
    await services.entities.create('NOTICE', notice, { siteId: notice.site, spotId: notice.spot });
    return notice;
  },
  // Runs when a client subscribes: the policy has checked that a user may watch this site, or
  // that an app token names its own uuid and its class's site, or its own class.
  'Subscription.onNotice': async () => null,
};
