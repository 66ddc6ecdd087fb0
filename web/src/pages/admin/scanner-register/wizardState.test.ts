/**
 * The wizard's state machine: forward only, step 2 places the scanner, replies matched by request
 * id, each step asking a connected scanner once, and the demo's samples that never claim a join.
 */
import { describe, expect, it } from 'vitest';
import { normalizeMac } from '../../../mac';
import {
  canAdvance,
  initialWizard,
  replyErrorKey,
  SAMPLE_DEVICES,
  SAMPLE_NETWORKS,
  shownDevices,
  shownNetworks,
  stepName,
  stepRequest,
  type WizardEvent,
  type WizardState,
  wizardReducer,
} from './wizardState';

const run = (events: WizardEvent[], from: WizardState = initialWizard) => events.reduce(wizardReducer, from);
const lookedUp = (online = true, registered = false, demo = false): WizardEvent => ({
  type: 'looked-up',
  scid: 'SCN-1',
  registered,
  online,
  demo,
});
const sent = (op: string, requestId: string): WizardEvent => ({ type: 'sent', op, requestId, online: true });
const placed = (online = true): WizardEvent => ({
  type: 'placed',
  placed: { site: { _id: 'site-1', name: 'School' }, spot: { _id: 'spot-1', name: 'Room 3' } },
  online,
});
const reply = (
  requestId: string,
  op: string,
  payload: Record<string, unknown> = {},
  error: string | null = null,
) => ({ type: 'reply', reply: { requestId, op, ok: error === null, error, payload } }) as const;

describe('wizardReducer', () => {
  it('asks for a scanner id (ERR_INPUT_SCID) and stops at an already registered one', () => {
    expect(run([{ type: 'scid-empty' }])).toMatchObject({ step: 0, error: 'ERR_INPUT_SCID' });
    expect(run([lookedUp(true, true)])).toMatchObject({ step: 0, error: 'SCANNER_ALREADY_REGISTERED' });
    expect(stepName(run([lookedUp()]))).toBe('names');
  });

  it('walks all six steps on the replies of the pending requests', () => {
    const state = run([
      lookedUp(),
      placed(),
      sent('identify', 'r1'),
      reply('r1', 'identify', { model: 'CP-S1' }),
      { type: 'next' },
      sent('scan-devices', 'r2'),
      reply('r2', 'scan-devices', { done: false, devices: [{ mac: 'AA:BB:CC:DD:EE:01' }] }),
      reply('r2', 'scan-devices', { done: true, devices: [{ mac: 'AA:BB:CC:DD:EE:02' }] }),
      { type: 'next' },
      sent('scan-wifi', 'r3'),
      reply('r3', 'scan-wifi', { networks: [{ ssid: 'Room-3', secure: true }] }),
      sent('set-wifi', 'r4'),
      reply('r4', 'set-wifi', { ssid: 'Room-3' }),
      { type: 'next' },
      sent('commit', 'r5'),
      reply('r5', 'commit'),
    ]);

    expect(stepName(state)).toBe('done');
    expect(state.placed?.spot?.name).toBe('Room 3');
    expect(state.identity).toEqual({ model: 'CP-S1' });
    expect(state.devices.map((device) => device.mac)).toEqual(['AA:BB:CC:DD:EE:01', 'AA:BB:CC:DD:EE:02']);
    expect(state.networks).toEqual([{ ssid: 'Room-3', secure: true }]);
    expect(state.joined).toBe('Room-3');
  });

  it('does not move on while a step runs or before it has succeeded', () => {
    const scanning = run([
      lookedUp(),
      placed(),
      sent('identify', 'r1'),
      reply('r1', 'identify'),
      { type: 'next' },
      sent('scan-devices', 'r2'),
    ]);
    const partial = run([reply('r2', 'scan-devices', { done: false, devices: [] })], scanning);

    expect(canAdvance(partial)).toBe(false);
    expect(run([{ type: 'next' }], partial).step).toBe(partial.step);
    expect(run([{ type: 'next' }], run([lookedUp()])).step).toBe(1);
  });

  it('ignores replies to other requests and shows a failed step translated', () => {
    const waiting = run([lookedUp(), placed(), sent('identify', 'r1')]);

    expect(run([reply('other', 'identify')], waiting)).toEqual(waiting);
    const failed = run([reply('r1', 'identify', {}, 'busy')], waiting);
    expect(failed).toMatchObject({ pending: null, error: 'REGISTER_ERR_BUSY', identity: null });
    expect(replyErrorKey('wifi-auth-failed')).toBe('REGISTER_ERR_WIFI_AUTH_FAILED');
  });

  it('has no way back: only next moves, one step at a time', () => {
    const events: WizardEvent['type'][] = ['scid-empty', 'lookup-failed', 'send-failed', 'next'];
    const at = run([lookedUp(), placed(), sent('identify', 'r1'), reply('r1', 'identify')]);
    for (const type of events) {
      const after = wizardReducer(at, { type, key: 'X' } as WizardEvent);
      expect(after.step).toBeGreaterThanOrEqual(at.step);
      expect(after.step - at.step).toBeLessThanOrEqual(1);
    }
  });

  it('moves past step 2 only once the scanner is placed on a site and has answered', () => {
    const named = run([lookedUp(), sent('identify', 'r1'), reply('r1', 'identify')]);

    expect(canAdvance(named)).toBe(false);
    expect(canAdvance(run([placed()], named))).toBe(true);
  });

  it('asks a connected scanner once per step, and an unconnected one only when it connects', () => {
    const offline = run([lookedUp(false), placed(false)]);
    const connected = run([{ type: 'connection', online: true }], offline);
    const asked = run([sent('identify', 'r1'), reply('r1', 'identify', {}, 'busy')], connected);

    expect(stepRequest(run([lookedUp()]))).toBeNull();
    expect(stepRequest(offline)).toBeNull();
    expect(stepRequest(connected)).toBe('identify');
    expect(stepRequest(asked)).toBeNull();
    expect(stepRequest(run([sent('identify', 'r2'), reply('r2', 'identify'), { type: 'next' }], asked))).toBe(
      'scan-devices',
    );
  });

  it('says a scanner that answers is connected, and follows its status', () => {
    const offline = run([
      lookedUp(false),
      placed(false),
      { type: 'sent', op: 'identify', requestId: 'r1', online: false },
    ]);

    expect(run([reply('r1', 'identify')], offline).online).toBe(true);
    expect(
      run(
        [
          { type: 'connection', online: true },
          { type: 'connection', online: false },
        ],
        offline,
      ).online,
    ).toBe(false);
  });

  it('shows sample lists for an unconnected scanner in the demo, and never says it joined a network', () => {
    const sample = run([lookedUp(false, false, true), placed(false)]);
    const offline = run([lookedUp(false, false, false), placed(false)]);
    const atWifi = run([{ type: 'next' }, { type: 'next' }], sample);
    const done = run([{ type: 'next' }, { type: 'next' }], atWifi);

    expect(shownDevices(sample)).toEqual(SAMPLE_DEVICES);
    expect(shownNetworks(sample)).toEqual(SAMPLE_NETWORKS);
    expect(shownDevices(offline)).toEqual([]);
    expect(canAdvance(offline)).toBe(false);
    expect(stepName(atWifi)).toBe('wifi');
    expect(atWifi.joined).toBeNull();
    expect(stepName(done)).toBe('done');
    expect(done).toMatchObject({ joined: null, committed: false });
    // Connected again, the scanner's own lists replace the samples.
    expect(shownNetworks(run([{ type: 'connection', online: true }], atWifi))).toEqual([]);
  });

  it('shows sample devices whose MACs are valid six-octet addresses the device form would take', () => {
    // Act
    const normalised = SAMPLE_DEVICES.map((device) => normalizeMac(device.mac));

    // Assess
    expect(normalised).toEqual(SAMPLE_DEVICES.map((device) => device.mac));
    expect(SAMPLE_DEVICES.every((device) => device.mac.split(':').length === 6)).toBe(true);
  });
});
