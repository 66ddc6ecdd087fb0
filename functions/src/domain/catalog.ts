/**
 * The system catalog (spec section 2: system-only types): products, the services built on them
 * and the site categories of a service. Not tenant data, so lists read the system-wide type list.
 * Product codes and category keys are unique (claimed with the item, so two creates cannot race).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type EntityRepository, UniqueValueTakenError } from '../data/entities';
import { counterKey, type EntityType, type UniqueKind } from '../data/keys';
import { buildFilter, type ListReader, type PageRequest } from '../data/lists';
import type { CategoryRecord, ProductRecord, ServiceRecord } from '../data/records';
import type { Category, Product, Service } from '../generated/graphql';
import { badRequest, notFound } from './errors';
import { idSchema, jsonInput, jsonOutput, parseArgs, requiredText } from './validation';

const text = (max: number) => z.string().trim().max(max).nullish();
const code = (field: string) => requiredText(field, 64).regex(/^[A-Za-z0-9_.-]+$/, `INVALID_FORMAT:${field}`);
const productInput = z.object({
  code: code('code'),
  name: requiredText('name', 200),
  uuid: text(100),
  desc: text(2000),
  launched: z.iso.datetime({ offset: true, message: 'INVALID_FORMAT:launched' }).nullish(),
  type: text(40),
  options: jsonInput.nullish(),
});
const serviceInput = z.object({
  title: requiredText('title', 200),
  uuid: text(100),
  type: text(40),
  description: text(2000),
  product: idSchema.nullish(),
  sqs: text(500),
  posttitle: text(200),
});
const categoryInput = z.object({
  key: code('key'),
  title: requiredText('title', 200),
  description: text(2000),
  service: idSchema.nullish(),
});
export const catalogFilter = z.object({ q: text(100) }).nullish();

/** One page of a system-wide type, optionally searched by text. */
export async function catalogPage<T>(
  lists: ListReader,
  type: EntityType,
  request: PageRequest,
  rawFilter: unknown,
  searched: string[],
) {
  const filter = parseArgs(catalogFilter, rawFilter) ?? {};
  return lists.page<T>(
    { index: 'byType', partition: type, counter: counterKey(type, 'ALL') },
    request,
    buildFilter({}, { text: filter.q, attributes: searched }),
  );
}

function duplicate(kind: UniqueKind, value: string) {
  const key = kind === 'PRODUCTCODE' ? 'DUPLICATE_CODE' : 'DUPLICATE_KEY';
  return badRequest(key, `${value} is already taken.`);
}

export class CatalogService {
  constructor(
    private readonly entities: EntityRepository,
    private readonly lists: ListReader,
  ) {}

  // ---- products

  private productView(product: ProductRecord): Product {
    return { ...product, options: jsonOutput(product.options) };
  }

  async products(request: PageRequest, filter: unknown) {
    const page = await catalogPage<ProductRecord>(this.lists, 'PRODUCT', request, filter, ['code', 'name']);
    return { data: page.data.map((product) => this.productView(product)), total: page.total };
  }

  async product(id: string): Promise<Product | null> {
    const product = await this.entities.get<ProductRecord>('PRODUCT', id);
    return product ? this.productView(product) : null;
  }

  async createProduct(rawInput: unknown): Promise<Product> {
    const input = parseArgs(productInput, rawInput);
    const now = new Date().toISOString();
    const product: ProductRecord = {
      _id: randomUUID(),
      code: input.code,
      name: input.name,
      uuid: input.uuid ?? null,
      desc: input.desc ?? null,
      launched: input.launched ?? null,
      type: input.type ?? null,
      options: input.options ?? null,
      createdAt: now,
      updatedAt: now,
    };
    await this.claimed(() =>
      this.entities.create('PRODUCT', product, {}, [{ kind: 'PRODUCTCODE', value: product.code }]),
    );
    return this.productView(product);
  }

  async updateProduct(id: string, rawInput: unknown): Promise<Product> {
    const input = parseArgs(productInput, rawInput);
    const found = await this.entities.get<ProductRecord>('PRODUCT', id);
    if (!found) throw notFound('Product');
    // The code is claimed as unique; changing it would need a claim swap, so a new code is a new product.
    if (input.code !== found.code)
      throw badRequest('IMMUTABLE_FIELD', 'The code of a product cannot change.', { field: 'code' });
    const updated = await this.entities.update<ProductRecord>('PRODUCT', id, {
      name: input.name,
      uuid: input.uuid ?? null,
      desc: input.desc ?? null,
      launched: input.launched ?? null,
      type: input.type ?? null,
      options: input.options ?? null,
      updatedAt: new Date().toISOString(),
    });
    return this.productView(updated);
  }

  async removeProduct(id: string): Promise<{ success: boolean }> {
    const found = await this.entities.get<ProductRecord>('PRODUCT', id);
    if (!found) throw notFound('Product');
    await this.entities.remove('PRODUCT', id, {}, [{ kind: 'PRODUCTCODE', value: found.code }]);
    return { success: true };
  }

  // ---- services

  private async serviceViews(services: ServiceRecord[]): Promise<Service[]> {
    const ids = services.map((s) => s.productId).filter((id): id is string => Boolean(id));
    const products = await this.entities.getMany<ProductRecord>('PRODUCT', ids);
    return services.map(({ productId, ...service }) => {
      const product = productId ? products.get(productId) : undefined;
      return {
        ...service,
        product: product ? { _id: product._id, code: product.code, name: product.name } : null,
      };
    });
  }

  async services(request: PageRequest, filter: unknown) {
    const page = await catalogPage<ServiceRecord>(this.lists, 'SERVICE', request, filter, ['title']);
    return { data: await this.serviceViews(page.data), total: page.total };
  }

  async service(id: string): Promise<Service | null> {
    const service = await this.entities.get<ServiceRecord>('SERVICE', id);
    return service ? ((await this.serviceViews([service]))[0] ?? null) : null;
  }

  private async serviceFields(rawInput: unknown) {
    const input = parseArgs(serviceInput, rawInput);
    if (input.product && !(await this.entities.get('PRODUCT', input.product)))
      throw badRequest('UNKNOWN_PRODUCT', `Product ${input.product} does not exist.`);
    return {
      title: input.title,
      uuid: input.uuid ?? null,
      type: input.type ?? null,
      description: input.description ?? null,
      productId: input.product ?? null,
      sqs: input.sqs ?? null,
      posttitle: input.posttitle ?? null,
    };
  }

  async createService(rawInput: unknown): Promise<Service> {
    const now = new Date().toISOString();
    const service: ServiceRecord = {
      _id: randomUUID(),
      ...(await this.serviceFields(rawInput)),
      createdAt: now,
      updatedAt: now,
    };
    await this.entities.create('SERVICE', service);
    return (await this.serviceViews([service]))[0] as Service;
  }

  async updateService(id: string, rawInput: unknown): Promise<Service> {
    const fields = await this.serviceFields(rawInput);
    if (!(await this.entities.get('SERVICE', id))) throw notFound('Service');
    const updated = await this.entities.update<ServiceRecord>('SERVICE', id, {
      ...fields,
      updatedAt: new Date().toISOString(),
    });
    return (await this.serviceViews([updated]))[0] as Service;
  }

  async removeService(id: string): Promise<{ success: boolean }> {
    if (!(await this.entities.get('SERVICE', id))) throw notFound('Service');
    await this.entities.remove('SERVICE', id, {});
    return { success: true };
  }

  // ---- categories

  private async categoryViews(categories: CategoryRecord[]): Promise<Category[]> {
    const ids = categories.map((c) => c.serviceId).filter((id): id is string => Boolean(id));
    const services = await this.entities.getMany<ServiceRecord>('SERVICE', ids);
    return categories.map(({ serviceId, ...category }) => {
      const service = serviceId ? services.get(serviceId) : undefined;
      return { ...category, service: service ? { _id: service._id, title: service.title } : null };
    });
  }

  async categories(request: PageRequest, filter: unknown) {
    const page = await catalogPage<CategoryRecord>(this.lists, 'CATEGORY', request, filter, ['key', 'title']);
    return { data: await this.categoryViews(page.data), total: page.total };
  }

  private async categoryFields(rawInput: unknown) {
    const input = parseArgs(categoryInput, rawInput);
    if (input.service && !(await this.entities.get('SERVICE', input.service)))
      throw badRequest('UNKNOWN_SERVICE', `Service ${input.service} does not exist.`);
    return {
      key: input.key,
      title: input.title,
      description: input.description ?? null,
      serviceId: input.service ?? null,
    };
  }

  async createCategory(rawInput: unknown): Promise<Category> {
    const now = new Date().toISOString();
    const category: CategoryRecord = {
      _id: randomUUID(),
      ...(await this.categoryFields(rawInput)),
      createdAt: now,
      updatedAt: now,
    };
    await this.claimed(() =>
      this.entities.create('CATEGORY', category, {}, [{ kind: 'CATEGORYKEY', value: category.key }]),
    );
    return (await this.categoryViews([category]))[0] as Category;
  }

  async updateCategory(id: string, rawInput: unknown): Promise<Category> {
    const { key, ...fields } = await this.categoryFields(rawInput);
    const found = await this.entities.get<CategoryRecord>('CATEGORY', id);
    if (!found) throw notFound('Category');
    if (key !== found.key)
      throw badRequest('IMMUTABLE_FIELD', 'The key of a category cannot change.', { field: 'key' });
    const updated = await this.entities.update<CategoryRecord>('CATEGORY', id, {
      ...fields,
      updatedAt: new Date().toISOString(),
    });
    return (await this.categoryViews([updated]))[0] as Category;
  }

  async removeCategory(id: string): Promise<{ success: boolean }> {
    const found = await this.entities.get<CategoryRecord>('CATEGORY', id);
    if (!found) throw notFound('Category');
    await this.entities.remove('CATEGORY', id, {}, [{ kind: 'CATEGORYKEY', value: found.key }]);
    return { success: true };
  }

  /** Runs a create whose unique claim may be taken, turning that into DUPLICATE_<X>. */
  private async claimed(create: () => Promise<unknown>): Promise<void> {
    try {
      await create();
    } catch (error) {
      if (error instanceof UniqueValueTakenError) throw duplicate(error.kind, error.value);
      throw error;
    }
  }
}
