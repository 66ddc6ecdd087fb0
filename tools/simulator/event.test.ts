/** The --event message: the emitter's client id and topic, and a payload the contract accepts. */
import { describe, expect, it } from 'vitest';
import { deviceEventSchema, parseTopic } from '../../functions/src/devices/contract';
import { buildEventMessage } from './event';
import type { DeviceLogin } from './onboarding';

const button: DeviceLogin = { clientId: 'classpulse-dev-button:AABBCCDDEE01', stage: 'dev', options: {} };
const scanner: DeviceLogin = { clientId: 'classpulse-dev-scanner:SCN-0001', stage: 'dev', options: {} };

describe('buildEventMessage', () => {
  it("publishes a button's event on its own topic, as that button", () => {
    const message = buildEventMessage(
      { type: 'long-press', mac: 'aa:bb:cc:dd:ee:01', major: 1, minor: 7, data: { held: 3 } },
      button,
      1_767_225_600_000,
    );
    expect(message.clientId).toBe('classpulse-dev-button:AABBCCDDEE01');
    expect(message.topic).toBe('classpulse/dev/buttons/AABBCCDDEE01/events');
    expect(parseTopic(message.topic)).toEqual({
      sender: 'button',
      stage: 'dev',
      mac: 'AA:BB:CC:DD:EE:01',
      kind: 'events',
    });
    expect(JSON.parse(message.payload)).toEqual({
      v: 1,
      type: 'long-press',
      mac: 'AA:BB:CC:DD:EE:01',
      major: 1,
      minor: 7,
      data: { held: 3 },
      at: 1_767_225_600_000,
    });
  });

  it("publishes the scanner's own event without a MAC", () => {
    const message = buildEventMessage({ type: 'tag:scanned' }, scanner, 5);
    expect(message.clientId).toBe('classpulse-dev-scanner:SCN-0001');
    expect(message.topic).toBe('classpulse/dev/scanners/SCN-0001/events');
    const payload = deviceEventSchema.parse(JSON.parse(message.payload));
    expect(payload).toEqual({ v: 1, type: 'tag:scanned', at: 5 });
  });

  it('refuses what the contract refuses: a bad type, or data over the payload limit', () => {
    expect(() => buildEventMessage({ type: 'no spaces' }, scanner, 0)).toThrow();
    expect(() =>
      buildEventMessage(
        { type: 'big', data: { text: 'x'.repeat(3000), more: 'y'.repeat(6000) } },
        scanner,
        0,
      ),
    ).toThrow(/EVENT_DATA_TOO_LARGE/);
  });
});
