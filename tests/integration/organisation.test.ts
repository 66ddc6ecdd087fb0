/** Sites, classrooms and devices through the gateway: scoped lists, bad input that changes nothing. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createDevice, createDist, createEmptySite, randomMac } from '../support/org-fixtures';

const SITES =
  'query ($p: Int, $n: Int!, $f: SiteFilter) { sites(page: $p, perPage: $n, filter: $f) { total data { _id name } } }';
const DEVICES =
  'query ($p: Int, $n: Int!, $f: DeviceFilter) { devices(page: $p, perPage: $n, filter: $f) { total data { mac site { _id } } } }';
const UPSERT = 'mutation ($i: DeviceInput!) { upsertDevice(input: $i) { mac site { _id } spot { _id } } }';
const LINK =
  'mutation ($s: ID!, $p: ID, $d: [String!]!) { linkDevices(site: $s, spot: $p, devices: $d) { success } }';

let admin = '';
let teacher = '';

beforeAll(async () => {
  admin = await signin('admin', 'demo1234');
  teacher = await signin('teacher', 'demo1234');
});

async function demoDeviceCount(token = admin): Promise<number> {
  const result = await gql<{ devices: { total: number } }>(
    DEVICES,
    { n: 1, f: { site: 'site-demo' } },
    { token },
  );
  return result.data?.devices.total ?? -1;
}

describe('scoped lists', () => {
  it('shows a manager only their own site and its devices', async () => {
    const otherSite = await createEmptySite();
    await createDevice(otherSite._id);

    const sites = await gql<{ sites: { total: number; data: { _id: string }[] } }>(
      SITES,
      { n: 50 },
      { token: teacher },
    );
    const devices = await gql<{ devices: { data: { site: { _id: string } }[] } }>(
      DEVICES,
      { n: 100 },
      { token: teacher },
    );

    expect(sites.data?.sites.data.map((site) => site._id)).toEqual(['site-demo']);
    expect(sites.data?.sites.total).toBe(1);
    expect(new Set(devices.data?.devices.data.map((device) => device.site._id))).toEqual(
      new Set(['site-demo']),
    );
  });

  it('shows a distributor the sites of its distributor only', async () => {
    const dist = await createDist();
    const ownSite = await createEmptySite(dist._id);
    const user = await createUser({ distributor: true }, { distId: dist._id });
    const token = await signin(user.uid, user.password);

    const sites = await gql<{ sites: { data: { _id: string }[] } }>(SITES, { n: 50 }, { token });

    expect(sites.data?.sites.data.map((site) => site._id)).toEqual([ownSite._id]);
  });

  it('pages a site-scoped list from page 0 with a total that counts every device', async () => {
    const first = await gql<{ devices: { total: number; data: { mac: string }[] } }>(
      DEVICES,
      { p: 0, n: 10, f: { site: 'site-demo' } },
      { token: admin },
    );
    const second = await gql<{ devices: { total: number; data: { mac: string }[] } }>(
      DEVICES,
      { p: 1, n: 10, f: { site: 'site-demo' } },
      { token: admin },
    );

    expect(first.data?.devices.total).toBeGreaterThanOrEqual(24);
    expect(first.data?.devices.data).toHaveLength(10);
    const overlap = second.data?.devices.data.filter((device) =>
      first.data?.devices.data.some((d) => d.mac === device.mac),
    );
    expect(overlap).toEqual([]);
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['an invalid MAC', { mac: 'not-a-mac', site: 'site-demo' }, 'INVALID_MAC'],
    ['an unknown site', { mac: randomMac(), site: 'no-such-site' }, 'UNKNOWN_SITE'],
    [
      'a classroom of another site',
      { mac: randomMac(), site: 'site-demo', spot: 'no-such-spot' },
      'UNKNOWN_SPOT',
    ],
  ])('refuses %s with its key', async (_case, input, key) => {
    const before = await demoDeviceCount();

    const result = await gql(UPSERT, { i: input }, { token: admin });

    expect(result.errors?.[0]?.errorInfo?.key).toBe(key);
    expect(await demoDeviceCount()).toBe(before);
  });

  it('refuses a list naming one MAC twice, and links none of it', async () => {
    const device = await createDevice('site-demo');

    const result = await gql(
      LINK,
      { s: 'site-demo', p: 'spot-demo-3-2', d: [device.mac, device.mac.toLowerCase()] },
      { token: admin },
    );
    const after = await gql<{ device: { spot: { _id: string } | null } }>(
      'query ($m: String!) { device(mac: $m) { spot { _id } } }',
      { m: device.mac },
      { token: admin },
    );

    expect(result.errors?.[0]?.errorInfo?.key).toBe('DUPLICATE_MAC');
    expect(after.data?.device.spot).toBeNull();
  });

  it('reports a device registered on another tenant as already registered', async () => {
    const otherSite = await createEmptySite();
    const device = await createDevice(otherSite._id);

    const result = await gql(UPSERT, { i: { mac: device.mac, site: 'site-demo' } }, { token: teacher });

    expect(result.errors?.[0]?.errorInfo?.key).toBe('DEVICE_ALREADY_REGISTERED');
  });

  it('refuses a site without a name with REQUIRED_FIELD_MSG naming the field', async () => {
    const result = await gql('mutation { createSite(input: { name: "  " }) { _id } }', {}, { token: admin });

    expect(result.errors?.[0]?.errorInfo).toMatchObject({ key: 'REQUIRED_FIELD_MSG', field: 'name' });
  });

  it('refuses a classroom for an unknown site with UNKNOWN_SITE', async () => {
    const result = await gql(
      'mutation { createSpot(input: { name: "Room", site: "no-such-site" }) { _id } }',
      {},
      { token: admin },
    );

    expect(result.errors?.[0]?.errorInfo?.key).toBe('UNKNOWN_SITE');
  });

  it.each([[{ p: -1, n: 10 }], [{ p: 0, n: 0 }], [{ p: 0, n: 101 }]])(
    'refuses page and perPage out of range: %o',
    async (variables) => {
      const result = await gql(SITES, variables, { token: admin });

      expect(result.errors?.[0]?.errorInfo?.key).toBe('PAGE_OUT_OF_RANGE');
    },
  );

  it('refuses to remove a site that still has classrooms', async () => {
    const result = await gql('mutation { removeSite(id: "site-demo") { success } }', {}, { token: admin });

    expect(result.errors?.[0]?.errorInfo?.key).toBe('SITE_NOT_EMPTY');
  });
});

describe('devices', () => {
  it('registers by MAC in any spelling, links to a classroom, and releases the user with null', async () => {
    const mac = randomMac();

    const created = await gql<{ upsertDevice: { mac: string } }>(
      UPSERT,
      { i: { mac: mac.toLowerCase().replaceAll(':', '-'), site: 'site-demo' } },
      { token: teacher },
    );
    await gql(LINK, { s: 'site-demo', p: 'spot-demo-3-1', d: [mac] }, { token: teacher });
    const seated = await gql<{ updateDeviceUser: { user: { _id: string } | null } }>(
      'mutation ($m: String!, $u: ID) { updateDeviceUser(mac: $m, user: $u) { user { _id } } }',
      { m: mac, u: 'user-student-03' },
      { token: teacher },
    );
    const released = await gql<{ updateDeviceUser: { user: { _id: string } | null } }>(
      'mutation ($m: String!, $u: ID) { updateDeviceUser(mac: $m, user: $u) { user { _id } } }',
      { m: mac, u: null },
      { token: teacher },
    );

    expect(created.data?.upsertDevice.mac).toBe(mac);
    expect(seated.data?.updateDeviceUser.user?._id).toBe('user-student-03');
    expect(released.data?.updateDeviceUser.user).toBeNull();
  });

  it('counts a removed device out of its site list', async () => {
    const before = await demoDeviceCount();
    const device = await createDevice('site-demo');

    await gql(
      'mutation ($m: String!) { removeDevice(mac: $m) { success } }',
      { m: device.mac },
      { token: admin },
    );

    expect(await demoDeviceCount()).toBe(before);
  });
});
