/**
 * Role x tenant x operation for the organisation and fleet operations (spec section 6), in one table:
 * each operation lists the roles that may call it; every actor below calls every operation on a
 * target in the demo school, and must succeed exactly when its role is listed and it reaches
 * that school. Actors of another distributor and another school stand for "other tenants".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '../../functions/src/domain/roles';
import { createUser } from '../support/fixtures';
import { type GraphqlResponse, gql, signin } from '../support/graphql';
import { createDevice, createDist, createEmptySite, createSpot, randomMac } from '../support/org-fixtures';

const DEMO_SITE = 'site-demo';
const DEMO_SPOT = 'spot-demo-3-1';
const DEMO_DIST = 'dist-demo';

type Actor = { name: string; role: RoleName; reachesDemo: boolean; token: string };
type Operation = {
  name: string;
  roles: RoleName[];
  call: (token: string) => Promise<GraphqlResponse>;
  /** Not aimed at the demo school: a scoped list, or something with no tenant (a new site, the catalog). */
  untargeted?: boolean;
};

const ALL: RoleName[] = ['system', 'admin', 'distributor', 'manager', 'staff'];
const MANAGERS: RoleName[] = ['system', 'admin', 'distributor', 'manager'];
const DISTRIBUTORS: RoleName[] = ['system', 'admin', 'distributor'];

const q =
  (query: string, variables: Record<string, unknown> = {}) =>
  (token: string) =>
    gql(query, variables, { token });

/** The table. A call that needs its own target creates it first, so every attempt starts equal. */
const OPERATIONS: Operation[] = [
  { name: 'Query.sites', roles: ALL, untargeted: true, call: q('{ sites(perPage: 5) { total } }') },
  {
    name: 'Query.site',
    roles: ALL,
    call: q('query ($id: ID!) { site(id: $id) { _id } }', { id: DEMO_SITE }),
  },
  { name: 'Query.mySite', roles: [...ALL, 'user'], untargeted: true, call: q('{ mySite { _id } }') },
  {
    name: 'Mutation.createSite',
    roles: DISTRIBUTORS,
    untargeted: true,
    call: q('mutation ($i: SiteInput!) { createSite(input: $i) { _id } }', { i: { name: 'Matrix site' } }),
  },
  {
    name: 'Mutation.updateSite',
    roles: DISTRIBUTORS,
    call: q('mutation ($id: ID!) { updateSite(id: $id, input: { description: "matrix" }) { _id } }', {
      id: DEMO_SITE,
    }),
  },
  {
    name: 'Mutation.removeSite',
    roles: DISTRIBUTORS,
    call: async (token) => {
      const site = await createEmptySite(DEMO_DIST);
      return gql('mutation ($id: ID!) { removeSite(id: $id) { success } }', { id: site._id }, { token });
    },
  },
  {
    name: 'Query.spots',
    roles: ALL,
    call: q('query ($s: ID) { spots(perPage: 5, filter: { site: $s }) { total } }', { s: DEMO_SITE }),
  },
  {
    name: 'Query.spot',
    roles: ALL,
    call: q('query ($id: ID!) { spot(id: $id) { _id } }', { id: DEMO_SPOT }),
  },
  {
    name: 'Mutation.createSpot',
    roles: MANAGERS,
    call: q('mutation ($i: SpotInput!) { createSpot(input: $i) { _id } }', {
      i: { name: 'Matrix room', site: DEMO_SITE },
    }),
  },
  {
    name: 'Mutation.updateSpot',
    roles: ALL,
    call: q('mutation ($id: ID!) { updateSpot(id: $id, input: { description: "matrix" }) { _id } }', {
      id: DEMO_SPOT,
    }),
  },
  {
    name: 'Mutation.updateSpotInfo',
    roles: ALL,
    call: q('mutation ($id: ID!, $info: AWSJSON!) { updateSpotInfo(id: $id, info: $info) { success } }', {
      id: DEMO_SPOT,
      info: '{"theme":"matrix"}',
    }),
  },
  {
    name: 'Mutation.removeSpot',
    roles: MANAGERS,
    call: async (token) => {
      const spot = await createSpot(DEMO_SITE);
      return gql('mutation ($id: ID!) { removeSpot(id: $id) { success } }', { id: spot._id }, { token });
    },
  },
  {
    name: 'Query.devices',
    roles: ALL,
    call: q('query ($s: ID) { devices(perPage: 5, filter: { site: $s }) { total } }', { s: DEMO_SITE }),
  },
  {
    name: 'Query.device',
    roles: ALL,
    call: q('query ($m: String!) { device(mac: $m) { mac } }', { m: 'AA:BB:CC:00:00:01' }),
  },
  {
    name: 'Mutation.upsertDevice',
    roles: MANAGERS,
    call: q('mutation ($i: DeviceInput!) { upsertDevice(input: $i) { mac } }', {
      i: { mac: randomMac(), site: DEMO_SITE },
    }),
  },
  {
    name: 'Mutation.updateDevice',
    roles: MANAGERS,
    call: async (token) => {
      const device = await createDevice(DEMO_SITE);
      return gql(
        'mutation ($m: String!, $i: DeviceInput!) { updateDevice(mac: $m, input: $i) { mac } }',
        { m: device.mac, i: { mac: device.mac, site: DEMO_SITE, name: 'Matrix' } },
        { token },
      );
    },
  },
  {
    name: 'Mutation.patchDevice',
    roles: MANAGERS,
    call: async (token) => {
      const device = await createDevice(DEMO_SITE);
      return gql(
        'mutation ($m: String!) { patchDevice(mac: $m, input: { label: "7" }) { mac } }',
        { m: device.mac },
        { token },
      );
    },
  },
  {
    name: 'Mutation.updateDevices',
    roles: ALL,
    call: async (token) => {
      const device = await createDevice(DEMO_SITE);
      return gql(
        'mutation ($l: [DeviceUserInput!]!) { updateDevices(list: $l) { success } }',
        { l: [{ mac: device.mac, user: null }] },
        { token },
      );
    },
  },
  {
    name: 'Mutation.linkDevices',
    roles: MANAGERS,
    call: async (token) => {
      const device = await createDevice(DEMO_SITE);
      return gql(
        'mutation ($s: ID!, $p: ID, $d: [String!]!) { linkDevices(site: $s, spot: $p, devices: $d) { success } }',
        { s: DEMO_SITE, p: DEMO_SPOT, d: [device.mac] },
        { token },
      );
    },
  },
  {
    name: 'Mutation.updateDeviceUser',
    roles: ALL,
    call: async (token) => {
      const device = await createDevice(DEMO_SITE, DEMO_SPOT);
      return gql(
        'mutation ($m: String!) { updateDeviceUser(mac: $m, user: "user-student-05") { mac } }',
        { m: device.mac },
        { token },
      );
    },
  },
  {
    name: 'Mutation.removeDevice',
    roles: MANAGERS,
    call: async (token) => {
      const device = await createDevice(DEMO_SITE);
      return gql(
        'mutation ($m: String!) { removeDevice(mac: $m) { success } }',
        { m: device.mac },
        { token },
      );
    },
  },
  // ---- users and business setting
  // ---- apps, scanners, catalog (dists, categories, services, products), blacklist, files
];

const actors: Actor[] = [];

beforeAll(async () => {
  const otherDist = await createDist();
  const otherSite = await createEmptySite(otherDist._id);
  const specs: [string, RoleName, boolean, Parameters<typeof createUser>[1]][] = [
    ['system', 'system', true, {}],
    ['admin', 'admin', true, {}],
    ['distributor of the demo school', 'distributor', true, { distId: DEMO_DIST }],
    ['distributor elsewhere', 'distributor', false, { distId: otherDist._id }],
    ['manager of the demo school', 'manager', true, { siteId: DEMO_SITE }],
    ['manager elsewhere', 'manager', false, { siteId: otherSite._id }],
    ['staff of the demo school', 'staff', true, { siteId: DEMO_SITE }],
    ['student of the demo school', 'user', true, { siteId: DEMO_SITE }],
  ];
  for (const [name, role, reachesDemo, overrides] of specs) {
    const user = await createUser({ [role]: true }, overrides);
    actors.push({ name, role, reachesDemo, token: await signin(user.uid, user.password) });
  }
});

describe('access matrix: organisation and fleet', () => {
  it('covers every organisation operation of the schema', async () => {
    const { organisationRules } = await import('../../functions/src/auth/rules/organisation');

    expect(OPERATIONS.map((operation) => operation.name).sort()).toEqual(
      Object.keys(organisationRules).sort(),
    );
  });

  it.each(OPERATIONS.map((operation) => [operation.name, operation] as const))(
    '%s',
    async (_name, operation) => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const actor of actors) {
        const result = await operation.call(actor.token);
        const refused = ['Forbidden', 'Unauthorized'].includes(result.errors?.[0]?.errorType ?? '');
        const unexpected =
          result.errors && !refused ? ` (${result.errors[0]?.errorType}: ${result.errors[0]?.message})` : '';
        outcomes.push(
          `${actor.name}: ${refused ? 'refused' : result.errors ? 'error' : 'allowed'}${unexpected}`,
        );
        const allowed = operation.roles.includes(actor.role) && (actor.reachesDemo || Boolean(operation.untargeted));
        expected.push(`${actor.name}: ${allowed ? 'allowed' : 'refused'}`);
      }

      expect(outcomes).toEqual(expected);
    },
  );
});
