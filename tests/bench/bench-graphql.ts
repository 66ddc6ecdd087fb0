/**
 * GraphQL against a benchmark's own child stack: with a user token, else the local API key. The
 * value of the query's one field, or an error with what the gateway said.
 */
import { LOCAL_API_KEY } from '../../infra/local/config';

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
