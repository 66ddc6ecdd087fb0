/**
 * The question library of a teacher (spec sections 3 Question, 5 and 9; docs/questions.md):
 * questions are owned by a user and listed under their owner (keys.ts ownerPartition). Reads go
 * through QuestionAccess (owner, admins, active shares); every change is for the owner only, and
 * a question the caller may not read is answered exactly like a missing one (Forbidden).
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import { seesEverySite } from '../../auth/tenancy';
import type { EntityRepository } from '../../data/entities';
import { counterKey, ownerPartition } from '../../data/keys';
import { buildFilter, type ListReader } from '../../data/lists';
import type { CategoryRecord, QuestionRecord, UserRecord } from '../../data/records';
import type { Question } from '../../generated/graphql';
import { AppError, badRequest, ERROR_CODES, forbidden } from '../../kernel/errors';
import { type PageRequest, pageOf } from '../../kernel/paging';
import { parseArgs } from '../../kernel/validation';
import type { QuestionAccess } from './question-access';
import type { QuestionOrders } from './question-order';
import {
  type Content,
  checkContent,
  filteringInput,
  ids,
  MAX_BULK,
  MAX_IMPORT,
  mainTitle,
  matches,
  orderList,
  questionFilter,
  questionInput,
  questionPatch,
  SORT_FIELDS,
  sorted,
} from './question-rules';
import { choiceOf, questionView } from './question-view';

export class QuestionService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
    private readonly access: QuestionAccess,
    private readonly orders: QuestionOrders,
  ) {}

  async views(records: QuestionRecord[]): Promise<Question[]> {
    const owners = await this.entities.getMany<UserRecord>(
      'USER',
      records.map((record) => record.ownerId),
    );
    return records.map((record) => questionView(record, owners.get(record.ownerId)));
  }

  private async view(record: QuestionRecord): Promise<Question> {
    return (await this.views([record]))[0] as Question;
  }

  private scope(record: QuestionRecord) {
    return { siteId: record.siteId, ownerId: record.ownerId };
  }

  /** The caller's own question; anything else (missing or another's) is Forbidden. Ownership, not tenancy. */
  async owned(caller: UserCaller, id: string): Promise<QuestionRecord> {
    const found = await this.entities.get<QuestionRecord>('QUESTION', id);
    if (!found || found.ownerId !== caller.userId) throw forbidden();
    return found;
  }

  private async ownedMany(caller: UserCaller, list: string[]): Promise<QuestionRecord[]> {
    if (new Set(list).size !== list.length) throw badRequest('DUPLICATE_ID', 'An id appears twice.');
    const found = await this.entities.getMany<QuestionRecord>('QUESTION', list);
    return list.map((id) => {
      const record = found.get(id);
      if (!record || record.ownerId !== caller.userId) throw forbidden();
      return record;
    });
  }

  async list(
    caller: UserCaller,
    request: PageRequest,
    rawFilter: unknown,
    sortOrder: unknown,
    sortField: unknown,
    shared: unknown,
  ) {
    const filter = parseArgs(questionFilter, rawFilter) ?? {};
    const field = sortField ?? 'createdAt';
    if (!SORT_FIELDS.includes(field as (typeof SORT_FIELDS)[number]))
      throw badRequest('INVALID_SORT_FIELD', `sortField is one of ${SORT_FIELDS.join(', ')}.`);
    const order = sortOrder === 'asc' ? 'asc' : 'desc';
    // The common case (own library, newest first, no text search) pages on the index with a counter.
    if (shared !== true && field === 'createdAt' && order === 'desc' && !filter.q) {
      const page = await this.lists.page<QuestionRecord>(
        {
          index: 'byLookup',
          partition: ownerPartition('QUESTION', caller.userId),
          counter: counterKey('QUESTION', `OWNER#${caller.userId}`),
        },
        request,
        buildFilter({
          group: filter.group,
          active: filter.active,
          type: filter.type,
          answerType: filter.answerType,
          'category._id': filter.category,
        }),
      );
      return { data: await this.views(page.data), total: page.total };
    }
    const all =
      shared === true ? await this.access.sharedWith(caller) : await this.access.library(caller.userId);
    const page = pageOf(
      sorted(
        all.filter((record) => matches(record, filter)),
        field as (typeof SORT_FIELDS)[number],
        order,
      ),
      request,
    );
    return { data: await this.views(page.data), total: page.total };
  }

  async get(caller: UserCaller, id: string): Promise<Question | null> {
    // Not tenancy: a question is read by its owner, its active shares' recipients, system and admin.
    const found = await this.entities.get<QuestionRecord>('QUESTION', id);
    if (!found) {
      if (seesEverySite(caller)) return null;
      throw forbidden();
    }
    if (!(await this.access.reader(caller))(found)) throw forbidden();
    return this.view(found);
  }

  /** By ids (unreadable ones left out) or by filter over the caller's own and shared questions. */
  async filtering(caller: UserCaller, rawInput: unknown): Promise<Question[]> {
    const input = parseArgs(filteringInput, rawInput);
    let records: QuestionRecord[];
    if (input.ids) {
      const found = await this.access.readable(caller, input.ids);
      records = input.ids.map((id) => found.get(id)).filter((record): record is QuestionRecord => !!record);
    } else {
      // The caller's library first, then what is shared, each in its owner's order.
      records = [
        ...sorted(await this.access.library(caller.userId), 'order', 'asc'),
        ...sorted(await this.access.sharedWith(caller), 'order', 'asc'),
      ];
    }
    return this.views(records.filter((record) => matches(record, input)).slice(0, MAX_BULK));
  }

  private async categoryRefs(list: (string | null | undefined)[]) {
    const wanted = list.filter((id): id is string => Boolean(id));
    const found = await this.entities.getMany<CategoryRecord>('CATEGORY', wanted);
    return (id: string | null | undefined) => {
      if (!id) return null;
      const category = found.get(id);
      if (!category)
        throw badRequest('UNKNOWN_CATEGORY', `Category ${id} does not exist.`, { field: 'category' });
      return { _id: category._id, title: category.title };
    };
  }

  private content(
    input: z.infer<typeof questionInput>,
    category: { _id: string; title: string | null } | null,
    order: number,
  ): Content {
    return checkContent({
      title: { main: input.title.main, en: input.title.en ?? null, es: input.title.es ?? null },
      description: input.description ?? null,
      type: input.type,
      answerType: input.answerType,
      difficulty: input.difficulty ?? null,
      selection: (input.selection ?? []).map(choiceOf),
      correct: input.correct ?? null,
      active: input.active ?? true,
      order: input.order ?? order,
      group: input.group ?? null,
      externalDB: input.externalDB ?? null,
      category,
      grade: input.grade ?? null,
      subject: input.subject ?? null,
      unit: input.unit ?? null,
      required: input.required ?? null,
      sound: input.sound ?? null,
      audio: input.audio ?? null,
      image: input.image ?? null,
      link: input.link ?? null,
      ballot: input.ballot ?? null,
      mbti: input.mbti ?? null,
    });
  }

  private record(caller: UserCaller, content: Content, now: string): QuestionRecord {
    return {
      ...content,
      _id: randomUUID(),
      ownerId: caller.userId,
      siteId: caller.siteId,
      createdAt: now,
      updatedAt: now,
    };
  }

  async create(caller: UserCaller, rawInput: unknown): Promise<Question> {
    const input = parseArgs(questionInput, rawInput);
    const category = (await this.categoryRefs([input.category]))(input.category);
    const content = this.content(input, category, 0);
    const order = await this.orders.placeOne(caller.userId, { order: input.order ?? null });
    const record = this.record(caller, { ...content, order }, new Date().toISOString());
    await this.entities.create('QUESTION', record, this.scope(record));
    return this.view(record);
  }

  /**
   * The Excel import: every item is checked before anything is written (the first bad item's
   * 0-based index is in errorInfo.index); then all are written in batches, and if a write fails
   * midway what this call wrote is deleted again before the error is passed on.
   */
  async createMany(caller: UserCaller, rawInputs: unknown): Promise<Question[]> {
    if (!Array.isArray(rawInputs)) throw badRequest('INVALID_INPUT', 'A list of questions is expected.');
    if (rawInputs.length > MAX_IMPORT)
      throw badRequest('TOO_MANY_QUESTIONS', `At most ${MAX_IMPORT} questions at once.`, { max: MAX_IMPORT });
    const inputs = rawInputs.map((raw, index) => atIndex(index, () => parseArgs(questionInput, raw)));
    const categories = await this.categoryRefs(inputs.map((input) => input.category));
    const contents = inputs.map((input, index) =>
      atIndex(index, () => this.content(input, categories(input.category), 0)),
    );
    // Orders only once every item is valid: a refused import takes none.
    const orders = await this.orders.place(
      caller.userId,
      inputs.map((input) => ({ order: input.order ?? null })),
    );
    const now = new Date().toISOString();
    // place answers one order per item asked.
    const records = contents.map((content, index) =>
      this.record(caller, { ...content, order: orders[index] as number }, now),
    );
    try {
      await this.entities.createMany(
        'QUESTION',
        records.map((record) => ({ record, scope: this.scope(record) })),
      );
    } catch (error) {
      await this.entities.discardMany(
        'QUESTION',
        records.map((record) => record._id),
      );
      throw error;
    }
    return this.views(records);
  }

  async update(caller: UserCaller, id: string, rawInput: unknown): Promise<Question> {
    const input = parseArgs(questionInput, rawInput);
    const found = await this.owned(caller, id);
    const category = (await this.categoryRefs([input.category]))(input.category);
    const content = this.content(input, category, found.order ?? 0);
    await this.orderChange(found, input.order);
    const updated = await this.entities.update<QuestionRecord>('QUESTION', id, {
      ...content,
      updatedAt: new Date().toISOString(),
    });
    return this.view(updated);
  }

  private async patched(found: QuestionRecord, patch: z.infer<typeof questionPatch>): Promise<Content> {
    const category =
      patch.category === undefined
        ? (found.category ?? null)
        : (await this.categoryRefs([patch.category]))(patch.category);
    const keep = <K extends keyof typeof patch>(key: K, current: unknown) =>
      patch[key] === undefined ? current : patch[key];
    const { _id, ownerId, siteId, createdAt, updatedAt, ...current } = found;
    return checkContent({
      ...current,
      title: patch.title
        ? { main: patch.title.main, en: patch.title.en ?? null, es: patch.title.es ?? null }
        : { main: mainTitle(found), en: found.title.en ?? null, es: found.title.es ?? null },
      selection: patch.selection ? patch.selection.map(choiceOf) : (found.selection ?? []),
      active: patch.active ?? found.active,
      order: patch.order ?? found.order,
      category,
      description: keep('description', found.description ?? null) as string | null,
      group: keep('group', found.group ?? null) as string | null,
      grade: keep('grade', found.grade ?? null) as number | null,
      subject: keep('subject', found.subject ?? null) as string | null,
      unit: keep('unit', found.unit ?? null) as string | null,
      correct: keep('correct', found.correct ?? null) as string | null,
      required: keep('required', found.required ?? null) as boolean | null,
      sound: keep('sound', found.sound ?? null) as string | null,
      difficulty: keep('difficulty', found.difficulty ?? null) as Content['difficulty'],
      audio: keep('audio', found.audio ?? null) as string | null,
      image: keep('image', found.image ?? null) as string | null,
      link: keep('link', found.link ?? null) as string | null,
    });
  }

  async patch(caller: UserCaller, id: string, rawPatch: unknown): Promise<Question> {
    const patch = parseArgs(questionPatch, rawPatch);
    const found = await this.owned(caller, id);
    const content = await this.patched(found, patch);
    await this.orderChange(found, patch.order);
    const updated = await this.entities.update<QuestionRecord>('QUESTION', id, {
      ...content,
      updatedAt: new Date().toISOString(),
    });
    return this.view(updated);
  }

  /** One patch on many questions: every one is owned and stays valid, or nothing changes. */
  async patchMany(caller: UserCaller, rawIds: unknown, rawPatch: unknown): Promise<{ success: boolean }> {
    const list = parseArgs(ids, rawIds);
    const patch = parseArgs(questionPatch, rawPatch);
    const found = await this.ownedMany(caller, list);
    // One order for many questions would repeat it.
    if (patch.order != null && found.length > 1)
      throw badRequest('ORDER_TAKEN', 'One order cannot be given to several questions.', { field: 'order' });
    if (found[0]) await this.orderChange(found[0], patch.order);
    const plans: { id: string; content: Content }[] = [];
    for (const [index, record] of found.entries())
      plans.push({ id: record._id, content: await atIndex(index, () => this.patched(record, patch)) });
    const now = new Date().toISOString();
    for (const { id, content } of plans)
      await this.entities.update('QUESTION', id, { ...content, updatedAt: now });
    return { success: true };
  }

  async remove(caller: UserCaller, id: string): Promise<{ success: boolean }> {
    const found = await this.owned(caller, id);
    await this.entities.remove('QUESTION', found._id, this.scope(found));
    return { success: true };
  }

  async removeMany(caller: UserCaller, rawIds: unknown): Promise<{ success: boolean }> {
    const found = await this.ownedMany(caller, parseArgs(ids, rawIds));
    for (const record of found) await this.entities.remove('QUESTION', record._id, this.scope(record));
    return { success: true };
  }

  /** A named order for a stored question: checked free unless it is the one it holds. */
  private async orderChange(found: QuestionRecord, order: number | null | undefined): Promise<void> {
    if (order == null || order === found.order) return;
    await this.orders.placeOne(found.ownerId, { id: found._id, order });
  }

  /**
   * Drag to reorder: every entry is the caller's question with an order >= 0, no two alike, or
   * nothing changes. Afterwards orders the library repeats (older data, or a page renumbered by
   * position) are made unique, keeping the list's sequence (QuestionOrders.settle).
   */
  async reorder(caller: UserCaller, rawList: unknown): Promise<{ success: boolean }> {
    const list = parseArgs(orderList, rawList);
    if (new Set(list.map((entry) => entry.order)).size !== list.length)
      throw badRequest('INVALID_ORDER', 'Two questions have the same order.', { field: 'order' });
    await this.ownedMany(
      caller,
      list.map((entry) => entry._id),
    );
    const now = new Date().toISOString();
    for (const entry of list)
      await this.entities.update('QUESTION', entry._id, { order: entry.order, updatedAt: now });
    await this.orders.settle(caller.userId, list);
    return { success: true };
  }
}

/** Runs a check of the item at `index`, adding the index to a BadRequest it throws. */
function atIndex<T>(index: number, check: () => T): T {
  const add = (error: unknown): never => {
    if (error instanceof AppError && error.code === ERROR_CODES.BAD_REQUEST)
      throw new AppError(error.code, `Question ${index + 1}: ${error.message}`, { ...error.info, index });
    throw error;
  };
  try {
    const result = check();
    return result instanceof Promise ? (result.catch(add) as T) : result;
  } catch (error) {
    return add(error);
  }
}
