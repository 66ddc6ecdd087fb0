/**
 * The replaced phone's exit message (docs/sessions.md "Remote students"), with the real Amplify
 * client: a remote student's phone watches its own notices with its app token; when the same
 * student joins from another phone with `force`, the back end publishes LOGGED_IN_ELSEWHERE to the
 * old phone's app uuid (IAM publishNotice) and only that phone gets it. An app token may not watch
 * another phone's notices, nor a whole site's or another classroom's.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGGED_IN_ELSEWHERE } from '../../functions/src/domain/remote/remote-join';
import { amplifyClient } from '../support/amplify';
import { type FieldWatch, watchField } from '../support/amplify-core';
import { gql, signin } from '../support/graphql';
import { createSpot } from '../support/org-fixtures';
import { until } from '../support/until';

const SITE = 'site-demo';
const JOIN = `mutation ($i: JoinSessionInput!) { joinSession(input: $i) { token pin app { uuid } session { site { _id } spot { _id } } } }`;
const CREATE = 'mutation ($i: SessionInput!) { createSession(input: $i) { _id code } }';
const ON_NOTICE = /* GraphQL */ `
  subscription ($site: ID!, $spot: ID, $app: String) {
    onNotice(site: $site, spot: $spot, app: $app) { site spot app noti text }
  }
`;

type Join = {
  token: string;
  pin: string;
  app: { uuid: string };
  session: { site: { _id: string }; spot: { _id: string } };
};
type Notice = { site: string; spot: string | null; app: string | null; noti: string; text: string };

const client = amplifyClient();
const watches: FieldWatch<unknown>[] = [];
let teacher = '';

function watchNotices(
  variables: { site: string; spot?: string; app?: string },
  token: string,
): FieldWatch<Notice> {
  const started = watchField<Notice>(client, ON_NOTICE, variables, 'onNotice', token);
  watches.push(started);
  return started;
}

async function join(input: Record<string, unknown>) {
  return gql<{ joinSession: Join }>(JOIN, { i: input });
}

async function joined(input: Record<string, unknown>): Promise<Join> {
  const result = await join(input);
  if (!result.data?.joinSession) throw new Error(`joinSession: ${JSON.stringify(result.errors)}`);
  return result.data.joinSession;
}

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
});

afterAll(() => {
  for (const started of watches) started.stop();
});

describe('the exit message to a replaced phone', () => {
  it('reaches the old phone alone when the same student joins from another phone with force', async () => {
    const spot = await createSpot(SITE, `Exit notice ${Date.now()}`);
    const created = await gql<{ createSession: { code: string } }>(
      CREATE,
      { i: { site: SITE, spot: spot._id } },
      { token: teacher },
    );
    const code = created.data?.createSession.code ?? '';
    const name = `Kim ${randomUUID().slice(0, 6)}`;
    const oldPhone = await joined({ code, name, no: 3, uuid: randomUUID() });
    const classmate = await joined({
      code,
      name: `Lee ${randomUUID().slice(0, 6)}`,
      no: 4,
      uuid: randomUUID(),
    });
    const oldWatch = watchNotices({ site: SITE, app: oldPhone.app.uuid }, oldPhone.token);
    const classmateWatch = watchNotices({ site: SITE, app: classmate.app.uuid }, classmate.token);
    const teacherWatch = watchNotices({ site: SITE, spot: spot._id }, teacher);
    await new Promise((resolve) => setTimeout(resolve, 1500));

    // The seat moves only with its PIN (the student kept it from the first phone), then with force.
    const unconfirmed = await join({ code, name, no: 3, uuid: randomUUID(), pin: oldPhone.pin });
    expect(unconfirmed.errors?.[0]?.errorInfo?.key).toBe('REMOTE_ALREADY_CONNECTED');
    const newPhone = await joined({ code, name, no: 3, uuid: randomUUID(), force: true, pin: oldPhone.pin });
    await until(() => oldWatch.events.length === 1 && teacherWatch.events.length === 1, 'the exit notice');

    const expected = { site: SITE, spot: spot._id, app: oldPhone.app.uuid, ...LOGGED_IN_ELSEWHERE };
    expect(oldWatch.events).toEqual([expected]);
    // Staff watching the classroom's notices see it too (their rule is unchanged); other phones do not.
    expect(teacherWatch.events).toEqual([expected]);
    expect(classmateWatch.events).toEqual([]);
    expect(newPhone.app.uuid).not.toBe(oldPhone.app.uuid);
    expect(await oldWatch.error).toBe('no error');
  });
});

describe('onNotice with an app token', () => {
  it("refuses another phone's notices, notices addressed to no phone, and another school's", async () => {
    const spot = await createSpot(SITE, `Notice rules ${Date.now()}`);
    const created = await gql<{ createSession: { code: string } }>(
      CREATE,
      { i: { site: SITE, spot: spot._id } },
      { token: teacher },
    );
    const phone = await joined({
      code: created.data?.createSession.code,
      name: `Park ${randomUUID().slice(0, 6)}`,
    });

    const refusals = await Promise.all([
      watchNotices({ site: SITE, app: randomUUID() }, phone.token).error,
      watchNotices({ site: SITE }, phone.token).error,
      // Its own class's classroom is open to it (class notices, tests/integration/remote-class.test.ts); another's is not.
      watchNotices({ site: SITE, spot: 'spot-demo-3-1' }, phone.token).error,
      watchNotices({ site: 'site-other', app: phone.app.uuid }, phone.token).error,
    ]);

    for (const refusal of refusals) expect(JSON.stringify(refusal)).toContain('Forbidden');
  });
});
