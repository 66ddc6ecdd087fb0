/** Raw GraphQL over HTTP for tests: what any client sends, without Amplify in between. */
import { inject } from 'vitest';

export interface GraphqlError {
  errorType?: string;
  message: string;
  errorInfo?: Record<string, unknown> | null;
}

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: GraphqlError[];
}

export async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  auth: { token?: string; apiKey?: string | null } = {},
): Promise<GraphqlResponse<T>> {
  const stack = inject('stack');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth.token) headers.authorization = auth.token;
  else if (auth.apiKey !== null) headers['x-api-key'] = auth.apiKey ?? stack.apiKey;
  const response = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphqlResponse<T>, 'status'>;
  return { status: response.status, ...body };
}

export const SIGNIN = /* GraphQL */ `
  mutation Signin($uid: String!, $password: String!) {
    signin(uid: $uid, password: $password) {
      token
      user { _id uid role { admin manager staff system distributor user operator } private_policy { agree } }
    }
  }
`;

export async function signin(uid: string, password: string): Promise<string> {
  const result = await gql<{ signin: { token: string } }>(SIGNIN, { uid, password });
  const token = result.data?.signin.token;
  if (!token) throw new Error(`signin ${uid} failed: ${JSON.stringify(result.errors)}`);
  return token;
}
