/**
 * The question library's order is unique within the library (docs/questions.md "Order"): a
 * question created after a removal, questions created at the same time, an import, a named
 * order, older data with repeated orders and the next reorder, and the shared list.
 */
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/fixtures';
import { type GraphqlResponse, gql, signin } from '../support/graphql';
import { createQuestionRecord, createShareRecord } from '../support/question-fixtures';

const CREATE = 'mutation ($i: QuestionInput!) { createQuestion(input: $i) { _id order } }';
const CREATE_MANY = 'mutation ($i: [QuestionInput!]!) { createQuestions(input: $i) { _id order } }';
const REMOVE = 'mutation ($id: ID!) { removeQuestion(id: $id) { success } }';
const PATCH = 'mutation ($id: ID!, $i: QuestionPatch!) { patchQuestion(id: $id, input: $i) { _id order } }';
const ORDER = 'mutation ($l: [QuestionOrderInput!]!) { updateQuestionOrder(list: $l) { success } }';
const LIST = `query ($sh: Boolean) {
  questions(perPage: 100, sortField: "order", sortOrder: asc, shared: $sh) { data { _id order user { _id } } } }`;

const OX = { title: { main: 'Is the sky blue?' }, type: 'quiz', answerType: 'ox', correct: '1' };

type Teacher = { id: string; token: string };
type Row = { _id: string; order: number; user?: { _id: string } | null };

async function newTeacher(): Promise<Teacher> {
  const user = await createUser({ manager: true }, { siteId: 'site-demo' });
  return { id: user._id, token: await signin(user.uid, user.password) };
}

function data<T>(result: GraphqlResponse<T>): T {
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

async function create(teacher: Teacher, input: Record<string, unknown> = OX): Promise<Row> {
  return data(await gql<{ createQuestion: Row }>(CREATE, { i: input }, { token: teacher.token }))
    .createQuestion;
}

async function list(teacher: Teacher, shared = false): Promise<Row[]> {
  return data(await gql<{ questions: { data: Row[] } }>(LIST, { sh: shared }, { token: teacher.token }))
    .questions.data;
}

const orders = (rows: Row[]) => rows.map((row) => row.order);
const keyOf = (result: GraphqlResponse) => result.errors?.[0]?.errorInfo?.key;

describe('question order', () => {
  it('gives a question created after a removal an order no other question has', async () => {
    const teacher = await newTeacher();
    const made: Row[] = [];
    for (let index = 0; index < 7; index += 1) made.push(await create(teacher));
    expect(orders(made)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    await gql(REMOVE, { id: made[2]?._id }, { token: teacher.token });

    const added = await create(teacher);

    expect(new Set(orders(await list(teacher))).size).toBe(7);
    expect(added.order).toBe(7);
  });

  it('gives questions created and imported at the same time distinct orders', async () => {
    const teacher = await newTeacher();
    await create(teacher);

    const singles = Array.from({ length: 8 }, () => create(teacher));
    const imports = [0, 1].map(async () => {
      const result = await gql<{ createQuestions: Row[] }>(
        CREATE_MANY,
        { i: [OX, OX, OX] },
        { token: teacher.token },
      );
      return data(result).createQuestions;
    });
    const rows = [...(await Promise.all(singles)), ...(await Promise.all(imports)).flat()];

    expect(rows).toHaveLength(14);
    expect(new Set(orders(rows)).size).toBe(14);
    expect(new Set(orders(await list(teacher))).size).toBe(15);
  });

  it('numbers an import after the highest order, not after the library size', async () => {
    const teacher = await newTeacher();
    const [first] = [await create(teacher), await create(teacher), await create(teacher)];
    await gql(REMOVE, { id: first?._id }, { token: teacher.token });

    const imported = data(
      await gql<{ createQuestions: Row[] }>(CREATE_MANY, { i: [OX, OX, OX] }, { token: teacher.token }),
    ).createQuestions;

    expect(orders(imported)).toEqual([3, 4, 5]);
  });

  it('starts a library written before the sequence above its highest order', async () => {
    const teacher = await newTeacher();
    for (const order of [0, 5, 9]) await createQuestionRecord(teacher.id, { order });

    expect((await create(teacher)).order).toBe(10);
  });

  it('refuses an order another question holds, and a reorder naming one order twice', async () => {
    const teacher = await newTeacher();
    const [a, b] = [await create(teacher), await create(teacher)];

    const named = await gql(CREATE, { i: { ...OX, order: a.order } }, { token: teacher.token });
    const patched = await gql(PATCH, { id: b._id, i: { order: a.order } }, { token: teacher.token });
    const twice = await gql(
      ORDER,
      {
        l: [
          { _id: a._id, order: 4 },
          { _id: b._id, order: 4 },
        ],
      },
      { token: teacher.token },
    );
    const free = await create(teacher, { ...OX, order: 20 });

    expect(keyOf(named)).toBe('ORDER_TAKEN');
    expect(keyOf(patched)).toBe('ORDER_TAKEN');
    expect(keyOf(twice)).toBe('INVALID_ORDER');
    expect(orders(await list(teacher))).toEqual([0, 1, 20]);
    expect(free.order).toBe(20);
    expect((await create(teacher)).order).toBe(21);
  });

  it('lists repeated orders of older data in a stable order, made unique by the next reorder', async () => {
    const teacher = await newTeacher();
    const records = [];
    for (const order of [0, 1, 1, 1, 2]) records.push(await createQuestionRecord(teacher.id, { order }));
    const before = await list(teacher);
    expect((await list(teacher)).map((row) => row._id)).toEqual(before.map((row) => row._id));
    const tied = records.filter((record) => record.order === 1).map((record) => record._id);
    expect(before.slice(1, 4).map((row) => row._id)).toEqual([...tied].sort());

    // Move the first question below the second: the two swap their orders (0 and 1).
    const [first, second] = before;
    const moved = await gql(
      ORDER,
      {
        l: [
          { _id: second?._id, order: 0 },
          { _id: first?._id, order: 1 },
        ],
      },
      { token: teacher.token },
    );

    expect(moved.errors).toBeUndefined();
    const after = await list(teacher);
    expect(new Set(orders(after)).size).toBe(5);
    expect(after.map((row) => row._id).slice(0, 2)).toEqual([second?._id, first?._id]);
    expect((await create(teacher)).order).toBeGreaterThan(Math.max(...orders(after)));
  });

  it('keeps each library of the shared list together, in its own order', async () => {
    const [reader, alice, bob] = [await newTeacher(), await newTeacher(), await newTeacher()];
    for (const owner of [alice, bob]) {
      for (const order of [2, 0, 1]) await createQuestionRecord(owner.id, { order });
      await createShareRecord(owner.id, reader.id);
    }

    const shared = await list(reader, true);

    const owners = shared.map((row) => row.user?._id);
    expect(owners).toHaveLength(6);
    expect(new Set(owners.slice(0, 3)).size).toBe(1);
    expect(new Set(owners.slice(3)).size).toBe(1);
    expect(orders(shared)).toEqual([0, 1, 2, 0, 1, 2]);
  });
});
