/** The webhook call: signed body, retries of timeouts and server errors, no retry of a 4xx. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callWebhook, isAllowedWebhookUrl } from './webhook';

const noSleep = async () => undefined;

describe('callWebhook', () => {
  it('signs the timestamp and body with the secret', async () => {
    const seen: RequestInit[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      seen.push(init);
      return new Response('ok', { status: 200 });
    }) as typeof globalThis.fetch;

    const result = await callWebhook('https://hooks.example/x', { a: 1 }, 'secret-0123456789', {
      fetch,
      now: () => 1_700_000_000_000,
    });

    const headers = seen[0]?.headers as Record<string, string>;
    const expected = createHmac('sha256', 'secret-0123456789').update(`1700000000.{"a":1}`).digest('hex');
    expect(result).toEqual({ ok: true, status: 200 });
    expect(headers['x-classpulse-signature']).toBe(`sha256=${expected}`);
  });

  it('retries a timeout, then reports it after the last attempt', async () => {
    let calls = 0;
    const fetch = (async () => {
      calls += 1;
      throw new DOMException('timed out', 'TimeoutError');
    }) as typeof globalThis.fetch;

    const result = await callWebhook('https://hooks.example/x', {}, 's', {
      fetch,
      sleep: noSleep,
      attempts: 3,
    });

    expect(calls).toBe(3);
    expect(result).toEqual({ ok: false, reason: 'timeout', attempts: 3 });
  });

  it('does not retry a refusal (4xx)', async () => {
    let calls = 0;
    const fetch = (async () => {
      calls += 1;
      return new Response('no', { status: 403 });
    }) as typeof globalThis.fetch;

    const result = await callWebhook('https://hooks.example/x', {}, 's', { fetch, sleep: noSleep });

    expect(calls).toBe(1);
    expect(result).toMatchObject({ ok: false, reason: 'status', status: 403 });
  });

  it('takes https anywhere and plain http only to this machine', () => {
    expect(isAllowedWebhookUrl('https://hooks.example/x')).toBe(true);
    expect(isAllowedWebhookUrl('http://127.0.0.1:9999/x')).toBe(true);
    expect(isAllowedWebhookUrl('http://hooks.example/x')).toBe(false);
    expect(isAllowedWebhookUrl('ftp://hooks.example/x')).toBe(false);
  });
});
