/**
 * The built-in actions an Action names by `fn` (docs/rules-engine.md "Built-in actions"):
 * - notice: posts a system notice to the emitter's classroom (or the thing's) through the
 *   back end's IAM publisher; parameters text (required), noti.
 * - webhook: POSTs the event to url, HMAC-signed with the secret parameter or the environment's;
 *   parameters url (required), secret, timeoutMs.
 * Recording an answer is the answer path itself (docs/sessions.md), not a rule.
 */

import { PUBLISH_NOTICE } from '../devices/graphql-notices';
import type { IamGraphqlPublisher } from '../devices/iam-graphql';
import { asText } from '../kernel/validation';
import type { BuiltinActionFn } from './builtin-names';
import { ActionFailure, type ActionRunner } from './engine';
import { callWebhook, isAllowedWebhookUrl, type WebhookOptions } from './webhook';

export const NOTICE_FN: BuiltinActionFn = 'notice';
export const WEBHOOK_FN: BuiltinActionFn = 'webhook';

/** A parameter's text, or null when it is missing or empty (a notice needs some text). */
const filledText = (value: unknown): string | null => asText(value) || null;

export function noticeRunner(publisher: Pick<IamGraphqlPublisher, 'publish'>): ActionRunner {
  return async ({ values, origin, thing }) => {
    const body = filledText(values.text);
    if (!body) throw new ActionFailure('REQUIRED_PARAMETER', 'text');
    const input = {
      // Always the emitter's own site: a thing's parameters cannot address another tenant.
      site: origin.siteId,
      spot: thing.spotId ?? origin.spotId,
      app: null,
      noti: (filledText(values.noti) ?? 'RULE_NOTICE').slice(0, 64),
      text: body.slice(0, 2000),
    };
    const sent = await publisher.publish('publishNotice', PUBLISH_NOTICE, { input }, { site: input.site });
    if (!sent) throw new ActionFailure('NOTICE_NOT_PUBLISHED');
  };
}

export interface WebhookRunnerOptions extends WebhookOptions {
  /** The environment's signing secret, used when the action's parameters give none. */
  secret?: string;
}

export function webhookRunner(options: WebhookRunnerOptions = {}): ActionRunner {
  return async ({ values, origin, thing, action, event }) => {
    const url = filledText(values.url);
    if (!url) throw new ActionFailure('REQUIRED_PARAMETER', 'url');
    if (!isAllowedWebhookUrl(url)) throw new ActionFailure('INVALID_WEBHOOK_URL', 'url');
    const secret = filledText(values.secret) ?? options.secret;
    if (!secret) throw new ActionFailure('REQUIRED_PARAMETER', 'secret');
    const timeout = typeof values.timeoutMs === 'number' ? values.timeoutMs : options.timeoutMs;
    const payload = {
      event: event.eventId,
      type: event.type,
      action: action.code,
      thing: thing._id,
      site: origin.siteId,
      spot: origin.spotId,
      device: origin.device,
      app: origin.app,
      data: event.data,
      at: new Date(event.at).toISOString(),
    };
    const result = await callWebhook(url, payload, secret, {
      ...options,
      timeoutMs: Math.min(Math.max(timeout ?? 5000, 100), 10_000),
    });
    if (!result.ok)
      throw new ActionFailure(result.reason === 'timeout' ? 'WEBHOOK_TIMEOUT' : 'WEBHOOK_FAILED');
  };
}
