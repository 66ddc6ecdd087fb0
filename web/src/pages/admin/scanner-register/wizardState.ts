/**
 * The registration wizard's pure state machine (spec section 2 "Scanner registration wizard";
 * docs/devices-mqtt.md "(d) Registration"): six steps, forward only. Each scanner step sends one
 * request and waits for the replies that carry its request id (onRegister); a reply to any other
 * request is ignored. When the scanner is offline in the demo, steps 3 and 4 show fixed sample
 * lists and send nothing, as the spec's placeholder lists do.
 */

export const STEPS = ['scid', 'names', 'devices', 'wifi', 'confirm', 'done'] as const;
export type StepName = (typeof STEPS)[number];

export interface ScannedDevice {
  mac: string;
  rssi?: number;
  battery?: number;
  model?: string;
}
export interface WifiNetwork {
  ssid: string;
  rssi?: number;
  secure: boolean;
}

/** A reply as onRegister delivers it (payload is the scanner's whole reply, parsed). */
export interface WizardReply {
  requestId: string;
  op: string;
  ok: boolean;
  error: string | null;
  payload: Record<string, unknown>;
}

export interface WizardState {
  step: number;
  scid: string;
  /** The scanner heard within the alive window when it was looked up or last sent to. */
  online: boolean;
  /** Fixed sample lists instead of the scanner (offline in the demo). */
  sample: boolean;
  pending: { op: string; requestId: string } | null;
  identity: Record<string, unknown> | null;
  devices: ScannedDevice[];
  scanDone: boolean;
  networks: WifiNetwork[];
  /** The network the scanner joined (set-wifi ok). */
  joined: string | null;
  committed: boolean;
  /** A translation key to show, or null. */
  error: string | null;
}

export type WizardEvent =
  | { type: 'scid-empty' }
  | { type: 'looked-up'; scid: string; registered: boolean; online: boolean; demo: boolean }
  | { type: 'lookup-failed'; key: string }
  | { type: 'sent'; op: string; requestId: string; online: boolean }
  | { type: 'send-failed'; key: string }
  | { type: 'reply'; reply: WizardReply }
  | { type: 'sample-wifi'; ssid: string }
  | { type: 'next' };

export const SAMPLE_DEVICES: ScannedDevice[] = [
  { mac: '0C:00:00:00:00:01', rssi: -50, battery: 90, model: 'sample' },
  { mac: '0C:00:00:00:00:02', rssi: -58, battery: 75, model: 'sample' },
];
export const SAMPLE_NETWORKS: WifiNetwork[] = [
  { ssid: 'Sample-WiFi', rssi: -45, secure: true },
  { ssid: 'Sample-Open', rssi: -70, secure: false },
];

export const initialWizard: WizardState = {
  step: 0,
  scid: '',
  online: false,
  sample: false,
  pending: null,
  identity: null,
  devices: [],
  scanDone: false,
  networks: [],
  joined: null,
  committed: false,
  error: null,
};

export const stepName = (state: WizardState): StepName => STEPS[state.step] ?? 'done';

/** The translation key of a scanner's error code: wifi-auth-failed -> REGISTER_ERR_WIFI_AUTH_FAILED. */
export const replyErrorKey = (error: string | null) =>
  `REGISTER_ERR_${(error ?? 'unknown').toUpperCase().replace(/-/g, '_')}`;

/** Whether the current step is finished, so Next may move on. */
export function canAdvance(state: WizardState): boolean {
  if (state.pending) return false;
  switch (stepName(state)) {
    case 'names':
      return state.sample || state.identity !== null;
    case 'devices':
      return state.sample || state.scanDone;
    case 'wifi':
      return state.joined !== null;
    case 'confirm':
      return state.committed;
    default:
      return false;
  }
}

function onReply(state: WizardState, reply: WizardReply): WizardState {
  if (!state.pending || reply.requestId !== state.pending.requestId) return state;
  if (!reply.ok) return { ...state, pending: null, error: replyErrorKey(reply.error) };
  const { payload } = reply;
  switch (reply.op) {
    case 'identify':
      return { ...state, pending: null, error: null, identity: payload };
    case 'scan-devices': {
      const found = Array.isArray(payload.devices) ? (payload.devices as ScannedDevice[]) : [];
      const known = new Set(state.devices.map((device) => device.mac));
      const devices = [...state.devices, ...found.filter((device) => !known.has(device.mac))];
      // Reports keep coming until done; the step stays pending until then.
      return payload.done
        ? { ...state, devices, scanDone: true, pending: null, error: null }
        : { ...state, devices };
    }
    case 'scan-wifi':
      return {
        ...state,
        pending: null,
        error: null,
        networks: Array.isArray(payload.networks) ? (payload.networks as WifiNetwork[]) : [],
      };
    case 'set-wifi':
      return { ...state, pending: null, error: null, joined: String(payload.ssid ?? '') || null };
    case 'commit':
      // The scanner has saved everything: the wizard ends on its own.
      return { ...state, pending: null, error: null, committed: true, step: STEPS.indexOf('done') };
    default:
      return { ...state, pending: null };
  }
}

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'scid-empty':
      return { ...state, error: 'ERR_INPUT_SCID' };
    case 'looked-up': {
      if (event.registered) return { ...state, error: 'SCANNER_ALREADY_REGISTERED' };
      const sample = !event.online && event.demo;
      return {
        ...initialWizard,
        step: 1,
        scid: event.scid,
        online: event.online,
        sample,
        devices: sample ? SAMPLE_DEVICES : [],
        networks: sample ? SAMPLE_NETWORKS : [],
      };
    }
    case 'lookup-failed':
    case 'send-failed':
      return { ...state, pending: null, error: event.key };
    case 'sent':
      return {
        ...state,
        online: event.online,
        error: null,
        pending: { op: event.op, requestId: event.requestId },
        ...(event.op === 'scan-devices' ? { devices: [], scanDone: false } : {}),
        ...(event.op === 'set-wifi' ? { joined: null } : {}),
      };
    case 'reply':
      return onReply(state, event.reply);
    case 'sample-wifi':
      return state.sample ? { ...state, joined: event.ssid, error: null } : state;
    case 'next':
      if (stepName(state) === 'confirm' && state.sample)
        return { ...state, step: state.step + 1, committed: true };
      return canAdvance(state) ? { ...state, step: state.step + 1, error: null } : state;
  }
}
