/**
 * JSON fields and the keys JavaScript gives a meaning (issue 32, docs/security.md "JSON fields"):
 * `info` with a top-level `constructor` key answered InternalFailure on updateSpotInfo, patchUser
 * and updateQuestionLink (the store's client takes such an object for a class instance); a
 * `__proto__` key was dropped without a word. Now `__proto__`, `constructor` and `prototype` are
 * refused anywhere in any AWSJSON input with BadRequest JSON_KEY_RESERVED and nothing written,
 * and every other key, the names of Object.prototype included, is stored as it was sent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createSpot } from '../support/org-fixtures';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { createLinkRecord, createSessionRecord } from '../support/session-fixtures';
import { changedItems, tableSnapshot } from '../support/table-snapshot';

const DEMO_SITE = 'site-demo';

/** One JSON field of each operation the issue names: how to write it and read it back. */
interface JsonField {
  name: string;
  write: (info: string) => { query: string; variables: Record<string, unknown> };
  read: {
    query: string;
    variables: Record<string, unknown>;
    info: (data: Record<string, unknown>) => unknown;
  };
}

let teacher = '';
const fields: JsonField[] = [];

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
  const spot = await createSpot(DEMO_SITE, 'JSON keys classroom');
  const staff = await createUser({ staff: true }, { siteId: DEMO_SITE });
  const session = await createSessionRecord(DEMO_SITE);
  const link = await createLinkRecord(session, await createQuestionRecord(DEMO_TEACHER));
  fields.push(
    {
      name: 'updateSpotInfo',
      write: (info) => ({
        query: 'mutation ($id: ID!, $info: AWSJSON!) { updateSpotInfo(id: $id, info: $info) { success } }',
        variables: { id: spot._id, info },
      }),
      read: {
        query: 'query ($id: ID!) { spot(id: $id) { info } }',
        variables: { id: spot._id },
        info: (data) => (data.spot as { info: string | null }).info,
      },
    },
    {
      name: 'patchUser',
      write: (info) => ({
        query: 'mutation ($id: ID!, $info: AWSJSON) { patchUser(id: $id, input: { info: $info }) { _id } }',
        variables: { id: staff._id, info },
      }),
      read: {
        query: 'query ($id: ID!) { user(id: $id) { info } }',
        variables: { id: staff._id },
        info: (data) => (data.user as { info: string | null }).info,
      },
    },
    {
      name: 'updateQuestionLink',
      write: (info) => ({
        query:
          'mutation ($id: ID!, $info: AWSJSON) { updateQuestionLink(id: $id, input: { info: $info }) { _id } }',
        variables: { id: link._id, info },
      }),
      read: {
        query: 'query ($id: ID!) { questionLink(id: $id) { info } }',
        variables: { id: link._id },
        info: (data) => (data.questionLink as { info: string | null }).info,
      },
    },
  );
});

const RESERVED = ['constructor', '__proto__', 'prototype'];
const SHAPES = [
  (key: string) => `{"${key}":1,"note":"top level"}`,
  (key: string) => `{"${key}":{"name":"Object"}}`,
  (key: string) => `{"screen":{"list":[{"${key}":true}]}}`,
];

describe('reserved keys in a JSON field', () => {
  it.each(RESERVED)(
    '%s, at the top or nested, is refused with JSON_KEY_RESERVED and nothing written',
    async (key) => {
      for (const field of fields) {
        for (const shape of SHAPES) {
          // Prepare
          const before = await tableSnapshot();
          const { query, variables } = field.write(shape(key));

          // Act
          const result = await gql(query, variables, { token: teacher });

          // Assess
          expect({ field: field.name, shape: shape(key), error: result.errors?.[0] }).toMatchObject({
            error: { errorType: 'BadRequest', errorInfo: { key: 'JSON_KEY_RESERVED' } },
          });
          expect(changedItems(before, await tableSnapshot())).toEqual([]);
        }
      }
    },
  );
});

describe('every other key', () => {
  it('is stored and read back as it was sent, the names of Object.prototype included', async () => {
    const keys = Object.getOwnPropertyNames(Object.prototype).filter((key) => !RESERVED.includes(key));
    const info = JSON.stringify(Object.fromEntries(keys.map((key, i) => [key, { n: i, text: key }])));

    for (const field of fields) {
      const { query, variables } = field.write(info);
      const written = await gql(query, variables, { token: teacher });
      const read = await gql(field.read.query, field.read.variables, { token: teacher });

      expect({ field: field.name, errors: written.errors }).toEqual({ field: field.name, errors: undefined });
      expect(JSON.parse(String(field.read.info(read.data ?? {})))).toEqual(JSON.parse(info));
    }
  });
});
