/**
 * The registration wizard's mutation against the whole local stack (docs/devices-mqtt.md
 * "(d) Registration"): a test scanner on the real broker receives each request on its
 * register/requests topic and answers like firmware; its replies reach an onRegister watcher
 * with the request id the mutation returned. Callers who may not watch the scanner are refused,
 * and the WiFi password reaches only the scanner: not the record, not an error message.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EntityRepository } from '../../functions/src/data/entities';
import type { ScannerRecord } from '../../functions/src/data/records';
import { amplifyClient } from '../support/amplify';
import { type FieldWatch, watchField } from '../support/amplify-core';
import { createSite, createUser, testTable } from '../support/fixtures';
import { createScanner } from '../support/fleet-fixtures';
import { gql, signin } from '../support/graphql';
import { createDist } from '../support/org-fixtures';
import { connectTestScanner, type TestScanner } from '../support/test-scanner';
import { until } from '../support/until';

const SITE = 'site-demo';
const SPOT = 'spot-demo-3-1';
const PASSWORD = 'correct-horse-battery';
const ON_REGISTER = /* GraphQL */ `
  subscription ($scid: String!) {
    onRegister(scid: $scid) { scanner scid site requestId op ok error payload receivedAt }
  }
`;
const LOOKUP =
  'query ($s: String!) { scannerRegistration(scid: $s) { scid scanner name userName registered online } }';
const REGISTER = /* GraphQL */ `
  mutation ($s: String!, $i: ScannerRegisterInput!) {
    registerScanner(scid: $s, input: $i) { scid scanner name userName registered site { _id } spot { _id } }
  }
`;
const SEND = /* GraphQL */ `
  mutation ($s: String!, $i: RegisterRequestInput!) {
    sendRegisterRequest(scid: $s, input: $i) { requestId online }
  }
`;

type ReplyEvent = { requestId: string; op: string; ok: boolean; error: string | null; payload: string };

const stack = inject('stack');
const client = amplifyClient();
const watches: FieldWatch<unknown>[] = [];
const scanners: TestScanner[] = [];
let admin = '';

/** Amplify reports no start_ack: give the realtime handshake a moment before sending. */
const handshake = () => new Promise((resolve) => setTimeout(resolve, 1500));

function watchRegister(scid: string, token: string): FieldWatch<ReplyEvent> {
  const started = watchField<ReplyEvent>(client, ON_REGISTER, { scid }, 'onRegister', token);
  watches.push(started);
  return started;
}

async function send(token: string, scid: string, input: Record<string, unknown>) {
  return gql<{ sendRegisterRequest: { requestId: string; online: boolean } }>(
    SEND,
    { s: scid, i: input },
    { token },
  );
}

beforeAll(async () => {
  admin = await signin('admin', 'demo1234');
});

afterAll(async () => {
  for (const started of watches) started.stop();
  await Promise.all(scanners.map((scanner) => scanner.end()));
});

describe('sendRegisterRequest', () => {
  it("reaches the scanner, and the scanner's replies reach the onRegister watcher by request id", async () => {
    const stock = await createScanner(null);
    const watch = watchRegister(stock.scid, admin);
    await handshake();
    const scanner = await connectTestScanner(stack.mqttUrl, stock.scid, { register: { stepMs: 20 } });
    scanners.push(scanner);

    const identify = await send(admin, stock.scid, { op: 'identify' });
    const requestId = identify.data?.sendRegisterRequest.requestId ?? '';
    await until(() => watch.events.some((event) => event.requestId === requestId), 'the identify reply');
    const scan = await send(admin, stock.scid, { op: 'scan-devices', durationMs: 2000 });
    const scanId = scan.data?.sendRegisterRequest.requestId ?? '';
    const reports = () => watch.events.filter((event) => event.requestId === scanId);
    // Each report is its own device message: wait for both, in whatever order they are relayed.
    await until(() => reports().length === 2, 'both scan reports', 45_000);

    expect(identify.errors).toBeUndefined();
    expect(requestId).toMatch(/^reg-[A-Za-z0-9_-]+$/);
    expect(scanner.registerRequests[0]).toMatchObject({ v: 1, requestId, op: 'identify' });
    const identified = watch.events.find((event) => event.requestId === requestId);
    expect(identified).toMatchObject({ op: 'identify', ok: true, error: null });
    expect(JSON.parse(identified?.payload ?? '{}')).toMatchObject({ model: 'CP-S1' });
    expect(
      reports()
        .map((event) => JSON.parse(event.payload).done)
        .sort(),
    ).toEqual([false, true]);
    expect(reports().flatMap((event) => JSON.parse(event.payload).devices)).toHaveLength(3);
  });

  it('says whether the scanner is online: alive within the window and not offline', async () => {
    const [connected, silent] = [await createScanner(null), await createScanner(null)];
    const scanner = await connectTestScanner(stack.mqttUrl, connected.scid, { register: {} });
    scanners.push(scanner);
    const stored = () => new EntityRepository(testTable()).get<ScannerRecord>('SCANNER', connected._id);
    const deadline = Date.now() + 15_000;
    while ((await stored())?.status !== 'online' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));

    const online = await send(admin, connected.scid, { op: 'scan-wifi' });
    const offline = await send(admin, silent.scid, { op: 'scan-wifi' });

    expect(online.data?.sendRegisterRequest.online).toBe(true);
    expect(offline.data?.sendRegisterRequest.online).toBe(false);
  });

  it('sends the WiFi password to the scanner only: not stored, not echoed by a refusal', async () => {
    const stock = await createScanner(null);
    const scanner = await connectTestScanner(stack.mqttUrl, stock.scid, { register: { stepMs: 20 } });
    scanners.push(scanner);

    const sent = await send(admin, stock.scid, { op: 'set-wifi', ssid: 'Room-3', password: PASSWORD });
    await until(() => scanner.registerRequests.length === 1, 'the set-wifi request');
    const short = await send(admin, stock.scid, { op: 'set-wifi', ssid: 'Room-3', password: 'short12' });

    expect(sent.errors).toBeUndefined();
    expect(scanner.registerRequests[0]).toMatchObject({ op: 'set-wifi', ssid: 'Room-3', password: PASSWORD });
    expect(short.errors?.[0]).toMatchObject({
      errorType: 'BadRequest',
      errorInfo: { key: 'INVALID_REGISTER_REQUEST' },
    });
    expect(JSON.stringify(short)).not.toContain('short12');
    const record = await new EntityRepository(testTable()).get('SCANNER', stock._id);
    expect(JSON.stringify(record)).not.toContain(PASSWORD);
  });

  it('refuses callers who may not watch the scanner, and an unknown scanner', async () => {
    const stock = await createScanner(null);
    const placed = await createScanner(SITE);
    const otherSite = await createSite({ name: `Register elsewhere ${Date.now()}` });
    const [teacher, student, otherDistributor, otherManager] = await Promise.all([
      signin('teacher', 'demo1234'),
      createUser({ user: true }, { siteId: SITE }).then((user) => signin(user.uid, user.password)),
      createUser({ distributor: true }, { distId: (await createDist())._id }).then((user) =>
        signin(user.uid, user.password),
      ),
      createUser({ manager: true }, { siteId: otherSite._id }).then((user) =>
        signin(user.uid, user.password),
      ),
    ]);

    const refusals = [
      await send(teacher, stock.scid, { op: 'identify' }),
      await send(student, placed.scid, { op: 'identify' }),
      await send(otherDistributor, placed.scid, { op: 'identify' }),
      await send(otherManager, placed.scid, { op: 'identify' }),
      await send(teacher, 'NO-SUCH-SCANNER', { op: 'identify' }),
    ];
    const unknownForAdmin = await send(admin, 'NO-SUCH-SCANNER', { op: 'identify' });
    const allowed = await send(teacher, placed.scid, { op: 'identify' });

    expect(refusals.map((result) => result.errors?.[0]?.errorType)).toEqual(Array(5).fill('Forbidden'));
    expect(unknownForAdmin.errors?.[0]?.errorType).toBe('NotFound');
    expect(allowed.errors).toBeUndefined();
  });
});

describe('scannerRegistration and registerScanner', () => {
  it('saves the user and scanner names on a scanner with no site, and places it on its site and classroom', async () => {
    const stock = await createScanner(null);

    const before = await gql<{ scannerRegistration: Record<string, unknown> }>(
      LOOKUP,
      { s: stock.scid },
      { token: admin },
    );
    const saved = await gql(
      REGISTER,
      { s: stock.scid, i: { userName: 'Kim', name: 'Room 3 scanner', site: SITE, spot: SPOT } },
      { token: admin },
    );
    const after = await gql<{ scannerRegistration: Record<string, unknown> }>(
      LOOKUP,
      { s: stock.scid },
      { token: admin },
    );

    expect(before.data?.scannerRegistration).toMatchObject({
      scid: stock.scid,
      scanner: stock._id,
      registered: false,
    });
    expect(saved.errors).toBeUndefined();
    expect(after.data?.scannerRegistration).toMatchObject({
      name: 'Room 3 scanner',
      userName: 'Kim',
      registered: true,
    });
    const record = await new EntityRepository(testTable()).get<ScannerRecord>('SCANNER', stock._id);
    expect(record).toMatchObject({
      name: 'Room 3 scanner',
      info: { userName: 'Kim' },
      siteId: SITE,
      spotId: SPOT,
    });
  });

  it('reports a scanner with a site as registered and refuses to rename it', async () => {
    const placed = await createScanner(SITE);

    const looked = await gql<{ scannerRegistration: Record<string, unknown> }>(
      LOOKUP,
      { s: placed.scid },
      { token: admin },
    );
    const renamed = await gql(
      REGISTER,
      { s: placed.scid, i: { userName: 'Kim', name: 'Again', site: SITE } },
      { token: admin },
    );

    expect(looked.data?.scannerRegistration).toMatchObject({ registered: true });
    expect(renamed.errors?.[0]).toMatchObject({
      errorType: 'BadRequest',
      errorInfo: { key: 'ALREADY_REGISTERED' },
    });
  });

  it('wants a scanner id (ERR_INPUT_SCID) and both names', async () => {
    const stock = await createScanner(null);

    const empty = await gql(LOOKUP, { s: '  ' }, { token: admin });
    const unnamed = await gql(
      REGISTER,
      { s: stock.scid, i: { userName: 'Kim', name: '', site: SITE } },
      { token: admin },
    );

    expect(empty.errors?.[0]?.errorInfo).toMatchObject({ key: 'ERR_INPUT_SCID' });
    expect(unnamed.errors?.[0]?.errorInfo).toMatchObject({ key: 'REQUIRED_FIELD_MSG', field: 'name' });
  });

  it('refuses a site the caller does not reach and a classroom of another site, leaving the scanner in stock', async () => {
    const stock = await createScanner(null);
    const otherSite = await createSite({ name: `Register placement ${Date.now()}` });
    const otherDistributor = await createUser({ distributor: true }, { distId: (await createDist())._id });
    const token = await signin(otherDistributor.uid, otherDistributor.password);
    const names = { userName: 'Kim', name: 'Box' };

    const foreign = await gql(REGISTER, { s: stock.scid, i: { ...names, site: SITE } }, { token });
    const crossed = await gql(
      REGISTER,
      { s: stock.scid, i: { ...names, site: otherSite._id, spot: SPOT } },
      { token: admin },
    );

    expect(foreign.errors?.[0]?.errorType).toBe('Forbidden');
    expect(crossed.errors?.[0]).toMatchObject({
      errorType: 'BadRequest',
      errorInfo: { key: 'UNKNOWN_SPOT' },
    });
    const record = await new EntityRepository(testTable()).get<ScannerRecord>('SCANNER', stock._id);
    expect(record).toMatchObject({ siteId: null, spotId: null, name: stock.name });
  });

  it('creates the record of a new scanner id for system and admin, not for a distributor', async () => {
    const fresh = `NEW-${Date.now()}`;
    const distributor = await createUser({ distributor: true }, { distId: 'dist-demo' });
    const token = await signin(distributor.uid, distributor.password);

    const refused = await gql(
      REGISTER,
      { s: `${fresh}-D`, i: { userName: 'Lee', name: 'Box', site: SITE } },
      { token },
    );
    const created = await gql<{ registerScanner: { scanner: string } }>(
      REGISTER,
      { s: fresh, i: { userName: 'Lee', name: 'Box', site: SITE } },
      { token: admin },
    );

    expect(refused.errors?.[0]?.errorType).toBe('Forbidden');
    expect(created.data?.registerScanner.scanner).toEqual(expect.any(String));
    const owner = await new EntityRepository(testTable()).ownerOf('SCID', fresh);
    expect(owner).toBe(created.data?.registerScanner.scanner);
  });
});
