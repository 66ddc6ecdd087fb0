/**
 * The registration wizard's pure state machine (spec section 2 "Scanner registration wizard";
 * docs/devices-mqtt.md "(d) Registration"): six steps, forward only. Step 2 places the scanner on
 * its site and classroom; each scanner step then sends one request and waits for the replies that
 * carry its request id (onRegister); a reply to any other request is ignored.
 * The scanner's connection is tracked live (the lookup, each request's answer, onScannerStatus),
 * and a step asks the scanner only while it is connected: a scanner that is not says so and the
 * step waits, then asks when it connects. On the local demo stack an unconnected scanner's steps
 * 3 and 4 show fixed sample lists instead, as the spec's placeholder lists do, and may be passed;
 * nothing is sent to it then, so no step claims it did anything (it never "joined" a network).
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

/** Where step 2 placed the scanner, with the names the confirm step shows. */
export interface Placement {
  site: { _id: string; name?: string | null };
  spot: { _id: string; name?: string | null } | null;
}

export interface WizardState {
  step: number;
  scid: string;
  /** The scanner's connection as last heard (lookup, a request's answer, onScannerStatus). */
  online: boolean;
  /** The local demo stack: an unconnected scanner's lists are samples (see sampleShown). */
  demo: boolean;
  /** Set by step 2: the scanner's site and classroom. */
  placed: Placement | null;
  pending: { op: string; requestId: string } | null;
  /** The ops sent in the current step, so it asks the scanner once on its own. */
  asked: string[];
  identity: Record<string, unknown> | null;
  devices: ScannedDevice[];
  scanDone: boolean;
  networks: WifiNetwork[];
  /** The network the scanner joined: only a set-wifi reply with ok says so. */
  joined: string | null;
  committed: boolean;
  /** A translation key to show, or null. */
  error: string | null;
}

export type WizardEvent =
  | { type: 'scid-empty' }
  | { type: 'looked-up'; scid: string; registered: boolean; online: boolean; demo: boolean }
  | { type: 'lookup-failed'; key: string }
  | { type: 'placed'; placed: Placement; online: boolean }
  | { type: 'connection'; online: boolean }
  | { type: 'sent'; op: string; requestId: string; online: boolean }
  | { type: 'send-failed'; key: string }
  | { type: 'reply'; reply: WizardReply }
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
  demo: false,
  placed: null,
  pending: null,
  asked: [],
  identity: null,
  devices: [],
  scanDone: false,
  networks: [],
  joined: null,
  committed: false,
  error: null,
};

export const stepName = (state: WizardState): StepName => STEPS[state.step] ?? 'done';

/** The demo's stand-in for an unconnected scanner: sample lists, nothing sent. */
export const isSample = (state: WizardState) => state.demo && !state.online;

/** The devices step's list: what the scanner found, or the samples while it is not connected. */
export const shownDevices = (state: WizardState) =>
  state.scanDone || !isSample(state) ? state.devices : SAMPLE_DEVICES;

/** The WiFi step's list: what the scanner found, or the samples while it is not connected. */
export const shownNetworks = (state: WizardState) =>
  state.networks.length > 0 || !isSample(state) ? state.networks : SAMPLE_NETWORKS;

/** The translation key of a scanner's error code: wifi-auth-failed -> REGISTER_ERR_WIFI_AUTH_FAILED. */
export const replyErrorKey = (error: string | null) =>
  `REGISTER_ERR_${(error ?? 'unknown').toUpperCase().replace(/-/g, '_')}`;

/** Whether the current step is finished, so Next may move on. */
export function canAdvance(state: WizardState): boolean {
  if (state.pending) return false;
  switch (stepName(state)) {
    case 'names':
      return state.placed !== null && (state.identity !== null || isSample(state));
    case 'devices':
      return state.scanDone || isSample(state);
    case 'wifi':
      return state.joined !== null || isSample(state);
    case 'confirm':
      return state.committed;
    default:
      return false;
  }
}

/**
 * The request the current step sends on its own now: once per step, only to a connected scanner
 * and never while another is pending (a scanner answers one at a time).
 */
export function stepRequest(state: WizardState): 'identify' | 'scan-devices' | 'scan-wifi' | null {
  if (!state.online || state.pending) return null;
  const once = <T extends string>(op: T) => (state.asked.includes(op) ? null : op);
  switch (stepName(state)) {
    case 'names':
      return state.placed && !state.identity ? once('identify') : null;
    case 'devices':
      return state.scanDone ? null : once('scan-devices');
    case 'wifi':
      return state.networks.length > 0 ? null : once('scan-wifi');
    default:
      return null;
  }
}

function onReply(state: WizardState, reply: WizardReply): WizardState {
  if (!state.pending || reply.requestId !== state.pending.requestId) return state;
  // A scanner that answers is connected, whatever the last status said.
  const heard = { ...state, online: true };
  if (!reply.ok) return { ...heard, pending: null, error: replyErrorKey(reply.error) };
  const { payload } = reply;
  switch (reply.op) {
    case 'identify':
      return { ...heard, pending: null, error: null, identity: payload };
    case 'scan-devices': {
      const found = Array.isArray(payload.devices) ? (payload.devices as ScannedDevice[]) : [];
      const known = new Set(state.devices.map((device) => device.mac));
      const devices = [...state.devices, ...found.filter((device) => !known.has(device.mac))];
      // Reports keep coming until done; the step stays pending until then.
      return payload.done
        ? { ...heard, devices, scanDone: true, pending: null, error: null }
        : { ...heard, devices };
    }
    case 'scan-wifi':
      return {
        ...heard,
        pending: null,
        error: null,
        networks: Array.isArray(payload.networks) ? (payload.networks as WifiNetwork[]) : [],
      };
    case 'set-wifi':
      return { ...heard, pending: null, error: null, joined: String(payload.ssid ?? '') || null };
    case 'commit':
      // The scanner has saved everything: the wizard ends on its own.
      return { ...heard, pending: null, error: null, committed: true, step: STEPS.indexOf('done') };
    default:
      return { ...heard, pending: null };
  }
}

export function wizardReducer(state: WizardState, event: WizardEvent): WizardState {
  switch (event.type) {
    case 'scid-empty':
      return { ...state, error: 'ERR_INPUT_SCID' };
    case 'looked-up':
      if (event.registered) return { ...state, error: 'SCANNER_ALREADY_REGISTERED' };
      return { ...initialWizard, step: 1, scid: event.scid, online: event.online, demo: event.demo };
    case 'lookup-failed':
    case 'send-failed':
      return { ...state, pending: null, error: event.key };
    case 'placed':
      return { ...state, placed: event.placed, online: event.online, error: null };
    case 'connection':
      return { ...state, online: event.online };
    case 'sent':
      return {
        ...state,
        online: event.online,
        error: null,
        pending: { op: event.op, requestId: event.requestId },
        asked: [...state.asked, event.op],
        ...(event.op === 'scan-devices' ? { devices: [], scanDone: false } : {}),
        ...(event.op === 'set-wifi' ? { joined: null } : {}),
      };
    case 'reply':
      return onReply(state, event.reply);
    case 'next':
      if (stepName(state) === 'confirm' && isSample(state) && !state.pending)
        return { ...state, step: state.step + 1, asked: [] };
      return canAdvance(state) ? { ...state, step: state.step + 1, asked: [], error: null } : state;
  }
}
