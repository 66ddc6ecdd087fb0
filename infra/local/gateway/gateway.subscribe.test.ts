// `@aws_subscribe` delivery over the raw realtime protocol: AppSync's filtering on the fields the mutation
// selected, shaping to the subscriber's selection, IAM-signed publishers, and connection bookkeeping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authProtocol, ON_NOTICE, RealtimeClient, realtimeHelpers } from './test-realtime-support.ts';
import { type Harness, postGraphql, startHarness, VALID_TOKEN } from './test-support.ts';

let harness: Harness;
let rt: ReturnType<typeof realtimeHelpers>;

beforeAll(async () => {
  harness = await startHarness();
  rt = realtimeHelpers(harness.gateway);
});

afterAll(async () => {
  await harness.gateway.close();
});

describe('gateway realtime: @aws_subscribe delivery', () => {
  it('filters on fields the mutation selected and shapes the event to the subscriber selection', async () => {
    // Prepare
    const { client } = await rt.connect(rt.lambdaAuth());
    const bySpot = 'subscription($spot: ID) { notice: onNotice(spot: $spot) { text } }';
    await rt.start(client, 'by-spot', bySpot, { spot: 'p1' }, rt.lambdaAuth());
    const publish = (selection: string) =>
      postGraphql(
        harness.gateway,
        { query: `mutation { publishNotice(site: "s", spot: "p1", text: "${selection}") { ${selection} } }` },
        { authorization: VALID_TOKEN },
      );

    // Act: the first mutation does not select `spot`, so AppSync cannot match the spot filter.
    await publish('id text');
    await publish('id text spot');
    const event = await client.next((m) => m.type === 'data');
    await new Promise((resolve) => setTimeout(resolve, 100));
    client.close();

    // Assess
    expect(event).toEqual({
      type: 'data',
      id: 'by-spot',
      payload: { data: { notice: { text: 'id text spot' } } },
    });
    expect(client.messages.filter((m) => m.type === 'data')).toEqual([]);
  });

  it('delivers an IAM-signed mutation to a Lambda subscriber, de-aliasing the mutation result', async () => {
    // Prepare
    const { client } = await rt.connect(rt.lambdaAuth());
    await rt.start(client, 'iam', ON_NOTICE, { site: 'from-backend' }, rt.lambdaAuth());
    const mutation =
      'mutation { n: publishNotice(site: "from-backend", text: "answer") { key: id site text } }';
    const body = JSON.stringify({ query: mutation });
    const headers = await rt.iamAuth('', body);

    // Act
    const response = await fetch(harness.gateway.graphqlUrl, { method: 'POST', headers, body });
    const event = await client.next((m) => m.type === 'data');
    client.close();

    // Assess
    expect(response.status).toBe(200);
    expect(event).toMatchObject({
      id: 'iam',
      payload: { data: { onNotice: { site: 'from-backend', text: 'answer' } } },
    });
  });

  it('counts open connections and terminates them on close', async () => {
    // Prepare
    const extra = await startHarness();
    const url = extra.gateway.realtimeUrl;
    const client = await RealtimeClient.open(url, ['graphql-ws', authProtocol(rt.lambdaAuth())]);
    const opened = extra.gateway.connections();

    // Act
    await extra.gateway.close();
    await client.closed;

    // Assess
    expect(opened).toBe(1);
    expect(extra.gateway.connections()).toBe(0);
  });
});
