/**
 * Real records for every detail route of the route walk (tests/e2e/routes.test.ts), made through
 * the GraphQL API as the demo system operator and teacher would, or read from the demo data when
 * it already holds one. Also a running class of the demo school on a classroom of its own, so the
 * teacher's /class/main and /class/results render a real session without meeting another test's.
 */
import { randomUUID } from 'node:crypto';
import { gql, signin } from './graphql';

const DEMO_SITE = 'site-demo';

/** The ids the route list's `{name}` placeholders stand for. */
export type RouteTargets = Record<string, string>;

async function call<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await gql<T>(query, variables, { token });
  if (result.errors?.length || !result.data)
    throw new Error(`Seeding the route walk failed: ${JSON.stringify(result.errors)} for ${query}`);
  return result.data;
}

const id = <K extends string>(data: Record<K, { _id: string }>, key: K) => data[key]._id;

export async function seedRouteTargets(): Promise<RouteTargets> {
  const [system, teacher] = await Promise.all([signin('system', 'demo1234'), signin('teacher', 'demo1234')]);
  const tag = randomUUID().slice(0, 8);
  const create = async (field: string, type: string, input: Record<string, unknown>) =>
    id(
      await call<Record<string, { _id: string }>>(
        system,
        `mutation ($input: ${type}!) { ${field}(input: $input) { _id } }`,
        { input },
      ),
      field,
    );

  const action = `ROUTE-${tag}`;
  const eventDef = await create('createEventDef', 'EventDefInput', { title: 'Route walk', type: `R-${tag}` });
  const [actionId, product, service, category, token, blacklist, app] = await Promise.all([
    create('createAction', 'ActionInput', { code: action, name: 'Route walk', fn: 'notice' }),
    create('createProduct', 'ProductInput', { code: `P-${tag}`, name: 'Route walk product' }),
    create('createService', 'ServiceInput', { title: 'Route walk service' }),
    create('createCategory', 'CategoryInput', { key: `route-${tag}`, title: 'Route walk category' }),
    create('createToken', 'TokenInput', { name: `Route walk ${tag}` }),
    create('createBlacklist', 'BlacklistInput', {
      mac: `0A:0B:0C:${tag.slice(0, 2)}:${tag.slice(2, 4)}:${tag.slice(4, 6)}`,
    }),
    create('createApp', 'AppInput', { uuid: `route-${tag}`, name: 'Route walk app', site: DEMO_SITE }),
  ]);
  const thing = await create('createThing', 'ThingInput', {
    title: 'Route walk',
    event: eventDef,
    action,
    site: DEMO_SITE,
    parameter: JSON.stringify({ text: 'hello' }),
  });

  const fleet = await call<{
    devices: { data: { mac: string }[] };
    scanners: { data: { _id: string }[] };
    user: { _id: string } | null;
  }>(
    system,
    `query ($site: ID!) {
      devices(perPage: 1, filter: { site: $site }) { data { mac } }
      scanners(perPage: 1, filter: { site: $site }) { data { _id } }
      user(id: "user-newteacher") { _id }
    }`,
    { site: DEMO_SITE },
  );
  const device = fleet.devices.data[0]?.mac;
  const scanner = fleet.scanners.data[0]?._id;
  if (!device || !scanner || !fleet.user)
    throw new Error('The demo school has no device, scanner or second teacher.');

  // The teacher's own class: a classroom, a running session and a question asked in it.
  const spot = (
    await call<{ createSpot: { _id: string } }>(
      teacher,
      'mutation ($input: SpotInput!) { createSpot(input: $input) { _id } }',
      { input: { name: `Route walk ${tag}`, site: DEMO_SITE } },
    )
  ).createSpot._id;
  const session = (
    await call<{ createSession: { _id: string } }>(
      teacher,
      'mutation ($input: SessionInput!) { createSession(input: $input) { _id } }',
      { input: { site: DEMO_SITE, spot } },
    )
  ).createSession._id;
  const questionLink = (
    await call<{ startQuestion: { _id: string } }>(
      teacher,
      'mutation ($input: StartQuestionInput!) { startQuestion(input: $input) { _id } }',
      { input: { session, question: 'question-demo-1' } },
    )
  ).startQuestion._id;
  const shares = await call<{ createQuestionShare: { _id: string }[] }>(
    teacher,
    'mutation ($input: QuestionShareInput!) { createQuestionShare(input: $input) { _id } }',
    {
      input: {
        to: [fleet.user._id],
        questions: ['question-demo-1'],
        duedate: new Date(Date.now() + 86_400_000).toISOString(),
      },
    },
  );
  const questionShare = shares.createQuestionShare[0]?._id;
  if (!questionShare) throw new Error('Sharing a question made no share.');

  return {
    action: actionId,
    eventDef,
    thing,
    product,
    service,
    category,
    token,
    blacklist,
    questionShare,
    dist: 'dist-demo',
    site: DEMO_SITE,
    spot,
    device,
    app,
    scanner,
    question: 'question-demo-1',
    session,
    questionLink,
    user: 'user-teacher',
  };
}
