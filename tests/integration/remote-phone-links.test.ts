/**
 * A phone's link to its student ends with the class (docs/sessions.md "When the class ends"), over
 * the local stack: a rostered student joins by phone with the seat's PIN and the App record names
 * them; clearSession releases it (no student, no class); a phone that joined another class since
 * keeps that link; an App still bound to an ended class by older data reads without its student.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { EntityRepository } from '../../functions/src/data/entities';
import type { AppRecord } from '../../functions/src/data/records';
import { seatStudents } from '../support/classroom-seed';
import { testTable } from '../support/fixtures';
import { type GraphqlResponse, gql, signin } from '../support/graphql';
import { createSpot, randomMac } from '../support/org-fixtures';

const SITE = 'site-demo';
const CREATE = 'mutation ($i: SessionInput!) { createSession(input: $i) { _id code } }';
const CLEAR = 'mutation ($id: ID!) { clearSession(id: $id) { success } }';
const PINS = 'query ($id: ID!) { sessionSeatPins(session: $id) { pin student { _id } } }';
const JOIN = `mutation ($i: JoinSessionInput!) { joinSession(input: $i) { app { uuid } student { _id } } }`;
const APP = 'query ($uuid: String!) { app(uuid: $uuid) { uuid user { _id } } }';
const APPS = 'query ($f: AppFilter) { apps(perPage: 50, filter: $f) { data { uuid user { _id } } } }';

type Session = { _id: string; code: string };

let admin = '';
let teacher = '';

function data<T>(result: GraphqlResponse<Record<string, T>>, field: string): T {
  const value = result.data?.[field];
  if (!value) throw new Error(`${field} failed: ${JSON.stringify(result.errors)}`);
  return value;
}

/** A classroom with one rostered student (with a button), and a class started in it. */
async function classroomWithStudent(name: string) {
  const spot = await createSpot(SITE, `${name} ${Date.now()}`);
  const room = { siteId: SITE, spotId: spot._id, spotName: spot.name };
  const mac = randomMac();
  const seated = await seatStudents(testTable(), room, [mac], `links-${randomUUID().slice(0, 8)}`);
  return { spot, student: seated.get(mac) as string };
}

const startClass = async (spot: string) =>
  data(
    await gql<Record<string, Session>>(CREATE, { i: { site: SITE, spot } }, { token: teacher }),
    'createSession',
  );

/** The rostered student joins by phone with their seat's PIN (the phone's uuid, if it has one). */
async function joinAsStudent(session: Session, student: string, uuid?: string) {
  const pins = data(
    await gql<Record<string, { pin: string; student: { _id: string } }[]>>(
      PINS,
      { id: session._id },
      { token: teacher },
    ),
    'sessionSeatPins',
  );
  const pin = pins.find((row) => row.student._id === student)?.pin;
  const joined = data(
    await gql<Record<string, { app: { uuid: string }; student: { _id: string } }>>(JOIN, {
      i: { code: session.code, name: 'Student 001', no: 1, pin, uuid },
    }),
    'joinSession',
  );
  expect(joined.student._id).toBe(student);
  return joined.app.uuid;
}

const appUser = async (uuid: string) =>
  data(await gql<Record<string, { user: { _id: string } | null }>>(APP, { uuid }, { token: admin }), 'app')
    .user;

/** The App record as stored (not as the view shows it). */
async function storedApp(uuid: string): Promise<AppRecord | null> {
  const entities = new EntityRepository(testTable());
  const id = await entities.ownerOf('APPUUID', uuid);
  return id ? entities.get<AppRecord>('APP', id) : null;
}

beforeAll(async () => {
  admin = await signin('admin', 'demo1234');
  teacher = await signin('teacher', 'demo1234');
});

describe("a phone's link to its student ends with the class", () => {
  it('binds the phone to the student while the class runs and releases it when the class ends', async () => {
    const { spot, student } = await classroomWithStudent('Links');
    const session = await startClass(spot._id);
    const uuid = await joinAsStudent(session, student);
    expect(await appUser(uuid)).toEqual({ _id: student });

    expect(data(await gql(CLEAR, { id: session._id }, { token: teacher }), 'clearSession')).toEqual({
      success: true,
    });

    const stored = await storedApp(uuid);
    expect(stored?.userId).toBeNull();
    expect(stored?.info).toEqual({ remote: true });
    // Still the classroom's phone, for the admin, but linked to nobody.
    expect(stored?.spotId).toBe(spot._id);
    expect(await appUser(uuid)).toBeNull();
    const listed = data(
      await gql<Record<string, { data: { uuid: string; user: { _id: string } | null }[] }>>(
        APPS,
        { f: { spot: spot._id } },
        { token: admin },
      ),
      'apps',
    );
    expect(listed.data).toEqual([{ uuid, user: null }]);
  });

  it('leaves the link of a phone that joined another class since', async () => {
    const first = await classroomWithStudent('Links A');
    const second = await classroomWithStudent('Links B');
    const classA = await startClass(first.spot._id);
    const classB = await startClass(second.spot._id);
    const uuid = await joinAsStudent(classA, first.student);
    // The same phone joins the other classroom's class before class A ends.
    await joinAsStudent(classB, second.student, uuid);

    await gql(CLEAR, { id: classA._id }, { token: teacher });

    expect(await appUser(uuid)).toEqual({ _id: second.student });
    expect((await storedApp(uuid))?.info).toEqual({ remote: true, session: classB._id });
    await gql(CLEAR, { id: classB._id }, { token: teacher });
    expect(await appUser(uuid)).toBeNull();
  });

  it('reads a link that older data left to an ended class as no link, and ending again releases it', async () => {
    const { spot, student } = await classroomWithStudent('Links old');
    const session = await startClass(spot._id);
    const uuid = await joinAsStudent(session, student);
    await gql(CLEAR, { id: session._id }, { token: teacher });
    // The App as joins left it before classes released their phones.
    const entities = new EntityRepository(testTable());
    const id = (await entities.ownerOf('APPUUID', uuid)) as string;
    await entities.update('APP', id, { userId: student, info: { remote: true, session: session._id } });

    expect(await appUser(uuid)).toBeNull();
    const listed = data(
      await gql<Record<string, { data: { uuid: string; user: { _id: string } | null }[] }>>(
        APPS,
        { f: { spot: spot._id } },
        { token: admin },
      ),
      'apps',
    );
    expect(listed.data).toEqual([{ uuid, user: null }]);

    expect(data(await gql(CLEAR, { id: session._id }, { token: teacher }), 'clearSession')).toEqual({
      success: true,
    });
    expect((await storedApp(uuid))?.userId).toBeNull();
  });
});
