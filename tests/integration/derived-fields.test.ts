/**
 * The fields derived on read or on a question's first start (docs/data-model.md "Derived
 * fields"): Site.existsScanner from the site's scanner counter, Question.isUsed set by the first
 * startQuestion; and the fields removed from the schema answer as unknown fields.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../support/fixtures';
import { gql, signin } from '../support/graphql';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { createSessionRecord } from '../support/session-fixtures';

let admin = '';
let teacher = '';

beforeAll(async () => {
  admin = await signin('admin', 'demo1234');
  teacher = await signin('teacher', 'demo1234');
});

describe('Site.existsScanner', () => {
  it('is true for the demo school, which has a scanner, and false for a site without one', async () => {
    // Prepare
    const empty = await createSite();
    // Act
    const result = await gql<{ a: { existsScanner: boolean }; b: { existsScanner: boolean } }>(
      'query ($a: ID!, $b: ID!) { a: site(id: $a) { existsScanner } b: site(id: $b) { existsScanner } }',
      { a: 'site-demo', b: empty._id },
      { token: admin },
    );
    // Assess
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ a: { existsScanner: true }, b: { existsScanner: false } });
  });
});

describe('Question.isUsed', () => {
  it('turns true when the question is first asked in a class, without changing its updatedAt', async () => {
    // Prepare
    const question = await createQuestionRecord(DEMO_TEACHER, { answerType: 'ox', correct: '1' });
    const session = await createSessionRecord('site-demo');
    const read = async () =>
      (
        await gql<{ question: { isUsed: boolean; updatedAt: string } }>(
          'query ($id: ID!) { question(id: $id) { isUsed updatedAt } }',
          { id: question._id },
          { token: teacher },
        )
      ).data?.question;
    const before = await read();

    // Act
    const started = await gql(
      'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }',
      { i: { session: session._id, question: question._id } },
      { token: teacher },
    );

    // Assess
    expect(started.errors).toBeUndefined();
    expect(before?.isUsed).toBe(false);
    expect(await read()).toEqual({ isUsed: true, updatedAt: before?.updatedAt });
  });
});

describe('fields removed from the schema', () => {
  it.each([
    ['Site.users', '{ site(id: "site-demo") { users { _id } } }'],
    ['Site.devices', '{ site(id: "site-demo") { devices { _id } } }'],
    ['Site.scanners', '{ site(id: "site-demo") { scanners { _id } } }'],
    ['User.questions', '{ me { questions } }'],
    ['Device.product', '{ device(mac: "AA:BB:CC:00:00:01") { product { _id } } }'],
  ])('%s is refused as an unknown field', async (_field, query) => {
    const result = await gql(query, {}, { token: admin });
    expect(result.errors?.[0]?.message).toMatch(/Cannot query field/);
  });
});
