/** Apps, scanners, catalog items, blacklist entries and file items written straight into the table. */
import { randomUUID } from 'node:crypto';
import { EntityRepository } from '../../functions/src/data/entities';
import type {
  AppRecord,
  BlacklistRecord,
  CategoryRecord,
  FileRecord,
  ProductRecord,
  ScannerRecord,
  ServiceRecord,
} from '../../functions/src/data/records';
import { testTable } from './fixtures';

const repository = () => new EntityRepository(testTable());
const stamps = () => {
  const now = new Date().toISOString();
  return { createdAt: now, updatedAt: now };
};

export async function createApp(siteId: string | null, spotId: string | null = null): Promise<AppRecord> {
  const app: AppRecord = {
    _id: randomUUID(),
    uuid: `app-${randomUUID()}`,
    sn: null,
    name: 'Test app',
    description: null,
    status: 'ready',
    siteId,
    spotId,
    userId: null,
    active: true,
    info: null,
    ...stamps(),
  };
  await repository().create('APP', app, { siteId, spotId }, [{ kind: 'APPUUID', value: app.uuid }]);
  return app;
}

export async function createScanner(
  siteId: string | null,
  spotId: string | null = null,
): Promise<ScannerRecord> {
  const scanner: ScannerRecord = {
    _id: randomUUID(),
    scid: `SCN-${randomUUID().slice(0, 8)}`,
    mac: null,
    name: 'Test scanner',
    status: 'offline',
    siteId,
    spotId,
    alive: null,
    active: true,
    ...stamps(),
  };
  await repository().create('SCANNER', scanner, { siteId, spotId }, [{ kind: 'SCID', value: scanner.scid }]);
  return scanner;
}

export async function createProduct(): Promise<ProductRecord> {
  const product: ProductRecord = {
    _id: randomUUID(),
    code: `P-${randomUUID().slice(0, 8)}`,
    name: 'Test product',
    uuid: null,
    desc: null,
    launched: null,
    type: null,
    options: null,
    ...stamps(),
  };
  await repository().create('PRODUCT', product, {}, [{ kind: 'PRODUCTCODE', value: product.code }]);
  return product;
}

export async function createService(): Promise<ServiceRecord> {
  const service: ServiceRecord = {
    _id: randomUUID(),
    title: 'Test service',
    uuid: null,
    type: null,
    description: null,
    productId: null,
    sqs: null,
    posttitle: null,
    ...stamps(),
  };
  await repository().create('SERVICE', service);
  return service;
}

export async function createCategory(): Promise<CategoryRecord> {
  const category: CategoryRecord = {
    _id: randomUUID(),
    key: `cat-${randomUUID().slice(0, 8)}`,
    title: 'Test category',
    description: null,
    serviceId: null,
    ...stamps(),
  };
  await repository().create('CATEGORY', category, {}, [{ kind: 'CATEGORYKEY', value: category.key }]);
  return category;
}

export async function blacklistMac(mac: string): Promise<BlacklistRecord> {
  const entry: BlacklistRecord = { _id: randomUUID(), mac, userId: null, description: null, ...stamps() };
  await repository().create('BLACKLIST', entry, {}, [{ kind: 'BLACKLIST', value: mac }]);
  return entry;
}

/** A file item without bytes behind it (removal deletes a missing object quietly). */
export async function createFileRecord(siteId: string | null): Promise<FileRecord> {
  const id = randomUUID();
  const file: FileRecord = {
    _id: id,
    name: 'test.png',
    mimetype: 'image/png',
    category: 'spot',
    size: 1,
    key: `spot/${id}.png`,
    path: `/files/spot/${id}.png`,
    siteId,
    userId: 'user-teacher',
    createdAt: new Date().toISOString(),
  };
  await repository().create('FILE', file, { siteId });
  return file;
}
