/**
 * The fleet-wide device search through the gateway: an admin's `devices(filter: { q })` without a
 * site answers from the search index (functions/src/data/device-search.ts), which follows every
 * device write: registration, rename, removal.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, signin } from '../support/graphql';
import { createEmptySite, randomMac } from '../support/org-fixtures';

const DEVICES =
  'query ($n: Int!, $f: DeviceFilter) { devices(perPage: $n, filter: $f) { total data { mac name sn } } }';
const UPSERT = 'mutation ($i: DeviceInput!) { upsertDevice(input: $i) { mac } }';
const PATCH = 'mutation ($m: String!, $i: DevicePatch!) { patchDevice(mac: $m, input: $i) { mac } }';
const REMOVE = 'mutation ($m: String!) { removeDevice(mac: $m) { success } }';

let admin = '';
let siteId = '';

beforeAll(async () => {
  admin = await signin('admin', 'demo1234');
  siteId = (await createEmptySite())._id;
});

/** A word no other test's device has, so the search's answer is this test's devices only. */
const uniqueWord = () => `w${randomBytes(5).toString('hex')}`;

async function search(q: string, filter: Record<string, unknown> = {}) {
  const result = await gql<{ devices: { total: number; data: { mac: string }[] } }>(
    DEVICES,
    { n: 50, f: { q, ...filter } },
    { token: admin },
  );
  expect(result.errors).toBeUndefined();
  return result.data?.devices ?? { total: -1, data: [] };
}

async function register(input: Record<string, unknown>) {
  const result = await gql(UPSERT, { i: { site: siteId, ...input } }, { token: admin });
  expect(result.errors).toBeUndefined();
}

describe('fleet-wide device search', () => {
  it('finds a device by the last digits of its MAC, its serial and its name words', async () => {
    const mac = randomMac();
    const word = uniqueWord();
    const serial = `SN-${word}`;
    await register({ mac, sn: serial, name: `Hall ${word} left` });

    const byMacEnd = await search(mac.slice(-8));
    const bySerial = await search(serial.toLowerCase());
    const byName = await search(`left ${word}`);

    expect(byMacEnd.data.map((device) => device.mac)).toContain(mac);
    expect(bySerial.data.map((device) => device.mac)).toEqual([mac]);
    expect(byName.data.map((device) => device.mac)).toEqual([mac]);
    expect(byName.total).toBe(1);
  });

  it('follows a rename: the old name no longer finds the device, the new one does', async () => {
    const mac = randomMac();
    const before = uniqueWord();
    const after = uniqueWord();
    await register({ mac, name: `Desk ${before}` });

    const renamed = await gql(PATCH, { m: mac, i: { name: `Desk ${after}` } }, { token: admin });

    expect(renamed.errors).toBeUndefined();
    expect((await search(before)).total).toBe(0);
    expect((await search(after)).data.map((device) => device.mac)).toEqual([mac]);
  });

  it('forgets a removed device', async () => {
    const mac = randomMac();
    const word = uniqueWord();
    await register({ mac, name: word });

    const removed = await gql(REMOVE, { m: mac }, { token: admin });

    expect(removed.errors).toBeUndefined();
    expect(await search(word)).toEqual({ total: 0, data: [] });
  });

  it('pages the matches newest first and applies the other filters to them', async () => {
    const word = uniqueWord();
    const macs = [randomMac(), randomMac(), randomMac()];
    for (const mac of macs) await register({ mac, name: `${word} unit`, active: mac !== macs[1] });

    const firstPage = await gql<{ devices: { total: number; data: { mac: string }[] } }>(
      DEVICES,
      { n: 2, f: { q: word } },
      { token: admin },
    );
    const active = await search(word, { active: true });

    expect(firstPage.data?.devices.total).toBe(3);
    expect(firstPage.data?.devices.data.map((device) => device.mac)).toEqual([macs[2], macs[1]]);
    expect(active.data.map((device) => device.mac)).toEqual([macs[2], macs[0]]);
    expect(active.total).toBe(2);
  });
});
