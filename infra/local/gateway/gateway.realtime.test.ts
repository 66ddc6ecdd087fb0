// The realtime endpoint spoken raw: AppSync's handshake, keep-alive, start/stop and errors, including
// IAM-signed connections and subscriptions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authProtocol, ON_NOTICE, RealtimeClient, realtimeHelpers } from './test-realtime-support.ts';
import { FORBIDDEN_SITE, type Harness, startHarness } from './test-support.ts';

let harness: Harness;
let rt: ReturnType<typeof realtimeHelpers>;

beforeAll(async () => {
  harness = await startHarness(50);
  rt = realtimeHelpers(harness.gateway);
});

afterAll(async () => {
  await harness.gateway.close();
});

describe('gateway realtime: handshake', () => {
  it('acks connection_init with connectionTimeoutMs and sends ka at the configured interval', async () => {
    // Act
    const { client, reply } = await rt.connect(rt.lambdaAuth());
    await client.next((m) => m.type === 'ka');
    await client.next((m) => m.type === 'ka');
    client.close();

    // Assess
    expect(reply).toEqual({ type: 'connection_ack', payload: { connectionTimeoutMs: 300000 } });
  });

  it('accepts the legacy ?header=&payload= query form with an API key', async () => {
    // Prepare
    const header = Buffer.from(JSON.stringify(rt.apiKeyAuth())).toString('base64');
    const url = `${harness.gateway.realtimeUrl}?header=${encodeURIComponent(header)}&payload=e30=`;

    // Act
    const client = await RealtimeClient.open(url, ['graphql-ws']);
    client.send({ type: 'connection_init' });
    const reply = await client.next(() => true);
    client.close();

    // Assess
    expect(reply.type).toBe('connection_ack');
  });

  it('answers a wrong API key or a refused token with connection_error and closes', async () => {
    // Act
    const wrongKey = await rt.connect(rt.apiKeyAuth('nope'));
    const forged = await rt.connect(rt.lambdaAuth('Bearer forged'));

    // Assess
    for (const { client, reply } of [wrongKey, forged]) {
      expect(reply).toEqual({
        type: 'connection_error',
        payload: {
          errors: [
            {
              errorType: 'UnauthorizedException',
              message: 'You are not authorized to make this call.',
              errorCode: 401,
            },
          ],
        },
      });
      await client.closed;
    }
  });

  it('accepts an IAM-signed connection and subscription signed like Amplify signs them', async () => {
    // Prepare
    const { client, reply } = await rt.connect(await rt.iamAuth('/connect', '{}'));
    const data = JSON.stringify({ query: ON_NOTICE, variables: { site: 'iam-site' } });

    // Act
    client.send({
      id: 'iam-1',
      type: 'start',
      payload: { data, extensions: { authorization: await rt.iamAuth('', data) } },
    });
    const started = await client.next((m) => m.id === 'iam-1');
    client.close();

    // Assess
    expect(reply.type).toBe('connection_ack');
    expect(started).toEqual({ type: 'start_ack', id: 'iam-1' });
  });
});

describe('gateway realtime: start, stop and errors', () => {
  it('refuses a start whose mode the subscription field does not allow', async () => {
    // Prepare
    const { client } = await rt.connect(rt.apiKeyAuth());

    // Act: onNotice is @aws_lambda @aws_iam only.
    const reply = await rt.start(client, 's1', ON_NOTICE, {}, rt.apiKeyAuth());
    client.close();

    // Assess
    expect(reply).toEqual({
      type: 'error',
      id: 's1',
      payload: {
        errors: [
          { errorType: 'Unauthorized', message: 'Not Authorized to access onNotice on type Subscription' },
        ],
      },
    });
  });

  it('refuses invalid GraphQL and non-subscription operations, then still acks a good start', async () => {
    // Prepare
    const { client } = await rt.connect(rt.lambdaAuth());

    // Act
    const invalid = await rt.start(client, 'bad', 'subscription { nope }', {}, rt.lambdaAuth());
    const query = await rt.start(client, 'query', '{ version { version } }', {}, rt.lambdaAuth());
    const good = await rt.start(client, 'good', ON_NOTICE, { site: 'x' }, rt.lambdaAuth());
    client.close();

    // Assess
    expect(invalid).toMatchObject({ type: 'error', payload: { errors: [{ errorType: 'GraphQLError' }] } });
    expect(query).toMatchObject({
      type: 'error',
      payload: { errors: [{ errorType: 'UnsupportedOperation' }] },
    });
    expect(good).toEqual({ type: 'start_ack', id: 'good' });
  });

  it('runs the subscription field resolver on start and refuses the start when it raises an error', async () => {
    // Prepare
    const { client } = await rt.connect(rt.lambdaAuth());
    const callsBefore = harness.resolverCalls.length;

    // Act
    const refused = await rt.start(client, 'refused', ON_NOTICE, { site: FORBIDDEN_SITE }, rt.lambdaAuth());
    const allowed = await rt.start(client, 'allowed', ON_NOTICE, { site: 'mine' }, rt.lambdaAuth());
    client.close();

    // Assess
    expect(refused).toMatchObject({
      type: 'error',
      payload: { errors: [{ errorType: 'Forbidden', message: 'Not your site' }] },
    });
    expect(allowed).toEqual({ type: 'start_ack', id: 'allowed' });
    const subscribeCalls = harness.resolverCalls.slice(callsBefore);
    expect(
      subscribeCalls.map((call) => [call.info.parentTypeName, call.info.fieldName, call.arguments.site]),
    ).toEqual([
      ['Subscription', 'onNotice', FORBIDDEN_SITE],
      ['Subscription', 'onNotice', 'mine'],
    ]);
  });

  it('answers bad JSON and unknown message types with error without dropping the connection', async () => {
    // Prepare
    const { client } = await rt.connect(rt.lambdaAuth());

    // Act
    client.send('{not json');
    const badJson = await client.next((m) => m.type === 'error');
    client.send({ type: 'subscribe', id: 'x' });
    const unknown = await client.next((m) => m.type === 'error');
    const after = await rt.start(client, 'after', ON_NOTICE, {}, rt.lambdaAuth());
    client.close();

    // Assess
    expect(badJson).toMatchObject({ payload: { errors: [{ errorType: 'BadRequestException' }] } });
    expect(unknown).toMatchObject({ id: 'x', payload: { errors: [{ errorType: 'UnsupportedOperation' }] } });
    expect(after.type).toBe('start_ack');
  });

  it('refuses a start sent before connection_init', async () => {
    // Prepare
    const client = await RealtimeClient.open(harness.gateway.realtimeUrl, [
      'graphql-ws',
      authProtocol(rt.lambdaAuth()),
    ]);

    // Act
    const reply = await rt.start(client, 'early', ON_NOTICE, {}, rt.lambdaAuth());
    client.close();

    // Assess
    expect(reply).toMatchObject({
      type: 'error',
      id: 'early',
      payload: { errors: [{ errorType: 'BadRequestException' }] },
    });
  });

  it('answers stop with complete and stops delivering to that subscription', async () => {
    // Prepare
    const { client } = await rt.connect(rt.lambdaAuth());
    await rt.start(client, 'stopped', ON_NOTICE, { site: 'stop-site' }, rt.lambdaAuth());

    // Act
    client.send({ type: 'stop', id: 'stopped' });
    const complete = await client.next((m) => m.type === 'complete');
    const delivered = await harness.gateway.publish('publishNotice', {
      id: 'n',
      site: 'stop-site',
      text: 't',
    });
    client.close();

    // Assess
    expect(complete).toEqual({ type: 'complete', id: 'stopped' });
    expect(delivered).toBe(0);
  });
});
