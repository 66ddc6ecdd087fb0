/**
 * Sharing and media across schools (issue 32, docs/security.md "Sharing and media"): before,
 * `createQuestionShare` with another school's user id returned that user's login id and name,
 * told teachers from other users, and put the questions in their "shared with me"; a question
 * could show another school's uploaded picture. Now a share reaches only users the sharer may
 * see (the same site, a distributor's own sites), any other id gets the very answer an unknown
 * id gets, with nothing written; and a picture or sound must be a file of the caller's own site.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { UserRecord } from '../../functions/src/data/records';
import { createSite, createUser } from '../support/fixtures';
import { type GraphqlResponse, gql, signin } from '../support/graphql';
import { solidPng } from '../support/media-samples';
import { createQuestionRecord, DEMO_TEACHER } from '../support/question-fixtures';
import { changedItems, tableSnapshot } from '../support/table-snapshot';
import { uploadFile } from '../support/uploads';

const SHARE = /* GraphQL */ `
  mutation ($input: QuestionShareInput!) {
    createQuestionShare(input: $input) { _id to { _id uid firstname lastname } }
  }
`;
const SHARED_WITH_ME = 'query { questionShares(perPage: 50, shared: true) { total data { _id } } }';
const CREATE_QUESTION = /* GraphQL */ `
  mutation ($input: QuestionInput!) { createQuestion(input: $input) { _id info { image } } }
`;
const DUE = '2999-01-01T00:00:00.000Z';

let teacher = '';
let question = '';
let otherTeacher: UserRecord & { password: string };
let otherStudent: UserRecord;
let sameSiteStaff: UserRecord;
let otherDistTeacher: UserRecord;

beforeAll(async () => {
  teacher = await signin('teacher', 'demo1234');
  question = (await createQuestionRecord(DEMO_TEACHER))._id;
  // Another school of the same distributor as the demo school, and a school of another one.
  const neighbour = await createSite({ distId: 'dist-demo', name: 'Neighbour school' });
  const elsewhere = await createSite({ distId: `dist-${randomUUID()}`, name: 'Far school' });
  otherTeacher = await createUser({ manager: true }, { siteId: neighbour._id, firstname: 'Olga' });
  otherStudent = await createUser({ user: true }, { siteId: neighbour._id, firstname: 'Stu' });
  otherDistTeacher = await createUser({ manager: true }, { siteId: elsewhere._id });
  sameSiteStaff = await createUser({ staff: true }, { siteId: 'site-demo' });
});

/** The answer with every occurrence of the probed id masked, to compare two answers. */
const masked = (answer: GraphqlResponse, id: string) =>
  JSON.parse(JSON.stringify(answer).split(id).join('<id>'));

describe('createQuestionShare to another school', () => {
  it("answers another school's teacher exactly as an unknown id, leaks nothing and writes nothing", async () => {
    // Prepare
    const unknown = `user-${randomUUID()}`;
    const before = await tableSnapshot();

    // Act
    const toTeacher = await gql(
      SHARE,
      { input: { to: [otherTeacher._id], questions: [question], duedate: DUE } },
      { token: teacher },
    );
    const toUnknown = await gql(
      SHARE,
      { input: { to: [unknown], questions: [question], duedate: DUE } },
      { token: teacher },
    );

    // Assess
    expect(toTeacher.errors?.[0]).toMatchObject({ errorType: 'Forbidden' });
    expect(masked(toTeacher, otherTeacher._id)).toEqual(masked(toUnknown, unknown));
    expect(JSON.stringify(toTeacher)).not.toContain(otherTeacher.uid);
    expect(JSON.stringify(toTeacher)).not.toContain('Olga');
    expect(changedItems(before, await tableSnapshot())).toEqual([]);
    const olga = await signin(otherTeacher.uid, otherTeacher.password);
    const sharedWithOlga = await gql<{ questionShares: { total: number } }>(
      SHARED_WITH_ME,
      {},
      { token: olga },
    );
    expect(sharedWithOlga.data?.questionShares.total).toBe(0);
  });

  it("does not tell another school's teacher from its student", async () => {
    const toTeacher = await gql(
      SHARE,
      { input: { to: [otherTeacher._id], duedate: DUE } },
      { token: teacher },
    );
    const toStudent = await gql(
      SHARE,
      { input: { to: [otherStudent._id], duedate: DUE } },
      { token: teacher },
    );

    expect(masked(toTeacher, otherTeacher._id)).toEqual(masked(toStudent, otherStudent._id));
  });

  it('refuses a list that names one outsider among own colleagues, and writes none of it', async () => {
    const before = await tableSnapshot();

    const result = await gql(
      SHARE,
      { input: { to: [sameSiteStaff._id, otherTeacher._id], questions: [question], duedate: DUE } },
      { token: teacher },
    );

    expect(result.errors?.[0]?.errorType).toBe('Forbidden');
    expect(changedItems(before, await tableSnapshot())).toEqual([]);
  });

  it('still shares with a colleague of the own school', async () => {
    const result = await gql<{ createQuestionShare: Array<{ to: { _id: string } }> }>(
      SHARE,
      { input: { to: [sameSiteStaff._id], questions: [question], duedate: DUE } },
      { token: teacher },
    );

    expect(result.errors).toBeUndefined();
    expect(result.data?.createQuestionShare[0]?.to._id).toBe(sameSiteStaff._id);
  });

  it('lets a distributor share within its own sites only', async () => {
    const dist = await signin('dist', 'demo1234');

    const ownSite = await gql(SHARE, { input: { to: [otherTeacher._id], duedate: DUE } }, { token: dist });
    const otherDist = await gql(
      SHARE,
      { input: { to: [otherDistTeacher._id], duedate: DUE } },
      { token: dist },
    );

    expect(ownSite.errors).toBeUndefined();
    expect(otherDist.errors?.[0]?.errorType).toBe('Forbidden');
  });
});

describe("a question's picture", () => {
  it("refuses another school's uploaded file as it refuses a missing one, and writes nothing", async () => {
    // Prepare: a picture uploaded at the neighbour school, and the same path with an unknown id
    const olga = await signin(otherTeacher.uid, otherTeacher.password);
    const theirs = await uploadFile(inject('stack').url, olga, {
      bytes: await solidPng(),
      name: 'theirs.png',
      category: 'question-image',
    });
    const missing = theirs.replace(/[0-9a-f-]{36}/, randomUUID());
    const input = (image: string) => ({
      title: { main: 'Borrowed picture' },
      type: 'quiz',
      answerType: 'ox',
      correct: '1',
      image,
    });
    const before = await tableSnapshot();

    // Act
    const borrowed = await gql(CREATE_QUESTION, { input: input(theirs) }, { token: teacher });
    const unknown = await gql(CREATE_QUESTION, { input: input(missing) }, { token: teacher });

    // Assess
    expect(borrowed.errors?.[0]).toMatchObject({
      errorType: 'BadRequest',
      errorInfo: { key: 'MEDIA_NOT_OWN_FILE' },
    });
    expect(borrowed).toEqual(unknown);
    expect(changedItems(before, await tableSnapshot())).toEqual([]);
  });

  it('takes a file uploaded at the own school', async () => {
    const ours = await uploadFile(inject('stack').url, teacher, {
      bytes: await solidPng(),
      name: 'ours.png',
      category: 'question-image',
    });

    const result = await gql<{ createQuestion: { info: { image: string } } }>(
      CREATE_QUESTION,
      {
        input: { title: { main: 'Own picture' }, type: 'quiz', answerType: 'ox', correct: '1', image: ours },
      },
      { token: teacher },
    );

    expect(result.errors).toBeUndefined();
    expect(result.data?.createQuestion.info.image).toBe(ours);
  });
});
