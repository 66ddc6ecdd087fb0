/**
 * API tokens (spec section 3 "Token", system only). A token's value is a secret: the server
 * generates it, returns it in clear once (createToken's answer), and keeps only its SHA-256 hash
 * and a masked form, so lists, reads and updates can only ever show the mask
 * (docs/system-data.md "Token values").
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { EntityRepository } from '../../data/entities';
import type { ListReader } from '../../data/lists';
import type { TokenRecord } from '../../data/system-data-records';
import type { Token } from '../../generated/graphql';
import { notFound } from '../../kernel/errors';
import type { PageRequest } from '../../kernel/paging';
import { optionalText, parseArgs, requiredText } from '../../kernel/validation';
import { catalogPage } from '../catalog/catalog-collection';

const TOKEN_PREFIX = 'cpt_';

/** A new token value: the prefix and 32 url-safe characters (192 random bits). */
export function newTokenValue(): string {
  return `${TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
}

/** What a list shows of a value: its prefix and first 4, dots, its last 4. */
export function maskToken(value: string): string {
  if (value.length <= 12) return '••••••••';
  return `${value.slice(0, TOKEN_PREFIX.length + 4)}••••${value.slice(-4)}`;
}

export function hashToken(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const tokenInput = z.object({
  name: requiredText('name', 200),
  description: optionalText(2000, 'TOO_LONG'),
  using: z.boolean().nullish(),
  env: optionalText(40, 'TOO_LONG'),
  duedate: z.iso.datetime({ offset: true, message: 'INVALID_FORMAT:duedate' }).nullish(),
});

function view(record: TokenRecord, clearValue?: string): Token {
  return {
    _id: record._id,
    value: clearValue ?? record.valueMask,
    name: record.name,
    description: record.description,
    using: record.using,
    env: record.env,
    duedate: record.duedate,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export class TokenService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
  ) {}

  private fields(raw: unknown) {
    const input = parseArgs(tokenInput, raw);
    return {
      name: input.name,
      description: input.description || null,
      using: input.using ?? true,
      env: input.env || null,
      duedate: input.duedate ?? null,
    };
  }

  async list(request: PageRequest, filter: unknown) {
    const page = await catalogPage<TokenRecord>(this.lists, 'TOKEN', request, filter, [
      'name',
      'description',
    ]);
    return { data: page.data.map((record) => view(record)), total: page.total };
  }

  async get(id: string): Promise<Token | null> {
    const record = await this.entities.get<TokenRecord>('TOKEN', id);
    return record ? view(record) : null;
  }

  /** The only answer that carries the value in clear. */
  async create(raw: unknown): Promise<Token> {
    const value = newTokenValue();
    const now = new Date().toISOString();
    const record: TokenRecord = {
      _id: randomUUID(),
      ...this.fields(raw),
      valueHash: hashToken(value),
      valueMask: maskToken(value),
      createdAt: now,
      updatedAt: now,
    };
    await this.entities.create('TOKEN', record);
    return view(record, value);
  }

  /** Changes the name, description, use, env and due date; the value never changes. */
  async update(id: string, raw: unknown): Promise<Token> {
    const fields = this.fields(raw);
    if (!(await this.entities.get<TokenRecord>('TOKEN', id))) throw notFound('Token');
    const updated = await this.entities.update<TokenRecord>('TOKEN', id, {
      ...fields,
      updatedAt: new Date().toISOString(),
    });
    return view(updated);
  }

  async remove(id: string): Promise<{ success: boolean }> {
    if (!(await this.entities.get<TokenRecord>('TOKEN', id))) throw notFound('Token');
    await this.entities.remove('TOKEN', id, {});
    return { success: true };
  }
}
