/**
 * System notices to a classroom or a remote app. The mutation's result is what AppSync (or the
 * local gateway) pushes to `onNotice` subscribers whose arguments match it.
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
  // Runs when a client subscribes: the policy has checked the caller may watch this site.
  'Subscription.onNotice': () => null,
};
