/**
 * Role x tenant x operation for the organisation and fleet operations (spec section 6), in one table:
 * each operation lists the roles that may call it; every actor below calls every operation on a
 * target in the demo school, and must succeed exactly when its role is listed and it reaches
 * that school. Actors of another distributor and another school stand for "other tenants".
 * Question-library items belong to a user, not a school: their rows name the allowed actors
 * (the demo teacher who owns the target, plus system and admin for reads).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultsStore } from '../../functions/src/data/results-store';
import type { RoleName } from '../../functions/src/kernel/roles';
import { createUser, testTable } from '../support/fixtures';
import {
  blacklistMac,
  createApp,
  createCategory,
  createFileRecord,
  createProduct,
  createScanner,
  createService,
} from '../support/fleet-fixtures';
import { type GraphqlResponse, gql, signin } from '../support/graphql';
import { createDevice, createDist, createEmptySite, createSpot, randomMac } from '../support/org-fixtures';
import {
  createPlayListRecord,
  createQuestionRecord,
  createShareRecord,
  DEMO_TEACHER,
} from '../support/question-fixtures';
import { createActionRecord, createEventDefRecord, createThingRecord } from '../support/rules-fixtures';
import { createLinkRecord, createSessionRecord } from '../support/session-fixtures';
import {
  createAudioFileRecord,
  createCountdownRecord,
  createMessageRecord,
  createTokenRecord,
} from '../support/system-data-fixtures';

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
  /**
   * Items owned by a user rather than a tenant (questions, playlists, shares of the demo teacher):
   * exactly these actors (by name) are allowed, whatever their role and tenant.
   */
  allowedActors?: string[];
};

const ALL: RoleName[] = ['system', 'admin', 'distributor', 'manager', 'staff'];
const MANAGERS: RoleName[] = ['system', 'admin', 'distributor', 'manager'];
const DISTRIBUTORS: RoleName[] = ['system', 'admin', 'distributor'];
const ADMINS: RoleName[] = ['system', 'admin'];
const SYSTEM: RoleName[] = ['system'];

/** The demo teacher (a manager of the demo school) owns the question-library targets below. */
const TEACHER = 'demo teacher (owner)';
const OWNER_ONLY = [TEACHER];
/** Reads of a user's items: the owner, and system and admin (spec section 6 "admins"). */
const OWNER_AND_ADMINS = [TEACHER, 'system', 'admin'];
const OX = { title: { main: 'Matrix?' }, type: 'quiz', answerType: 'ox', correct: '1' };

const q =
  (query: string, variables: Record<string, unknown> = {}) =>
  (token: string) =>
    gql(query, variables, { token });

/** A running question link in a class session of the demo school (a classroom of its own). */
async function matrixLink() {
  return createLinkRecord(await createSessionRecord(DEMO_SITE), await createQuestionRecord(DEMO_TEACHER));
}

/** An export job of the demo school, written through the data layer (no worker needed to read it). */
async function matrixExportJob(): Promise<string> {
  const now = new Date().toISOString();
  const id = `export-${randomUUID()}`;
  await new ResultsStore(testTable(), 3600).putJob({
    _id: id,
    status: 'queued',
    progress: 0,
    error: null,
    scope: { session: 'session-matrix' },
    siteId: DEMO_SITE,
    requesterId: 'user-teacher',
    fileName: 'matrix.xlsx',
    fileKey: null,
    attempts: 0,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

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
    name: 'Query.classScreenSettings',
    roles: ALL,
    call: q('query ($id: ID!) { classScreenSettings(site: $id) { font { value source } } }', {
      id: DEMO_SITE,
    }),
  },
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
  {
    name: 'Query.users',
    roles: ALL,
    call: q('query ($s: ID) { users(perPage: 5, filter: { site: $s }) { total } }', { s: DEMO_SITE }),
  },
  {
    name: 'Query.user',
    roles: ALL,
    call: q('query ($id: ID!) { user(id: $id) { _id } }', { id: 'user-student-03' }),
  },
  {
    name: 'Mutation.addUser',
    roles: MANAGERS,
    call: (token) =>
      gql(
        'mutation ($i: UserInput!) { addUser(input: $i) { _id } }',
        {
          i: {
            uid: `matrix-${randomUUID().slice(0, 8)}`,
            firstname: 'Matrix',
            role: { user: true },
            site: DEMO_SITE,
          },
        },
        { token },
      ),
  },
  {
    name: 'Mutation.updateUser',
    roles: MANAGERS,
    call: async (token) => {
      const student = await createUser({ user: true }, { siteId: DEMO_SITE });
      return gql(
        'mutation ($id: ID!, $i: UserInput!) { updateUser(id: $id, input: $i) { _id } }',
        {
          id: student._id,
          i: { uid: student.uid, firstname: 'Renamed', role: { user: true }, site: DEMO_SITE },
        },
        { token },
      );
    },
  },
  {
    name: 'Mutation.patchUser',
    roles: MANAGERS,
    call: async (token) => {
      const student = await createUser({ user: true }, { siteId: DEMO_SITE });
      return gql(
        'mutation ($id: ID!) { patchUser(id: $id, input: { tel: "010-0000" }) { _id } }',
        { id: student._id },
        { token },
      );
    },
  },
  {
    name: 'Mutation.removeUser',
    roles: MANAGERS,
    call: async (token) => {
      const student = await createUser({ user: true }, { siteId: DEMO_SITE });
      return gql('mutation ($id: ID!) { removeUser(id: $id) { success } }', { id: student._id }, { token });
    },
  },
  {
    name: 'Mutation.updateUserRole',
    roles: MANAGERS,
    call: async (token) => {
      const student = await createUser({ user: true }, { siteId: DEMO_SITE });
      return gql(
        'mutation ($id: ID!) { updateUserRole(id: $id, role: { staff: true }) { _id } }',
        { id: student._id },
        { token },
      );
    },
  },
  {
    name: 'Mutation.linkingUserToSite',
    roles: DISTRIBUTORS,
    call: async (token) => {
      const student = await createUser({ user: true }, { siteId: DEMO_SITE });
      return gql(
        'mutation ($id: ID!, $s: ID) { linkingUserToSite(id: $id, site: $s) { _id } }',
        { id: student._id, s: DEMO_SITE },
        { token },
      );
    },
  },
  {
    name: 'Mutation.modifyUsers',
    roles: ALL,
    // Rewrites a demo student unchanged, so repeated calls leave the demo classroom as seeded.
    call: q('mutation ($i: ModifyUsersInput!) { modifyUsers(input: $i) { updated } }', {
      i: {
        site: DEMO_SITE,
        spot: DEMO_SPOT,
        update: [{ _id: 'user-student-05', firstname: 'Student 05', no: 5 }],
      },
    }),
  },
  {
    name: 'Mutation.importRoster',
    roles: ALL,
    // The demo student on seat 5 by the same name: an import that changes nothing.
    call: q('mutation ($i: RosterImportInput!) { importRoster(input: $i) { unchanged } }', {
      i: { site: DEMO_SITE, spot: DEMO_SPOT, rows: [{ no: 5, firstname: 'Student 05' }] },
    }),
  },
  {
    name: 'Mutation.setSpotBusiness',
    roles: MANAGERS,
    call: async (token) => {
      const spot = await createSpot(DEMO_SITE);
      return gql(
        'mutation ($id: ID!) { setSpotBusiness(id: $id, count: 1) { seats } }',
        { id: spot._id },
        { token },
      );
    },
  },
  // ---- apps, scanners, catalog (dists, categories, services, products), blacklist, files
  {
    name: 'Query.apps',
    roles: ALL,
    call: q(`{ apps(perPage: 5, filter: { site: "${DEMO_SITE}" }) { total } }`),
  },
  {
    name: 'Query.app',
    roles: ALL,
    call: async (token) =>
      gql(
        'query ($u: String!) { app(uuid: $u) { uuid } }',
        { u: (await createApp(DEMO_SITE)).uuid },
        { token },
      ),
  },
  {
    name: 'Mutation.createApp',
    roles: MANAGERS,
    call: (token) =>
      gql(
        'mutation ($i: AppInput!) { createApp(input: $i) { uuid } }',
        { i: { uuid: randomUUID(), site: DEMO_SITE, spot: DEMO_SPOT } },
        { token },
      ),
  },
  {
    name: 'Mutation.updateApp',
    roles: MANAGERS,
    call: async (token) => {
      const app = await createApp(DEMO_SITE);
      return gql(
        'mutation ($u: String!, $i: AppInput!) { updateApp(uuid: $u, input: $i) { uuid } }',
        { u: app.uuid, i: { uuid: app.uuid, site: DEMO_SITE, name: 'Matrix' } },
        { token },
      );
    },
  },
  {
    name: 'Mutation.removeApp',
    roles: MANAGERS,
    call: async (token) =>
      gql(
        'mutation ($u: String!) { removeApp(uuid: $u) { success } }',
        { u: (await createApp(DEMO_SITE)).uuid },
        { token },
      ),
  },
  {
    name: 'Query.scanners',
    roles: ALL,
    call: q(`{ scanners(perPage: 5, filter: { site: "${DEMO_SITE}" }) { total } }`),
  },
  {
    name: 'Query.fleetHealth',
    roles: ALL,
    call: q('query ($s: ID!, $p: ID) { fleetHealth(site: $s, spot: $p) { checkedAt } }', {
      s: DEMO_SITE,
      p: DEMO_SPOT,
    }),
  },
  {
    name: 'Query.scanner',
    roles: ALL,
    call: async (token) =>
      gql(
        'query ($id: ID!) { scanner(id: $id) { scid } }',
        { id: (await createScanner(DEMO_SITE, DEMO_SPOT))._id },
        { token },
      ),
  },
  {
    name: 'Mutation.createScanner',
    roles: MANAGERS,
    call: (token) =>
      gql(
        'mutation ($i: ScannerInput!) { createScanner(input: $i) { scid } }',
        { i: { scid: `SCN-${randomUUID().slice(0, 8)}`, site: DEMO_SITE, spot: DEMO_SPOT } },
        { token },
      ),
  },
  {
    name: 'Mutation.updateScanner',
    roles: MANAGERS,
    call: async (token) => {
      const scanner = await createScanner(DEMO_SITE);
      return gql(
        'mutation ($id: ID!, $i: ScannerInput!) { updateScanner(id: $id, input: $i) { scid } }',
        { id: scanner._id, i: { scid: scanner.scid, site: DEMO_SITE, name: 'Matrix' } },
        { token },
      );
    },
  },
  {
    name: 'Mutation.removeScanner',
    roles: MANAGERS,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { removeScanner(id: $id) { success } }',
        { id: (await createScanner(DEMO_SITE))._id },
        { token },
      ),
  },
  // The registration wizard: the scanner watch rule (a scanner of the demo school), and names
  // saved only on a scanner with no site yet, by the /admin roles (any distributor).
  {
    name: 'Query.scannerRegistration',
    roles: ALL,
    call: async (token) =>
      gql(
        'query ($s: String!) { scannerRegistration(scid: $s) { registered } }',
        { s: (await createScanner(DEMO_SITE)).scid },
        { token },
      ),
  },
  {
    name: 'Mutation.sendRegisterRequest',
    roles: ALL,
    call: async (token) =>
      gql(
        'mutation ($s: String!, $i: RegisterRequestInput!) { sendRegisterRequest(scid: $s, input: $i) { requestId } }',
        { s: (await createScanner(DEMO_SITE)).scid, i: { op: 'identify' } },
        { token },
      ),
  },
  {
    // Stock placed onto the demo school: only callers who reach it.
    name: 'Mutation.registerScanner',
    roles: DISTRIBUTORS,
    call: async (token) =>
      gql(
        'mutation ($s: String!, $i: ScannerRegisterInput!) { registerScanner(scid: $s, input: $i) { scid } }',
        {
          s: (await createScanner(null)).scid,
          i: { userName: 'Matrix', name: 'Matrix scanner', site: DEMO_SITE, spot: DEMO_SPOT },
        },
        { token },
      ),
  },
  { name: 'Query.dists', roles: ADMINS, untargeted: true, call: q('{ dists(perPage: 5) { total } }') },
  {
    name: 'Query.dist',
    roles: ADMINS,
    untargeted: true,
    call: q('query ($id: ID!) { dist(id: $id) { _id } }', { id: DEMO_DIST }),
  },
  {
    name: 'Mutation.createDist',
    roles: SYSTEM,
    untargeted: true,
    call: q('mutation { createDist(input: { title: "Matrix dist" }) { _id } }'),
  },
  {
    name: 'Mutation.updateDist',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { updateDist(id: $id, input: { title: "Renamed" }) { _id } }',
        { id: (await createDist())._id },
        { token },
      ),
  },
  {
    name: 'Mutation.removeDist',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { removeDist(id: $id) { success } }',
        { id: (await createDist())._id },
        { token },
      ),
  },
  {
    name: 'Mutation.setDist',
    roles: ADMINS,
    untargeted: true,
    call: async (token) => {
      const [dist, site] = [await createDist(), await createEmptySite()];
      return gql(
        'mutation ($id: ID!, $s: [ID!]!) { setDist(id: $id, sites: $s) { success } }',
        { id: dist._id, s: [site._id] },
        { token },
      );
    },
  },
  {
    name: 'Mutation.unsetDist',
    roles: ADMINS,
    untargeted: true,
    call: async (token) => {
      const site = await createEmptySite((await createDist())._id);
      return gql('mutation ($s: [ID!]!) { unsetDist(sites: $s) { success } }', { s: [site._id] }, { token });
    },
  },
  {
    name: 'Query.categories',
    roles: ADMINS,
    untargeted: true,
    call: q('{ categories(perPage: 5) { total } }'),
  },
  {
    name: 'Mutation.createCategory',
    roles: SYSTEM,
    untargeted: true,
    call: (token) =>
      gql(
        'mutation ($i: CategoryInput!) { createCategory(input: $i) { _id } }',
        { i: { key: `k-${randomUUID()}`, title: 'Matrix' } },
        { token },
      ),
  },
  {
    name: 'Mutation.updateCategory',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) => {
      const category = await createCategory();
      return gql(
        'mutation ($id: ID!, $i: CategoryInput!) { updateCategory(id: $id, input: $i) { _id } }',
        { id: category._id, i: { key: category.key, title: 'Renamed' } },
        { token },
      );
    },
  },
  {
    name: 'Mutation.removeCategory',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { removeCategory(id: $id) { success } }',
        { id: (await createCategory())._id },
        { token },
      ),
  },
  { name: 'Query.services', roles: ADMINS, untargeted: true, call: q('{ services(perPage: 5) { total } }') },
  {
    name: 'Query.service',
    roles: ADMINS,
    untargeted: true,
    call: async (token) =>
      gql('query ($id: ID!) { service(id: $id) { _id } }', { id: (await createService())._id }, { token }),
  },
  {
    name: 'Mutation.createService',
    roles: SYSTEM,
    untargeted: true,
    call: q('mutation { createService(input: { title: "Matrix" }) { _id } }'),
  },
  {
    name: 'Mutation.updateService',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { updateService(id: $id, input: { title: "Renamed" }) { _id } }',
        { id: (await createService())._id },
        { token },
      ),
  },
  {
    name: 'Mutation.removeService',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { removeService(id: $id) { success } }',
        { id: (await createService())._id },
        { token },
      ),
  },
  { name: 'Query.products', roles: ALL, untargeted: true, call: q('{ products(perPage: 5) { total } }') },
  {
    name: 'Query.product',
    roles: ALL,
    untargeted: true,
    call: async (token) =>
      gql('query ($id: ID!) { product(id: $id) { _id } }', { id: (await createProduct())._id }, { token }),
  },
  {
    name: 'Mutation.createProduct',
    roles: SYSTEM,
    untargeted: true,
    call: (token) =>
      gql(
        'mutation ($i: ProductInput!) { createProduct(input: $i) { _id } }',
        { i: { code: `P-${randomUUID()}`, name: 'Matrix' } },
        { token },
      ),
  },
  {
    name: 'Mutation.updateProduct',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) => {
      const product = await createProduct();
      return gql(
        'mutation ($id: ID!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { _id } }',
        { id: product._id, i: { code: product.code, name: 'Renamed' } },
        { token },
      );
    },
  },
  {
    name: 'Mutation.removeProduct',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { removeProduct(id: $id) { success } }',
        { id: (await createProduct())._id },
        { token },
      ),
  },
  // The rules engine's catalog is system-only (tests/integration/rules-engine.test.ts).
  {
    name: 'Query.actions',
    roles: SYSTEM,
    untargeted: true,
    call: q('query { actions(perPage: 1) { total } }'),
  },
  {
    name: 'Query.action',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'query ($c: String!) { action(code: $c) { _id } }',
        { c: (await createActionRecord()).code },
        { token },
      ),
  },
  {
    name: 'Mutation.createAction',
    roles: SYSTEM,
    untargeted: true,
    call: q('mutation ($i: ActionInput!) { createAction(input: $i) { _id } }', {
      i: { code: `A-${randomUUID()}`, name: 'Matrix', fn: 'notice' },
    }),
  },
  {
    name: 'Mutation.updateAction',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) => {
      const action = await createActionRecord();
      return gql(
        'mutation ($c: String!, $i: ActionInput!) { updateAction(code: $c, input: $i) { _id } }',
        { c: action.code, i: { code: action.code, name: 'Renamed', fn: 'notice' } },
        { token },
      );
    },
  },
  {
    name: 'Mutation.removeAction',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($c: String!) { removeAction(code: $c) { success } }',
        { c: (await createActionRecord()).code },
        { token },
      ),
  },
  {
    name: 'Query.eventDefs',
    roles: SYSTEM,
    untargeted: true,
    call: q('query { eventDefs(perPage: 1) { total } }'),
  },
  {
    name: 'Query.eventDef',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'query ($id: ID!) { eventDef(id: $id) { _id } }',
        { id: (await createEventDefRecord())._id },
        { token },
      ),
  },
  {
    name: 'Mutation.createEventDef',
    roles: SYSTEM,
    untargeted: true,
    call: q('mutation ($i: EventDefInput!) { createEventDef(input: $i) { _id } }', {
      i: { title: 'Matrix', type: 'matrix' },
    }),
  },
  {
    name: 'Mutation.updateEventDef',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($id: ID!, $i: EventDefInput!) { updateEventDef(id: $id, input: $i) { _id } }',
        { id: (await createEventDefRecord())._id, i: { title: 'Renamed', type: 'matrix' } },
        { token },
      ),
  },
  {
    name: 'Mutation.removeEventDef',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { removeEventDef(id: $id) { success } }',
        { id: (await createEventDefRecord())._id },
        { token },
      ),
  },
  {
    name: 'Query.things',
    roles: SYSTEM,
    untargeted: true,
    call: q('query { things(perPage: 1) { total } }'),
  },
  {
    name: 'Query.thing',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'query ($id: ID!) { thing(id: $id) { _id } }',
        { id: (await createThingRecord(DEMO_SITE))._id },
        { token },
      ),
  },
  {
    name: 'Mutation.createThing',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($i: ThingInput!) { createThing(input: $i) { _id } }',
        {
          i: {
            event: (await createEventDefRecord())._id,
            action: (await createActionRecord()).code,
            site: DEMO_SITE,
          },
        },
        { token },
      ),
  },
  {
    name: 'Mutation.createThings',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($i: [ThingInput!]!) { createThings(input: $i) { _id } }',
        {
          i: [
            {
              event: (await createEventDefRecord())._id,
              action: (await createActionRecord()).code,
              site: DEMO_SITE,
            },
          ],
        },
        { token },
      ),
  },
  {
    name: 'Mutation.updateThing',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) => {
      const thing = await createThingRecord(DEMO_SITE);
      return gql(
        'mutation ($id: ID!, $i: ThingInput!) { updateThing(id: $id, input: $i) { _id } }',
        {
          id: thing._id,
          i: {
            title: 'Renamed',
            event: thing.eventId,
            action: (await createActionRecord()).code,
            site: DEMO_SITE,
          },
        },
        { token },
      );
    },
  },
  {
    name: 'Mutation.removeThing',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { removeThing(id: $id) { success } }',
        { id: (await createThingRecord(DEMO_SITE))._id },
        { token },
      ),
  },
  // A site's recorded events: its staff-like roles; only the back end publishes them (IAM).
  {
    name: 'Query.events',
    roles: ALL,
    call: q('query ($s: ID!) { events(site: $s, perPage: 1) { total } }', { s: DEMO_SITE }),
  },
  {
    name: 'Mutation.publishEvent',
    roles: [],
    untargeted: true,
    call: q('mutation ($i: EventInput!) { publishEvent(input: $i) { _id } }', {
      i: {
        _id: 'event-x',
        site: DEMO_SITE,
        type: 'matrix',
        status: 'ok',
        createdAt: new Date().toISOString(),
      },
    }),
  },
  {
    name: 'Query.blacklists',
    roles: ADMINS,
    untargeted: true,
    call: q('{ blacklists(perPage: 5) { total } }'),
  },
  {
    name: 'Mutation.createBlacklist',
    roles: ADMINS,
    untargeted: true,
    call: (token) =>
      gql(
        'mutation ($i: BlacklistInput!) { createBlacklist(input: $i) { mac } }',
        { i: { mac: randomMac() } },
        { token },
      ),
  },
  {
    name: 'Mutation.removeBlacklist',
    roles: ADMINS,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($m: String!) { removeBlacklist(mac: $m) { success } }',
        { m: (await blacklistMac(randomMac())).mac },
        { token },
      ),
  },
  {
    name: 'Query.files',
    roles: ALL,
    untargeted: true,
    call: q('{ files(perPage: 12, filter: { category: "spot" }) { total } }'),
  },
  {
    name: 'Mutation.removeFile',
    roles: MANAGERS,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { removeFile(id: $id) { success } }',
        { id: (await createFileRecord(DEMO_SITE))._id },
        { token },
      ),
  },
  // ---- questions, playlists, shares
  {
    name: 'Query.questions',
    roles: ALL,
    untargeted: true,
    call: q('{ questions(perPage: 5, sortField: "order", sortOrder: asc) { total } }'),
  },
  {
    name: 'Query.question',
    roles: ALL,
    allowedActors: OWNER_AND_ADMINS,
    call: async (token) =>
      gql(
        'query ($id: ID!) { question(id: $id) { _id } }',
        { id: (await createQuestionRecord(DEMO_TEACHER))._id },
        { token },
      ),
  },
  {
    name: 'Query.questionFiltering',
    roles: ALL,
    untargeted: true,
    call: q('{ questionFiltering(input: { active: true }) { _id } }'),
  },
  {
    name: 'Mutation.createQuestion',
    roles: ALL,
    untargeted: true,
    call: q('mutation ($i: QuestionInput!) { createQuestion(input: $i) { _id } }', { i: OX }),
  },
  {
    name: 'Mutation.createQuestions',
    roles: ALL,
    untargeted: true,
    call: q('mutation ($i: [QuestionInput!]!) { createQuestions(input: $i) { _id } }', { i: [OX] }),
  },
  {
    name: 'Mutation.updateQuestion',
    roles: ALL,
    allowedActors: OWNER_ONLY,
    call: async (token) =>
      gql(
        'mutation ($id: ID!, $i: QuestionInput!) { updateQuestion(id: $id, input: $i) { _id } }',
        { id: (await createQuestionRecord(DEMO_TEACHER))._id, i: OX },
        { token },
      ),
  },
  {
    name: 'Mutation.patchQuestion',
    roles: ALL,
    allowedActors: OWNER_ONLY,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { patchQuestion(id: $id, input: { active: false }) { _id } }',
        { id: (await createQuestionRecord(DEMO_TEACHER))._id },
        { token },
      ),
  },
  {
    name: 'Mutation.updateManyQuestions',
    roles: ALL,
    allowedActors: OWNER_ONLY,
    call: async (token) =>
      gql(
        'mutation ($ids: [ID!]!) { updateManyQuestions(ids: $ids, input: { active: false }) { success } }',
        { ids: [(await createQuestionRecord(DEMO_TEACHER))._id] },
        { token },
      ),
  },
  {
    name: 'Mutation.removeQuestion',
    roles: ALL,
    allowedActors: OWNER_ONLY,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { removeQuestion(id: $id) { success } }',
        { id: (await createQuestionRecord(DEMO_TEACHER))._id },
        { token },
      ),
  },
  {
    name: 'Mutation.removeQuestions',
    roles: ALL,
    allowedActors: OWNER_ONLY,
    call: async (token) =>
      gql(
        'mutation ($ids: [ID!]!) { removeQuestions(ids: $ids) { success } }',
        { ids: [(await createQuestionRecord(DEMO_TEACHER))._id] },
        { token },
      ),
  },
  {
    name: 'Mutation.updateQuestionOrder',
    roles: ALL,
    allowedActors: OWNER_ONLY,
    call: async (token) =>
      gql(
        'mutation ($l: [QuestionOrderInput!]!) { updateQuestionOrder(list: $l) { success } }',
        { l: [{ _id: (await createQuestionRecord(DEMO_TEACHER))._id, order: 3 }] },
        { token },
      ),
  },
  { name: 'Query.playLists', roles: ALL, untargeted: true, call: q('{ playLists(perPage: 5) { total } }') },
  {
    name: 'Query.playList',
    roles: ALL,
    allowedActors: OWNER_AND_ADMINS,
    call: async (token) =>
      gql(
        'query ($id: ID!) { playList(id: $id) { _id } }',
        { id: (await createPlayListRecord(DEMO_TEACHER))._id },
        { token },
      ),
  },
  {
    name: 'Mutation.createPlayList',
    roles: ALL,
    untargeted: true,
    call: q('mutation { createPlayList(input: { title: "Matrix", list: [] }) { _id } }'),
  },
  {
    name: 'Mutation.updatePlayListTitle',
    roles: ALL,
    allowedActors: OWNER_ONLY,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { updatePlayListTitle(id: $id, title: "Renamed") { _id } }',
        { id: (await createPlayListRecord(DEMO_TEACHER))._id },
        { token },
      ),
  },
  {
    name: 'Mutation.updatePlayList',
    roles: ALL,
    allowedActors: OWNER_ONLY,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { updatePlayList(id: $id, list: []) { _id } }',
        { id: (await createPlayListRecord(DEMO_TEACHER))._id },
        { token },
      ),
  },
  {
    name: 'Mutation.patchPlayList',
    roles: ALL,
    allowedActors: OWNER_ONLY,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { patchPlayList(id: $id, input: { description: "matrix" }) { _id } }',
        { id: (await createPlayListRecord(DEMO_TEACHER))._id },
        { token },
      ),
  },
  {
    name: 'Mutation.removePlayList',
    roles: ALL,
    allowedActors: OWNER_ONLY,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { removePlayList(id: $id) { success } }',
        { id: (await createPlayListRecord(DEMO_TEACHER))._id },
        { token },
      ),
  },
  {
    name: 'Query.questionShares',
    roles: ALL,
    untargeted: true,
    call: q('{ questionShares(perPage: 5, shared: true) { total } }'),
  },
  {
    // Aimed at the demo school: a share reaches only users the sharer may see.
    name: 'Mutation.createQuestionShare',
    roles: ALL,
    call: async (token) => {
      const colleague = await createUser({ staff: true }, { siteId: DEMO_SITE });
      return gql(
        'mutation ($i: QuestionShareInput!) { createQuestionShare(input: $i) { _id } }',
        { i: { to: [colleague._id], duedate: new Date(Date.now() + 86_400_000).toISOString() } },
        { token },
      );
    },
  },
  {
    name: 'Mutation.removeQuestionShares',
    roles: ALL,
    allowedActors: OWNER_AND_ADMINS,
    call: async (token) => {
      const colleague = await createUser({ staff: true }, { siteId: DEMO_SITE });
      const share = await createShareRecord(DEMO_TEACHER, colleague._id);
      return gql(
        'mutation ($ids: [ID!]!) { removeQuestionShares(ids: $ids) { success } }',
        { ids: [share._id] },
        { token },
      );
    },
  },
  {
    name: 'Query.session',
    roles: ALL,
    call: async (token) =>
      gql(
        'query ($id: ID!) { session(id: $id) { _id } }',
        { id: (await createSessionRecord(DEMO_SITE))._id },
        { token },
      ),
  },
  {
    name: 'Query.rejectedPresses',
    roles: ALL,
    call: async (token) =>
      gql(
        'query ($id: ID!) { rejectedPresses(session: $id) { reason count } }',
        { id: (await createSessionRecord(DEMO_SITE))._id },
        { token },
      ),
  },
  {
    name: 'Query.sessionSeatPins',
    roles: ALL,
    call: async (token) =>
      gql(
        'query ($id: ID!) { sessionSeatPins(session: $id) { pin remote } }',
        { id: (await createSessionRecord(DEMO_SITE))._id },
        { token },
      ),
  },
  {
    name: 'Query.sessions',
    roles: ALL,
    call: q('query ($s: ID) { sessions(perPage: 5, filter: { site: $s }) { total } }', { s: DEMO_SITE }),
  },
  {
    name: 'Query.lastSession',
    roles: ALL,
    call: q('query ($s: ID!) { lastSession(site: $s) { _id } }', { s: DEMO_SITE }),
  },
  {
    name: 'Mutation.createSession',
    roles: ALL,
    // A classroom of its own per attempt: a second session in one classroom is refused.
    call: async (token) =>
      gql(
        'mutation ($i: SessionInput!) { createSession(input: $i) { _id } }',
        { i: { site: DEMO_SITE, spot: (await createSpot(DEMO_SITE))._id } },
        { token },
      ),
  },
  {
    name: 'Mutation.clearSession',
    roles: ALL,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { clearSession(id: $id) { success } }',
        { id: (await createSessionRecord(DEMO_SITE))._id },
        { token },
      ),
  },
  {
    name: 'Mutation.startQuestion',
    roles: ALL,
    // The caller asks a question of their own, so only the session's school decides.
    call: async (token) => {
      const me = await gql<{ me: { _id: string } | null }>('{ me { _id } }', {}, { token });
      const question = await createQuestionRecord(me.data?.me?._id ?? DEMO_TEACHER);
      const session = await createSessionRecord(DEMO_SITE);
      return gql(
        'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }',
        { i: { session: session._id, question: question._id } },
        { token },
      );
    },
  },
  {
    name: 'Query.questionLink',
    roles: ALL,
    call: async (token) =>
      gql('query ($id: ID!) { questionLink(id: $id) { _id } }', { id: (await matrixLink())._id }, { token }),
  },
  {
    name: 'Query.questionLinks',
    roles: ALL,
    call: q('query ($s: ID) { questionLinks(perPage: 5, filter: { site: $s }) { total } }', {
      s: DEMO_SITE,
    }),
  },
  {
    name: 'Mutation.stopQuestion',
    roles: ALL,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { stopQuestion(id: $id) { success } }',
        { id: (await matrixLink())._id },
        { token },
      ),
  },
  {
    name: 'Mutation.revealQuestionLink',
    roles: ALL,
    // Only a stopped link's results can be revealed: the caller stops it first (idempotent).
    call: async (token) => {
      const id = (await matrixLink())._id;
      await gql('mutation ($id: ID!) { stopQuestion(id: $id) { success } }', { id }, { token });
      return gql('mutation ($id: ID!) { revealQuestionLink(id: $id) { _id } }', { id }, { token });
    },
  },
  {
    name: 'Mutation.clearQuestionLink',
    roles: ALL,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { clearQuestionLink(id: $id) { success } }',
        { id: (await matrixLink())._id },
        { token },
      ),
  },
  {
    name: 'Mutation.updateQuestionLink',
    roles: ALL,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { updateQuestionLink(id: $id, input: { correct: "2" }) { _id } }',
        { id: (await matrixLink())._id },
        { token },
      ),
  },
  {
    name: 'Mutation.removeQuestionLink',
    roles: ALL,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { removeQuestionLink(id: $id) { success } }',
        { id: (await matrixLink())._id },
        { token },
      ),
  },
  // The back end alone publishes answer events (IAM); onAnswers, a subscription, is refused or allowed
  // at subscribe time over the realtime protocol: tests/integration/answer-subscriptions.test.ts.
  {
    name: 'Mutation.publishAnswers',
    roles: [],
    untargeted: true,
    call: async (token) => {
      const questionLink = (await matrixLink())._id;
      return gql(
        'mutation ($i: AnswerBatchInput!) { publishAnswers(input: $i) { questionLink } }',
        {
          i: {
            questionLink,
            session: 'session-x',
            answers: [
              {
                questionLink,
                session: 'session-x',
                site: DEMO_SITE,
                spot: DEMO_SPOT,
                student: 'device#AA:BB:CC:00:00:09',
                value: '1',
                at: new Date().toISOString(),
                countOfAnswers: 1,
              },
            ],
          },
        },
        { token },
      );
    },
  },
  // The back end alone publishes scanner events (IAM); onScannerStatus and onRegister are checked
  // at subscribe time over the realtime protocol: tests/integration/scanner-subscriptions.test.ts.
  {
    name: 'Mutation.publishScannerStatus',
    roles: [],
    untargeted: true,
    call: q('mutation ($i: ScannerStatusInput!) { publishScannerStatus(input: $i) { scid } }', {
      i: {
        scanner: 'scanner-x',
        scid: 'SCN-X',
        site: DEMO_SITE,
        status: 'online',
        alive: new Date().toISOString(),
      },
    }),
  },
  {
    name: 'Mutation.publishRegisterReply',
    roles: [],
    untargeted: true,
    call: q('mutation ($i: RegisterReplyInput!) { publishRegisterReply(input: $i) { scid } }', {
      i: {
        scanner: 'scanner-x',
        scid: 'SCN-X',
        site: DEMO_SITE,
        requestId: 'reg-x',
        op: 'identify',
        ok: true,
        payload: '{"ok":true}',
        receivedAt: new Date().toISOString(),
      },
    }),
  },
  // Remote students (tests/integration/remote-students.test.ts): joining takes the API key, so no
  // user token opens it; answering takes the app token that joining returns, never a user's.
  {
    name: 'Mutation.joinSession',
    roles: [],
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($i: JoinSessionInput!) { joinSession(input: $i) { token } }',
        { i: { code: (await createSessionRecord(DEMO_SITE)).code, name: `Matrix ${randomUUID()}` } },
        { token },
      ),
  },
  {
    name: 'Mutation.answerQuestion',
    roles: [],
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($i: AnswerQuestionInput!) { answerQuestion(input: $i) { outcome } }',
        { i: { questionLink: (await matrixLink())._id, value: 'O' } },
        { token },
      ),
  },
  // The phone's view of its class (tests/integration/remote-class.test.ts): the app token only.
  {
    name: 'Query.remoteClass',
    roles: [],
    untargeted: true,
    call: q('{ remoteClass { session { _id } } }'),
  },
  // Results, statistics and exports (tests/integration/statistics.test.ts, exports.test.ts).
  {
    name: 'Query.questionLinkStats',
    roles: ALL,
    call: async (token) =>
      gql(
        'query ($id: ID!) { questionLinkStats(id: $id) { countOfAnswers } }',
        { id: (await matrixLink())._id },
        { token },
      ),
  },
  {
    name: 'Query.studentResults',
    roles: ALL,
    call: async (token) =>
      gql(
        'query ($s: ID) { studentResults(session: $s) { key } }',
        { s: (await createSessionRecord(DEMO_SITE))._id },
        { token },
      ),
  },
  {
    name: 'Query.spotStats',
    roles: ALL,
    call: q('query ($s: ID!) { spotStats(spot: $s) { questionCount } }', { s: DEMO_SPOT }),
  },
  {
    name: 'Mutation.requestExport',
    roles: ALL,
    call: async (token) =>
      gql(
        'mutation ($i: ExportRequestInput!) { requestExport(input: $i) { _id } }',
        { i: { session: (await matrixLink()).sessionId } },
        { token },
      ),
  },
  {
    name: 'Query.exportJob',
    roles: ALL,
    call: async (token) =>
      gql('query ($id: ID!) { exportJob(id: $id) { status } }', { id: await matrixExportJob() }, { token }),
  },
  // System data (docs/system-data.md): tokens, countdown sounds, messages, device reports.
  { name: 'Query.tokens', roles: SYSTEM, untargeted: true, call: q('{ tokens(perPage: 5) { total } }') },
  {
    name: 'Query.token',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql('query ($id: ID!) { token(id: $id) { _id } }', { id: (await createTokenRecord())._id }, { token }),
  },
  {
    name: 'Mutation.createToken',
    roles: SYSTEM,
    untargeted: true,
    call: q('mutation { createToken(input: { name: "Matrix" }) { _id } }'),
  },
  {
    name: 'Mutation.updateToken',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { updateToken(id: $id, input: { name: "Matrix" }) { _id } }',
        { id: (await createTokenRecord())._id },
        { token },
      ),
  },
  {
    name: 'Mutation.removeToken',
    roles: SYSTEM,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { removeToken(id: $id) { success } }',
        { id: (await createTokenRecord())._id },
        { token },
      ),
  },
  { name: 'Query.countdowns', roles: ALL, untargeted: true, call: q('{ countdowns(perPage: 5) { total } }') },
  {
    name: 'Mutation.createCountdown',
    roles: ADMINS,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($i: CountdownInput!) { createCountdown(input: $i) { _id } }',
        { i: { name: 'Matrix', file: (await createAudioFileRecord())._id } },
        { token },
      ),
  },
  {
    name: 'Mutation.updateCountdown',
    roles: ADMINS,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { updateCountdown(id: $id, input: { name: "Matrix" }) { _id } }',
        { id: (await createCountdownRecord())._id },
        { token },
      ),
  },
  {
    name: 'Mutation.removeCountdown',
    roles: ADMINS,
    untargeted: true,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { removeCountdown(id: $id) { success } }',
        { id: (await createCountdownRecord())._id },
        { token },
      ),
  },
  {
    name: 'Query.messages',
    roles: MANAGERS,
    untargeted: true,
    call: q('{ messages(perPage: 5) { total } }'),
  },
  {
    name: 'Mutation.createMessage',
    roles: MANAGERS,
    call: q('mutation ($i: MessageInput!) { createMessage(input: $i) { _id } }', {
      i: { text: 'Matrix', site: DEMO_SITE },
    }),
  },
  {
    name: 'Mutation.patchMessage',
    roles: MANAGERS,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { patchMessage(id: $id, input: { text: "Matrix" }) { _id } }',
        { id: (await createMessageRecord(DEMO_SITE))._id },
        { token },
      ),
  },
  {
    name: 'Mutation.removeMessage',
    roles: MANAGERS,
    call: async (token) =>
      gql(
        'mutation ($id: ID!) { removeMessage(id: $id) { success } }',
        { id: (await createMessageRecord(DEMO_SITE))._id },
        { token },
      ),
  },
  {
    name: 'Query.deviceDatas',
    roles: ADMINS,
    untargeted: true,
    call: q('{ deviceDatas(perPage: 5) { total } }'),
  },
  {
    name: 'Query.scannerDatas',
    roles: ADMINS,
    untargeted: true,
    call: q('{ scannerDatas(perPage: 5) { total } }'),
  },
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
  actors.push({
    name: TEACHER,
    role: 'manager',
    reachesDemo: true,
    token: await signin('teacher', 'demo1234'),
  });
});

/** Checked when a client subscribes, over the realtime protocol, in their own test files. */
const SUBSCRIPTIONS = [
  'Subscription.onAnswers',
  'Subscription.onScannerStatus',
  'Subscription.onRegister',
  // tests/integration/rules-engine.test.ts
  'Subscription.onEvent',
];

describe('access matrix: organisation and fleet', () => {
  it('covers every operation of the schema but the account ones', async () => {
    const { FIELD_RULES } = await import('../../functions/src/auth/policy');
    const { accountRules } = await import('../../functions/src/auth/rules/accounts');

    expect(OPERATIONS.map((operation) => operation.name).sort()).toEqual(
      Object.keys(FIELD_RULES)
        .filter((field) => !(field in accountRules) && !SUBSCRIPTIONS.includes(field))
        .sort(),
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
        const allowed = operation.allowedActors
          ? operation.allowedActors.includes(actor.name)
          : operation.roles.includes(actor.role) && (actor.reachesDemo || Boolean(operation.untargeted));
        expected.push(`${actor.name}: ${allowed ? 'allowed' : 'refused'}`);
      }

      expect(outcomes).toEqual(expected);
    },
  );
});
