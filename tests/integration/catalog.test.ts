/** The system catalog, distributors and the blacklist through the gateway. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createDist, createEmptySite, randomMac } from '../support/org-fixtures';

let system = '';
let admin = '';

beforeAll(async () => {
  const operator = await createUser({ system: true });
  system = await signin(operator.uid, operator.password);
  admin = await signin('admin', 'demo1234');
});

const CREATE_PRODUCT = 'mutation ($i: ProductInput!) { createProduct(input: $i) { _id code } }';
const CREATE_CATEGORY = 'mutation ($i: CategoryInput!) { createCategory(input: $i) { _id key } }';
const UPSERT = 'mutation ($i: DeviceInput!) { upsertDevice(input: $i) { mac } }';
const SET_DIST = 'mutation ($id: ID!, $s: [ID!]!) { setDist(id: $id, sites: $s) { success } }';
const UNSET_DIST = 'mutation ($s: [ID!]!) { unsetDist(sites: $s) { success } }';
const SITES = 'query { sites(perPage: 50) { data { _id } } }';

async function total(query: string, q: string): Promise<number> {
  const result = await gql<Record<string, { total: number }>>(query, { q }, { token: system });
  return Object.values(result.data ?? {})[0]?.total ?? -1;
}

describe('unique catalog keys', () => {
  it('refuses a second product with the same code and keeps one', async () => {
    const code = `DUP-${Date.now()}`;
    await gql(CREATE_PRODUCT, { i: { code, name: 'First' } }, { token: system });

    const second = await gql(CREATE_PRODUCT, { i: { code, name: 'Second' } }, { token: system });

    expect(second.errors?.[0]?.errorInfo?.key).toBe('DUPLICATE_CODE');
    expect(
      await total('query ($q: String) { products(perPage: 5, filter: { q: $q }) { total } }', code),
    ).toBe(1);
  });

  it('refuses a second category with the same key and keeps one', async () => {
    const key = `dup-${Date.now()}`;
    await gql(CREATE_CATEGORY, { i: { key, title: 'First' } }, { token: system });

    const second = await gql(CREATE_CATEGORY, { i: { key, title: 'Second' } }, { token: system });

    expect(second.errors?.[0]?.errorInfo?.key).toBe('DUPLICATE_KEY');
    expect(
      await total('query ($q: String) { categories(perPage: 5, filter: { q: $q }) { total } }', key),
    ).toBe(1);
  });

  it('refuses invalid distributor translations', async () => {
    const result = await gql(
      'mutation ($i: DistInput!) { createDist(input: $i) { _id } }',
      { i: { title: 'Bad wording', translations: JSON.stringify({ en: { TITLE: 5 } }) } },
      { token: system },
    );

    expect(result.errors?.[0]?.errorInfo?.key).toBe('INVALID_TRANSLATIONS');
  });
});

describe('blacklist', () => {
  it('stops a blacklisted MAC from being registered until it is lifted', async () => {
    const mac = randomMac();
    const listed = await gql(
      'mutation ($i: BlacklistInput!) { createBlacklist(input: $i) { mac } }',
      { i: { mac: mac.toLowerCase().replaceAll(':', '-') } },
      { token: admin },
    );

    const refused = await gql(UPSERT, { i: { mac, site: 'site-demo' } }, { token: admin });
    await gql(
      'mutation ($m: String!) { removeBlacklist(mac: $m) { success } }',
      { m: mac },
      { token: admin },
    );
    const registered = await gql<{ upsertDevice: { mac: string } }>(
      UPSERT,
      { i: { mac, site: 'site-demo' } },
      { token: admin },
    );

    expect(listed.data).toEqual({ createBlacklist: { mac } });
    expect(refused.errors?.[0]?.errorInfo?.key).toBe('BLACKLISTED_MAC');
    expect(registered.data?.upsertDevice.mac).toBe(mac);
  });

  it('refuses blacklisting the same MAC twice and a malformed MAC', async () => {
    const mac = randomMac();
    const create = (value: string) =>
      gql(
        'mutation ($i: BlacklistInput!) { createBlacklist(input: $i) { mac } }',
        { i: { mac: value } },
        { token: admin },
      );
    await create(mac);

    const again = await create(mac);
    const malformed = await create('not-a-mac');

    expect(again.errors?.[0]?.errorInfo?.key).toBe('DUPLICATE_MAC');
    expect(malformed.errors?.[0]?.errorInfo?.key).toBe('INVALID_MAC');
  });
});

describe('distributor sites', () => {
  it('moves sites to a distributor, who then sees them, and takes them away again', async () => {
    const dist = await createDist('Moving distributor');
    const [first, second] = [await createEmptySite(), await createEmptySite()];
    const user = await createUser({ distributor: true }, { distId: dist._id });
    const token = await signin(user.uid, user.password);

    await gql(SET_DIST, { id: dist._id, s: [first._id, second._id] }, { token: admin });
    const seen = await gql<{ sites: { data: { _id: string }[] } }>(SITES, {}, { token });
    const detail = await gql<{ dist: { site: { _id: string }[] } }>(
      'query ($id: ID!) { dist(id: $id) { site { _id } } }',
      { id: dist._id },
      { token: admin },
    );
    await gql(UNSET_DIST, { s: [first._id] }, { token: admin });
    const after = await gql<{ sites: { data: { _id: string }[] } }>(SITES, {}, { token });

    expect(seen.data?.sites.data.map((site) => site._id).sort()).toEqual([first._id, second._id].sort());
    expect(detail.data?.dist.site.map((site) => site._id).sort()).toEqual([first._id, second._id].sort());
    expect(after.data?.sites.data.map((site) => site._id)).toEqual([second._id]);
  });

  it('changes no site when one of them does not exist', async () => {
    const dist = await createDist('All or nothing');
    const site = await createEmptySite();

    const result = await gql(SET_DIST, { id: dist._id, s: [site._id, 'site-missing'] }, { token: admin });
    const detail = await gql<{ dist: { site: unknown[] } }>(
      'query ($id: ID!) { dist(id: $id) { site { _id } } }',
      { id: dist._id },
      { token: admin },
    );

    expect(result.errors?.[0]?.errorInfo?.key).toBe('UNKNOWN_SITE');
    expect(detail.data?.dist.site).toEqual([]);
  });

  it('refuses to remove a distributor that still has sites', async () => {
    const dist = await createDist('Busy distributor');
    await createEmptySite(dist._id);

    const result = await gql(
      'mutation ($id: ID!) { removeDist(id: $id) { success } }',
      { id: dist._id },
      { token: system },
    );

    expect(result.errors?.[0]?.errorInfo?.key).toBe('DIST_NOT_EMPTY');
  });
});

describe('unique fleet ids', () => {
  it('refuses a scanner whose scanner id is taken and keeps the first', async () => {
    const create = 'mutation ($i: ScannerInput!) { createScanner(input: $i) { _id } }';

    const result = await gql(create, { i: { scid: 'SCN-0001', site: 'site-demo' } }, { token: admin });

    expect(result.errors?.[0]?.errorInfo?.key).toBe('DUPLICATE_SCID');
    expect(
      await total('query ($q: String) { scanners(perPage: 5, filter: { q: $q }) { total } }', 'SCN-0001'),
    ).toBe(1);
  });

  it('refuses a scanner id that cannot name its MQTT topics (docs/devices-mqtt.md)', async () => {
    const create = 'mutation ($i: ScannerInput!) { createScanner(input: $i) { _id } }';

    const result = await gql(create, { i: { scid: 'room 3/#', site: 'site-demo' } }, { token: admin });

    expect(result.errors?.[0]?.errorInfo?.key).toBe('INVALID_SCID');
    expect(
      await total('query ($q: String) { scanners(perPage: 5, filter: { q: $q }) { total } }', 'room 3'),
    ).toBe(0);
  });

  it('refuses an app whose uuid is taken and keeps the first', async () => {
    const create = 'mutation ($i: AppInput!) { createApp(input: $i) { uuid } }';
    const uuid = `app-dup-${Date.now()}`;
    await gql(create, { i: { uuid, site: 'site-demo' } }, { token: admin });

    const second = await gql(create, { i: { uuid, site: 'site-demo' } }, { token: admin });

    expect(second.errors?.[0]?.errorInfo?.key).toBe('DUPLICATE_UUID');
    expect(await total('query ($q: String) { apps(perPage: 5, filter: { q: $q }) { total } }', uuid)).toBe(1);
  });
});

describe('distributor wording', () => {
  it('keeps the translations when an update does not mention them, and returns them', async () => {
    const system = await signin('system', 'demo1234');
    const created = await gql<{ createDist: { _id: string } }>(
      'mutation ($i: DistInput!) { createDist(input: $i) { _id } }',
      { i: { title: 'Wording test', translations: JSON.stringify({ en: { CLASS: 'Session' } }) } },
      { token: system },
    );
    const id = created.data?.createDist._id;

    const renamed = await gql<{ updateDist: { title: string; translations: string | null } }>(
      'mutation ($id: ID!, $i: DistInput!) { updateDist(id: $id, input: $i) { title translations } }',
      { id, i: { title: 'Wording test renamed' } },
      { token: system },
    );

    expect(renamed.data?.updateDist.title).toBe('Wording test renamed');
    expect(JSON.parse(renamed.data?.updateDist.translations ?? 'null')).toEqual({ en: { CLASS: 'Session' } });
  });
});
