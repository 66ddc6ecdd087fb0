/**
 * The console's own client (Amplify v6) against the local gateway and the real handlers:
 * API-key query, Lambda-auth mutation, a filtered subscription, and refused tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amplifyClient } from '../support/amplify';
import { signin } from '../support/graphql';

const VERSION = 'query Version { version { version } }';
const AGREE = 'mutation Agree { agreePolicy { uid private_policy { agree } } }';
const ME = 'query Me { me { uid } }';
const PUBLISH = /* GraphQL */ `
  mutation Publish($input: NoticeInput!) {
    publishNotice(input: $input) { _id site spot app noti text createdAt }
  }
`;
const ON_NOTICE = /* GraphQL */ `
  subscription OnNotice($site: ID!, $spot: ID) {
    onNotice(site: $site, spot: $spot) { _id site spot noti text }
  }
`;

interface GraphQLResult<T> {
  data: T;
}

const client = amplifyClient();
let teacherToken = '';

beforeAll(async () => {
  teacherToken = await signin('teacher', 'demo1234');
});

/** Runs a query or mutation and returns what it threw (Amplify rejects with `{ errors }`). */
async function failureOf(run: () => unknown): Promise<unknown> {
  try {
    await run();
    return undefined;
  } catch (error) {
    return error;
  }
}

/** A GraphQL error carries errorType; an HTTP 401 reaches Amplify users as an error named after it. */
function errorTypeOf(error: unknown): string | undefined {
  type Failure = { errorType?: string; originalError?: { name?: string } };
  const first = (error as { errors?: Failure[] } | undefined)?.errors?.[0];
  return first?.errorType ?? first?.originalError?.name;
}

describe('Amplify v6 client against the local gateway', () => {
  it('runs a query with the API key', async () => {
    const result = (await client.graphql({ query: VERSION })) as GraphQLResult<{
      version: { version: string };
    }>;

    expect(result.data.version.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('runs a mutation with the Lambda (bearer token) auth mode', async () => {
    const result = (await client.graphql({
      query: AGREE,
      authMode: 'lambda',
      authToken: teacherToken,
    })) as GraphQLResult<{
      agreePolicy: { uid: string; private_policy: { agree: boolean } };
    }>;

    expect(result.data.agreePolicy).toEqual({ uid: 'teacher', private_policy: { agree: true } });
  });

  describe('subscriptions', () => {
    const received: { spot: string | null; text: string }[] = [];
    let unsubscribe: () => void = () => undefined;

    beforeAll(async () => {
      const observable = client.graphql({
        query: ON_NOTICE,
        variables: { site: 'site-demo', spot: 'spot-demo-3-1' },
        authMode: 'lambda',
        authToken: teacherToken,
      }) as unknown as {
        subscribe(observer: {
          next(value: { data: { onNotice: { spot: string | null; text: string } } }): void;
          error(error: unknown): void;
        }): { unsubscribe(): void };
      };
      await new Promise<void>((resolve, reject) => {
        const subscription = observable.subscribe({
          next: (value) => received.push(value.data.onNotice),
          error: reject,
        });
        unsubscribe = () => subscription.unsubscribe();
        // The start_ack arrives quickly; give the realtime handshake a moment before publishing.
        setTimeout(resolve, 1500);
      });
    });

    afterAll(() => unsubscribe());

    it('receives the event of a matching mutation and not one filtered out by its arguments', async () => {
      const publish = (spot: string, text: string) =>
        client.graphql({
          query: PUBLISH,
          variables: { input: { site: 'site-demo', spot, noti: 'info', text } },
          authMode: 'lambda',
          authToken: teacherToken,
        });

      await publish('spot-demo-3-2', 'for the other classroom');
      await publish('spot-demo-3-1', 'for this classroom');
      const deadline = Date.now() + 5000;
      while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 300));

      expect(received).toEqual([
        expect.objectContaining({ spot: 'spot-demo-3-1', text: 'for this classroom' }),
      ]);
    });
  });

  it('refuses a subscription to the notices of another site (tenancy checked on subscribe)', async () => {
    const observable = client.graphql({
      query: ON_NOTICE,
      variables: { site: 'site-of-someone-else' },
      authMode: 'lambda',
      authToken: teacherToken,
    }) as unknown as {
      subscribe(observer: { next(): void; error(error: unknown): void }): { unsubscribe(): void };
    };

    const error = await new Promise<unknown>((resolve) => {
      const subscription = observable.subscribe({ next: () => resolve(undefined), error: resolve });
      setTimeout(() => {
        subscription.unsubscribe();
        resolve('no answer');
      }, 5000);
    });

    expect(JSON.stringify(error)).toContain('Forbidden');
  });

  it('refuses a forged token', async () => {
    const forged = `${teacherToken.slice(0, -4)}AAAA`;

    const error = await failureOf(() => client.graphql({ query: ME, authMode: 'lambda', authToken: forged }));

    expect(errorTypeOf(error)).toBe('UnauthorizedException');
  });

  it('refuses a revoked token', async () => {
    const token = await signin('staff', 'demo1234');
    await client.graphql({ query: 'mutation { signout { success } }', authMode: 'lambda', authToken: token });

    const error = await failureOf(() => client.graphql({ query: ME, authMode: 'lambda', authToken: token }));

    expect(errorTypeOf(error)).toBe('UnauthorizedException');
  });

  it('delivers the spec login error code as the first error of a failed sign-in', async () => {
    const error = await failureOf(() =>
      client.graphql({
        query: 'mutation ($u: String!, $p: String!) { signin(uid: $u, password: $p) { token } }',
        variables: { u: 'teacher', p: 'wrong-password' },
      }),
    );

    expect(errorTypeOf(error)).toBe('1002');
  });
});
