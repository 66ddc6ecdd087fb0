/**
 * MQTT publishes built from the device contract (functions/src/devices/contract.ts): press
 * batches, status messages, register replies and events, each well-formed, bent at one field
 * (wrong type, out of range, unknown MAC, duplicate seq, wrong version), oversized, not JSON or
 * not UTF-8, on the sender's own topics, on another device's and on topics outside the contract.
 */
import fc from 'fast-check';
import {
  buttonTopic,
  eventTopic,
  LIMITS,
  OFFLINE_REASONS,
  pressTopic,
  REGISTER_ERRORS,
  REGISTER_OPS,
  registerReplyTopic,
  statusTopic,
  topicRoot,
} from '../../functions/src/devices/contract';
import { boundaryInt, boundaryString, type KnownValues, wrongKind } from './values';

export interface MqttCase {
  topic: string;
  payload: Buffer;
  /** What the case is, for the report. */
  kind: string;
}

const millis = fc.oneof(
  fc.constantFrom(0, Date.now(), Number.MAX_SAFE_INTEGER),
  fc.integer({ min: 0, max: 2 ** 42 }),
);
/** A MAC nobody registered, in the contract's spelling. */
const randomMac = fc
  .uint8Array({ minLength: 6, maxLength: 6 })
  .map((bytes) => [...bytes].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(':'));

const macOf = (known: KnownValues) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(...(known.macs.length > 0 ? known.macs : ['AA:BB:CC:00:00:01'])),
    },
    { weight: 2, arbitrary: randomMac },
    { weight: 1, arbitrary: boundaryString },
  );

const pressOf = (known: KnownValues) =>
  fc.record(
    {
      mac: macOf(known),
      value: fc.oneof(fc.constantFrom('O', 'X', '?', '1', '2', '3', '4', '5', '99'), boundaryString),
      seq: fc.nat(),
      at: millis,
      battery: fc.integer({ min: -5, max: 105 }),
      rssi: fc.integer({ min: -140, max: 5 }),
    },
    { requiredKeys: ['mac', 'value', 'seq', 'at'] },
  );

const pressBatch = (known: KnownValues) =>
  fc.record({
    v: fc.oneof({ weight: 9, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: boundaryInt }),
    seq: fc.nat(),
    sentAt: millis,
    presses: fc.oneof(
      fc.array(pressOf(known), { minLength: 1, maxLength: 5 }),
      fc.array(pressOf(known), { minLength: 0, maxLength: LIMITS.maxPressesPerBatch + 5 }),
    ),
  });

const status = (known: KnownValues) =>
  fc.record(
    {
      v: fc.constant(1),
      state: fc.oneof(fc.constantFrom('online', 'offline'), boundaryString),
      sentAt: millis,
      reason: fc.constantFrom(...OFFLINE_REASONS),
      boot: boundaryInt,
      model: boundaryString,
      mac: macOf(known),
      firmware: boundaryString,
      ssid: boundaryString,
      rssi: boundaryInt,
      battery: boundaryInt,
      uptimeS: boundaryInt,
      pending: boundaryInt,
    },
    { requiredKeys: ['v', 'state', 'sentAt'] },
  );

const registerReply = (known: KnownValues) =>
  fc.record(
    {
      v: fc.constant(1),
      requestId: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), boundaryString),
      sentAt: millis,
      op: fc.oneof(fc.constantFrom(...REGISTER_OPS), boundaryString),
      ok: fc.boolean(),
      error: fc.constantFrom(...REGISTER_ERRORS),
      done: fc.boolean(),
      devices: fc.array(fc.record({ mac: macOf(known), rssi: boundaryInt }), {
        maxLength: LIMITS.maxScanDevices + 2,
      }),
      networks: fc.array(fc.record({ ssid: boundaryString, secure: fc.boolean() }), { maxLength: 3 }),
      ssid: boundaryString,
    },
    { requiredKeys: ['v', 'requestId', 'sentAt', 'op', 'ok'] },
  );

const deviceEvent = (known: KnownValues) =>
  fc.record(
    {
      v: fc.constant(1),
      type: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/), boundaryString),
      mac: macOf(known),
      major: boundaryInt,
      minor: boundaryInt,
      data: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
      at: millis,
    },
    { requiredKeys: ['v', 'type'] },
  );

/** One field of an object replaced by a value of the wrong kind, or dropped. */
function bent(value: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(value);
  if (keys.length === 0) return fc.constant(value);
  return fc
    .tuple(fc.constantFrom(...keys), fc.option(wrongKind, { nil: undefined }))
    .map(([key, replacement]) => {
      const copy = { ...value };
      if (replacement === undefined) delete copy[key];
      else copy[key] = replacement;
      return copy;
    });
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

function payloadOf(body: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Buffer> {
  return fc.oneof(
    { weight: 6, arbitrary: body.map(json) },
    { weight: 3, arbitrary: body.chain(bent).map(json) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)) },
    { weight: 1, arbitrary: boundaryString.map((text) => Buffer.from(text)) },
    {
      weight: 1,
      arbitrary: body.map((value) => json({ ...value, pad: 'x'.repeat(LIMITS.maxPayloadBytes) })),
    },
  );
}

/** The sender's own topics, another device's, a direct button's, and topics outside the contract. */
function topicFor(
  kind: 'presses' | 'status' | 'replies' | 'events',
  stage: string,
  scid: string,
  known: KnownValues,
) {
  const own = {
    presses: pressTopic(stage, scid),
    status: statusTopic(stage, scid),
    replies: registerReplyTopic(stage, scid),
    events: eventTopic(stage, scid),
  }[kind];
  const button = known.macs[0];
  const root = topicRoot(stage);
  const others = [
    `${root}/scanners/SCN-UNKNOWN/${kind === 'replies' ? 'register/replies' : kind}`,
    `${root}/scanners/${scid}/${kind}/extra`,
    ...(button && kind !== 'replies' ? [buttonTopic(stage, button, kind)] : []),
  ];
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(own) },
    { weight: 1, arbitrary: fc.constantFrom(...others) },
  );
}

/** Cases sent as the registered scanner `scid` of stage `stage`. */
export function mqttCases(stage: string, scid: string, known: KnownValues): fc.Arbitrary<MqttCase> {
  const of = (
    kind: 'presses' | 'status' | 'replies' | 'events',
    body: fc.Arbitrary<Record<string, unknown>>,
  ): fc.Arbitrary<MqttCase> =>
    fc.record({
      topic: topicFor(kind, stage, scid, known),
      payload: payloadOf(body),
      kind: fc.constant(kind),
    });
  return fc.oneof(
    { weight: 4, arbitrary: of('presses', pressBatch(known)) },
    { weight: 2, arbitrary: of('status', status(known)) },
    { weight: 2, arbitrary: of('replies', registerReply(known)) },
    { weight: 2, arbitrary: of('events', deviceEvent(known)) },
  );
}
