/**
 * `npm run simulate` with its defaults (24 buttons from AA:BB:CC:00:00:01 behind SCN-0001) against
 * the seeded demo class: every one of the 24 buttons must be the demo button of its seat, so the
 * real consumer accepts all 24 presses and stores one answer per demo student
 * (docs/devices-mqtt.md "Simulator"). A data folder seeded before the MACs were hexadecimal is
 * brought up to date by the start-up upgrade first (infra/local/seed/demo-upgrades.ts).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DeviceSearch, searchItemsOf } from '../../functions/src/data/device-search';
import { EntityRepository } from '../../functions/src/data/entities';
import type { DeviceRecord } from '../../functions/src/data/records';
import { DEMO_IDS, DEMO_STUDENT_COUNT, demoButtonMac } from '../../infra/local/seed/demo-data';
import { indexDeviceSearch, upgradeDemoButtonMacs } from '../../infra/local/seed/demo-upgrades';
import { testTable } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { endOngoingSession } from '../support/session-fixtures';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SEATS = Array.from({ length: DEMO_STUDENT_COUNT }, (_, index) => index + 1);
const deviceId = (seat: number) => `device-${String(seat).padStart(2, '0')}`;
const studentId = (seat: number) => `user-student-${String(seat).padStart(2, '0')}`;

let teacher = '';
let sessionId = '';

async function mutate<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await gql<Record<string, T>>(query, variables, { token: teacher });
  const value = Object.values(result.data ?? {})[0];
  if (!value) throw new Error(JSON.stringify(result.errors));
  return value;
}

/** Puts the demo buttons of seats 10..24 back on the decimal MACs an older seed wrote. */
async function writeDecimalMacs(entities: EntityRepository): Promise<void> {
  for (let seat = 24; seat >= 10; seat -= 1) {
    const device = await entities.get<DeviceRecord>('DEVICE', deviceId(seat));
    if (!device) throw new Error(`demo button of seat ${seat} missing`);
    const scope = { siteId: device.siteId, spotId: device.spotId };
    const old = `AA:BB:CC:00:00:${String(seat).padStart(2, '0')}`;
    await entities.remove('DEVICE', device._id, scope, [{ kind: 'MAC', value: device.mac }], device);
    await entities.create('DEVICE', { ...device, mac: old }, scope, [{ kind: 'MAC', value: old }]);
  }
}

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
  await endOngoingSession(DEMO_IDS.spotA);
});

afterAll(async () => {
  if (sessionId)
    await gql(
      'mutation ($id: ID!) { clearSession(id: $id) { success } }',
      { id: sessionId },
      { token: teacher },
    );
});

describe('the demo class and the simulator', () => {
  it('seeds each demo button with the hexadecimal MAC of its seat, as the simulator counts', async () => {
    const entities = new EntityRepository(testTable());
    const devices = await entities.getMany<DeviceRecord>('DEVICE', SEATS.map(deviceId));
    expect(SEATS.map((seat) => devices.get(deviceId(seat))?.mac)).toEqual(SEATS.map(demoButtonMac));
    expect(demoButtonMac(10)).toBe('AA:BB:CC:00:00:0A');
    expect(demoButtonMac(24)).toBe('AA:BB:CC:00:00:18');
  });

  it('upgrades a data folder seeded with decimal MACs, keeping each button on its seat', async () => {
    // Prepare
    const entities = new EntityRepository(testTable());
    await writeDecimalMacs(entities);
    // Act
    const changed = await upgradeDemoButtonMacs(testTable());
    const again = await upgradeDemoButtonMacs(testTable());
    // Assess
    expect(changed).toBe(15);
    expect(again).toBe(0);
    const devices = await entities.getMany<DeviceRecord>('DEVICE', SEATS.map(deviceId));
    for (const seat of SEATS) {
      expect(devices.get(deviceId(seat))).toMatchObject({
        mac: demoButtonMac(seat),
        userId: studentId(seat),
      });
      expect(await entities.ownerOf('MAC', demoButtonMac(seat))).toBe(deviceId(seat));
    }
  });

  it('gives the devices of a data folder written before the search index their search items, once', async () => {
    // Prepare: device-01 without its search items and the folder without the upgrade's marker.
    const table = testTable();
    const device = await new EntityRepository(table).get<DeviceRecord>('DEVICE', deviceId(1));
    if (!device) throw new Error('demo button of seat 1 missing');
    const stale = [...searchItemsOf(device), { pk: 'UPGRADE', sk: 'DEVICESEARCH#3' }];
    for (const { pk, sk } of stale)
      await table.client.send(new DeleteCommand({ TableName: table.tableName, Key: { pk, sk } }));
    const search = new DeviceSearch(table);
    const before = await search.matches(device.mac);
    // Act
    const indexed = await indexDeviceSearch(table);
    const again = await indexDeviceSearch(table);
    // Assess
    expect(before.ids).not.toContain(device._id);
    expect(indexed).toBeGreaterThanOrEqual(DEMO_STUDENT_COUNT);
    expect(again).toBe(0);
    expect((await search.matches(device.mac)).ids).toContain(device._id);
  });

  it('has every one of the 24 simulated buttons accepted, one answer per demo student', async () => {
    // Prepare: the demo teacher runs a question with three choices in Class 3-1.
    const question = await createQuestionRecord(DEMO_TEACHER, {
      answerType: 'multiple',
      selection: ['a', 'b', 'c'].map((title) => ({ title, image: null })),
      correct: '1',
    });
    sessionId = (
      await mutate<{ _id: string }>('mutation ($i: SessionInput!) { createSession(input: $i) { _id } }', {
        i: { site: DEMO_IDS.site, spot: DEMO_IDS.spotA },
      })
    )._id;
    const linkId = (
      await mutate<{ _id: string }>(
        'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }',
        {
          i: { session: sessionId, question: question._id },
        },
      )
    )._id;

    // Act: the simulator's command line with its defaults, every button once within 2 s.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'tools/simulator/main.ts',
        '--url',
        inject('stack').mqttUrl,
        '--data-dir',
        inject('stack').dataDir,
        '--burst',
        '2000',
      ],
      { cwd: ROOT },
    );

    // Assess
    expect(stdout).toContain('buttons 24');
    expect(stdout).toMatch(/acks received +accepted 24, replaced 0, duplicate 0, rejected 0/);
    expect(stdout).toMatch(/unacknowledged +0/);
    const result = await gql<{
      questionLink: { countOfAnswers: number; answers: { student: { _id: string } | null }[] };
    }>(
      'query ($id: ID!) { questionLink(id: $id) { countOfAnswers answers { student { _id } } } }',
      { id: linkId },
      {
        token: teacher,
      },
    );
    const link = result.data?.questionLink;
    expect(link?.countOfAnswers).toBe(24);
    expect(link?.answers.map((answer) => answer.student?._id).sort()).toEqual(SEATS.map(studentId));
  }, 90_000);
});
