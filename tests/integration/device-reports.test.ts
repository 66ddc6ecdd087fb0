/**
 * ScannerData and DeviceData filled from the real device paths (docs/system-data.md "Where
 * DeviceData and ScannerData come from"), over the stack's broker: a scanner's status messages
 * make its one row (a heartbeat that changes nothing keeps it as it was), the presses it relays
 * make each button's row with the scanner and the button's student, and a network it joined
 * through the wizard shows whether a password was given, never the password.
 */

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EntityRepository } from '../../functions/src/data/entities';
import { statusTopic } from '../../functions/src/devices/contract';
import { reportId } from '../../functions/src/domain/system-data/device-reports';
import { LOCAL_STAGE } from '../../functions/src/kernel/stage';
import { registerScanners, seatStudents } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createSpot, randomMac } from '../support/org-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';
import { until } from '../support/until';

const stack = inject('stack');
const SITE = 'site-demo';
const PASSWORD = 'correct-horse-battery';
const tag = `dr${Date.now().toString(36)}`;
const scid = `SCN-${tag}`;
const buttons = [randomMac(), randomMac()];
let admin = '';
let scanner: TestScanner;
let studentOf = new Map<string, string>();

type Row = {
  device: string;
  user: { _id: string } | null;
  data: {
    model: string | null;
    mac: string | null;
    scid: string | null;
    version: string | null;
    ssid: string | null;
    wifiPasswordSet: boolean;
  };
  createdAt: string;
  updatedAt: string;
};

const rows = async (field: 'scannerDatas' | 'deviceDatas', q: string): Promise<Row[]> =>
  (
    await gql<Record<string, { data: Row[] }>>(
      `query ($q: String) { ${field}(perPage: 10, filter: { q: $q }) {
        data { device user { _id } data { model mac scid version ssid wifiPasswordSet } createdAt updatedAt }
      } }`,
      { q },
      { token: admin },
    )
  ).data?.[field]?.data ?? [];

const status = (fields: Record<string, unknown>) =>
  scanner.publish(
    statusTopic(LOCAL_STAGE, scid),
    JSON.stringify({ v: 1, state: 'online', sentAt: Date.now(), ...fields }),
  );

beforeAll(async () => {
  admin = await signin('admin', 'demo1234');
  const spot = await createSpot(SITE, `Reports room ${tag}`);
  const room = { siteId: SITE, spotId: spot._id, spotName: spot.name };
  studentOf = await seatStudents(testTable(), room, buttons, tag);
  await registerScanners(testTable(), room, [scid]);
  scanner = await connectTestScanner(stack.mqttUrl, scid, { register: { stepMs: 20 } });
});

afterAll(async () => {
  await scanner?.end();
});

describe('ScannerData and DeviceData', () => {
  it("keep a scanner's status report in one row, changed only when the report changes", async () => {
    const scannerMac = randomMac();
    await status({ model: 'CP-S1', mac: scannerMac, firmware: '1.4.2', ssid: 'Setup' });
    await until(async () => (await rows('scannerDatas', scid))[0]?.data.version === '1.4.2', 'the report');
    const first = (await rows('scannerDatas', scid))[0];
    await status({ model: 'CP-S1', mac: scannerMac, firmware: '1.4.2', ssid: 'Setup' });
    await status({ firmware: '1.5.0' });
    await until(async () => (await rows('scannerDatas', scid))[0]?.data.version === '1.5.0', 'the update');

    const after = await rows('scannerDatas', scid);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      device: scid,
      data: { model: 'CP-S1', mac: scannerMac, scid, version: '1.5.0', ssid: 'Setup' },
      createdAt: first?.createdAt,
    });
  });

  it('keep each button the scanner relays presses of, with the scanner and the seated student', async () => {
    // No question runs: the presses are refused, but the scanner heard the buttons all the same.
    const ack = await scanner.press(buttons, ['1', '2']);
    await until(
      async () =>
        (await Promise.all(buttons.map((mac) => rows('deviceDatas', mac)))).every(
          (found) => found.length > 0,
        ),
      'the button rows',
    );

    expect(ack.acks.map((entry) => entry.status)).toEqual(['rejected', 'rejected']);
    for (const mac of buttons)
      expect(await rows('deviceDatas', mac)).toEqual([
        expect.objectContaining({
          device: mac,
          user: { _id: studentOf.get(mac) },
          data: expect.objectContaining({ mac, scid }),
        }),
      ]);
  });

  it('say a network joined through the wizard was given a password, and never keep the password', async () => {
    const sent = await gql<{ sendRegisterRequest: { requestId: string } }>(
      'mutation ($s: String!, $i: RegisterRequestInput!) { sendRegisterRequest(scid: $s, input: $i) { requestId } }',
      { s: scid, i: { op: 'set-wifi', ssid: 'Room-3', password: PASSWORD } },
      { token: admin },
    );
    await until(
      async () => (await rows('scannerDatas', scid))[0]?.data.ssid === 'Room-3',
      'the joined network',
    );

    expect(sent.errors).toBeUndefined();
    const [row] = await rows('scannerDatas', scid);
    expect(row?.data).toMatchObject({ ssid: 'Room-3', wifiPasswordSet: true });
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    // Not in the stored items either: the scanner record keeps only whether one was given.
    const entities = new EntityRepository(testTable());
    const stored = [
      await entities.get('SCANNER', `scanner-${scid}`),
      await entities.get('SCANNERDATA', reportId('SCANNERDATA', scid)),
    ];
    expect(stored[0]).toMatchObject({ wifiRequest: { secured: true } });
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
  });
});
