/**
 * Fleet health over the real broker (docs/fleet-health.md): a test scanner's status message makes
 * it online, its presses with battery and rssi reach the buttons' health through the consumer's
 * per-scanner fold, an old alive time reads as offline, and callers of other tenants are refused.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EntityRepository } from '../../functions/src/data/entities';
import type { DeviceRecord, SpotRecord } from '../../functions/src/data/records';
import { FLEET_OFFLINE_AFTER_MS } from '../../functions/src/domain/fleet/fleet-health';
import { registerScanners, tableAt } from '../support/classroom-seed';
import { createSite, createUser, testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createDevice, createDist, createSpot } from '../support/org-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';

const SITE = 'site-demo';
const HEALTH = /* GraphQL */ `
  query ($site: ID!, $spot: ID, $staleDays: Int) {
    fleetHealth(site: $site, spot: $spot, staleDays: $staleDays) {
      checkedAt offlineAfterMs staleDays
      scanners { _id scid name spot { _id name } status alive online }
      buttons { mac label spot { _id } lastPress battery rssi scanner stale }
    }
  }
`;

type Health = {
  checkedAt: string;
  offlineAfterMs: number;
  staleDays: number;
  scanners: { _id: string; scid: string; status: string | null; alive: string | null; online: boolean }[];
  buttons: {
    mac: string;
    lastPress: string | null;
    battery: number | null;
    rssi: number | null;
    scanner: string | null;
    stale: boolean;
  }[];
};

const stack = inject('stack');
let teacher = '';
let spot: SpotRecord;
let pressed: DeviceRecord;
let silent: DeviceRecord;
let scanner: TestScanner;
const scid = `FH-${Date.now().toString(36)}`;

async function health(variables: Record<string, unknown>, token = teacher) {
  return gql<{ fleetHealth: Health }>(HEALTH, variables, { token });
}

async function healthOfSpot(): Promise<Health> {
  const result = await health({ site: SITE, spot: spot._id });
  expect(result.errors).toBeUndefined();
  return result.data?.fleetHealth as Health;
}

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
  spot = await createSpot(SITE, `Fleet health ${Date.now()}`);
  await registerScanners(
    tableAt(stack.dynamoEndpoint),
    { siteId: SITE, spotId: spot._id, spotName: spot.name },
    [scid],
  );
  pressed = await createDevice(SITE, spot._id);
  silent = await createDevice(SITE, spot._id);
});

afterAll(async () => {
  await scanner?.end();
});

describe('fleetHealth', () => {
  it('shows a scanner online after its status message, with the status it sent', async () => {
    const before = (await healthOfSpot()).scanners.find((row) => row.scid === scid);
    expect(before).toMatchObject({ online: false, alive: null });
    // Connecting alone marks it online (the broker's presence event); the status adds what it sent.
    scanner = await connectTestScanner(stack.mqttUrl, scid);
    await scanner.status('online');
    await expect
      .poll(async () => (await healthOfSpot()).scanners.find((row) => row.scid === scid), { timeout: 15_000 })
      .toMatchObject({ online: true, status: 'online' });
  });

  it("shows a button's last press, battery, signal and scanner; an unheard button is stale", async () => {
    const ack = await scanner.press([pressed.mac], ['1'], [{ battery: 42, rssi: -67 }]);
    expect(ack.acks).toHaveLength(1);
    await expect
      .poll(async () => (await healthOfSpot()).buttons.find((row) => row.mac === pressed.mac), {
        timeout: 15_000,
      })
      .toMatchObject({ battery: 42, rssi: -67, scanner: scid, stale: false });
    const result = await healthOfSpot();
    const row = result.buttons.find((button) => button.mac === pressed.mac);
    expect(Date.parse(row?.lastPress ?? '')).toBeLessThanOrEqual(Date.parse(result.checkedAt));
    expect(result.buttons.find((button) => button.mac === silent.mac)).toMatchObject({
      lastPress: null,
      battery: null,
      stale: true,
    });
    expect(result.staleDays).toBe(7);
  });

  it('shows a scanner offline once its last alive message is older than two minutes', async () => {
    const entities = new EntityRepository(testTable());
    const old = new Date(Date.now() - FLEET_OFFLINE_AFTER_MS - 1_000).toISOString();
    await entities.update('SCANNER', `scanner-${scid}`, { alive: old });
    const row = (await healthOfSpot()).scanners.find((found) => found.scid === scid);
    expect(row).toMatchObject({ online: false, alive: old, status: 'online' });
  });

  it('refuses callers of other tenants, a classroom of another site and a bad staleDays', async () => {
    const otherSite = await createSite({ name: `Other school ${Date.now()}` });
    const outsiders = await Promise.all(
      [
        await createUser({ manager: true }, { siteId: otherSite._id }),
        await createUser({ staff: true }, { siteId: otherSite._id }),
        await createUser({ distributor: true }, { distId: (await createDist())._id }),
      ].map((user) => signin(user.uid, user.password)),
    );
    for (const token of outsiders) {
      const refused = await health({ site: SITE }, token);
      expect(refused.data?.fleetHealth).toBeFalsy();
      expect(refused.errors?.[0]?.errorType).toBe('Forbidden');
    }
    const otherSpot = await createSpot(otherSite._id);
    const mixed = await health({ site: SITE, spot: otherSpot._id });
    expect(mixed.errors?.[0]?.errorType).toBeTruthy();
    expect(mixed.data?.fleetHealth).toBeFalsy();
    const bad = await health({ site: SITE, staleDays: 0 });
    expect(bad.errors?.[0], JSON.stringify(bad.errors)).toMatchObject({ errorType: 'BadRequest' });
  });
});
