/**
 * Messages to a site (spec section 3 "Message": text, site). Tenant data: a message lives in its
 * site's list, so system and admin see every site's, a distributor its sites', a manager its own.
 * A new message is also sent as a system notice (noti "MESSAGE") to every classroom of its site,
 * one notice per classroom: the class screens and the phones watch `onNotice` of their own
 * classroom (a phone may watch nothing wider), so a site-wide notice would reach none of them.
 * Sending is best effort, the stored message is what counts.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import { tenantPartition } from '../../data/keys';
import { buildFilter } from '../../data/lists';
import type { SpotRecord } from '../../data/records';
import type { MessageRecord } from '../../data/system-data-records';
import type { NoticePublisher } from '../../devices/graphql-notices';
import type { Message } from '../../generated/graphql';
import { badRequest, notFound } from '../../kernel/errors';
import { logError } from '../../kernel/log';
import type { PageRequest } from '../../kernel/paging';
import { idSchema, parseArgs, requiredText } from '../../kernel/validation';
import { type ScopedDeps, scopedPage } from '../scoped';

/** The notice kind class screens receive for a message. */
export const MESSAGE_NOTI = 'MESSAGE';
/** A school has tens of classrooms; this bounds the fan-out of one message. */
const MAX_ANNOUNCED_SPOTS = 500;

const messageText = requiredText('text', 2000);
const messageInput = z.object({ text: messageText, site: idSchema });
const messagePatch = z.object({ text: messageText });
const messageFilter = z
  .object({ q: z.string().trim().max(100).nullish(), site: idSchema.nullish() })
  .nullish();

export class MessageService {
  constructor(
    private readonly deps: ScopedDeps,
    private readonly notices: NoticePublisher,
    private readonly log: (message: string, details: Record<string, unknown>) => void = logError,
  ) {}

  private async views(records: MessageRecord[]): Promise<Message[]> {
    const ids = records.map((record) => record.siteId);
    const sites = await this.deps.entities.getMany<{ _id: string; name: string }>('SITE', ids);
    return records.map((record) => {
      const site = sites.get(record.siteId);
      return {
        _id: record._id,
        text: record.text,
        site: site ? { _id: site._id, name: site.name } : null,
        createdAt: record.createdAt,
        updatedAt: record.updatedAt,
      };
    });
  }

  async list(caller: UserCaller, request: PageRequest, rawFilter: unknown) {
    const filter = parseArgs(messageFilter, rawFilter) ?? {};
    const page = await scopedPage<MessageRecord>(
      this.deps,
      'MESSAGE',
      caller,
      request,
      { site: filter.site },
      buildFilter({}, { text: filter.q, attributes: ['text'] }),
    );
    return { data: await this.views(page.data), total: page.total };
  }

  /** The policy has checked that the caller reaches `input.site`. */
  async create(caller: UserCaller, raw: unknown): Promise<Message> {
    const input = parseArgs(messageInput, raw);
    if (!(await this.deps.entities.get('SITE', input.site)))
      throw badRequest('UNKNOWN_SITE', `Site ${input.site} does not exist.`);
    const now = new Date().toISOString();
    const record: MessageRecord = {
      _id: randomUUID(),
      text: input.text,
      siteId: input.site,
      userId: caller.userId,
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.entities.create('MESSAGE', record, { siteId: record.siteId });
    await this.announce(record);
    return (await this.views([record]))[0] as Message;
  }

  /** One notice per classroom of the message's site, at once; a failure is logged, never thrown. */
  private async announce(record: MessageRecord): Promise<void> {
    const failed = (error: unknown) =>
      this.log('Message notice was not published', {
        message: record._id,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
    try {
      const spots = await this.deps.lists.page<SpotRecord>(
        { index: 'byTenant', partition: tenantPartition('SPOT', record.siteId) },
        { page: 0, perPage: MAX_ANNOUNCED_SPOTS },
      );
      await Promise.all(
        spots.data.map((spot) =>
          this.notices
            .publish({ site: record.siteId, spot: spot._id, noti: MESSAGE_NOTI, text: record.text })
            .catch(failed),
        ),
      );
    } catch (error) {
      failed(error);
    }
  }

  /** A message of another tenant is Forbidden, the same answer as one that does not exist. */
  private async held(caller: UserCaller, id: string): Promise<MessageRecord> {
    const record = await this.deps.entities.get<MessageRecord>('MESSAGE', id);
    await this.deps.tenancy.assertHolds(caller, record ? record.siteId : null);
    if (!record) throw notFound('Message');
    return record;
  }

  async patch(caller: UserCaller, id: string, raw: unknown): Promise<Message> {
    const input = parseArgs(messagePatch, raw);
    await this.held(caller, id);
    const updated = await this.deps.entities.update<MessageRecord>('MESSAGE', id, {
      text: input.text,
      updatedAt: new Date().toISOString(),
    });
    return (await this.views([updated]))[0] as Message;
  }

  async remove(caller: UserCaller, id: string): Promise<{ success: boolean }> {
    const record = await this.held(caller, id);
    await this.deps.entities.remove('MESSAGE', id, { siteId: record.siteId });
    return { success: true };
  }
}
