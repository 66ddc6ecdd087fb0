/**
 * Countdown sounds (spec section 3 "Countdown audio"): the console uploads an audio file with
 * category `countdown` (POST /api/v3/file, audio only), then names it here; the countdown takes
 * the file's size and path. A system-wide list, so every site's class screen settings can offer it.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { EntityRepository } from '../../data/entities';
import type { ListReader } from '../../data/lists';
import type { FileRecord } from '../../data/records';
import type { CountdownRecord } from '../../data/system-data-records';
import type { Countdown } from '../../generated/graphql';
import { badRequest, notFound } from '../../kernel/errors';
import type { PageRequest } from '../../kernel/paging';
import { idSchema, parseArgs, requiredText } from '../../kernel/validation';
import { catalogPage } from '../catalog/catalog-collection';

const category = z.string().trim().max(40, 'TOO_LONG:category').nullish();
const countdownInput = z.object({ name: requiredText('name', 200), category, file: idSchema });
const countdownPatch = z.object({ name: requiredText('name', 200).nullish(), category });

const view = ({ fileId: _file, ...countdown }: CountdownRecord): Countdown => countdown;

export class CountdownService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
  ) {}

  async list(request: PageRequest, filter: unknown) {
    const page = await catalogPage<CountdownRecord>(this.lists, 'COUNTDOWN', request, filter, [
      'name',
      'category',
    ]);
    return { data: page.data.map(view), total: page.total };
  }

  async create(raw: unknown): Promise<Countdown> {
    const input = parseArgs(countdownInput, raw);
    const file = await this.entities.get<FileRecord>('FILE', input.file);
    if (!file) throw badRequest('UNKNOWN_FILE', `File ${input.file} does not exist.`);
    if (!file.mimetype.startsWith('audio/'))
      throw badRequest('NOT_AUDIO', 'Only audio files can be countdown sounds.');
    const now = new Date().toISOString();
    const record: CountdownRecord = {
      _id: randomUUID(),
      name: input.name,
      category: input.category || null,
      size: file.size,
      path: file.path,
      fileId: file._id,
      createdAt: now,
      updatedAt: now,
    };
    await this.entities.create('COUNTDOWN', record);
    return view(record);
  }

  /** Renames or recategorises; the sound itself is replaced by a new countdown. */
  async update(id: string, raw: unknown): Promise<Countdown> {
    const input = parseArgs(countdownPatch, raw);
    if (!(await this.entities.get<CountdownRecord>('COUNTDOWN', id))) throw notFound('Countdown');
    const updated = await this.entities.update<CountdownRecord>('COUNTDOWN', id, {
      name: input.name ?? undefined,
      category: input.category === undefined ? undefined : input.category || null,
      updatedAt: new Date().toISOString(),
    });
    return view(updated);
  }

  /** Removes the countdown; its file stays in the gallery, where it can be removed on its own. */
  async remove(id: string): Promise<{ success: boolean }> {
    if (!(await this.entities.get<CountdownRecord>('COUNTDOWN', id))) throw notFound('Countdown');
    await this.entities.remove('COUNTDOWN', id, {});
    return { success: true };
  }
}
