/** Unit tests of the device MQTT contract: topics, access rule, payload schemas, limits, ordering. */
import { describe, expect, it } from 'vitest';
import {
  ackBatchSchema,
  ackTopic,
  buttonTopic,
  isLaterPress,
  LIMITS,
  LOCAL_STAGE,
  MAX_BOOT_COUNT,
  mayPublish,
  maySubscribe,
  type PressBatchInput,
  parseDeviceMessage,
  parseQueuedMessage,
  parseThingName,
  parseTopic,
  pressBatchSchema,
  pressSeq,
  pressTopic,
  registerReplySchema,
  registerReplyTopic,
  registerRequestSchema,
  registerRequestTopic,
  senderKey,
  serverPressTime,
  splitPressSeq,
  statusSchema,
  statusTopic,
  thingName,
  topicFor,
} from './contract';

const MAC = 'AA:BB:CC:DD:EE:01';

function batch(presses: number, overrides: Partial<PressBatchInput> = {}): PressBatchInput {
  return {
    v: 1,
    seq: 7,
    sentAt: 1_700_000_001_000,
    presses: Array.from({ length: presses }, (_, index) => ({
      mac: `aa-bb-cc-dd-ee-${String(index % 100).padStart(2, '0')}`,
      value: String((index % 5) + 1),
      seq: pressSeq(3, index),
      at: 1_700_000_000_000 + index,
    })),
    ...overrides,
  };
}

const json = (value: unknown) => JSON.stringify(value);

describe('topics', () => {
  it('builds and parses every scanner topic under its stage', () => {
    expect(pressTopic('dev', 'SC-001')).toBe('classpulse/dev/scanners/SC-001/presses');
    expect(registerRequestTopic('dev', 'SC-001')).toBe('classpulse/dev/scanners/SC-001/register/requests');
    const built = [pressTopic, ackTopic, statusTopic, registerRequestTopic, registerReplyTopic].map((build) =>
      parseTopic(build('dev', 'SC-001')),
    );
    expect(built).toEqual(
      ['presses', 'acks', 'status', 'registerRequests', 'registerReplies'].map((kind) => ({
        sender: 'scanner',
        stage: 'dev',
        scid: 'SC-001',
        kind,
      })),
    );
  });

  it('builds button topics from any MAC spelling and parses them back to the canonical MAC', () => {
    expect(buttonTopic('dev', 'aa-bb-cc-dd-ee-01', 'presses')).toBe(
      'classpulse/dev/buttons/AABBCCDDEE01/presses',
    );
    expect(parseTopic('classpulse/dev/buttons/AABBCCDDEE01/acks')).toEqual({
      sender: 'button',
      stage: 'dev',
      mac: MAC,
      kind: 'acks',
    });
    expect(topicFor({ sender: 'button', stage: 'dev', mac: MAC }, 'acks')).toBe(
      'classpulse/dev/buttons/AABBCCDDEE01/acks',
    );
    expect(topicFor({ sender: 'scanner', stage: 'prod', scid: 'S1' }, 'acks')).toBe(
      'classpulse/prod/scanners/S1/acks',
    );
  });

  it('returns null for topics outside the contract', () => {
    for (const topic of [
      'classpulse/dev/scanners/SC-001',
      'classpulse/dev/scanners/SC-001/presses/extra',
      'classpulse/dev/scanners/SC-001/register',
      'classpulse/dev/scanners/+/presses',
      'classpulse/dev/scanners/#',
      'classpulse/dev/scanners//presses',
      'classpulse/dev/buttons/aabbccddee01/presses',
      'classpulse/dev/buttons/AABBCCDDEE01/register/replies',
      'classpulse/scanners/SC-001/presses',
      'classpulse/+/scanners/SC-001/presses',
      'classpulse/Dev/scanners/SC-001/presses',
      'other/dev/scanners/SC-001/presses',
      '$aws/things/SC-001/shadow/update',
      '',
    ])
      expect(parseTopic(topic), topic).toBeNull();
  });

  it('refuses to build a topic from an unsafe scanner id, a non-MAC or a bad stage', () => {
    expect(() => pressTopic(LOCAL_STAGE, 'a/b')).toThrow();
    expect(() => pressTopic(LOCAL_STAGE, '+')).toThrow();
    expect(() => pressTopic(LOCAL_STAGE, 'x'.repeat(65))).toThrow();
    expect(() => buttonTopic(LOCAL_STAGE, 'not-a-mac', 'presses')).toThrow();
    expect(() => pressTopic('#', 'SC-1')).toThrow();
  });

  it('names senders so a scanner and a button never share a sequence space', () => {
    expect(senderKey({ sender: 'scanner', stage: 'dev', scid: 'AABBCCDDEE01' })).not.toBe(
      senderKey({ sender: 'button', stage: 'dev', mac: MAC }),
    );
  });

  it('names things by stage, family and id, and reads the name back', () => {
    expect(thingName('dev', 'scanner', 'SCN-0001')).toBe('classpulse-dev-scanner:SCN-0001');
    expect(parseThingName('classpulse-dev-x-button:AABBCCDDEE01')).toEqual({
      stage: 'dev-x',
      family: 'button',
      id: 'AABBCCDDEE01',
    });
    expect(parseThingName('classpulse-dev-scanner:a:b')).toEqual({
      stage: 'dev',
      family: 'scanner',
      id: 'a:b',
    });
    for (const name of ['SCN-0001', 'classpulse-dev:SCN-1', 'classpulse-dev-button:SCN-1', 'x-dev-scanner:S'])
      expect(parseThingName(name), name).toBeNull();
  });
});

describe('the device access rule (same as the IoT policy)', () => {
  const scanner = thingName('dev', 'scanner', 'SC-1');

  it('lets a scanner publish its presses, status and register replies, and nothing else', () => {
    expect(mayPublish(scanner, pressTopic('dev', 'SC-1'))).toBe(true);
    expect(mayPublish(scanner, statusTopic('dev', 'SC-1'))).toBe(true);
    expect(mayPublish(scanner, registerReplyTopic('dev', 'SC-1'))).toBe(true);
    expect(mayPublish(scanner, ackTopic('dev', 'SC-1'))).toBe(false);
    expect(mayPublish(scanner, registerRequestTopic('dev', 'SC-1'))).toBe(false);
    expect(mayPublish(scanner, pressTopic('dev', 'SC-2'))).toBe(false);
    expect(mayPublish(scanner, 'classpulse/dev/anything')).toBe(false);
  });

  it('keeps a scanner to its own stage', () => {
    expect(mayPublish(scanner, pressTopic('prod', 'SC-1'))).toBe(false);
    expect(maySubscribe(scanner, ackTopic('prod', 'SC-1'))).toBe(false);
  });

  it('lets a device subscribe only to its own acks and register requests, without wildcards', () => {
    expect(maySubscribe(scanner, ackTopic('dev', 'SC-1'))).toBe(true);
    expect(maySubscribe(scanner, registerRequestTopic('dev', 'SC-1'))).toBe(true);
    expect(maySubscribe(scanner, pressTopic('dev', 'SC-1'))).toBe(false);
    expect(maySubscribe(scanner, ackTopic('dev', 'SC-2'))).toBe(false);
    expect(maySubscribe(scanner, 'classpulse/dev/scanners/SC-1/#')).toBe(false);
    expect(maySubscribe(scanner, 'classpulse/dev/scanners/+/acks')).toBe(false);
  });

  it('identifies a direct button by its thing name, and never as a scanner of the same id', () => {
    const button = thingName('dev', 'button', 'AABBCCDDEE01');
    expect(mayPublish(button, buttonTopic('dev', MAC, 'presses'))).toBe(true);
    expect(maySubscribe(button, buttonTopic('dev', MAC, 'acks'))).toBe(true);
    expect(mayPublish(thingName('dev', 'button', 'AABBCCDDEE02'), buttonTopic('dev', MAC, 'presses'))).toBe(
      false,
    );
    expect(mayPublish(button, pressTopic('dev', 'AABBCCDDEE01'))).toBe(false);
    expect(mayPublish('AABBCCDDEE01', buttonTopic('dev', MAC, 'presses'))).toBe(false);
  });
});

describe('press sequences', () => {
  it('keeps the boot counter in the high bits, so a reboot moves past every earlier press', () => {
    const beforeReboot = pressSeq(3, 2 ** 24 - 1);
    const afterReboot = pressSeq(4, 0);
    expect(afterReboot).toBeGreaterThan(beforeReboot);
    expect(splitPressSeq(pressSeq(4, 12))).toEqual({ boot: 4, counter: 12 });
    expect(Number.isSafeInteger(pressSeq(MAX_BOOT_COUNT, 2 ** 24 - 1))).toBe(true);
  });

  it('refuses counters and boot numbers out of range', () => {
    expect(() => pressSeq(0, 2 ** 24)).toThrow(RangeError);
    expect(() => pressSeq(MAX_BOOT_COUNT + 1, 0)).toThrow(RangeError);
    expect(() => pressSeq(-1, 0)).toThrow(RangeError);
    expect(() => pressSeq(1, 0.5)).toThrow(RangeError);
  });
});

describe('press batches', () => {
  it('accepts a full batch and normalises MACs', () => {
    const parsed = pressBatchSchema.parse(batch(LIMITS.maxPressesPerBatch));
    expect(parsed.presses).toHaveLength(50);
    expect(parsed.presses[1]?.mac).toBe(MAC);
    expect(Buffer.byteLength(json(batch(LIMITS.maxPressesPerBatch)))).toBeLessThan(LIMITS.maxPayloadBytes);
  });

  it('keeps battery and rssi and drops unknown fields (minor additions need no new version)', () => {
    const input = batch(1);
    const press = { ...input.presses[0], battery: 80, rssi: -60, future: 'x' };
    const parsed = pressBatchSchema.parse({ ...input, presses: [press], extra: true });
    expect(parsed.presses[0]).toMatchObject({ battery: 80, rssi: -60 });
    expect(parsed.presses[0]).not.toHaveProperty('future');
    expect(parsed).not.toHaveProperty('extra');
  });

  it.each([
    ['an empty batch', batch(0)],
    ['one press too many', batch(LIMITS.maxPressesPerBatch + 1)],
    ['another version', { ...batch(1), v: 2 }],
    ['no version', { ...batch(1), v: undefined }],
    ['a negative seq', { ...batch(1), seq: -1 }],
    ['a fractional sentAt', { ...batch(1), sentAt: 1.5 }],
    ['a bad MAC', { ...batch(1), presses: [{ ...batch(1).presses[0], mac: 'zz' }] }],
    ['an empty value', { ...batch(1), presses: [{ ...batch(1).presses[0], value: '' }] }],
    ['a numeric value', { ...batch(1), presses: [{ ...batch(1).presses[0], value: 3 }] }],
    ['a lower-case o', { ...batch(1), presses: [{ ...batch(1).presses[0], value: 'o' }] }],
    ['battery over 100', { ...batch(1), presses: [{ ...batch(1).presses[0], battery: 101 }] }],
    ['positive rssi', { ...batch(1), presses: [{ ...batch(1).presses[0], rssi: 3 }] }],
    ['an unsafe seq', { ...batch(1), presses: [{ ...batch(1).presses[0], seq: 2 ** 53 }] }],
  ])('refuses %s', (_name, input) => {
    expect(pressBatchSchema.safeParse(input).success).toBe(false);
  });

  it('refuses two presses with one seq', () => {
    const input = batch(2);
    const [first] = input.presses;
    const result = pressBatchSchema.safeParse({ ...input, presses: [first, { ...first, value: '2' }] });
    expect(result.error?.issues[0]?.message).toBe('DUPLICATE_PRESS_SEQ');
  });

  it('accepts the keys a button has: O, X, ? and numbers', () => {
    for (const value of ['O', 'X', '?', '1', '5', '10'])
      expect(
        pressBatchSchema.safeParse({ ...batch(1), presses: [{ ...batch(1).presses[0], value }] }).success,
      ).toBe(true);
  });
});

describe('acknowledgements', () => {
  it('accepts each status, a reason only with rejected', () => {
    const ack = ackBatchSchema.parse({
      v: 1,
      batchSeq: 7,
      sentAt: 1_700_000_002_000,
      acks: [
        { seq: 1, status: 'accepted', mac: 'aabbccddee01' },
        { seq: 2, status: 'replaced' },
        { seq: 3, status: 'duplicate' },
        { seq: 4, status: 'rejected', reason: 'no-question-running' },
      ],
    });
    expect(ack.acks.map((entry) => entry.status)).toEqual(['accepted', 'replaced', 'duplicate', 'rejected']);
    expect(ack.acks[0]?.mac).toBe(MAC);
  });

  it('refuses a rejection without a known reason and an empty ack', () => {
    const base = { v: 1, sentAt: 1 };
    expect(ackBatchSchema.safeParse({ ...base, acks: [{ seq: 1, status: 'rejected' }] }).success).toBe(false);
    expect(
      ackBatchSchema.safeParse({ ...base, acks: [{ seq: 1, status: 'rejected', reason: 'because' }] })
        .success,
    ).toBe(false);
    expect(ackBatchSchema.safeParse({ ...base, acks: [{ seq: 1, status: 'lost' }] }).success).toBe(false);
    expect(ackBatchSchema.safeParse({ ...base, acks: [] }).success).toBe(false);
  });
});

describe('status and heartbeat', () => {
  it('accepts a heartbeat and a last will', () => {
    expect(
      statusSchema.parse({
        v: 1,
        state: 'online',
        sentAt: 5_000,
        boot: 4,
        model: 'CP-S1',
        mac: 'aa:bb:cc:dd:ee:ff',
        firmware: '1.4.2',
        ssid: 'Room 3',
        rssi: -55,
        uptimeS: 5,
        pending: 0,
      }).mac,
    ).toBe('AA:BB:CC:DD:EE:FF');
    expect(
      statusSchema.safeParse({ v: 1, state: 'offline', reason: 'connection-lost', sentAt: 0 }).success,
    ).toBe(true);
  });

  it('refuses an unknown state or reason', () => {
    expect(statusSchema.safeParse({ v: 1, state: 'sleeping', sentAt: 0 }).success).toBe(false);
    expect(statusSchema.safeParse({ v: 1, state: 'offline', reason: 'tired', sentAt: 0 }).success).toBe(
      false,
    );
  });
});

describe('registration', () => {
  const base = { v: 1, requestId: 'r-1', sentAt: 1 };

  it('accepts each wizard request', () => {
    for (const request of [
      { ...base, op: 'identify' },
      { ...base, op: 'scan-devices', durationMs: 10_000 },
      { ...base, op: 'scan-wifi' },
      { ...base, op: 'set-wifi', ssid: 'School', password: 'secret-123' },
      { ...base, op: 'set-wifi', ssid: 'Open', password: '' },
      { ...base, op: 'commit', name: 'Room 3' },
      { ...base, op: 'cancel' },
    ])
      expect(registerRequestSchema.safeParse(request).success, request.op).toBe(true);
  });

  it('refuses a short WiFi password, a long scan and an unknown op', () => {
    expect(
      registerRequestSchema.safeParse({ ...base, op: 'set-wifi', ssid: 'S', password: 'short' }).success,
    ).toBe(false);
    expect(
      registerRequestSchema.safeParse({ ...base, op: 'scan-devices', durationMs: 120_000 }).success,
    ).toBe(false);
    expect(registerRequestSchema.safeParse({ ...base, op: 'reboot' }).success).toBe(false);
    expect(registerRequestSchema.safeParse({ ...base, requestId: 'a/b', op: 'identify' }).success).toBe(
      false,
    );
  });

  it('accepts scan reports and WiFi lists, and an error only when not ok', () => {
    const devices = registerReplySchema.parse({
      ...base,
      op: 'scan-devices',
      ok: true,
      done: false,
      devices: [{ mac: 'aabbccddee01', rssi: -40, battery: 90 }],
    });
    expect(devices).toMatchObject({ op: 'scan-devices', devices: [{ mac: MAC }] });
    const wifi = registerReplySchema.parse({
      ...base,
      op: 'scan-wifi',
      ok: true,
      networks: [{ ssid: 'School', rssi: -50, secure: true }],
    });
    expect(wifi).toMatchObject({ networks: [{ ssid: 'School' }] });
    expect(
      registerReplySchema.safeParse({ ...base, op: 'set-wifi', ok: false, error: 'wifi-auth-failed' })
        .success,
    ).toBe(true);
    expect(registerReplySchema.safeParse({ ...base, op: 'set-wifi', ok: false }).success).toBe(false);
    expect(registerReplySchema.safeParse({ ...base, op: 'commit', ok: true, error: 'busy' }).success).toBe(
      false,
    );
  });

  it('refuses more devices or networks than the limits', () => {
    const devices = Array.from({ length: LIMITS.maxScanDevices + 1 }, () => ({ mac: MAC }));
    expect(
      registerReplySchema.safeParse({ ...base, op: 'scan-devices', ok: true, done: true, devices }).success,
    ).toBe(false);
    const networks = Array.from({ length: LIMITS.maxWifiNetworks + 1 }, () => ({ ssid: 'n', secure: false }));
    expect(registerReplySchema.safeParse({ ...base, op: 'scan-wifi', ok: true, networks }).success).toBe(
      false,
    );
  });
});

describe('parseDeviceMessage', () => {
  it('reads a press batch from a scanner', () => {
    const result = parseDeviceMessage(pressTopic(LOCAL_STAGE, 'SC-1'), json(batch(2)));
    expect(result.ok && result.message).toMatchObject({
      kind: 'presses',
      from: { sender: 'scanner', scid: 'SC-1' },
      batch: { seq: 7, presses: [{ seq: pressSeq(3, 0) }, { seq: pressSeq(3, 1) }] },
    });
  });

  it('reads status and register replies from bytes', () => {
    const status = parseDeviceMessage(
      statusTopic(LOCAL_STAGE, 'SC-1'),
      Buffer.from(json({ v: 1, state: 'online', sentAt: 1 })),
    );
    expect(status.ok && status.message.kind).toBe('status');
    const reply = parseDeviceMessage(
      registerReplyTopic(LOCAL_STAGE, 'SC-1'),
      json({ v: 1, requestId: 'r', sentAt: 1, op: 'identify', ok: true }),
    );
    expect(reply.ok && reply.message.kind).toBe('registerReplies');
  });

  it('sends to the dead-letter queue with a reason, keeping readable press seqs to reject', () => {
    const cases: [string, string, string][] = [
      ['other/topic', json(batch(1)), 'unknown-topic'],
      [
        ackTopic(LOCAL_STAGE, 'SC-1'),
        json({ v: 1, sentAt: 1, acks: [{ seq: 1, status: 'accepted' }] }),
        'not-device-topic',
      ],
      [pressTopic(LOCAL_STAGE, 'SC-1'), '{"v":1,', 'invalid-json'],
      [pressTopic(LOCAL_STAGE, 'SC-1'), json({ ...batch(1), v: 2 }), 'unsupported-version'],
      [pressTopic(LOCAL_STAGE, 'SC-1'), json(batch(LIMITS.maxPressesPerBatch + 1)), 'invalid-payload'],
      [statusTopic(LOCAL_STAGE, 'SC-1'), json({ v: 1, state: 'asleep', sentAt: 1 }), 'invalid-payload'],
    ];
    for (const [topic, payload, reason] of cases)
      expect(parseDeviceMessage(topic, payload), reason).toMatchObject({ ok: false, reason });

    const tooMany = parseDeviceMessage(
      pressTopic(LOCAL_STAGE, 'SC-1'),
      json(batch(LIMITS.maxPressesPerBatch + 1)),
    );
    expect(tooMany.ok === false && tooMany.pressSeqs).toHaveLength(LIMITS.maxPressesPerBatch);
    const future = parseDeviceMessage(pressTopic(LOCAL_STAGE, 'SC-1'), json({ ...batch(2), v: 2 }));
    expect(future.ok === false && [future.batchSeq, future.pressSeqs]).toEqual([
      7,
      [pressSeq(3, 0), pressSeq(3, 1)],
    ]);
  });

  it('refuses a payload over the byte limit before reading it', () => {
    const padded = json({ ...batch(1), pad: 'x'.repeat(LIMITS.maxPayloadBytes) });
    expect(parseDeviceMessage(pressTopic(LOCAL_STAGE, 'SC-1'), padded)).toMatchObject({
      ok: false,
      reason: 'too-large',
    });
  });

  it('refuses bytes that are not UTF-8', () => {
    const result = parseDeviceMessage(pressTopic(LOCAL_STAGE, 'SC-1'), new Uint8Array([0x7b, 0xff, 0x7d]));
    expect(result).toMatchObject({ ok: false, reason: 'invalid-json' });
  });

  it('takes one press of its own MAC from a direct button', () => {
    const one = { ...batch(1), presses: [{ ...batch(1).presses[0], mac: MAC }] };
    const ok = parseDeviceMessage(buttonTopic(LOCAL_STAGE, MAC, 'presses'), json(one));
    expect(ok.ok && ok.message.from).toEqual({ sender: 'button', stage: LOCAL_STAGE, mac: MAC });
    const other = parseDeviceMessage(buttonTopic(LOCAL_STAGE, 'AA:BB:CC:DD:EE:02', 'presses'), json(one));
    expect(other).toMatchObject({ ok: false, reason: 'mac-mismatch', pressSeqs: [pressSeq(3, 0)] });
    const two = parseDeviceMessage(buttonTopic(LOCAL_STAGE, MAC, 'presses'), json(batch(2)));
    expect(two).toMatchObject({ ok: false, reason: 'invalid-payload' });
  });

  it('never throws, whatever the payload', () => {
    for (const payload of [
      'null',
      '[]',
      '42',
      '"text"',
      '{"v":1,"presses":"x"}',
      '{"v":1,"presses":[null,1]}',
    ])
      expect(parseDeviceMessage(pressTopic(LOCAL_STAGE, 'SC-1'), payload).ok).toBe(false);
  });
});

describe('parseQueuedMessage (the rule envelope)', () => {
  it('decodes the base64 payload and keeps the arrival time', () => {
    const body = json({
      topic: pressTopic(LOCAL_STAGE, 'SC-1'),
      clientId: 'SC-1',
      receivedAt: 1_700_000_002_000,
      body: Buffer.from(json(batch(1))).toString('base64'),
    });
    const result = parseQueuedMessage(body);
    expect(result.receivedAt).toBe(1_700_000_002_000);
    expect(result.ok && result.message.kind).toBe('presses');
  });

  it('refuses a broken envelope', () => {
    expect(parseQueuedMessage('not json')).toMatchObject({ ok: false, reason: 'invalid-envelope' });
    expect(parseQueuedMessage(json({ topic: 'x', body: '' }))).toMatchObject({
      ok: false,
      reason: 'invalid-envelope',
      receivedAt: null,
    });
  });
});

describe('press time and order', () => {
  it('puts a press on the server clock by the age the scanner measured', () => {
    // The scanner's clock is an hour behind; only sentAt - at (300 ms) matters.
    expect(serverPressTime(1_000_000 - 300, 1_000_000, 1_000_000 + 3_600_000)).toBe(
      1_000_000 + 3_600_000 - 300,
    );
    // A clock stepped back between press and send counts as age zero.
    expect(serverPressTime(2_000, 1_000, 50_000)).toBe(50_000);
  });

  it('orders presses of one sender by seq, whatever their times', () => {
    const earlier = { sender: 'scanner:S1', seq: pressSeq(3, 9), serverAt: 2_000, receivedAt: 2_000 };
    const later = { sender: 'scanner:S1', seq: pressSeq(4, 0), serverAt: 1_000, receivedAt: 1_000 };
    expect(isLaterPress(later, earlier)).toBe(true);
    expect(isLaterPress(earlier, later)).toBe(false);
    expect(isLaterPress(earlier, earlier)).toBe(false);
  });

  it('orders presses of different senders by server press time, then arrival, then sender', () => {
    const a = { sender: 'scanner:A', seq: 5, serverAt: 1_000, receivedAt: 1_500 };
    const b = { sender: 'scanner:B', seq: 1, serverAt: 1_001, receivedAt: 1_200 };
    expect(isLaterPress(b, a)).toBe(true);
    expect(isLaterPress(a, b)).toBe(false);
    const tieA = { ...a, serverAt: 1_000, receivedAt: 1_200 };
    const tieB = { ...b, serverAt: 1_000, receivedAt: 1_300 };
    expect(isLaterPress(tieB, tieA)).toBe(true);
    expect(isLaterPress(tieA, tieB)).toBe(false);
    const fullTieB = { ...tieB, receivedAt: 1_200 };
    expect([isLaterPress(fullTieB, tieA), isLaterPress(tieA, fullTieB)]).toEqual([true, false]);
  });
});
