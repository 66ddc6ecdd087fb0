/**
 * The back end's signed GraphQL publisher without a network, and the publishers built on it: what
 * each posts (the mutation selecting every field, AWSJSON as a string), that it reports whether
 * the endpoint took the event, and that a refusal or failure is logged by operation and ids only,
 * never the credentials, the signature or an event's contents.
 */
import { describe, expect, it } from 'vitest';
import type { RegisterReplyEvent, ScannerStatusEvent } from './device-events';
import { GraphqlDeviceEvents } from './graphql-device-events';
import { GraphqlNoticePublisher } from './graphql-notices';
import { IamGraphqlPublisher, type NotifierLog } from './iam-graphql';

const URL_ = 'http://127.0.0.1:4123/graphql';
const CREDENTIALS = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret-value' };

function harness(reply: () => Promise<Response> = async () => Response.json({ data: {} })) {
  const bodies: { query: string; variables: Record<string, unknown> }[] = [];
  const authorizations: string[] = [];
  const logged: { level: string; message: string; extra?: Record<string, unknown> }[] = [];
  const log: NotifierLog = {
    info: (message, extra) => logged.push({ level: 'info', message, extra }),
    error: (message, extra) => logged.push({ level: 'error', message, extra }),
  };
  const fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    authorizations.push(((init?.headers ?? {}) as Record<string, string>).authorization ?? '');
    return reply();
  }) as typeof globalThis.fetch;
  const publisher = new IamGraphqlPublisher({
    url: URL_,
    region: 'test-region',
    credentials: CREDENTIALS,
    fetch,
    log,
  });
  return { bodies, authorizations, logged, publisher };
}

const STATUS: ScannerStatusEvent = {
  scanner: 'scanner-1',
  scid: 'SCN-1',
  mac: '24:0A:C4:00:11:22',
  site: 'site-1',
  spot: 'spot-1',
  status: 'offline',
  reason: 'network-change',
  alive: '2026-01-02T03:04:05.000Z',
};

const REPLY: RegisterReplyEvent = {
  scanner: 'scanner-1',
  scid: 'SCN-1',
  site: null,
  requestId: 'reg-1',
  op: 'scan-wifi',
  ok: true,
  error: null,
  payload: {
    v: 1,
    requestId: 'reg-1',
    sentAt: 5,
    op: 'scan-wifi',
    ok: true,
    networks: [{ ssid: 'Room-3', secure: true }],
  },
  receivedAt: '2026-01-02T03:04:05.000Z',
};

describe('IamGraphqlPublisher', () => {
  it('posts the query and variables signed for appsync and says the endpoint took them', async () => {
    const h = harness();

    const taken = await h.publisher.publish('publishThing', 'mutation { publishThing }', { input: { a: 1 } });

    expect(taken).toBe(true);
    expect(h.bodies).toEqual([{ query: 'mutation { publishThing }', variables: { input: { a: 1 } } }]);
    expect(h.authorizations[0]).toMatch(
      /^AWS4-HMAC-SHA256 Credential=TESTKEY\/\d{8}\/test-region\/appsync\//,
    );
    expect(h.logged).toEqual([]);
  });

  it('logs a refusal with the operation and the ids it was given, not the variables or secrets', async () => {
    const h = harness(async () =>
      Response.json({ errors: [{ errorType: 'Unauthorized', message: 'no' }] }, { status: 401 }),
    );

    const taken = await h.publisher.publish(
      'publishThing',
      'mutation { publishThing }',
      { input: { secretish: 'contents-of-the-event' } },
      { scid: 'SCN-1' },
    );

    expect(taken).toBe(false);
    expect(h.logged).toEqual([
      {
        level: 'error',
        message: 'publishThing was refused',
        extra: expect.objectContaining({
          scid: 'SCN-1',
          status: 401,
          errorType: 'Unauthorized',
          refusal: 'no',
        }),
      },
    ]);
    const text = JSON.stringify(h.logged);
    for (const secret of [CREDENTIALS.secretAccessKey, 'Signature=', 'contents-of-the-event'])
      expect(text).not.toContain(secret);
  });

  it('turns a network failure into a logged false, never a throw', async () => {
    const h = harness(async () => {
      throw new TypeError('fetch failed');
    });

    await expect(h.publisher.publish('publishThing', 'mutation { x }', {})).resolves.toBe(false);

    expect(h.logged.map((entry) => [entry.message, entry.extra?.error])).toEqual([
      ['publishThing failed', { name: 'TypeError', message: 'fetch failed' }],
    ]);
  });
});

describe('the publishers built on it', () => {
  it('publishScannerStatus selects every field the subscription filters and shapes on', async () => {
    const h = harness();

    await new GraphqlDeviceEvents(h.publisher).scannerStatus(STATUS);

    const [body] = h.bodies;
    expect(body?.variables).toEqual({ input: STATUS });
    expect(body?.query).toContain(
      'publishScannerStatus(input: $input) { scanner scid mac site spot status reason alive }',
    );
  });

  it('publishRegisterReply sends the reply as an AWSJSON string', async () => {
    const h = harness();

    await new GraphqlDeviceEvents(h.publisher).registerReply(REPLY);

    const input = h.bodies[0]?.variables.input as Record<string, unknown>;
    expect(h.bodies[0]?.query).toContain('publishRegisterReply(input: $input)');
    expect(typeof input.payload).toBe('string');
    expect(JSON.parse(input.payload as string)).toEqual(REPLY.payload);
    expect({ ...input, payload: REPLY.payload }).toEqual(REPLY);
  });

  it('publishNotice addresses the notice, absent fields as null', async () => {
    const h = harness();

    await new GraphqlNoticePublisher(h.publisher).publish({
      site: 'site-1',
      app: 'phone-1',
      noti: 'LOGGED_IN_ELSEWHERE',
      text: 'Logged in elsewhere as the same student.',
    });

    expect(h.bodies[0]?.query).toContain(
      'publishNotice(input: $input) { _id site spot app noti text createdAt }',
    );
    expect(h.bodies[0]?.variables).toEqual({
      input: {
        site: 'site-1',
        spot: null,
        app: 'phone-1',
        noti: 'LOGGED_IN_ELSEWHERE',
        text: 'Logged in elsewhere as the same student.',
      },
    });
  });
});
