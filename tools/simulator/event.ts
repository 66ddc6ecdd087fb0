/**
 * `npm run simulate -- --event TYPE`: one device event (docs/devices-mqtt.md "(f) Events") for the
 * rules engine, published once and the client closed, so a school can try an event definition and
 * its things without hardware. With a MAC the event is a direct button's, on its own topic (its
 * MAC is its client id, as the broker's policy wants); without one it is the first scanner's own.
 */
import { connectAsync } from 'mqtt';
import {
  buttonTopic,
  type DeviceEventInput,
  deviceEventSchema,
  eventTopic,
  LIMITS,
  parseThingName,
} from '../../functions/src/devices/contract';
import type { DeviceLogin } from './onboarding';
import { ConnectionError } from './run';

export interface DeviceEventOptions {
  type: string;
  /** The emitting button; absent: the scanner emits its own event. */
  mac?: string;
  major?: number;
  minor?: number;
  data?: Record<string, unknown>;
}

export interface EventMessage {
  clientId: string;
  topic: string;
  payload: string;
}

/**
 * The topic and checked payload of the event (throws when it breaks the contract), emitted by the
 * login's device: a button's own event (its MAC), else the scanner's.
 */
export function buildEventMessage(event: DeviceEventOptions, login: DeviceLogin, now: number): EventMessage {
  const payload: DeviceEventInput = {
    v: 1,
    type: event.type,
    ...(event.mac !== undefined && { mac: event.mac }),
    ...(event.major !== undefined && { major: event.major }),
    ...(event.minor !== undefined && { minor: event.minor }),
    ...(event.data !== undefined && { data: event.data }),
    at: now,
  };
  const parsed = deviceEventSchema.parse(payload);
  const text = JSON.stringify(parsed);
  if (Buffer.byteLength(text) > LIMITS.maxPayloadBytes)
    throw new Error(`the event is over the ${LIMITS.maxPayloadBytes}-byte payload limit`);
  const thing = parseThingName(login.clientId);
  if (!thing) throw new Error(`${login.clientId} is not a thing name`);
  const topic =
    parsed.mac !== undefined
      ? buttonTopic(login.stage, parsed.mac, 'events')
      : eventTopic(login.stage, thing.id);
  return { clientId: login.clientId, topic, payload: text };
}

export interface PublishEventOptions {
  url: string;
  event: DeviceEventOptions;
  /** The emitter: the button of the event's MAC, else a scanner (identities.ts). */
  login: DeviceLogin;
}

/** Connects as the emitter, publishes the event with QoS 1 (the broker has it) and disconnects. */
export async function publishDeviceEvent(options: PublishEventOptions): Promise<EventMessage> {
  const message = buildEventMessage(options.event, options.login, Date.now());
  let client: Awaited<ReturnType<typeof connectAsync>>;
  try {
    client = await connectAsync(options.url, {
      clientId: message.clientId,
      reconnectPeriod: 0,
      connectTimeout: 10_000,
      ...options.login.options,
    });
  } catch (error) {
    throw new ConnectionError(
      `${message.clientId} could not connect: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    await client.publishAsync(message.topic, message.payload, { qos: 1 });
  } finally {
    await client.endAsync();
  }
  return message;
}
