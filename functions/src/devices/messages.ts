/** Reading what the rule router queued: the envelope, the dead-letter reasons and parseDeviceMessage. */
import { z } from 'zod';
import { type DeviceEvent, deviceEventSchema } from './event-payload';
import { type PresenceEvent, parsePresenceTopic, presenceEventSchema } from './fleet/presence';
import { CONTRACT_VERSION, LIMITS } from './limits';
import {
  millis,
  type PressBatch,
  pressBatchSchema,
  type RegisterReply,
  registerReplySchema,
  type ScannerStatus,
  seq,
  statusSchema,
} from './payloads';
import { DEVICE_PUBLISHES, type DeviceAddress, parseTopic } from './topics';

/**
 * What the IoT rule (and the local router) puts on the queue: the raw payload base64-encoded, so
 * a payload that is not JSON still reaches the consumer and its dead-letter queue with a reason.
 * IoT SQL: SELECT encode(*, 'base64') AS body, topic() AS topic, clientid() AS clientId,
 * timestamp() AS receivedAt FROM '<filter>'.
 */
export const ruleEnvelopeSchema = z.object({
  topic: z.string().min(1).max(256),
  clientId: z.string().max(128).optional(),
  receivedAt: millis,
  // No length bound here: an oversized payload is reported as too-large by parseDeviceMessage.
  body: z.string(),
});
export type RuleEnvelope = z.infer<typeof ruleEnvelopeSchema>;

/** Why a message went to the dead-letter queue instead of being processed. */
export const DEAD_LETTER_REASONS = [
  'invalid-envelope',
  'unknown-topic',
  'not-device-topic',
  'too-large',
  'invalid-json',
  'unsupported-version',
  'invalid-payload',
  'mac-mismatch',
] as const;
export type DeadLetterReason = (typeof DEAD_LETTER_REASONS)[number];

export type DeviceMessage =
  | { kind: 'presses'; from: DeviceAddress; batch: PressBatch }
  | { kind: 'status'; from: DeviceAddress; status: ScannerStatus }
  | {
      kind: 'registerReplies';
      from: { sender: 'scanner'; stage: string; scid: string };
      reply: RegisterReply;
    }
  | { kind: 'events'; from: DeviceAddress; event: DeviceEvent }
  | { kind: 'presence'; from: { sender: 'scanner'; stage: string; scid: string }; presence: PresenceEvent };

/**
 * A refused message: the reason and detail for the dead-letter queue, and the press seqs that
 * could still be read from it, so the consumer can reject them (the scanner then stops resending
 * them) instead of leaving them to be retried forever.
 */
export interface RefusedMessage {
  reason: DeadLetterReason;
  detail: string;
  from: DeviceAddress | null;
  batchSeq: number | null;
  pressSeqs: number[];
}

export type ParsedMessage = { ok: true; message: DeviceMessage } | ({ ok: false } & RefusedMessage);

function salvageSeqs(json: unknown): { batchSeq: number | null; pressSeqs: number[] } {
  const object = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const isSeq = (value: unknown): value is number => seq.safeParse(value).success;
  const presses = Array.isArray(object.presses) ? object.presses.slice(0, LIMITS.maxPressesPerBatch) : [];
  const pressSeqs = presses
    .map((press) =>
      typeof press === 'object' && press !== null ? (press as { seq?: unknown }).seq : undefined,
    )
    .filter(isSeq);
  return { batchSeq: isSeq(object.seq) ? object.seq : null, pressSeqs: [...new Set(pressSeqs)] };
}

/** The JSON of a payload, or undefined when it is not JSON. */
function readJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

function summarize(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** Reads one device message by its topic and raw payload; never throws. */
export function parseDeviceMessage(topic: string, payload: Uint8Array | string): ParsedMessage {
  const refuse = (
    reason: DeadLetterReason,
    detail: string,
    from: DeviceAddress | null = null,
    salvaged = { batchSeq: null as number | null, pressSeqs: [] as number[] },
  ): ParsedMessage => ({ ok: false, reason, detail, from, ...salvaged });

  const presence = parsePresenceTopic(topic);
  if (presence) return parsePresence(presence, payload);
  const parsed = parseTopic(topic);
  if (!parsed) return refuse('unknown-topic', topic.slice(0, 256));
  const from: DeviceAddress =
    parsed.sender === 'scanner'
      ? { sender: 'scanner', stage: parsed.stage, scid: parsed.scid }
      : { sender: 'button', stage: parsed.stage, mac: parsed.mac };
  if (!DEVICE_PUBLISHES.has(parsed.kind)) return refuse('not-device-topic', topic, from);

  const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  if (bytes.byteLength > LIMITS.maxPayloadBytes) {
    // Still read the seqs of a press batch the broker let through, so the scanner stops resending it.
    const salvaged =
      parsed.kind === 'presses' && bytes.byteLength <= LIMITS.maxPacketBytes
        ? salvageSeqs(readJson(bytes))
        : undefined;
    return refuse('too-large', `${bytes.byteLength} bytes`, from, salvaged);
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    return refuse('invalid-json', error instanceof Error ? error.message : String(error), from);
  }
  const salvaged = parsed.kind === 'presses' ? salvageSeqs(json) : { batchSeq: null, pressSeqs: [] };
  const v = typeof json === 'object' && json !== null ? (json as { v?: unknown }).v : undefined;
  if (v !== CONTRACT_VERSION) return refuse('unsupported-version', `v=${JSON.stringify(v)}`, from, salvaged);

  if (parsed.kind === 'presses') {
    const result = pressBatchSchema.safeParse(json);
    if (!result.success) return refuse('invalid-payload', summarize(result.error), from, salvaged);
    if (parsed.sender === 'button') {
      // A direct button speaks only for itself, one press at a time.
      const [only, ...more] = result.data.presses;
      if (more.length > 0)
        return refuse('invalid-payload', 'a button sends one press per message', from, salvaged);
      if (only?.mac !== parsed.mac) return refuse('mac-mismatch', `${only?.mac} on ${topic}`, from, salvaged);
    }
    return { ok: true, message: { kind: 'presses', from, batch: result.data } };
  }
  if (parsed.kind === 'status') {
    const result = statusSchema.safeParse(json);
    if (!result.success) return refuse('invalid-payload', summarize(result.error), from);
    return { ok: true, message: { kind: 'status', from, status: result.data } };
  }
  if (parsed.kind === 'events') {
    const result = deviceEventSchema.safeParse(json);
    if (!result.success) return refuse('invalid-payload', summarize(result.error), from);
    // A direct button speaks only for itself.
    if (parsed.sender === 'button' && result.data.mac && result.data.mac !== parsed.mac)
      return refuse('mac-mismatch', `${result.data.mac} on ${topic}`, from);
    return { ok: true, message: { kind: 'events', from, event: result.data } };
  }
  const result = registerReplySchema.safeParse(json);
  if (!result.success || parsed.sender !== 'scanner')
    return refuse('invalid-payload', result.success ? 'not a scanner' : summarize(result.error), from);
  return {
    ok: true,
    message: {
      kind: 'registerReplies',
      from: { sender: 'scanner', stage: parsed.stage, scid: parsed.scid },
      reply: result.data,
    },
  };
}

/** A broker lifecycle event of a scanner (fleet/presence.ts); the broker wrote it, so it is small. */
function parsePresence(
  about: NonNullable<ReturnType<typeof parsePresenceTopic>>,
  payload: Uint8Array | string,
): ParsedMessage {
  const from = { sender: 'scanner' as const, stage: about.stage, scid: about.scid };
  const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  const result = presenceEventSchema.safeParse(
    bytes.byteLength <= LIMITS.maxPayloadBytes ? readJson(bytes) : null,
  );
  if (!result.success || result.data.eventType !== about.eventType)
    return {
      ok: false,
      reason: 'invalid-payload',
      detail: 'presence event',
      from: null,
      batchSeq: null,
      pressSeqs: [],
    };
  return { ok: true, message: { kind: 'presence', from, presence: result.data } };
}

/** Reads a queued rule envelope (the SQS message body) and the device message inside it. */
export function parseQueuedMessage(sqsBody: string): ParsedMessage & { receivedAt: number | null } {
  let envelope: RuleEnvelope;
  try {
    envelope = ruleEnvelopeSchema.parse(JSON.parse(sqsBody));
  } catch (error) {
    const detail = error instanceof z.ZodError ? summarize(error) : String(error);
    return {
      ok: false,
      reason: 'invalid-envelope',
      detail,
      from: null,
      batchSeq: null,
      pressSeqs: [],
      receivedAt: null,
    };
  }
  return {
    ...parseDeviceMessage(envelope.topic, Buffer.from(envelope.body, 'base64')),
    receivedAt: envelope.receivedAt,
  };
}
