/** The API key renewal against a recorded fetch: what is signed and sent, and what AppSync answers. */
import { describe, expect, it } from 'vitest';
import { RENEWED_LIFETIME_DAYS, renewApiKey, renewedExpiry } from './api-key-renewal';

const env = {
  GRAPHQL_API_ID: 'abcdefghijklmnopqrstuvwxyz',
  API_KEY_ID: 'da2-keyid',
  AWS_REGION: 'eu-west-1',
};
const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };
const NOW = new Date('2026-11-28T13:45:10Z');

function recordingFetch(status: number, answer: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: URL | string, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(answer), {
      status,
      headers: status === 200 ? {} : { 'x-amzn-errortype': 'UnauthorizedException' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('renewApiKey', () => {
  it("moves the key's expiry to 364 days from now, down to the hour, with a signed UpdateApiKey", async () => {
    // Prepare
    const expires = renewedExpiry(NOW);
    const { fetch, calls } = recordingFetch(200, { apiKey: { id: 'da2-keyid', expires } });

    // Act
    const renewed = await renewApiKey({ env, now: NOW, credentials, fetch });

    // Assess
    expect(expires % 3600).toBe(0);
    expect(expires).toBeLessThanOrEqual(NOW.getTime() / 1000 + RENEWED_LIFETIME_DAYS * 86_400);
    expect(expires).toBeGreaterThan(NOW.getTime() / 1000 + (RENEWED_LIFETIME_DAYS * 86_400 - 3600));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(
      'https://appsync.eu-west-1.amazonaws.com/v1/apis/abcdefghijklmnopqrstuvwxyz/apikeys/da2-keyid',
    );
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ expires });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/appsync\//,
    );
    expect(renewed).toEqual({ expires, daysLeft: RENEWED_LIFETIME_DAYS - 1 });
  });

  it('fails when AppSync refuses, so the run counts as an error and the alarm sees it', async () => {
    const { fetch } = recordingFetch(403, { message: 'denied' });

    await expect(renewApiKey({ env, now: NOW, credentials, fetch })).rejects.toThrow(
      'AppSync refused to renew the API key: 403 UnauthorizedException',
    );
  });
});
