/**
 * One system-wide type of the catalog (products, services, categories): list, get, create,
 * update and remove, with an optional unique field claimed with the item. Each type only says
 * how its input becomes stored fields and how stored items become views.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type EntityRepository, UniqueValueTakenError } from '../../data/entities';
import { counterKey, type EntityType, type UniqueKind } from '../../data/keys';
import { buildFilter, type ListReader } from '../../data/lists';
import { badRequest, notFound } from '../../kernel/errors';
import type { PageRequest } from '../../kernel/paging';
import { parseArgs } from '../../kernel/validation';

export const catalogFilter = z.object({ q: z.string().trim().max(100).nullish() }).nullish();

/** One page of a system-wide type, optionally searched by text. */
export async function catalogPage<T>(
  lists: ListReader,
  type: EntityType,
  request: PageRequest,
  rawFilter: unknown,
  searched: string[],
  /** Attributes holding a canonical MAC: q also finds a partial MAC in any notation there. */
  macAttributes: string[] = [],
) {
  const filter = parseArgs(catalogFilter, rawFilter) ?? {};
  return lists.page<T>(
    { index: 'byType', partition: type, counter: counterKey(type, 'ALL') },
    request,
    buildFilter({}, { text: filter.q, attributes: searched, macAttributes }),
  );
}

interface Stored {
  _id: string;
  createdAt: string;
  updatedAt: string;
}

export interface CollectionSpec<R extends Stored, V> {
  type: EntityType;
  /** For "not found" messages. */
  label: string;
  /** Attributes the text search (filter.q) looks in. */
  searched: string[];
  fields(rawInput: unknown): Promise<Omit<R, keyof Stored>>;
  views(records: R[]): Promise<V[]>;
  /** A field claimed as unique; it cannot change later (a new value is a new item). */
  unique?: { kind: UniqueKind; field: keyof Omit<R, keyof Stored> & string; duplicateKey: string };
}

export class CatalogCollection<R extends Stored, V> {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
    private readonly spec: CollectionSpec<R, V>,
  ) {}

  private async view(record: R): Promise<V> {
    return (await this.spec.views([record]))[0] as V;
  }

  private claims(record: Omit<R, keyof Stored>) {
    const unique = this.spec.unique;
    return unique ? [{ kind: unique.kind, value: String(record[unique.field]) }] : [];
  }

  async list(request: PageRequest, filter: unknown) {
    const page = await catalogPage<R>(this.lists, this.spec.type, request, filter, this.spec.searched);
    return { data: await this.spec.views(page.data), total: page.total };
  }

  async get(id: string): Promise<V | null> {
    const record = await this.entities.get<R>(this.spec.type, id);
    return record ? this.view(record) : null;
  }

  async create(rawInput: unknown): Promise<V> {
    const now = new Date().toISOString();
    const fields = await this.spec.fields(rawInput);
    const record = { ...fields, _id: randomUUID(), createdAt: now, updatedAt: now } as R;
    try {
      await this.entities.create(this.spec.type, record, {}, this.claims(fields));
    } catch (error) {
      const unique = this.spec.unique;
      if (error instanceof UniqueValueTakenError && unique) {
        throw badRequest(unique.duplicateKey, `${error.value} is already taken.`, { field: unique.field });
      }
      throw error;
    }
    return this.view(record);
  }

  async update(id: string, rawInput: unknown): Promise<V> {
    const fields = await this.spec.fields(rawInput);
    const found = await this.entities.get<R>(this.spec.type, id);
    if (!found) throw notFound(this.spec.label);
    const unique = this.spec.unique;
    if (unique && fields[unique.field] !== (found as Omit<R, keyof Stored>)[unique.field]) {
      throw badRequest(
        'IMMUTABLE_FIELD',
        `The ${unique.field} of a ${this.spec.label.toLowerCase()} cannot change.`,
        {
          field: unique.field,
        },
      );
    }
    const updated = await this.entities.update<R>(this.spec.type, id, {
      ...fields,
      updatedAt: new Date().toISOString(),
    });
    return this.view(updated);
  }

  async remove(id: string): Promise<{ success: boolean }> {
    const found = await this.entities.get<R>(this.spec.type, id);
    if (!found) throw notFound(this.spec.label);
    await this.entities.remove(this.spec.type, id, {}, this.claims(found));
    return { success: true };
  }
}
