/**
 * Who may read which question (docs/questions.md "Access"): the owner; system and admin (spec
 * section 6 "admins"); and a teacher something was shared with, while the share is not overdue
 * (a library share grants every question of `from`, a question share only the listed ones).
 * Nobody but the owner changes a question. Questions, playlists and shares all read access here.
 */
import type { UserCaller } from '../../auth/caller';
import { seesEverySite } from '../../auth/tenancy';
import type { EntityRepository } from '../../data/entities';
import { ownerPartition, recipientPartition } from '../../data/keys';
import type { ListReader } from '../../data/lists';
import type { QuestionRecord, QuestionShareRecord } from '../../data/records';
import { logError } from '../../kernel/log';

/** A whole partition read at once: one user's library or shares (bounded by the import limits). */
const WHOLE = { page: 0, perPage: 1_000_000 } as const;

export const isOverdue = (share: { duedate: string }, now = Date.now()) => Date.parse(share.duedate) < now;

export class QuestionAccess {
  constructor(
    readonly entities: EntityRepository,
    readonly lists: ListReader,
  ) {}

  /**
   * Question.isUsed: set by a question's first start only (a later start reads usedAt and skips
   * it), so it costs one write per question, not per class. The class has started by then: a
   * failure (the question deleted meanwhile) is logged, not thrown.
   */
  async markUsed(questionId: string, now: string): Promise<void> {
    try {
      await this.entities.update('QUESTION', questionId, { usedAt: now });
    } catch (error) {
      logError('Question used mark failed', { question: questionId, error: String(error) });
    }
  }

  /** Every question one user owns. */
  async library(ownerId: string): Promise<QuestionRecord[]> {
    const page = await this.lists.page<QuestionRecord>(
      { index: 'byLookup', partition: ownerPartition('QUESTION', ownerId) },
      WHOLE,
    );
    return page.data;
  }

  /** Shares made to a user, overdue or not. */
  async sharesTo(userId: string): Promise<QuestionShareRecord[]> {
    const page = await this.lists.page<QuestionShareRecord>(
      { index: 'byTenant', partition: recipientPartition('QUESTIONSHARE', userId) },
      WHOLE,
    );
    return page.data;
  }

  /** Shares a user made, overdue or not. */
  async sharesFrom(userId: string): Promise<QuestionShareRecord[]> {
    const page = await this.lists.page<QuestionShareRecord>(
      { index: 'byLookup', partition: ownerPartition('QUESTIONSHARE', userId) },
      WHOLE,
    );
    return page.data;
  }

  async activeSharesTo(userId: string): Promise<QuestionShareRecord[]> {
    const now = Date.now();
    return (await this.sharesTo(userId)).filter((share) => !isOverdue(share, now));
  }

  /** A reader for many questions: the caller's active shares are read once. */
  async reader(caller: UserCaller): Promise<(question: QuestionRecord) => boolean> {
    if (seesEverySite(caller)) return () => true;
    const shares = await this.activeSharesTo(caller.userId);
    return (question) =>
      question.ownerId === caller.userId ||
      shares.some(
        (share) =>
          share.fromId === question.ownerId &&
          (share.questionIds === null || share.questionIds.includes(question._id)),
      );
  }

  /** The questions among `ids` the caller may read (the others are left out). */
  async readable(caller: UserCaller, ids: string[]): Promise<Map<string, QuestionRecord>> {
    const found = await this.entities.getMany<QuestionRecord>('QUESTION', ids);
    const canRead = await this.reader(caller);
    for (const [id, question] of found) if (!canRead(question)) found.delete(id);
    return found;
  }

  /** Every question shared with the caller by shares that are not overdue, each once. */
  async sharedWith(caller: UserCaller): Promise<QuestionRecord[]> {
    const shares = await this.activeSharesTo(caller.userId);
    const all = new Map<string, QuestionRecord>();
    const libraries = new Set(shares.filter((share) => share.questionIds === null).map((s) => s.fromId));
    for (const ownerId of libraries)
      for (const question of await this.library(ownerId)) all.set(question._id, question);
    const picked = shares.filter((share) => share.questionIds !== null && !libraries.has(share.fromId));
    const ids = picked.flatMap((share) => share.questionIds ?? []);
    const found = await this.entities.getMany<QuestionRecord>('QUESTION', ids);
    for (const share of picked) {
      for (const id of share.questionIds ?? []) {
        const question = found.get(id);
        if (question && question.ownerId === share.fromId) all.set(id, question);
      }
    }
    return [...all.values()].filter((question) => question.ownerId !== caller.userId);
  }
}
