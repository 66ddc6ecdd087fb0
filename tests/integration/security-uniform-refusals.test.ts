/**
 * Uniform refusals (issue 21 "Why": Forbidden vs NotFound, DEVICE_ALREADY_REGISTERED,
 * DUPLICATE_SCID, DUPLICATE_UUID and "User X is not on site Y" told another school's ids from ids
 * that name nothing). The walk takes every Query and Mutation of the schema that takes an id
 * (tests/support/id-walk.ts finds them in the schema), and for each place an id goes calls it as
 * a manager of another school and as a distributor of another distributor: once with an id of the
 * demo school's, once with an id that names nothing. A caller must not be able to tell them apart.
 * A value that must be unique (a MAC, an app uuid, a scanner id) taken by another school is
 * refused exactly like one taken in the caller's own school.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, createScanner } from '../support/fleet-fixtures';
import { gql } from '../support/graphql';
import { answerOf, callOf, type IdOperation, type IdPosition, idOperations } from '../support/id-walk';
import { type Holdings, type Walker, walkTenants } from '../support/id-walk-fixtures';
import { createDevice, randomMac } from '../support/org-fixtures';

const operations = idOperations();
const probes = operations.flatMap((operation) =>
  operation.positions.map((position) => ({ operation, position })),
);
/** Ids of global catalog items (categories, products, event definitions...) belong to no tenant. */
const tenantProbes = probes.filter(({ position }) => position.kind !== 'global');

/** Unique values a create or update sets: compared with a value taken in the caller's own school. */
const UNIQUE_VALUES = new Set([
  'Mutation.upsertDevice input.mac',
  'Mutation.updateDevice input.mac',
  'Mutation.createApp input.uuid',
  'Mutation.updateApp input.uuid',
  'Mutation.createScanner input.scid',
  'Mutation.updateScanner input.scid',
]);
/**
 * upsertDevice creates or updates by MAC: the caller's own MAC updates its device, an unknown one
 * creates it, and one registered elsewhere must be refused; that refusal is the spec's "device
 * already registered" and names nothing of the school that holds it (checked below).
 */
const UPSERT = 'Mutation.upsertDevice input.mac';

const label = (operation: IdOperation, position: IdPosition) =>
  `${operation.field} ${position.path.join('.')}`;

/** An id that names nothing, shaped like one of its kind. */
function unknownValue(kind: IdPosition['kind']): string {
  if (kind === 'mac') return randomMac();
  if (kind === 'uuid') return `app-${randomUUID()}`;
  if (kind === 'scid') return `SCN-${randomUUID().slice(0, 8)}`;
  return `walk-unknown-${randomUUID()}`;
}

async function answer(walker: Walker, operation: IdOperation, position: IdPosition, probe: string) {
  const { document, variables } = callOf(operation, walker.own, position, probe);
  return answerOf(await gql(document, variables, { token: walker.token }), probe);
}

let foreign: Holdings;
let walkers: Walker[];
/** A second unique value of the walker's own school, per kind: "taken here" for UNIQUE_VALUES. */
const takenHere = new Map<string, Record<'mac' | 'uuid' | 'scid', string>>();

beforeAll(async () => {
  ({ foreign, walkers } = await walkTenants());
  for (const walker of walkers) {
    takenHere.set(walker.name, {
      mac: (await createDevice(walker.own.site, walker.own.spot)).mac,
      uuid: (await createApp(walker.own.site, walker.own.spot)).uuid,
      scid: (await createScanner(walker.own.site, walker.own.spot)).scid,
    });
  }
}, 120_000);

describe('uniform refusals', () => {
  it('finds every Query and Mutation that takes an id in the schema', () => {
    const fields = operations.map((operation) => operation.field);

    expect(fields).toEqual(expect.arrayContaining(['Query.session', 'Mutation.removeUser', 'Query.device']));
    // Every field with an ID argument or ID input field is walked, plus those taking a MAC, uuid or scid.
    expect(operations.length).toBeGreaterThanOrEqual(130);
    expect(probes.length).toBeGreaterThan(operations.length);
  });

  it(`answers another tenant's id like an unknown one in all ${operations.length} operations that take an id (${tenantProbes.length} tenant id positions, 2 walkers)`, async () => {
    const differences: { call: string; walker: string; foreign: string; unknown: string }[] = [];
    for (const walker of walkers) {
      for (const { operation, position } of tenantProbes) {
        const key = label(operation, position);
        if (UNIQUE_VALUES.has(key)) continue;
        const kind = position.kind as keyof Holdings;
        const seenForeign = await answer(walker, operation, position, foreign[kind]);
        const seenUnknown = await answer(walker, operation, position, unknownValue(position.kind));
        if (seenForeign !== seenUnknown)
          differences.push({ call: key, walker: walker.name, foreign: seenForeign, unknown: seenUnknown });
      }
    }

    expect(differences).toEqual([]);
  }, 600_000);

  it('refuses a MAC, app uuid or scanner id taken by another school exactly like one taken in its own', async () => {
    const differences: { call: string; walker: string; elsewhere: string; here: string }[] = [];
    for (const walker of walkers) {
      for (const { operation, position } of probes) {
        const key = label(operation, position);
        if (!UNIQUE_VALUES.has(key) || key === UPSERT) continue;
        const kind = position.kind as 'mac' | 'uuid' | 'scid';
        const here = takenHere.get(walker.name)?.[kind] ?? '';
        const elsewhere = (await answer(walker, operation, position, foreign[kind]))
          .split(foreign[kind])
          .join('<v>');
        const own = (await answer(walker, operation, position, here)).split(here).join('<v>');
        if (elsewhere !== own) differences.push({ call: key, walker: walker.name, elsewhere, here: own });
      }
    }

    expect(differences).toEqual([]);
  }, 120_000);

  it('refuses upserting a device registered at another school without naming that school', async () => {
    for (const walker of walkers) {
      const result = await gql(
        'mutation ($input: DeviceInput!) { upsertDevice(input: $input) { _id } }',
        { input: { mac: foreign.mac, site: walker.own.site } },
        { token: walker.token },
      );

      expect(result.data).toBeNull();
      expect(result.errors?.[0]?.errorInfo).toEqual({ key: 'DEVICE_ALREADY_REGISTERED' });
      expect(JSON.stringify(result.errors)).not.toMatch(/site-demo|spot-|dist-demo/);
    }
  });
});
