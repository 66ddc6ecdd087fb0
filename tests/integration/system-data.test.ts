/**
 * Tokens, countdown sounds, messages and device/scanner reports through the local stack
 * (docs/system-data.md): CRUD, the token value shown once then masked, refusals across tenants,
 * a message delivered live to its site's onNotice subscriber, and a scanner's identify reply over
 * real MQTT becoming a ScannerData row (a scan-devices reply, DeviceData rows).
 */
import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerReplyTopic } from '../../functions/src/devices/topics';
import { amplifyClient } from '../support/amplify';
import { type FieldWatch, watchField } from '../support/amplify-core';
import { scannerLogin } from '../support/device-login';
import { createUser } from '../support/fixtures';
import { createFileRecord, createScanner } from '../support/fleet-fixtures';
import { gql, signin } from '../support/graphql';
import { solidPng, toneWav } from '../support/media-samples';
import { createEmptySite, randomMac } from '../support/org-fixtures';
import { until } from '../support/until';
import { sendUpload } from '../support/uploads';

const SITE = 'site-demo';
/** A classroom of the demo school (seeded). */
const DEMO_SPOT = 'spot-demo-3-1';
const stack = inject('stack');
const client = amplifyClient();
const watches: FieldWatch<unknown>[] = [];
const scanners: MqttClient[] = [];
let system = '';
let admin = '';
let teacher = '';
let managerElsewhere = '';

type TokenView = { _id: string; value: string; name: string; using: boolean; env: string | null };
type MessageView = { _id: string; text: string; site: { _id: string } | null };
type Notice = { site: string; spot: string | null; noti: string; text: string };

const TOKEN_FIELDS = '_id value name using env';
const CREATE_TOKEN = `mutation ($i: TokenInput!) { createToken(input: $i) { ${TOKEN_FIELDS} } }`;
const CREATE_MESSAGE =
  'mutation ($i: MessageInput!) { createMessage(input: $i) { _id text site { _id name } } }';
const MESSAGES =
  'query ($f: MessageFilter) { messages(perPage: 50, filter: $f) { total data { _id text site { _id } } } }';

async function upload(bytes: Uint8Array, filename: string, category: string, token: string) {
  const answer = await sendUpload<{ _id: string; size: number; path: string }>(stack.url, token, {
    bytes,
    name: filename,
    category,
  });
  return answer.body;
}

beforeAll(async () => {
  const operator = await createUser({ system: true });
  system = await signin(operator.uid, operator.password);
  admin = await signin('admin', 'demo1234');
  teacher = await signin('teacher', 'demo1234');
  const elsewhere = await createUser({ manager: true }, { siteId: (await createEmptySite())._id });
  managerElsewhere = await signin(elsewhere.uid, elsewhere.password);
});

afterAll(async () => {
  for (const started of watches) started.stop();
  for (const scanner of scanners) await scanner.endAsync();
});

describe('tokens', () => {
  it('shows the generated value once, then only masked in the list and the read', async () => {
    const name = `Token ${randomUUID().slice(0, 8)}`;

    const created = await gql<{ createToken: TokenView }>(
      CREATE_TOKEN,
      { i: { name, env: 'prod' } },
      { token: system },
    );
    const token = created.data?.createToken;
    const listed = await gql<{ tokens: { data: TokenView[] } }>(
      `query ($q: String) { tokens(perPage: 5, filter: { q: $q }) { data { ${TOKEN_FIELDS} } } }`,
      { q: name },
      { token: system },
    );
    const read = await gql<{ token: TokenView }>(
      `query ($id: ID!) { token(id: $id) { ${TOKEN_FIELDS} } }`,
      { id: token?._id },
      { token: system },
    );

    expect(token?.value).toMatch(/^cpt_[A-Za-z0-9_-]{32}$/);
    expect(token).toMatchObject({ name, using: true, env: 'prod' });
    const clear = token?.value ?? '';
    const masked = `${clear.slice(0, 8)}••••${clear.slice(-4)}`;
    expect(listed.data?.tokens.data.map((row) => row.value)).toEqual([masked]);
    expect(read.data?.token.value).toBe(masked);
  });

  it('updates the details but never the value, and removes', async () => {
    const created = await gql<{ createToken: TokenView }>(
      CREATE_TOKEN,
      { i: { name: 'Old' } },
      { token: system },
    );
    const id = created.data?.createToken._id;

    const updated = await gql<{ updateToken: TokenView }>(
      `mutation ($id: ID!, $i: TokenInput!) { updateToken(id: $id, input: $i) { ${TOKEN_FIELDS} } }`,
      { id, i: { name: 'New', using: false } },
      { token: system },
    );
    const removed = await gql(
      'mutation ($id: ID!) { removeToken(id: $id) { success } }',
      { id },
      { token: system },
    );
    const after = await gql<{ token: TokenView | null }>(
      'query ($id: ID!) { token(id: $id) { _id } }',
      { id },
      { token: system },
    );

    expect(updated.data?.updateToken).toMatchObject({ name: 'New', using: false });
    expect(updated.data?.updateToken.value).toContain('••••');
    expect(removed.data).toEqual({ removeToken: { success: true } });
    expect(after.data?.token).toBeNull();
  });

  it('refuses an admin and a token without a name', async () => {
    const byAdmin = await gql(CREATE_TOKEN, { i: { name: 'Admin try' } }, { token: admin });
    const nameless = await gql(CREATE_TOKEN, { i: { name: '  ' } }, { token: system });

    expect(byAdmin.errors?.[0]?.errorType).toBe('Forbidden');
    expect(nameless.errors?.[0]?.errorInfo).toMatchObject({ key: 'REQUIRED_FIELD_MSG', field: 'name' });
  });
});

describe('countdown sounds', () => {
  const CREATE =
    'mutation ($i: CountdownInput!) { createCountdown(input: $i) { _id name category size path } }';

  it('names an uploaded countdown audio file, lists it for staff, renames and removes it', async () => {
    const file = (await upload(toneWav(), 'tick.wav', 'countdown', admin)).data?.data[0];
    const name = `Ticks ${randomUUID().slice(0, 8)}`;

    const created = await gql<{ createCountdown: { _id: string; size: number; path: string } }>(
      CREATE,
      { i: { name, category: 'calm', file: file?._id } },
      { token: admin },
    );
    const id = created.data?.createCountdown._id;
    const byStaff = await gql<{ countdowns: { data: { name: string; path: string }[] } }>(
      'query ($q: String) { countdowns(perPage: 5, filter: { q: $q }) { data { name path } } }',
      { q: name },
      { token: teacher },
    );
    const renamed = await gql<{ updateCountdown: { name: string; category: string } }>(
      'mutation ($id: ID!) { updateCountdown(id: $id, input: { name: "Renamed" }) { name category } }',
      { id },
      { token: admin },
    );
    const removed = await gql(
      'mutation ($id: ID!) { removeCountdown(id: $id) { success } }',
      { id },
      { token: admin },
    );

    expect(created.data?.createCountdown).toMatchObject({ size: file?.size, path: file?.path });
    expect(byStaff.data?.countdowns.data).toEqual([{ name, path: file?.path }]);
    expect(renamed.data?.updateCountdown).toEqual({ name: 'Renamed', category: 'calm' });
    expect(removed.data).toEqual({ removeCountdown: { success: true } });
  });

  it('refuses an image: at upload in the countdown category, and as the file of a countdown', async () => {
    const imageFile = await createFileRecord(null);

    const uploaded = await upload(await solidPng(), 'picture.png', 'countdown', admin);
    const created = await gql(CREATE, { i: { name: 'Picture', file: imageFile._id } }, { token: admin });
    const byTeacher = await gql(CREATE, { i: { name: 'Mine', file: imageFile._id } }, { token: teacher });

    expect(uploaded.errors?.[0]?.errorInfo?.key).toBe('NOT_AUDIO');
    expect(created.errors?.[0]?.errorInfo?.key).toBe('NOT_AUDIO');
    expect(byTeacher.errors?.[0]?.errorType).toBe('Forbidden');
  });
});

describe('messages', () => {
  it('publishes a new message as a MESSAGE notice to each classroom of its site', async () => {
    // As a class screen watches: its own site and classroom.
    const watch = watchField<Notice>(
      client,
      'subscription ($site: ID!, $spot: ID) { onNotice(site: $site, spot: $spot) { site spot noti text } }',
      { site: SITE, spot: DEMO_SPOT },
      'onNotice',
      teacher,
    );
    watches.push(watch);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const text = `Fire drill at 10 ${randomUUID().slice(0, 6)}`;

    const created = await gql<{ createMessage: MessageView }>(
      CREATE_MESSAGE,
      { i: { text, site: SITE } },
      { token: admin },
    );
    await until(() => watch.events.some((event) => event.text === text), 'the message notice');

    expect(created.data?.createMessage).toMatchObject({ text, site: { _id: SITE } });
    expect(watch.events.filter((event) => event.text === text)).toEqual([
      { site: SITE, spot: DEMO_SPOT, noti: 'MESSAGE', text },
    ]);
  });

  it('keeps each site to its own: a manager elsewhere neither sees, writes, changes nor removes them', async () => {
    const text = `Demo only ${randomUUID().slice(0, 6)}`;
    const created = await gql<{ createMessage: MessageView }>(
      CREATE_MESSAGE,
      { i: { text, site: SITE } },
      { token: teacher },
    );
    const id = created.data?.createMessage._id;

    const ownList = await gql<{ messages: { data: MessageView[] } }>(
      MESSAGES,
      { f: { q: text } },
      { token: teacher },
    );
    const otherList = await gql<{ messages: { data: MessageView[] } }>(
      MESSAGES,
      { f: { q: text } },
      { token: managerElsewhere },
    );
    const otherCreate = await gql(
      CREATE_MESSAGE,
      { i: { text: 'Intruder', site: SITE } },
      { token: managerElsewhere },
    );
    const otherPatch = await gql(
      'mutation ($id: ID!) { patchMessage(id: $id, input: { text: "Changed" }) { _id } }',
      { id },
      { token: managerElsewhere },
    );
    const otherRemove = await gql(
      'mutation ($id: ID!) { removeMessage(id: $id) { success } }',
      { id },
      { token: managerElsewhere },
    );
    const patched = await gql<{ patchMessage: MessageView }>(
      'mutation ($id: ID!) { patchMessage(id: $id, input: { text: "Changed" }) { text } }',
      { id },
      { token: teacher },
    );
    const removed = await gql(
      'mutation ($id: ID!) { removeMessage(id: $id) { success } }',
      { id },
      { token: admin },
    );

    expect(ownList.data?.messages.data.map((row) => row._id)).toEqual([id]);
    expect(otherList.data?.messages.data).toEqual([]);
    expect(otherCreate.errors?.[0]?.errorType).toBe('Forbidden');
    expect(otherPatch.errors?.[0]?.errorType).toBe('Forbidden');
    expect(otherRemove.errors?.[0]?.errorType).toBe('Forbidden');
    expect(patched.data?.patchMessage.text).toBe('Changed');
    expect(removed.data).toEqual({ removeMessage: { success: true } });
  });

  it('refuses an empty text and an unknown site with typed errors', async () => {
    const empty = await gql(CREATE_MESSAGE, { i: { text: ' ', site: SITE } }, { token: admin });
    const unknown = await gql(
      CREATE_MESSAGE,
      { i: { text: 'Hello', site: 'site-nowhere' } },
      { token: admin },
    );

    expect(empty.errors?.[0]?.errorInfo).toMatchObject({ key: 'REQUIRED_FIELD_MSG', field: 'text' });
    expect(unknown.errors?.[0]?.errorInfo?.key).toBe('UNKNOWN_SITE');
  });
});

describe('scanner and device reports', () => {
  type Row = {
    device: string;
    data: {
      model: string | null;
      mac: string | null;
      version: string | null;
      ssid: string | null;
      wifiPasswordSet: boolean;
    };
  };
  const rows = async (field: 'scannerDatas' | 'deviceDatas', q: string) =>
    (
      await gql<Record<string, { data: Row[] }>>(
        `query ($q: String) { ${field}(perPage: 10, filter: { q: $q }) { data { device data { model mac version ssid wifiPasswordSet } } } }`,
        { q },
        { token: admin },
      )
    ).data?.[field]?.data ?? [];

  it('records a scanner identify reply and the buttons of a device scan, once each', async () => {
    const scanner = await createScanner(null);
    const login = await scannerLogin(scanner.scid);
    const mqttClient = await mqtt.connectAsync(stack.mqttUrl, {
      clientId: login.clientId,
      reconnectPeriod: 0,
      ...login.options,
    });
    scanners.push(mqttClient);
    const scannerMac = randomMac();
    const buttonMac = randomMac();
    const identify = {
      v: 1,
      requestId: 'id-1',
      sentAt: Date.now(),
      op: 'identify',
      ok: true,
      model: 'CP-S1',
      mac: scannerMac,
      firmware: '2.0.1',
      ssid: 'Room-3',
    };
    const scan = {
      v: 1,
      requestId: 'scan-1',
      sentAt: Date.now(),
      op: 'scan-devices',
      ok: true,
      done: true,
      devices: [{ mac: buttonMac, model: 'CP-B2' }],
    };

    for (const reply of [identify, identify, scan]) {
      await mqttClient.publishAsync(registerReplyTopic(login.stage, scanner.scid), JSON.stringify(reply), {
        qos: 1,
      });
    }
    await until(async () => (await rows('deviceDatas', buttonMac)).length > 0, 'the device data row');
    await until(async () => (await rows('scannerDatas', scanner.scid)).length > 0, 'the scanner data row');

    expect(await rows('scannerDatas', scanner.scid)).toEqual([
      {
        device: scanner.scid,
        data: { model: 'CP-S1', mac: scannerMac, version: '2.0.1', ssid: 'Room-3', wifiPasswordSet: false },
      },
    ]);
    expect(await rows('deviceDatas', buttonMac)).toEqual([
      {
        device: buttonMac,
        data: { model: 'CP-B2', mac: buttonMac, version: null, ssid: null, wifiPasswordSet: false },
      },
    ]);
  });

  it('is read-only and for system and admin', async () => {
    const byTeacher = await gql('{ scannerDatas(perPage: 5) { total } }', {}, { token: teacher });
    const bySystem = await gql('{ deviceDatas(perPage: 5) { total } }', {}, { token: system });

    expect(byTeacher.errors?.[0]?.errorType).toBe('Forbidden');
    expect(bySystem.errors).toBeUndefined();
  });
});
