// The console's real client (Amplify v6, `aws-amplify/api`) against the gateway: the proof that the local
// stack speaks AppSync's HTTP and realtime protocols as Amplify actually uses them.
import { Amplify } from 'aws-amplify';
import { type GraphQLQuery, type GraphQLSubscription, generateClient } from 'aws-amplify/api';
import { Hub } from 'aws-amplify/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY,
  type Harness,
  installLoopbackWebSocket,
  startHarness,
  VALID_TOKEN,
} from './test-support.ts';

const PUBLISH = /* GraphQL */ `
  mutation Publish($site: ID!, $text: String!) {
    publishNotice(site: $site, text: $text) { id site spot text }
  }
`;
const ON_NOTICE = /* GraphQL */ `
  subscription OnNotice($site: ID) {
    onNotice(site: $site) { id site text }
  }
`;

interface Notice {
  id: string;
  site: string;
  spot?: string | null;
  text: string;
}
type PublishResult = GraphQLQuery<{ publishNotice: Notice | null }>;
type NoticeEvent = GraphQLSubscription<{ onNotice: Notice | null }>;

let harness: Harness;
let restoreWebSocket: () => void;

beforeAll(async () => {
  harness = await startHarness();
  restoreWebSocket = installLoopbackWebSocket();
  Amplify.configure({
    API: {
      GraphQL: {
        endpoint: harness.gateway.graphqlUrl,
        region: 'local',
        defaultAuthMode: 'apiKey',
        apiKey: API_KEY,
      },
    },
  });
});

afterAll(async () => {
  await harness.gateway.close();
  restoreWebSocket();
});

/** Resolves when Amplify reports a start_ack for a subscription (its Hub 'api' channel event). */
function subscriptionAcked(): Promise<void> {
  return new Promise((resolve) => {
    const stop = Hub.listen('api', ({ payload }) => {
      if (payload.event === 'Subscription ack') {
        stop();
        resolve();
      }
    });
  });
}

describe('Amplify v6 client against the local gateway', () => {
  it('answers an API-key query', async () => {
    // Prepare
    const client = generateClient();

    // Act
    const result = await client.graphql<GraphQLQuery<{ version: { version: string } }>>({
      query: 'query Version { version { version } }',
    });

    // Assess
    expect(result).toEqual({ data: { version: { version: '3.0.0' } } });
  });

  it('runs a Lambda-auth mutation with the authorizer resolverContext as the resolver identity', async () => {
    // Prepare
    const client = generateClient();
    harness.resolverCalls.length = 0;

    // Act
    const result = await client.graphql<PublishResult>({
      query: PUBLISH,
      variables: { site: 'site-a', text: 'hello' },
      authMode: 'lambda',
      authToken: VALID_TOKEN,
    });

    // Assess
    expect(result.data).toEqual({
      publishNotice: { id: expect.any(String), site: 'site-a', spot: null, text: 'hello' },
    });
    expect(harness.authorizerCalls.at(-1)?.authorizationToken).toBe(VALID_TOKEN);
    expect(harness.resolverCalls[0]?.identity).toEqual({ resolverContext: { userId: 'u1' } });
  });

  it('delivers a matching mutation to a Lambda-auth subscription and filters out one for another site', async () => {
    // Prepare
    const client = generateClient();
    const received: unknown[] = [];
    const acked = subscriptionAcked();
    const subscription = client
      .graphql<NoticeEvent>({
        query: ON_NOTICE,
        variables: { site: 'site-1' },
        authMode: 'lambda',
        authToken: VALID_TOKEN,
      })
      .subscribe({
        next: (event) => received.push(event.data),
        error: (error: unknown) => received.push({ error }),
      });
    await acked;
    let delivered: () => void = () => {};
    const firstDelivery = new Promise<void>((resolve) => {
      delivered = resolve;
    });
    const poll = setInterval(() => received.length > 0 && delivered(), 10);

    // Act
    const mutate = (site: string, text: string) =>
      client.graphql<PublishResult>({
        query: PUBLISH,
        variables: { site, text },
        authMode: 'lambda',
        authToken: VALID_TOKEN,
      });
    await mutate('site-2', 'for another class');
    await mutate('site-1', 'for this class');
    await firstDelivery;
    clearInterval(poll);
    // Leave time for any wrongly delivered event to show up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    subscription.unsubscribe();

    // Assess
    expect(received).toEqual([
      { onNotice: { id: expect.any(String), site: 'site-1', text: 'for this class' } },
    ]);
  });

  it('refuses a forged token as UnauthorizedException', async () => {
    // Prepare
    const client = generateClient();
    harness.resolverCalls.length = 0;

    // Act
    const outcome = await client
      .graphql<GraphQLQuery<{ me: { id: string } }>>({
        query: 'query Me { me { id } }',
        authMode: 'lambda',
        authToken: 'Bearer forged',
      })
      .then(
        () => 'resolved',
        (error: unknown) => error,
      );

    // Assess
    expect(harness.authorizerCalls.at(-1)?.authorizationToken).toBe('Bearer forged');
    // Amplify names the error from the x-amzn-ErrorType header, then rewrites its message to 'Unauthorized'.
    expect(outcome).toMatchObject({
      errors: [{ message: 'Unauthorized', originalError: { name: 'UnauthorizedException' } }],
    });
    expect(harness.resolverCalls).toHaveLength(0);
  });

  it('refuses a subscription with a forged token', async () => {
    // Prepare
    const client = generateClient();

    // Act
    const error = await new Promise<unknown>((resolve) => {
      client
        .graphql<NoticeEvent>({
          query: ON_NOTICE,
          variables: { site: 'site-1' },
          authMode: 'lambda',
          authToken: 'Bearer forged',
        })
        .subscribe({ next: () => resolve('unexpected event'), error: resolve });
    });

    // Assess
    expect(JSON.stringify(error)).toContain('UnauthorizedException');
  });
});
