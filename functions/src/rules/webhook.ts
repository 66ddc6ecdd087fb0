/**
 * The webhook built-in's call: an HTTPS POST of the event, signed with HMAC-SHA256 over
 * `<timestamp>.<body>` (headers X-ClassPulse-Timestamp and X-ClassPulse-Signature: sha256=<hex>),
 * so the receiver can check it came from us and is fresh. Each attempt has a timeout; a timeout,
 * a network error or a 5xx/429 answer is retried with a growing pause, then reported as failed.
 * The secret and the signature are never logged or recorded.
 */
import { createHmac } from 'node:crypto';

export interface WebhookOptions {
  fetch?: typeof fetch;
  /** @default 5000 */
  timeoutMs?: number;
  /** Attempts in all. @default 3 */
  attempts?: number;
  /** The first pause; each next one doubles. @default 250 */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export type WebhookResult =
  | { ok: true; status: number }
  | { ok: false; reason: 'timeout' | 'network' | 'status'; status?: number; attempts: number };

export function signPayload(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Only https, except plain http to the machine itself (the local stack and its tests): a webhook
 * is set by a system user, but it should not reach into a private network in clear text.
 */
export function isAllowedWebhookUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:') return true;
    return parsed.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
  } catch {
    return false;
  }
}

const retryable = (status: number) => status >= 500 || status === 429;

export async function callWebhook(
  url: string,
  payload: unknown,
  secret: string,
  options: WebhookOptions = {},
): Promise<WebhookResult> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const attempts = options.attempts ?? 3;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const body = JSON.stringify(payload);
  let last: WebhookResult = { ok: false, reason: 'network', attempts: 0 };
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const timestamp = String(Math.floor((options.now ?? Date.now)() / 1000));
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-classpulse-timestamp': timestamp,
          'x-classpulse-signature': signPayload(secret, timestamp, body),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) return { ok: true, status: response.status };
      last = { ok: false, reason: 'status', status: response.status, attempts: attempt };
      if (!retryable(response.status)) return last;
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      last = { ok: false, reason: timedOut ? 'timeout' : 'network', attempts: attempt };
    }
    if (attempt < attempts) await sleep((options.backoffMs ?? 250) * 2 ** (attempt - 1));
  }
  return last;
}
