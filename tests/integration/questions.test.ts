/** The question library, playlists and shares through the gateway (issue 4, docs/questions.md). */
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/fixtures';
import { type GraphqlResponse, gql, signin } from '../support/graphql';
import {
  createQuestionRecord,
  DEMO_TEACHER,
  setShareDuedate,
  storedChoices,
} from '../support/question-fixtures';

const FIELDS = '_id title { main en } type correct order active selection { title } info { answerType }';
const CREATE = `mutation ($i: QuestionInput!) { createQuestion(input: $i) { ${FIELDS} } }`;
const CREATE_MANY = 'mutation ($i: [QuestionInput!]!) { createQuestions(input: $i) { _id order } }';
const QUESTION = `query ($id: ID!) { question(id: $id) { ${FIELDS} } }`;
const QUESTIONS = `query ($n: Int!, $f: QuestionFilter, $o: SortOrder, $s: String, $sh: Boolean) {
  questions(perPage: $n, filter: $f, sortOrder: $o, sortField: $s, shared: $sh) { total data { _id order title { main } } } }`;
const PATCH = 'mutation ($id: ID!, $i: QuestionPatch!) { patchQuestion(id: $id, input: $i) { _id active } }';
const REMOVE = 'mutation ($id: ID!) { removeQuestion(id: $id) { success } }';
const ORDER = 'mutation ($l: [QuestionOrderInput!]!) { updateQuestionOrder(list: $l) { success } }';
const SHARE =
  'mutation ($i: QuestionShareInput!) { createQuestionShare(input: $i) { _id questions overDuedate to { _id } } }';
const SHARES = `query ($f: QuestionShareFilter, $sh: Boolean) {
  questionShares(perPage: 50, filter: $f, shared: $sh) { total data { _id overDuedate from { _id } } } }`;
const PLAYLIST_FIELDS = '_id title list { order question { _id } }';
const CREATE_PLAYLIST = `mutation ($i: PlayListInput!) { createPlayList(input: $i) { ${PLAYLIST_FIELDS} } }`;
const PLAYLIST = `query ($id: ID!) { playList(id: $id) { ${PLAYLIST_FIELDS} } }`;
const UPDATE_PLAYLIST = `mutation ($id: ID!, $l: [PlayListItemInput!]!) {
  updatePlayList(id: $id, list: $l) { ${PLAYLIST_FIELDS} } }`;

const OX = {
  title: { main: 'Is the sky blue?', en: 'Is the sky blue?' },
  type: 'quiz',
  answerType: 'ox',
  correct: '1',
};
const choices = (...titles: string[]) => titles.map((title) => ({ title }));
const MULTIPLE = {
  title: { main: '2 + 2?' },
  type: 'quiz',
  answerType: 'multiple',
  selection: choices('3', '4', '5'),
  correct: '2',
};
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

type Teacher = { id: string; token: string };
type QuestionView = { _id: string; order: number; title: { main: string }; correct: string | null };

async function newTeacher(): Promise<Teacher> {
  const user = await createUser({ manager: true }, { siteId: 'site-demo' });
  return { id: user._id, token: await signin(user.uid, user.password) };
}

async function createQuestion(teacher: Teacher, input: Record<string, unknown> = OX): Promise<QuestionView> {
  const result = await gql<{ createQuestion: QuestionView }>(CREATE, { i: input }, { token: teacher.token });
  if (!result.data?.createQuestion) throw new Error(JSON.stringify(result.errors));
  return result.data.createQuestion;
}

async function listOf(teacher: Teacher, variables: Record<string, unknown> = {}) {
  const result = await gql<{ questions: { total: number; data: QuestionView[] } }>(
    QUESTIONS,
    { n: 100, ...variables },
    { token: teacher.token },
  );
  return result.data?.questions ?? { total: -1, data: [] };
}

const errorOf = (result: GraphqlResponse) => ({
  type: result.errors?.[0]?.errorType,
  key: result.errors?.[0]?.errorInfo?.key,
});

let admin = '';
let demoTeacher = '';

beforeAll(async () => {
  admin = await signin('admin', 'demo1234');
  demoTeacher = await signin('teacher', 'demo1234');
});

describe('question library', () => {
  it('lists the seeded demo questions in the demo teacher library, a legacy ko title read as main', async () => {
    const legacy = await createQuestionRecord(DEMO_TEACHER, {
      title: { main: '', ko: '한국어 제목' },
    });

    const list = await gql<{ questions: { data: { _id: string; title: { main: string } }[] } }>(
      QUESTIONS,
      // Title order, Hangul last in ascending order: descending puts the Korean titles first, ahead
      // of the many Latin titles other tests add to this library.
      { n: 100, s: 'title', o: 'desc' },
      { token: demoTeacher },
    );
    const ids = list.data?.questions.data.map((question) => question._id) ?? [];

    expect(ids).toContain('question-demo-1');
    expect(list.data?.questions.data.find((question) => question._id === legacy._id)?.title.main).toBe(
      '한국어 제목',
    );
  });

  it('creates each answer type and keeps no correct answer for a survey', async () => {
    const teacher = await newTeacher();

    const ox = await createQuestion(teacher);
    const multiple = await createQuestion(teacher, MULTIPLE);
    const survey = await createQuestion(teacher, {
      title: { main: 'How was class?' },
      type: 'survey',
      answerType: 'survey',
      correct: '3',
    });

    expect(ox.correct).toBe('1');
    expect(multiple.correct).toBe('2');
    expect(survey.correct).toBeNull();
    expect((await listOf(teacher)).total).toBe(3);
  });

  it.each([
    ['an empty title', { ...OX, title: { main: '  ' } }, 'REQUIRED_QUESTION_TITLE'],
    ['a quiz without a correct answer', { ...OX, correct: null }, 'REQUIRED_CORRECT'],
    ['an O/X answer other than 1 or 2', { ...OX, correct: '3' }, 'INVALID_CORRECT'],
    ['a choice number beyond the choices', { ...MULTIPLE, correct: '4' }, 'INVALID_CORRECT'],
    ['an empty choice', { ...MULTIPLE, selection: choices('a', ' ', 'c') }, 'REQUIRED_CHOICE'],
    ['duplicate choices', { ...MULTIPLE, selection: choices('a', 'b', 'A') }, 'DUPLICATE_CHOICE'],
    ['a grade beyond 12', { ...OX, grade: 13 }, 'INVALID_GRADE'],
    ['six choices', { ...MULTIPLE, selection: choices('1', '2', '3', '4', '5', '6') }, 'TOO_MANY_CHOICES'],
  ])('refuses %s', async (_name, input, key) => {
    const teacher = await newTeacher();

    const result = await gql(CREATE, { i: input }, { token: teacher.token });

    expect(errorOf(result)).toEqual({ type: 'BadRequest', key });
    expect((await listOf(teacher)).total).toBe(0);
  });

  it('names the 1-based number of an empty choice', async () => {
    const teacher = await newTeacher();

    const result = await gql(
      CREATE,
      { i: { ...MULTIPLE, selection: choices('a', '') } },
      { token: teacher.token },
    );

    expect(result.errors?.[0]?.errorInfo).toMatchObject({ key: 'REQUIRED_CHOICE', no: 2 });
  });
});

describe('createQuestions (import)', () => {
  it('adds nothing when the last item is bad, and names its index', async () => {
    const teacher = await newTeacher();
    await createQuestion(teacher);
    const items = [...Array.from({ length: 40 }, () => OX), { ...MULTIPLE, correct: null }];

    const result = await gql(CREATE_MANY, { i: items }, { token: teacher.token });

    expect(result.errors?.[0]?.errorInfo).toMatchObject({ key: 'REQUIRED_CORRECT', index: 40 });
    expect((await listOf(teacher)).total).toBe(1);
  });

  it('adds every item of a good import, ordered after the library', async () => {
    const teacher = await newTeacher();
    await createQuestion(teacher);

    const result = await gql<{ createQuestions: { order: number }[] }>(
      CREATE_MANY,
      { i: Array.from({ length: 60 }, () => MULTIPLE) },
      { token: teacher.token },
    );

    expect(result.errors).toBeUndefined();
    expect(result.data?.createQuestions.map((question) => question.order).slice(0, 3)).toEqual([1, 2, 3]);
    expect((await listOf(teacher)).total).toBe(61);
  });

  it('refuses more than 5,000 questions at once', async () => {
    const teacher = await newTeacher();

    const result = await gql(
      CREATE_MANY,
      { i: Array.from({ length: 5001 }, () => OX) },
      { token: teacher.token },
    );

    expect(errorOf(result)).toEqual({ type: 'BadRequest', key: 'TOO_MANY_QUESTIONS' });
    expect((await listOf(teacher)).total).toBe(0);
  });
});

describe('ordering', () => {
  it('sets the order of the caller questions and sorts by it', async () => {
    const teacher = await newTeacher();
    const [a, b, c] = [
      await createQuestion(teacher),
      await createQuestion(teacher),
      await createQuestion(teacher),
    ];

    const result = await gql(
      ORDER,
      {
        l: [
          { _id: c?._id, order: 0 },
          { _id: a?._id, order: 1 },
          { _id: b?._id, order: 2 },
        ],
      },
      { token: teacher.token },
    );
    const list = await listOf(teacher, { s: 'order', o: 'asc' });

    expect(result.errors).toBeUndefined();
    expect(list.data.map((question) => question._id)).toEqual([c?._id, a?._id, b?._id]);
  });

  it('changes nothing when an entry is negative or another teacher question', async () => {
    const [teacher, other] = [await newTeacher(), await newTeacher()];
    const own = await createQuestion(teacher);
    const foreign = await createQuestion(other);

    const negative = await gql(ORDER, { l: [{ _id: own._id, order: -1 }] }, { token: teacher.token });
    const mixed = await gql(
      ORDER,
      {
        l: [
          { _id: own._id, order: 9 },
          { _id: foreign._id, order: 8 },
        ],
      },
      { token: teacher.token },
    );
    const after = await gql<{ question: QuestionView }>(QUESTION, { id: own._id }, { token: teacher.token });

    expect(errorOf(negative)).toEqual({ type: 'BadRequest', key: 'INVALID_ORDER' });
    expect(errorOf(mixed).type).toBe('Forbidden');
    expect(after.data?.question.order).toBe(own.order);
  });

  it('refuses an unknown sort field', async () => {
    const teacher = await newTeacher();

    const result = await gql(QUESTIONS, { n: 5, s: 'secret' }, { token: teacher.token });

    expect(errorOf(result)).toEqual({ type: 'BadRequest', key: 'INVALID_SORT_FIELD' });
  });
});

describe('owner isolation', () => {
  it('keeps another teacher from reading, patching or removing a question, missing or not', async () => {
    const [owner, other] = [await newTeacher(), await newTeacher()];
    const question = await createQuestion(owner);

    const read = await gql(QUESTION, { id: question._id }, { token: other.token });
    const missing = await gql(QUESTION, { id: 'question-nope' }, { token: other.token });
    const patch = await gql(PATCH, { id: question._id, i: { active: false } }, { token: other.token });
    const remove = await gql(REMOVE, { id: question._id }, { token: other.token });
    const stillThere = await gql<{ question: { active: boolean } }>(
      QUESTION,
      { id: question._id },
      { token: owner.token },
    );

    expect([read, missing, patch, remove].map((result) => errorOf(result).type)).toEqual([
      'Forbidden',
      'Forbidden',
      'Forbidden',
      'Forbidden',
    ]);
    expect(stillThere.data?.question.active).toBe(true);
    expect((await listOf(other)).total).toBe(0);
  });

  it('lets an admin read but not change a teacher question', async () => {
    const owner = await newTeacher();
    const question = await createQuestion(owner);

    const read = await gql<{ question: { _id: string } }>(QUESTION, { id: question._id }, { token: admin });
    const patch = await gql(PATCH, { id: question._id, i: { active: false } }, { token: admin });

    expect(read.data?.question._id).toBe(question._id);
    expect(errorOf(patch).type).toBe('Forbidden');
  });
});

describe('shares', () => {
  it('grants read of the shared questions until the share is overdue', async () => {
    const [owner, colleague] = [await newTeacher(), await newTeacher()];
    const shared = await createQuestion(owner);
    const kept = await createQuestion(owner);
    const made = await gql<{ createQuestionShare: { _id: string; questions: string[] }[] }>(
      SHARE,
      { i: { to: [colleague.id], questions: [shared._id], duedate: tomorrow() } },
      { token: owner.token },
    );
    const shareId = made.data?.createQuestionShare[0]?._id ?? '';

    const before = await gql(QUESTION, { id: shared._id }, { token: colleague.token });
    const notShared = await gql(QUESTION, { id: kept._id }, { token: colleague.token });
    const sharedList = await listOf(colleague, { sh: true });
    const patch = await gql(PATCH, { id: shared._id, i: { active: false } }, { token: colleague.token });
    await setShareDuedate(shareId, new Date(Date.now() - 60_000).toISOString());
    const after = await gql(QUESTION, { id: shared._id }, { token: colleague.token });
    const sharedAfter = await listOf(colleague, { sh: true });
    const overdue = await gql<{ questionShares: { data: { _id: string; overDuedate: boolean }[] } }>(
      SHARES,
      { f: { overdue: true } },
      { token: owner.token },
    );

    expect(made.data?.createQuestionShare[0]?.questions).toEqual([shared._id]);
    expect(before.errors).toBeUndefined();
    expect(errorOf(notShared).type).toBe('Forbidden');
    expect(sharedList.data.map((question) => question._id)).toEqual([shared._id]);
    expect(errorOf(patch).type).toBe('Forbidden');
    expect(errorOf(after).type).toBe('Forbidden');
    expect(sharedAfter.total).toBe(0);
    expect(overdue.data?.questionShares.data).toEqual([
      { _id: shareId, overDuedate: true, from: { _id: owner.id } },
    ]);
  });

  it("lists every user's shares to system and admin (filter everyone) and refuses it to a teacher", async () => {
    const [owner, colleague] = [await newTeacher(), await newTeacher()];
    const made = await gql<{ createQuestionShare: { _id: string }[] }>(
      SHARE,
      { i: { to: [colleague.id], questions: [(await createQuestion(owner))._id], duedate: tomorrow() } },
      { token: owner.token },
    );
    const shareId = made.data?.createQuestionShare[0]?._id ?? '';
    const system = await signin('system', 'demo1234');

    const lists = await Promise.all(
      [system, admin].map((token) =>
        gql<{ questionShares: { total: number; data: { _id: string; from: { _id: string } }[] } }>(
          SHARES,
          { f: { everyone: true } },
          { token },
        ),
      ),
    );
    const asTeacher = await gql(SHARES, { f: { everyone: true } }, { token: owner.token });

    for (const list of lists) {
      expect(list.errors).toBeUndefined();
      expect(list.data?.questionShares.data.find((share) => share._id === shareId)?.from._id).toBe(owner.id);
      expect(list.data?.questionShares.total).toBeGreaterThanOrEqual(1);
    }
    expect(errorOf(asTeacher).type).toBe('Forbidden');
  });

  it('shares the whole library, questions added later included, when no questions are named', async () => {
    const [owner, colleague] = [await newTeacher(), await newTeacher()];
    const first = await createQuestion(owner);
    await gql(SHARE, { i: { to: [colleague.id], duedate: tomorrow() } }, { token: owner.token });
    const later = await createQuestion(owner, MULTIPLE);

    const sharedList = await listOf(colleague, { sh: true });
    const received = await gql<{ questionShares: { total: number } }>(
      SHARES,
      { sh: true },
      { token: colleague.token },
    );

    expect(new Set(sharedList.data.map((question) => question._id))).toEqual(new Set([first._id, later._id]));
    expect(received.data?.questionShares.total).toBe(1);
  });

  it.each([
    ['with oneself', 'self', 'SHARE_WITH_SELF'],
    ['with a student', 'student', 'UNKNOWN_USER'],
    ['with a due date in the past', 'past', 'INVALID_DUEDATE'],
  ])('refuses to share %s', async (_name, kind, key) => {
    const owner = await newTeacher();
    const student = await createUser({ user: true }, { siteId: 'site-demo' });
    const colleague = await newTeacher();
    const to = kind === 'self' ? owner.id : kind === 'student' ? student._id : colleague.id;
    const duedate = kind === 'past' ? new Date(Date.now() - 60_000).toISOString() : tomorrow();

    const result = await gql(SHARE, { i: { to: [to], duedate } }, { token: owner.token });

    expect(errorOf(result)).toEqual({ type: 'BadRequest', key });
  });

  it('refuses to share another teacher question, and lets only the maker remove a share', async () => {
    const [owner, colleague] = [await newTeacher(), await newTeacher()];
    const foreign = await createQuestion(colleague);
    const made = await gql<{ createQuestionShare: { _id: string }[] }>(
      SHARE,
      { i: { to: [colleague.id], duedate: tomorrow() } },
      { token: owner.token },
    );
    const ids = [made.data?.createQuestionShare[0]?._id];
    const REMOVE_SHARES = 'mutation ($ids: [ID!]!) { removeQuestionShares(ids: $ids) { success } }';

    const stolen = await gql(
      SHARE,
      { i: { to: [colleague.id], questions: [foreign._id], duedate: tomorrow() } },
      { token: owner.token },
    );
    const byRecipient = await gql(REMOVE_SHARES, { ids }, { token: colleague.token });
    const byMaker = await gql(REMOVE_SHARES, { ids }, { token: owner.token });
    const left = await gql<{ questionShares: { total: number } }>(SHARES, {}, { token: owner.token });

    expect(errorOf(stolen).type).toBe('Forbidden');
    expect(errorOf(byRecipient).type).toBe('Forbidden');
    expect(byMaker.errors).toBeUndefined();
    expect(left.data?.questionShares.total).toBe(0);
  });
});

describe('playlists', () => {
  it('keeps the items in order and shows a question that became unreadable as null', async () => {
    const [owner, colleague] = [await newTeacher(), await newTeacher()];
    const own = await createQuestion(owner);
    const borrowed = await createQuestion(colleague);
    const made = await gql<{ createQuestionShare: { _id: string }[] }>(
      SHARE,
      { i: { to: [owner.id], questions: [borrowed._id], duedate: tomorrow() } },
      { token: colleague.token },
    );
    const created = await gql<{
      createPlayList: { _id: string; list: { order: number; question: { _id: string } }[] };
    }>(
      CREATE_PLAYLIST,
      {
        i: {
          title: 'Friday quiz',
          list: [
            { order: 1, question: borrowed._id },
            { order: 0, question: own._id },
          ],
        },
      },
      { token: owner.token },
    );
    const id = created.data?.createPlayList._id;

    await setShareDuedate(
      made.data?.createQuestionShare[0]?._id ?? '',
      new Date(Date.now() - 60_000).toISOString(),
    );
    const after = await gql<{ playList: { list: { order: number; question: { _id: string } | null }[] } }>(
      PLAYLIST,
      { id },
      { token: owner.token },
    );

    expect(created.data?.createPlayList.list).toEqual([
      { order: 0, question: { _id: own._id } },
      { order: 1, question: { _id: borrowed._id } },
    ]);
    expect(after.data?.playList.list).toEqual([
      { order: 0, question: { _id: own._id } },
      { order: 1, question: null },
    ]);
  });

  it('refuses a missing title or a question the caller may not read, and replaces the list', async () => {
    const [owner, other] = [await newTeacher(), await newTeacher()];
    const own = await createQuestion(owner);
    const foreign = await createQuestion(other);

    const untitled = await gql(CREATE_PLAYLIST, { i: { title: ' ', list: [] } }, { token: owner.token });
    const unreadable = await gql(
      CREATE_PLAYLIST,
      { i: { title: 'Mine', list: [{ order: 0, question: foreign._id }] } },
      { token: owner.token },
    );
    const created = await gql<{ createPlayList: { _id: string } }>(
      CREATE_PLAYLIST,
      { i: { title: 'Mine', list: [] } },
      { token: owner.token },
    );
    const replaced = await gql<{ updatePlayList: { list: { order: number; question: { _id: string } }[] } }>(
      UPDATE_PLAYLIST,
      { id: created.data?.createPlayList._id, l: [{ order: 0, question: own._id }] },
      { token: owner.token },
    );
    const byOther = await gql(PLAYLIST, { id: created.data?.createPlayList._id }, { token: other.token });

    expect(untitled.errors?.[0]?.errorInfo).toMatchObject({ key: 'REQUIRED_FIELD_MSG', field: 'title' });
    expect(errorOf(unreadable)).toEqual({ type: 'BadRequest', key: 'UNKNOWN_QUESTION' });
    expect(replaced.data?.updatePlayList.list).toEqual([{ order: 0, question: { _id: own._id } }]);
    expect(errorOf(byOther).type).toBe('Forbidden');
  });

  it('refuses a list naming the same question twice, with the position of the repeat', async () => {
    const owner = await newTeacher();
    const [first, second] = [await createQuestion(owner), await createQuestion(owner)];
    const repeated = [
      { order: 0, question: first._id },
      { order: 1, question: second._id },
      { order: 2, question: first._id },
    ];

    const created = await gql(
      CREATE_PLAYLIST,
      { i: { title: 'Twice', list: repeated } },
      { token: owner.token },
    );
    const made = await gql<{ createPlayList: { _id: string } }>(
      CREATE_PLAYLIST,
      { i: { title: 'Once', list: repeated.slice(0, 2) } },
      { token: owner.token },
    );
    const id = made.data?.createPlayList._id;
    const updated = await gql(UPDATE_PLAYLIST, { id, l: repeated }, { token: owner.token });
    const kept = await gql<{ playList: { list: { order: number; question: { _id: string } }[] } }>(
      PLAYLIST,
      { id },
      { token: owner.token },
    );

    for (const refused of [created, updated]) {
      expect(errorOf(refused)).toEqual({ type: 'BadRequest', key: 'DUPLICATE_PLAYLIST_QUESTION' });
      expect(refused.errors?.[0]?.errorInfo).toMatchObject({ index: 2, question: first._id });
    }
    expect(kept.data?.playList.list.map((entry) => entry.question._id)).toEqual([first._id, second._id]);
  });

  it('refuses more than 500 items as TOO_MANY_PLAYLIST_ITEMS naming the limit', async () => {
    const owner = await newTeacher();
    const own = await createQuestion(owner);
    const tooMany = Array.from({ length: 501 }, (_, index) => ({ order: index, question: `q-${index}` }));
    const made = await gql<{ createPlayList: { _id: string } }>(
      CREATE_PLAYLIST,
      { i: { title: 'Small', list: [{ order: 0, question: own._id }] } },
      { token: owner.token },
    );

    const created = await gql(
      CREATE_PLAYLIST,
      { i: { title: 'Huge', list: tooMany } },
      { token: owner.token },
    );
    const updated = await gql(
      UPDATE_PLAYLIST,
      { id: made.data?.createPlayList._id, l: tooMany },
      { token: owner.token },
    );

    for (const refused of [created, updated]) {
      expect(errorOf(refused)).toEqual({ type: 'BadRequest', key: 'TOO_MANY_PLAYLIST_ITEMS' });
      expect(refused.errors?.[0]?.errorInfo).toMatchObject({ max: 500 });
    }
  });
});

describe('choice translations', () => {
  const CHOICES = '_id selection { title en es image }';
  type Choices = { _id: string; selection: { title: string; en: string | null; es: string | null }[] };

  it('stores the English and Spanish of each choice, an empty one as null, and patches them', async () => {
    const teacher = await newTeacher();
    const created = await gql<{ createQuestion: Choices }>(
      `mutation ($i: QuestionInput!) { createQuestion(input: $i) { ${CHOICES} } }`,
      {
        i: {
          ...MULTIPLE,
          selection: [
            { title: '셋', en: ' three ', es: 'tres' },
            { title: '넷', en: '', es: '  ' },
            { title: '다섯' },
          ],
        },
      },
      { token: teacher.token },
    );
    const id = created.data?.createQuestion._id ?? '';
    expect(created.data?.createQuestion.selection).toEqual([
      { title: '셋', en: 'three', es: 'tres', image: null },
      { title: '넷', en: null, es: null, image: null },
      { title: '다섯', en: null, es: null, image: null },
    ]);

    const patched = await gql(
      PATCH,
      { id, i: { selection: [{ title: '셋' }, { title: '넷', en: 'four', es: 'cuatro' }] } },
      { token: teacher.token },
    );
    expect(patched.errors).toBeUndefined();
    const read = await gql<{ question: Choices }>(
      `query ($id: ID!) { question(id: $id) { ${CHOICES} } }`,
      { id },
      { token: teacher.token },
    );
    expect(read.data?.question.selection).toEqual([
      { title: '셋', en: null, es: null, image: null },
      { title: '넷', en: 'four', es: 'cuatro', image: null },
    ]);
  });

  it('refuses a translation longer than 500 characters', async () => {
    const teacher = await newTeacher();
    const result = await gql(
      CREATE,
      { i: { ...MULTIPLE, selection: [{ title: 'a', en: 'x'.repeat(501) }, { title: 'b' }], correct: '1' } },
      { token: teacher.token },
    );
    expect(errorOf(result)).toEqual({ type: 'BadRequest', key: 'TOO_LONG' });
  });

  it('reads the translations a stored question keeps, and none on a choice stored without them', async () => {
    const stored = await createQuestionRecord(DEMO_TEACHER, {
      answerType: 'multiple',
      selection: storedChoices({ title: '서울', en: 'Seoul', es: 'Seúl' }, '부산'),
    });
    const read = await gql<{ question: Choices }>(
      `query ($id: ID!) { question(id: $id) { ${CHOICES} } }`,
      { id: stored._id },
      { token: demoTeacher },
    );
    expect(read.data?.question.selection).toEqual([
      { title: '서울', en: 'Seoul', es: 'Seúl', image: null },
      { title: '부산', en: null, es: null, image: null },
    ]);
  });
});
