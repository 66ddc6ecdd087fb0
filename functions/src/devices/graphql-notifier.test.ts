/**
 * The answer notifier without a network: what it sends (a SigV4-signed publishAnswers that an
 * independent signer reproduces), that it stays quiet without GRAPHQL_URL, and that failures are
 * logged without secrets and never thrown into the answer path.
 */
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import type { AnswerEvent } from './answer-events';
import { GraphqlAnswerNotifier, type NotifierLog } from './graphql-notifier';

const URL_ = 'http://127.0.0.1:4123/graphql';
const CREDENTIALS = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret-value' };
const EVENT: AnswerEvent = {
  questionLink: 'link-1',
  session: 'session-1',
  site: 'site-1',
  spot: 'spot-1',
  student: 'device#AA:BB:CC:DD:EE:01',
  value: '2',
  device: { mac: 'AA:BB:CC:DD:EE:01' },
  app: null,
  at: '2026-01-02T03:04:05.000Z',
  countOfAnswers: 3,
};

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}

function harness(reply: () => Promise<Response> = async () => Response.json({ data: {} })) {
  const sent: Sent[] = [];
  const logged: { level: string; message: string; extra?: Record<string, unknown> }[] = [];
  const log: NotifierLog = {
    info: (message, extra) => logged.push({ level: 'info', message, extra }),
    error: (message, extra) => logged.push({ level: 'error', message, extra }),
  };
  const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(url),
      headers: init?.headers as Record<string, string>,
      body: String(init?.body),
    });
    return reply();
  }) as typeof fetch;
  return { sent, logged, log, fetch: fakeFetch };
}

/** x-amz-date (YYYYMMDD'T'HHMMSS'Z') as a Date. */
function amzDate(value: string): Date {
  const [, y, mo, d, h, mi, s] = value.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/) ?? [];
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}

/** Signs the same request again, as a verifier holding `secret` would. */
async function expectedAuthorization(sent: Sent, secret: string): Promise<string | undefined> {
  const url = new URL(sent.url);
  const signer = new SignatureV4({
    service: 'appsync',
    region: 'test-region',
    sha256: Sha256,
    credentials: { accessKeyId: CREDENTIALS.accessKeyId, secretAccessKey: secret },
  });
  const again = await signer.sign(
    {
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query: {},
      headers: { host: url.host, 'content-type': 'application/json' },
      body: sent.body,
    },
    { signingDate: amzDate(sent.headers['x-amz-date'] ?? '') },
  );
  return again.headers.authorization;
}

describe('GraphqlAnswerNotifier', () => {
  it('posts publishAnswers with the batch, signed with SigV4 for appsync', async () => {
    const h = harness();
    const notifier = new GraphqlAnswerNotifier({
      url: URL_,
      region: 'test-region',
      credentials: CREDENTIALS,
      fetch: h.fetch,
      log: h.log,
    });

    await notifier.answersChanged([EVENT]);

    expect(h.sent).toHaveLength(1);
    const [sent] = h.sent as [Sent];
    expect(sent.url).toBe(URL_);
    expect(JSON.parse(sent.body)).toEqual({
      query: expect.stringContaining('publishAnswers(input: $input)'),
      variables: {
        input: {
          questionLink: EVENT.questionLink,
          session: EVENT.session,
          answers: [{ ...EVENT, device: { mac: 'AA:BB:CC:DD:EE:01' }, app: null }],
        },
      },
    });
    expect(sent.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=TESTKEY\/\d{8}\/test-region\/appsync\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(sent.headers.authorization).toBe(await expectedAuthorization(sent, CREDENTIALS.secretAccessKey));
    expect(sent.headers.authorization).not.toBe(await expectedAuthorization(sent, 'another-secret'));
    expect(h.logged).toEqual([]);
  });

  it('publishes once per question link and per 50 answers, in press order', async () => {
    const h = harness();
    const notifier = new GraphqlAnswerNotifier({
      url: URL_,
      region: 'test-region',
      credentials: CREDENTIALS,
      fetch: h.fetch,
      log: h.log,
    });
    const events = Array.from({ length: 70 }, (_, index) => ({
      ...EVENT,
      questionLink: index % 7 === 0 ? 'link-2' : 'link-1',
      student: `student-${index}`,
    }));

    await notifier.answersChanged(events);

    const batches = h.sent.map(
      (sent) =>
        (
          JSON.parse(sent.body) as {
            variables: {
              input: { questionLink: string; answers: { student: string; questionLink: string }[] };
            };
          }
        ).variables.input,
    );
    // The publishes run at once: their order on the wire is not fixed.
    expect(batches.map((batch) => `${batch.questionLink}:${batch.answers.length}`).sort()).toEqual([
      'link-1:10',
      'link-1:50',
      'link-2:10',
    ]);
    for (const batch of batches)
      expect(batch.answers.every((answer) => answer.questionLink === batch.questionLink)).toBe(true);
    const link1 = batches
      .filter((batch) => batch.questionLink === 'link-1')
      .flatMap((batch) => batch.answers);
    expect(link1.map((answer) => answer.student)).toEqual(
      events.filter((event) => event.questionLink === 'link-1').map((event) => event.student),
    );
  });

  it('without a URL sends nothing and says so once', async () => {
    const h = harness();
    const notifier = new GraphqlAnswerNotifier({ url: undefined, region: 'x', fetch: h.fetch, log: h.log });

    await notifier.answersChanged([EVENT]);
    await notifier.answersChanged([EVENT]);

    expect(h.sent).toEqual([]);
    expect(h.logged).toEqual([
      { level: 'info', message: expect.stringContaining('GRAPHQL_URL'), extra: undefined },
    ]);
  });

  it('logs a refused call (status and error type) without throwing or logging the secret', async () => {
    const h = harness(async () =>
      Response.json(
        { errors: [{ errorType: 'UnauthorizedException', message: 'You are not authorized.' }] },
        { status: 401 },
      ),
    );
    const notifier = new GraphqlAnswerNotifier({
      url: URL_,
      region: 'test-region',
      credentials: CREDENTIALS,
      fetch: h.fetch,
      log: h.log,
    });

    await expect(notifier.answersChanged([EVENT])).resolves.toBeUndefined();

    expect(h.logged).toEqual([
      {
        level: 'error',
        message: 'publishAnswers was refused',
        extra: expect.objectContaining({
          questionLink: 'link-1',
          status: 401,
          errorType: 'UnauthorizedException',
        }),
      },
    ]);
    expect(JSON.stringify(h.logged)).not.toContain(CREDENTIALS.secretAccessKey);
    expect(JSON.stringify(h.logged)).not.toContain('Signature=');
  });

  it('logs a GraphQL error in a 200 answer and a network failure, never throwing', async () => {
    let call = 0;
    const h = harness(async () => {
      call += 1;
      if (call === 1)
        return Response.json({ data: null, errors: [{ errorType: 'BadRequest', message: 'bad' }] });
      throw new TypeError('fetch failed');
    });
    const notifier = new GraphqlAnswerNotifier({
      url: URL_,
      region: 'test-region',
      credentials: CREDENTIALS,
      fetch: h.fetch,
      log: h.log,
    });

    await notifier.answersChanged([EVENT]);
    await expect(notifier.answersChanged([EVENT])).resolves.toBeUndefined();

    expect(h.logged.map((entry) => [entry.message, entry.extra?.errorType ?? entry.extra?.error])).toEqual([
      ['publishAnswers was refused', 'BadRequest'],
      ['publishAnswers failed', { name: 'TypeError', message: 'fetch failed' }],
    ]);
  });
});
