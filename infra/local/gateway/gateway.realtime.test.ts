// The realtime endpoint spoken raw: AppSync's handshake, keep-alive, start/stop, errors, IAM-signed
// subscriptions, and the `@aws_subscribe` filtering and shaping rules.
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY,
  authProtocol,
  type Harness,
  IAM,
  postGraphql,
  RealtimeClient,
  startHarness,
  VALID_TOKEN,
} from './test-support.ts';

let harness: Harness;
let host: string;

beforeAll(async () => {
  harness = await startHarness(50);
  host = new URL(harness.gateway.graphqlUrl).host;
});

afterAll(async () => {
  await harness.gateway.close();
});

const lambdaAuth = (token = VALID_TOKEN) => ({ Authorization: token, host });
const apiKeyAuth = (key = API_KEY) => ({ host, 'x-amz-date': '20240101T000000Z', 'x-api-key': key });

/** Opens a connection with the given auth object, sends connection_init and returns the first reply. */
async function connect(auth: object) {
  const client = await RealtimeClient.open(harness.gateway.realtimeUrl, ['graphql-ws', authProtocol(auth)]);
  client.send({ type: 'connection_init' });
  const reply = await client.next((m) => m.type === 'connection_ack' || m.type === 'connection_error');
  return { client, reply };
}

function start(client: RealtimeClient, id: string, query: string, variables: object, authorization: object) {
  client.send({
    id,
    type: 'start',
    payload: { data: JSON.stringify({ query, variables }), extensions: { authorization } },
  });
  return client.next((m) => m.id === id && (m.type === 'start_ack' || m.type === 'error'));
}

/** Headers signed the way Amplify signs realtime IAM auth: a POST of `body` to the endpoint + `path`. */
async function iamAuth(path: string, body: string) {
  const url = new URL(`${harness.gateway.graphqlUrl}${path}`);
  const signer = new SignatureV4({
    service: 'appsync',
    region: IAM.region,
    sha256: Sha256,
    credentials: IAM,
  });
  const signed = await signer.sign({
    method: 'POST',
    protocol: 'http:',
    hostname: url.hostname,
    port: Number(url.port),
    path: url.pathname,
    query: {},
    headers: {
      accept: 'application/json, text/javascript',
      'content-encoding': 'amz-1.0',
      'content-type': 'application/json; charset=UTF-8',
      host: url.host,
    },
    body,
  });
  return signed.headers;
}

const ON_NOTICE =
  'subscription($site: ID, $spot: ID) { onNotice(site: $site, spot: $spot) { id site text } }';

describe('gateway realtime: handshake', () => {
  it('acks connection_init with connectionTimeoutMs and sends ka at the configured interval', async () => {
    // Act
    const { client, reply } = await connect(lambdaAuth());
    await client.next((m) => m.type === 'ka');
    await client.next((m) => m.type === 'ka');
    client.close();

    // Assess
    expect(reply).toEqual({ type: 'connection_ack', payload: { connectionTimeoutMs: 300000 } });
  });

  it('accepts the legacy ?header=&payload= query form with an API key', async () => {
    // Prepare
    const header = Buffer.from(JSON.stringify(apiKeyAuth())).toString('base64');
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
    const wrongKey = await connect(apiKeyAuth('nope'));
    const forged = await connect(lambdaAuth('Bearer forged'));

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
    const { client, reply } = await connect(await iamAuth('/connect', '{}'));
    const data = JSON.stringify({ query: ON_NOTICE, variables: { site: 'iam-site' } });

    // Act
    client.send({
      id: 'iam-1',
      type: 'start',
      payload: { data, extensions: { authorization: await iamAuth('', data) } },
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
    const { client } = await connect(apiKeyAuth());

    // Act: onNotice is @aws_lambda @aws_iam only.
    const reply = await start(client, 's1', ON_NOTICE, {}, apiKeyAuth());
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
    const { client } = await connect(lambdaAuth());

    // Act
    const invalid = await start(client, 'bad', 'subscription { nope }', {}, lambdaAuth());
    const query = await start(client, 'query', '{ version { version } }', {}, lambdaAuth());
    const good = await start(client, 'good', ON_NOTICE, { site: 'x' }, lambdaAuth());
    client.close();

    // Assess
    expect(invalid).toMatchObject({ type: 'error', payload: { errors: [{ errorType: 'GraphQLError' }] } });
    expect(query).toMatchObject({
      type: 'error',
      payload: { errors: [{ errorType: 'UnsupportedOperation' }] },
    });
    expect(good).toEqual({ type: 'start_ack', id: 'good' });
  });

  it('answers bad JSON and unknown message types with error without dropping the connection', async () => {
    // Prepare
    const { client } = await connect(lambdaAuth());

    // Act
    client.send('{not json');
    const badJson = await client.next((m) => m.type === 'error');
    client.send({ type: 'subscribe', id: 'x' });
    const unknown = await client.next((m) => m.type === 'error');
    const after = await start(client, 'after', ON_NOTICE, {}, lambdaAuth());
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
      authProtocol(lambdaAuth()),
    ]);

    // Act
    const reply = await start(client, 'early', ON_NOTICE, {}, lambdaAuth());
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
    const { client } = await connect(lambdaAuth());
    await start(client, 'stopped', ON_NOTICE, { site: 'stop-site' }, lambdaAuth());

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

describe('gateway realtime: @aws_subscribe delivery', () => {
  it('filters on fields the mutation selected and shapes the event to the subscriber selection', async () => {
    // Prepare
    const { client } = await connect(lambdaAuth());
    const bySpot = 'subscription($spot: ID) { notice: onNotice(spot: $spot) { text } }';
    await start(client, 'by-spot', bySpot, { spot: 'p1' }, lambdaAuth());
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
    const { client } = await connect(lambdaAuth());
    await start(client, 'iam', ON_NOTICE, { site: 'from-backend' }, lambdaAuth());
    const mutation =
      'mutation { n: publishNotice(site: "from-backend", text: "answer") { key: id site text } }';
    const body = JSON.stringify({ query: mutation });
    const headers = await iamAuth('', body);

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
    const client = await RealtimeClient.open(url, ['graphql-ws', authProtocol(lambdaAuth())]);
    const opened = extra.gateway.connections();

    // Act
    await extra.gateway.close();
    await client.closed;

    // Assess
    expect(opened).toBe(1);
    expect(extra.gateway.connections()).toBe(0);
  });
});
