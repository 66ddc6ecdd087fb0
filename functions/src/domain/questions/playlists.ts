/**
 * Quiz Express playlists (spec sections 3 PlayList and 4 Playlist): a title and a list of
 * questions in order, owned by one teacher and listed under them. Items must be questions the
 * caller may read when the list is saved; a view shows a question the caller can no longer read
 * (removed, share overdue) as null. Only the owner changes a playlist; system and admin may read.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import { seesEverySite } from '../../auth/tenancy';
import type { EntityRepository } from '../../data/entities';
import { counterKey, ownerPartition } from '../../data/keys';
import { buildFilter, type ListReader } from '../../data/lists';
import type { PlayListRecord } from '../../data/records';
import type { PlayList } from '../../generated/graphql';
import { badRequest, forbidden } from '../../kernel/errors';
import type { PageRequest } from '../../kernel/paging';
import { idSchema, jsonInput, jsonOutput, parseArgs, requiredText } from '../../kernel/validation';
import { catalogFilter } from '../catalog/catalog-collection';
import type { QuestionAccess } from './question-access';
import type { QuestionService } from './questions';

const MAX_ITEMS = 500;
const item = z.object({
  order: z.number().int('INVALID_ORDER').min(0, 'INVALID_ORDER'),
  question: idSchema,
  externalDB: z.string().trim().max(200, 'TOO_LONG').nullish(),
});
// The item count is checked before parsing (assertListSize), where the error can name the limit.
const items = z.array(item);
const playListInput = z.object({
  title: requiredText('title', 200),
  description: z.string().trim().max(2000, 'TOO_LONG:description').nullish(),
  list: items.nullish(),
});
const playListPatch = z.object({
  title: requiredText('title', 200).nullish(),
  description: z.string().trim().max(2000, 'TOO_LONG:description').nullish(),
  info: jsonInput.nullish(),
});

/** More than MAX_ITEMS entries: refused with the limit, before each entry is parsed. */
function assertListSize(rawList: unknown): void {
  if (Array.isArray(rawList) && rawList.length > MAX_ITEMS)
    throw badRequest('TOO_MANY_PLAYLIST_ITEMS', `A playlist holds at most ${MAX_ITEMS} questions.`, {
      max: MAX_ITEMS,
    });
}

/** The same question twice: a run asks each question once, so a repeat is a mistake of the client. */
function assertNoRepeat(list: z.infer<typeof items>): void {
  const seen = new Set<string>();
  for (const [index, entry] of list.entries()) {
    if (seen.has(entry.question))
      throw badRequest('DUPLICATE_PLAYLIST_QUESTION', `Question ${entry.question} is in the list twice.`, {
        index,
        question: entry.question,
      });
    seen.add(entry.question);
  }
}

export class PlayListService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
    private readonly access: QuestionAccess,
    private readonly questions: QuestionService,
  ) {}

  private async views(caller: UserCaller, records: PlayListRecord[]): Promise<PlayList[]> {
    const readable = await this.access.readable(
      caller,
      records.flatMap((record) => record.list.map((entry) => entry.questionId)),
    );
    const questions = new Map((await this.questions.views([...readable.values()])).map((q) => [q._id, q]));
    return records.map((record) => ({
      _id: record._id,
      title: record.title,
      description: record.description,
      list: record.list.map((entry) => ({
        order: entry.order,
        question: questions.get(entry.questionId) ?? null,
        externalDB: entry.externalDB,
      })),
      info: jsonOutput(record.info),
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    }));
  }

  private async view(caller: UserCaller, record: PlayListRecord): Promise<PlayList> {
    return (await this.views(caller, [record]))[0] as PlayList;
  }

  /**
   * Items in the given order; every question readable by the caller (UNKNOWN_QUESTION otherwise)
   * and named once (DUPLICATE_PLAYLIST_QUESTION with the repeat's 0-based index otherwise).
   */
  private async items(caller: UserCaller, list: z.infer<typeof items>): Promise<PlayListRecord['list']> {
    const orders = new Set(list.map((entry) => entry.order));
    if (orders.size !== list.length) throw badRequest('INVALID_ORDER', 'Two items have the same order.');
    assertNoRepeat(list);
    const readable = await this.access.readable(
      caller,
      list.map((entry) => entry.question),
    );
    for (const [index, entry] of list.entries()) {
      if (!readable.has(entry.question))
        throw badRequest('UNKNOWN_QUESTION', `Question ${entry.question} is not in your library.`, {
          index,
          question: entry.question,
        });
    }
    return [...list]
      .sort((a, b) => a.order - b.order)
      .map((entry) => ({
        order: entry.order,
        questionId: entry.question,
        externalDB: entry.externalDB ?? null,
      }));
  }

  /** Ownership, not tenancy: a playlist belongs to one teacher. */
  private async owned(caller: UserCaller, id: string): Promise<PlayListRecord> {
    const found = await this.entities.get<PlayListRecord>('PLAYLIST', id);
    if (!found || found.ownerId !== caller.userId) throw forbidden();
    return found;
  }

  async list(caller: UserCaller, request: PageRequest, rawFilter: unknown) {
    const filter = parseArgs(catalogFilter, rawFilter) ?? {};
    const page = await this.lists.page<PlayListRecord>(
      {
        index: 'byLookup',
        partition: ownerPartition('PLAYLIST', caller.userId),
        counter: counterKey('PLAYLIST', `OWNER#${caller.userId}`),
      },
      request,
      buildFilter({}, { text: filter.q, attributes: ['title', 'description'] }),
    );
    return { data: await this.views(caller, page.data), total: page.total };
  }

  async get(caller: UserCaller, id: string): Promise<PlayList | null> {
    // Ownership, not tenancy: the owner reads it, and system and admin who read every library.
    const found = await this.entities.get<PlayListRecord>('PLAYLIST', id);
    if (found && (found.ownerId === caller.userId || seesEverySite(caller))) return this.view(caller, found);
    if (!found && seesEverySite(caller)) return null;
    throw forbidden();
  }

  async create(caller: UserCaller, rawInput: unknown): Promise<PlayList> {
    if (typeof rawInput === 'object' && rawInput !== null)
      assertListSize((rawInput as { list?: unknown }).list);
    const input = parseArgs(playListInput, rawInput);
    const now = new Date().toISOString();
    const record: PlayListRecord = {
      _id: randomUUID(),
      title: input.title,
      description: input.description ?? null,
      list: await this.items(caller, input.list ?? []),
      info: null,
      ownerId: caller.userId,
      createdAt: now,
      updatedAt: now,
    };
    await this.entities.create('PLAYLIST', record, { ownerId: caller.userId });
    return this.view(caller, record);
  }

  private async change(caller: UserCaller, id: string, changes: Partial<PlayListRecord>): Promise<PlayList> {
    await this.owned(caller, id);
    const updated = await this.entities.update<PlayListRecord>('PLAYLIST', id, {
      ...changes,
      updatedAt: new Date().toISOString(),
    });
    return this.view(caller, updated);
  }

  async updateTitle(caller: UserCaller, id: string, rawTitle: unknown): Promise<PlayList> {
    const title = parseArgs(requiredText('title', 200), rawTitle);
    return this.change(caller, id, { title });
  }

  /** Replaces the list. */
  async updateList(caller: UserCaller, id: string, rawList: unknown): Promise<PlayList> {
    assertListSize(rawList);
    const list = parseArgs(items, rawList);
    await this.owned(caller, id);
    return this.change(caller, id, { list: await this.items(caller, list) });
  }

  async patch(caller: UserCaller, id: string, rawPatch: unknown): Promise<PlayList> {
    const patch = parseArgs(playListPatch, rawPatch);
    return this.change(caller, id, {
      title: patch.title ?? undefined,
      description: patch.description,
      info: patch.info,
    });
  }

  async remove(caller: UserCaller, id: string): Promise<{ success: boolean }> {
    const found = await this.owned(caller, id);
    await this.entities.remove('PLAYLIST', found._id, { ownerId: found.ownerId });
    return { success: true };
  }
}
