/**
 * Sharing questions between teachers (spec section 3 QuestionShare, 9; docs/questions.md
 * "Shares"): one share per recipient, listed under the teacher who made it (owner partition)
 * and under the recipient (recipient partition). A share grants read access until its due date;
 * overDuedate is derived on every read, so nothing has to expire it.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import { seesEverySite } from '../../auth/tenancy';
import type { EntityRepository } from '../../data/entities';
import { counterKey, ownerPartition, recipientPartition } from '../../data/keys';
import type { ListReader } from '../../data/lists';
import type { QuestionRecord, QuestionShareRecord, UserRecord } from '../../data/records';
import type { QuestionShare } from '../../generated/graphql';
import { badRequest, forbidden } from '../../kernel/errors';
import { type PageRequest, pageOf } from '../../kernel/paging';
import { isConsoleRole } from '../../kernel/roles';
import { idSchema, parseArgs } from '../../kernel/validation';
import { userRef } from '../scoped';
import { isOverdue } from './question-access';
import { MAX_IMPORT } from './question-rules';

const shareInput = z.object({
  to: z.array(idSchema).min(1, 'REQUIRED_FIELD_MSG:to').max(100, 'TOO_MANY_IDS'),
  questions: z.array(idSchema).max(MAX_IMPORT, 'TOO_MANY_IDS').nullish(),
  duedate: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'INVALID_DUEDATE'),
  externalDB: z.string().trim().max(200, 'TOO_LONG').nullish(),
});
const shareFilter = z.object({ overdue: z.boolean().nullish(), everyone: z.boolean().nullish() }).nullish();
const ids = z.array(idSchema).min(1, 'REQUIRED_IDS').max(1000, 'TOO_MANY_IDS');

export class QuestionShareService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
  ) {}

  private async views(records: QuestionShareRecord[]): Promise<QuestionShare[]> {
    const users = await this.entities.getMany<UserRecord>(
      'USER',
      records.flatMap((record) => [record.fromId, record.toId]),
    );
    const ref = (id: string) => {
      const user = users.get(id);
      return user
        ? userRef(user)
        : { _id: id, uid: '', firstname: null, lastname: null, no: null, info: null };
    };
    const now = Date.now();
    return records.map((record) => ({
      _id: record._id,
      from: ref(record.fromId),
      to: ref(record.toId),
      duedate: record.duedate,
      externalDB: record.externalDB,
      questions: record.questionIds,
      overDuedate: isOverdue(record, now),
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    }));
  }

  private scope(record: QuestionShareRecord) {
    return { ownerId: record.fromId, recipientId: record.toId };
  }

  async list(caller: UserCaller, request: PageRequest, rawFilter: unknown, shared: unknown) {
    const filter = parseArgs(shareFilter, rawFilter) ?? {};
    // The system list of shares (/admin/system/setting/questionShare): every user's, newest first.
    if (filter.everyone && !seesEverySite(caller)) throw forbidden();
    const source = filter.everyone
      ? { index: 'byType' as const, partition: 'QUESTIONSHARE', counter: counterKey('QUESTIONSHARE', 'ALL') }
      : shared === true
        ? {
            index: 'byTenant' as const,
            partition: recipientPartition('QUESTIONSHARE', caller.userId),
            counter: counterKey('QUESTIONSHARE', `TO#${caller.userId}`),
          }
        : {
            index: 'byLookup' as const,
            partition: ownerPartition('QUESTIONSHARE', caller.userId),
            counter: counterKey('QUESTIONSHARE', `OWNER#${caller.userId}`),
          };
    if (filter.overdue == null) {
      const page = await this.lists.page<QuestionShareRecord>(source, request);
      return { data: await this.views(page.data), total: page.total };
    }
    // Overdue is derived from the clock, so it is filtered here, over one user's shares.
    const all = await this.lists.page<QuestionShareRecord>(
      { index: source.index, partition: source.partition },
      { page: 0, perPage: 1_000_000 },
    );
    const now = Date.now();
    const page = pageOf(
      all.data.filter((share) => isOverdue(share, now) === filter.overdue),
      request,
    );
    return { data: await this.views(page.data), total: page.total };
  }

  async create(caller: UserCaller, rawInput: unknown): Promise<QuestionShare[]> {
    const input = parseArgs(shareInput, rawInput);
    if (Date.parse(input.duedate) <= Date.now())
      throw badRequest('INVALID_DUEDATE', 'The due date must be in the future.', { field: 'duedate' });
    const recipients = [...new Set(input.to)];
    if (recipients.includes(caller.userId))
      throw badRequest('SHARE_WITH_SELF', 'You cannot share with yourself.', { field: 'to' });
    const users = await this.entities.getMany<UserRecord>('USER', recipients);
    for (const id of recipients) {
      const user = users.get(id);
      if (!user?.active || !isConsoleRole(user.role))
        throw badRequest('UNKNOWN_USER', `User ${id} is not a teacher.`, { field: 'to', user: id });
    }
    let questionIds: string[] | null = null;
    if (input.questions) {
      questionIds = [...new Set(input.questions)];
      const found = await this.entities.getMany<QuestionRecord>('QUESTION', questionIds);
      // Only one's own questions can be shared; another's or a missing one is Forbidden alike.
      if (questionIds.some((id) => found.get(id)?.ownerId !== caller.userId)) throw forbidden();
    }
    const now = new Date().toISOString();
    const records = recipients.map(
      (toId): QuestionShareRecord => ({
        _id: randomUUID(),
        fromId: caller.userId,
        toId,
        duedate: new Date(input.duedate).toISOString(),
        questionIds,
        externalDB: input.externalDB ?? null,
        createdAt: now,
        updatedAt: now,
      }),
    );
    for (const record of records) await this.entities.create('QUESTIONSHARE', record, this.scope(record));
    return this.views(records);
  }

  /** Removes shares the caller made (system and admin: any); all are checked before any is removed. */
  async remove(caller: UserCaller, rawIds: unknown): Promise<{ success: boolean }> {
    const list = [...new Set(parseArgs(ids, rawIds))];
    const found = await this.entities.getMany<QuestionShareRecord>('QUESTIONSHARE', list);
    const records = list.map((id) => {
      const record = found.get(id);
      // Ownership, not tenancy: the sharer removes a share, or system and admin.
      if (!record || (record.fromId !== caller.userId && !seesEverySite(caller))) throw forbidden();
      return record;
    });
    for (const record of records) await this.entities.remove('QUESTIONSHARE', record._id, this.scope(record));
    return { success: true };
  }
}
