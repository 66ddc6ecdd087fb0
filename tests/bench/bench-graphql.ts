/**
 * GraphQL against a benchmark's own child stack: with a user token, else the local API key. The
 * value of the query's one field, or an error with what the gateway said.
 */
import { LOCAL_API_KEY } from '../../infra/local/config';
import { BENCH_SITE, BENCH_TEACHER } from './ingest-seed';

export async function graphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: token } : { 'x-api-key': LOCAL_API_KEY }),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, T>; errors?: unknown[] };
  const value = body.data ? Object.values(body.data)[0] : undefined;
  if (body.errors?.length || !value) throw new Error(JSON.stringify(body.errors));
  return value;
}

/**
 * The seeded teacher signs in and makes a survey question for a benchmark (ingest-seed.ts): the
 * teacher's token and the question's id. `label` names the question after its benchmark.
 */
export async function teacherWithSurvey(url: string, label: string) {
  const { token } = await graphql<{ token: string }>(
    url,
    'mutation ($u: String!, $p: String!) { signin(uid: $u, password: $p) { token } }',
    { u: BENCH_TEACHER.uid, p: BENCH_TEACHER.password },
  );
  const question = await graphql<{ _id: string }>(
    url,
    'mutation ($i: QuestionInput!) { createQuestion(input: $i) { _id } }',
    { i: { title: { main: `${label} ${Date.now()}` }, type: 'survey', answerType: 'survey' } },
    token,
  );
  return { token, questionId: question._id };
}

/** A class in `spot` of the bench school, as a teacher starts one: its session id and class code. */
export function startClass(url: string, token: string, spot: string) {
  return graphql<{ _id: string; code: string }>(
    url,
    'mutation ($i: SessionInput!) { createSession(input: $i) { _id code } }',
    { i: { site: BENCH_SITE, spot } },
    token,
  );
}

/** Starts `questionId` in the class `session`; returns the question link's id. */
export async function startLink(url: string, token: string, session: string, questionId: string) {
  const link = await graphql<{ _id: string }>(
    url,
    'mutation ($i: StartQuestionInput!) { startQuestion(input: $i) { _id } }',
    { i: { session, question: questionId } },
    token,
  );
  return link._id;
}
