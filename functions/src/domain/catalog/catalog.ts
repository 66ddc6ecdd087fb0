/**
 * The system catalog (spec section 2: system-only types): products, the services built on them
 * and the site categories of a service. Not tenant data, so lists read the system-wide type list.
 * Product codes and category keys are unique (claimed with the item, so two creates cannot race).
 */
import { z } from 'zod';
import type { EntityRepository } from '../../data/entities';
import type { ListReader } from '../../data/lists';
import type { CategoryRecord, ProductRecord, ServiceRecord } from '../../data/records';
import type { Category, Product, Service } from '../../generated/graphql';
import { badRequest } from '../../kernel/errors';
import {
  idSchema,
  jsonInput,
  jsonOutput,
  optionalText,
  parseArgs,
  requiredText,
} from '../../kernel/validation';
import { CatalogCollection } from './catalog-collection';

export { catalogPage } from './catalog-collection';

const code = (field: string) => requiredText(field, 64).regex(/^[A-Za-z0-9_.-]+$/, `INVALID_FORMAT:${field}`);
const productInput = z.object({
  code: code('code'),
  name: requiredText('name', 200),
  uuid: optionalText(100),
  desc: optionalText(2000),
  launched: z.iso.datetime({ offset: true, message: 'INVALID_FORMAT:launched' }).nullish(),
  type: optionalText(40),
  options: jsonInput.nullish(),
});
const serviceInput = z.object({
  title: requiredText('title', 200),
  uuid: optionalText(100),
  type: optionalText(40),
  description: optionalText(2000),
  product: idSchema.nullish(),
  sqs: optionalText(500),
  posttitle: optionalText(200),
});
const categoryInput = z.object({
  key: code('key'),
  title: requiredText('title', 200),
  description: optionalText(2000),
  service: idSchema.nullish(),
});

export class CatalogService {
  readonly products: CatalogCollection<ProductRecord, Product>;
  readonly services: CatalogCollection<ServiceRecord, Service>;
  readonly categories: CatalogCollection<CategoryRecord, Category>;

  constructor(
    private readonly entities: EntityRepository,
    lists: ListReader,
  ) {
    this.products = new CatalogCollection(entities, lists, {
      type: 'PRODUCT',
      label: 'Product',
      searched: ['code', 'name'],
      unique: { kind: 'PRODUCTCODE', field: 'code', duplicateKey: 'DUPLICATE_CODE' },
      fields: async (raw) => {
        const input = parseArgs(productInput, raw);
        return {
          code: input.code,
          name: input.name,
          uuid: input.uuid ?? null,
          desc: input.desc ?? null,
          launched: input.launched ?? null,
          type: input.type ?? null,
          options: input.options ?? null,
        };
      },
      views: async (products) =>
        products.map((product) => ({ ...product, options: jsonOutput(product.options) })),
    });
    this.services = new CatalogCollection(entities, lists, {
      type: 'SERVICE',
      label: 'Service',
      searched: ['title'],
      fields: async (raw) => {
        const input = parseArgs(serviceInput, raw);
        await this.mustExist('PRODUCT', input.product, 'UNKNOWN_PRODUCT');
        return {
          title: input.title,
          uuid: input.uuid ?? null,
          type: input.type ?? null,
          description: input.description ?? null,
          productId: input.product ?? null,
          sqs: input.sqs ?? null,
          posttitle: input.posttitle ?? null,
        };
      },
      views: (services) => this.serviceViews(services),
    });
    this.categories = new CatalogCollection(entities, lists, {
      type: 'CATEGORY',
      label: 'Category',
      searched: ['key', 'title'],
      unique: { kind: 'CATEGORYKEY', field: 'key', duplicateKey: 'DUPLICATE_KEY' },
      fields: async (raw) => {
        const input = parseArgs(categoryInput, raw);
        await this.mustExist('SERVICE', input.service, 'UNKNOWN_SERVICE');
        return {
          key: input.key,
          title: input.title,
          description: input.description ?? null,
          serviceId: input.service ?? null,
        };
      },
      views: (categories) => this.categoryViews(categories),
    });
  }

  private async mustExist(type: 'PRODUCT' | 'SERVICE', id: string | null | undefined, key: string) {
    if (id && !(await this.entities.get(type, id))) throw badRequest(key, `${id} does not exist.`);
  }

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

  private async categoryViews(categories: CategoryRecord[]): Promise<Category[]> {
    const ids = categories.map((c) => c.serviceId).filter((id): id is string => Boolean(id));
    const services = await this.entities.getMany<ServiceRecord>('SERVICE', ids);
    return categories.map(({ serviceId, ...category }) => {
      const service = serviceId ? services.get(serviceId) : undefined;
      return { ...category, service: service ? { _id: service._id, title: service.title } : null };
    });
  }
}
