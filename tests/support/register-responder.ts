/**
 * How a test scanner answers the registration wizard (docs/devices-mqtt.md "(d) Registration"):
 * identify with its model and firmware, scan-devices in two reports (then done), scan-wifi with a
 * few networks, set-wifi ok (or wifi-auth-failed for a chosen password), commit and cancel ok.
 * One step at a time: a request arriving while a step runs gets `busy`, as firmware does.
 */
import type { MqttClient } from 'mqtt';
import {
  type RegisterReply,
  type RegisterRequest,
  registerReplyTopic,
} from '../../functions/src/devices/contract';

export interface RegisterResponderOptions {
  /** How long each step takes before its (last) reply. @default 150 */
  stepMs?: number;
  /** Devices reported by scan-devices (MACs as AA:BB:CC:DD:EE:FF). */
  devices?: { mac: string; rssi?: number; battery?: number; model?: string }[];
  networks?: { ssid: string; rssi?: number; secure: boolean }[];
  /** set-wifi with this password fails with wifi-auth-failed. */
  wrongPassword?: string;
}

export const SAMPLE_DEVICES = [
  { mac: '0C:11:22:33:44:01', rssi: -48, battery: 92, model: 'CP-B1' },
  { mac: '0C:11:22:33:44:02', rssi: -55, battery: 80, model: 'CP-B1' },
  { mac: '0C:11:22:33:44:03', rssi: -61, battery: 64, model: 'CP-B1' },
];
export const SAMPLE_NETWORKS = [
  { ssid: 'Room-3', rssi: -42, secure: true },
  { ssid: 'School-Guest', rssi: -67, secure: false },
];

/** A reply without the fields every reply has (distributes over the ops). */
type WithoutEnvelope<T> = T extends unknown ? Omit<T, 'v' | 'requestId' | 'sentAt'> : never;
/** Any step may be answered busy; a scan-devices reply also says done, so the console stops waiting. */
type BusyBody = { op: RegisterRequest['op']; ok: false; error: 'busy'; done?: true };
type ReplyBody = WithoutEnvelope<RegisterReply> | BusyBody;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerResponder(
  client: MqttClient,
  stage: string,
  scid: string,
  options: RegisterResponderOptions,
) {
  const stepMs = options.stepMs ?? 150;
  const devices = options.devices ?? SAMPLE_DEVICES;
  const networks = options.networks ?? SAMPLE_NETWORKS;
  let running = false;

  const reply = (request: RegisterRequest, body: ReplyBody) =>
    client.publishAsync(
      registerReplyTopic(stage, scid),
      JSON.stringify({ v: 1, requestId: request.requestId, sentAt: Date.now(), ...body }),
      { qos: 1 },
    );

  async function step(request: RegisterRequest): Promise<void> {
    switch (request.op) {
      case 'identify':
        await pause(stepMs);
        await reply(request, { op: 'identify', ok: true, model: 'CP-S1', firmware: '1.4.2', ssid: 'setup' });
        return;
      case 'scan-devices': {
        const half = Math.ceil(devices.length / 2);
        await pause(stepMs);
        await reply(request, { op: 'scan-devices', ok: true, done: false, devices: devices.slice(0, half) });
        await pause(stepMs);
        await reply(request, { op: 'scan-devices', ok: true, done: true, devices: devices.slice(half) });
        return;
      }
      case 'scan-wifi':
        await pause(stepMs);
        await reply(request, { op: 'scan-wifi', ok: true, networks });
        return;
      case 'set-wifi':
        await pause(stepMs);
        if (!networks.some((network) => network.ssid === request.ssid))
          await reply(request, { op: 'set-wifi', ok: false, error: 'wifi-not-found' });
        else if (request.password === options.wrongPassword)
          await reply(request, { op: 'set-wifi', ok: false, error: 'wifi-auth-failed' });
        else await reply(request, { op: 'set-wifi', ok: true, ssid: request.ssid });
        return;
      default:
        await pause(stepMs);
        await reply(request, { op: request.op, ok: true });
    }
  }

  return {
    async answer(request: RegisterRequest): Promise<void> {
      if (running) {
        await reply(request, { op: request.op, ok: false, error: 'busy', done: true });
        return;
      }
      running = true;
      try {
        await step(request);
      } finally {
        running = false;
      }
    },
  };
}
