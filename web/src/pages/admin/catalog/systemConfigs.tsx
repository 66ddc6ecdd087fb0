/**
 * The system catalog screens (/admin/system/setting/:type): products, services, categories,
 * the blacklist (by MAC: create and remove only) and distributors.
 */
import { serverFilter } from '../../../admin/components/filterRules';
import { MAX_PAGE_SIZE } from '../../../admin/components/paging';
import { type CrudConfig, type FormValues, requiredText, text } from '../../../admin/crud/crudConfig';
import {
  type BlacklistRow,
  type CategoryRow,
  createBlacklist,
  createCategory,
  createDist,
  createProduct,
  createService,
  type DistRow,
  fetchBlacklists,
  fetchCategories,
  fetchDist,
  fetchDists,
  fetchProduct,
  fetchProducts,
  fetchService,
  fetchServices,
  type ProductRow,
  removeBlacklist,
  removeCategory,
  removeDist,
  removeProduct,
  removeService,
  type ServiceRow,
  updateCategory,
  updateDist,
  updateProduct,
  updateService,
} from '../../../api/catalog';
import type { Auth } from '../../../api/client';
import type { Page } from '../../../api/page';
import { stampItems, systemDetailPath, systemListPath } from './stamps';

const Q = ['q'] as const;
const paths = (type: string) => ({
  detailPath: (id: string) => systemDetailPath(type, id),
  listPath: systemListPath(type),
});

/** Types without a single-record query: the detail finds the record in the (searched) list. */
async function findIn<Row>(page: Promise<Page<Row>>, match: (row: Row) => boolean): Promise<Row | null> {
  return (await page).data.find(match) ?? null;
}

export const productConfig: CrudConfig<ProductRow> = {
  type: 'product',
  labelKey: 'PRODUCT',
  queryKey: 'products',
  idOf: (product) => product._id,
  titleOf: (product) => product.name,
  columns: [
    { id: 'code', labelKey: 'CODE', cell: (product) => product.code },
    { id: 'name', labelKey: 'NAME', cell: (product) => product.name },
    { id: 'type', labelKey: 'TYPE', cell: (product) => product.type },
    { id: 'uuid', labelKey: 'UUID', cell: (product) => product.uuid },
  ],
  filters: Q,
  fields: [
    { name: 'code', labelKey: 'CODE', required: true },
    { name: 'name', labelKey: 'NAME', required: true },
    { name: 'type', labelKey: 'TYPE' },
    { name: 'uuid', labelKey: 'UUID' },
    { name: 'desc', labelKey: 'DESCRIPTION', kind: 'textarea' },
  ],
  valuesOf: (product) => ({
    code: product?.code ?? '',
    name: product?.name ?? '',
    type: product?.type ?? '',
    uuid: product?.uuid ?? '',
    desc: product?.desc ?? '',
  }),
  fetchPage: (auth, page, perPage, filter) =>
    fetchProducts(auth, { page, perPage, filter: serverFilter(filter, Q) }),
  fetchOne: fetchProduct,
  create: (auth, values) => createProduct(auth, productInput(values)),
  update: (auth, product, values) => updateProduct(auth, product._id, productInput(values)),
  remove: (auth, product) => removeProduct(auth, product._id),
  detailItems: (product, texts) => [
    { label: texts.t('CODE'), value: product.code, testId: 'code' },
    { label: texts.t('NAME'), value: product.name, testId: 'name' },
    { label: texts.t('TYPE'), value: product.type },
    { label: texts.t('UUID'), value: product.uuid },
    { label: texts.t('DESCRIPTION'), value: product.desc },
    ...stampItems(product, texts),
  ],
  ...paths('product'),
};

const productInput = (values: FormValues) => ({
  code: requiredText(values, 'code'),
  name: requiredText(values, 'name'),
  type: text(values, 'type'),
  uuid: text(values, 'uuid'),
  desc: text(values, 'desc'),
});

export const serviceConfig: CrudConfig<ServiceRow> = {
  type: 'service',
  labelKey: 'SERVICE',
  queryKey: 'services',
  idOf: (service) => service._id,
  titleOf: (service) => service.title,
  columns: [
    { id: 'title', labelKey: 'TITLE', cell: (service) => service.title },
    { id: 'type', labelKey: 'TYPE', cell: (service) => service.type },
    { id: 'product', labelKey: 'PRODUCT', cell: (service) => service.product?.name },
  ],
  filters: Q,
  fields: [
    { name: 'title', labelKey: 'TITLE', required: true },
    { name: 'type', labelKey: 'TYPE' },
    { name: 'uuid', labelKey: 'UUID' },
    { name: 'posttitle', labelKey: 'POST_TITLE' },
    { name: 'sqs', labelKey: 'SQS' },
    { name: 'description', labelKey: 'DESCRIPTION', kind: 'textarea' },
  ],
  valuesOf: (service) => ({
    title: service?.title ?? '',
    type: service?.type ?? '',
    uuid: service?.uuid ?? '',
    posttitle: service?.posttitle ?? '',
    sqs: service?.sqs ?? '',
    description: service?.description ?? '',
  }),
  fetchPage: (auth, page, perPage, filter) =>
    fetchServices(auth, { page, perPage, filter: serverFilter(filter, Q) }),
  fetchOne: fetchService,
  create: (auth, values) => createService(auth, serviceInput(values)),
  // updateService replaces the record: keep the product link this form does not edit.
  update: (auth, service, values) =>
    updateService(auth, service._id, { ...serviceInput(values), product: service.product?._id ?? null }),
  remove: (auth, service) => removeService(auth, service._id),
  detailItems: (service, texts) => [
    { label: texts.t('TITLE'), value: service.title, testId: 'title' },
    { label: texts.t('TYPE'), value: service.type },
    { label: texts.t('UUID'), value: service.uuid },
    { label: texts.t('PRODUCT'), value: service.product?.name },
    { label: texts.t('POST_TITLE'), value: service.posttitle },
    { label: texts.t('SQS'), value: service.sqs },
    { label: texts.t('DESCRIPTION'), value: service.description },
    ...stampItems(service, texts),
  ],
  ...paths('service'),
};

const serviceInput = (values: FormValues) => ({
  title: requiredText(values, 'title'),
  type: text(values, 'type'),
  uuid: text(values, 'uuid'),
  posttitle: text(values, 'posttitle'),
  sqs: text(values, 'sqs'),
  description: text(values, 'description'),
});

export const categoryConfig: CrudConfig<CategoryRow> = {
  type: 'category',
  labelKey: 'CATEGORY',
  queryKey: 'categories',
  idOf: (category) => category._id,
  titleOf: (category) => category.title,
  columns: [
    { id: 'key', labelKey: 'KEY', cell: (category) => category.key },
    { id: 'title', labelKey: 'TITLE', cell: (category) => category.title },
    { id: 'service', labelKey: 'SERVICE', cell: (category) => category.service?.title },
  ],
  filters: Q,
  fields: [
    { name: 'key', labelKey: 'KEY', required: true },
    { name: 'title', labelKey: 'TITLE', required: true },
    { name: 'description', labelKey: 'DESCRIPTION', kind: 'textarea' },
  ],
  valuesOf: (category) => ({
    key: category?.key ?? '',
    title: category?.title ?? '',
    description: category?.description ?? '',
  }),
  fetchPage: (auth, page, perPage, filter) =>
    fetchCategories(auth, { page, perPage, filter: serverFilter(filter, Q) }),
  fetchOne: (auth: Auth, id: string) =>
    findIn(fetchCategories(auth, { page: 0, perPage: MAX_PAGE_SIZE }), (category) => category._id === id),
  create: (auth, values) => createCategory(auth, categoryInput(values)),
  update: (auth, category, values) =>
    updateCategory(auth, category._id, { ...categoryInput(values), service: category.service?._id ?? null }),
  remove: (auth, category) => removeCategory(auth, category._id),
  detailItems: (category, texts) => [
    { label: texts.t('KEY'), value: category.key, testId: 'key' },
    { label: texts.t('TITLE'), value: category.title, testId: 'title' },
    { label: texts.t('SERVICE'), value: category.service?.title },
    { label: texts.t('DESCRIPTION'), value: category.description },
    ...stampItems(category, texts),
  ],
  ...paths('category'),
};

const categoryInput = (values: FormValues) => ({
  key: requiredText(values, 'key'),
  title: requiredText(values, 'title'),
  description: text(values, 'description'),
});

/** The blacklist is addressed by MAC: created with a description, removed by MAC, never edited. */
export const blacklistConfig: CrudConfig<BlacklistRow> = {
  type: 'blacklist',
  labelKey: 'BLACKLIST',
  queryKey: 'blacklists',
  idOf: (entry) => entry.mac,
  titleOf: (entry) => entry.mac,
  columns: [
    { id: 'mac', labelKey: 'MAC', cell: (entry) => entry.mac },
    { id: 'description', labelKey: 'DESCRIPTION', cell: (entry) => entry.description },
    { id: 'user', labelKey: 'USER', cell: (entry) => entry.user?.uid },
  ],
  filters: Q,
  fields: [
    { name: 'mac', labelKey: 'MAC', required: true },
    { name: 'description', labelKey: 'DESCRIPTION', kind: 'textarea' },
  ],
  valuesOf: () => ({ mac: '', description: '' }),
  fetchPage: (auth, page, perPage, filter) =>
    fetchBlacklists(auth, { page, perPage, filter: serverFilter(filter, Q) }),
  fetchOne: (auth, mac) =>
    findIn(
      fetchBlacklists(auth, { page: 0, perPage: MAX_PAGE_SIZE, filter: { q: mac } }),
      (entry) => entry.mac === mac,
    ),
  create: (auth, values) =>
    createBlacklist(auth, { mac: requiredText(values, 'mac'), description: text(values, 'description') }),
  remove: (auth, entry) => removeBlacklist(auth, entry.mac),
  detailItems: (entry, texts) => [
    { label: texts.t('MAC'), value: entry.mac, testId: 'mac' },
    { label: texts.t('DESCRIPTION'), value: entry.description, testId: 'description' },
    { label: texts.t('USER'), value: entry.user?.uid },
    ...stampItems(entry, texts),
  ],
  ...paths('blacklist'),
};

export const distConfig: CrudConfig<DistRow> = {
  type: 'dist',
  labelKey: 'DIST',
  queryKey: 'dists',
  idOf: (dist) => dist._id,
  titleOf: (dist) => dist.title,
  columns: [
    { id: 'title', labelKey: 'TITLE', cell: (dist) => dist.title },
    { id: 'distributor', labelKey: 'ROLE_DISTRIBUTOR', cell: (dist) => dist.distributor?.uid },
    { id: 'sites', labelKey: 'SITE', cell: (dist) => dist.site.map((site) => site.name).join(', ') },
  ],
  filters: Q,
  fields: [{ name: 'title', labelKey: 'TITLE', required: true }],
  valuesOf: (dist) => ({ title: dist?.title ?? '' }),
  fetchPage: (auth, page, perPage, filter) =>
    fetchDists(auth, { page, perPage, filter: serverFilter(filter, Q) }),
  fetchOne: fetchDist,
  create: (auth, values) => createDist(auth, { title: requiredText(values, 'title') }),
  // Translations are left out: the server keeps them unless the wording editor sends new ones.
  update: (auth, dist, values) =>
    updateDist(auth, dist._id, {
      title: requiredText(values, 'title'),
      distributor: dist.distributor?._id ?? null,
      info: dist.info ?? null,
    }),
  remove: (auth, dist) => removeDist(auth, dist._id),
  detailItems: (dist, texts) => [
    { label: texts.t('TITLE'), value: dist.title, testId: 'title' },
    { label: texts.t('ROLE_DISTRIBUTOR'), value: dist.distributor?.uid },
    { label: texts.w('SITE'), value: dist.site.map((site) => site.name).join(', '), testId: 'sites' },
    ...stampItems(dist, texts),
  ],
  ...paths('dist'),
};
