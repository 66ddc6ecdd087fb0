/** Device identities and MQTT topics: names, parsing, the IoT rule filters and the broker's access rule. */
import { normalizeMac } from '../domain/mac';

/** Topic root; IoT Core reserves `$aws/`, and one root keeps the policies and rules readable. */
export const TOPIC_ROOT = 'classpulse';

/**
 * A scanner id usable as an IoT thing name and as one topic level: the thing-name alphabet, no
 * MQTT wildcards or separators. The scanner's MQTT client id is this same text.
 */
export const SCID_PATTERN = /^[A-Za-z0-9_:-]{1,64}$/;

/** A direct button's thing name and client id: its MAC as 12 upper-case hex digits. */
export const BUTTON_ID_PATTERN = /^[0-9A-F]{12}$/;

export function isTopicSafeScid(scid: string): boolean {
  return SCID_PATTERN.test(scid);
}

/** The button id of a MAC in any accepted spelling, or null when the text is not a MAC. */
export function buttonIdOf(mac: string): string | null {
  return normalizeMac(mac)?.replace(/:/g, '') ?? null;
}

/** Topic kinds of a scanner and, for direct buttons, the subset they use. */
export type ScannerTopicKind =
  | 'presses'
  | 'acks'
  | 'status'
  | 'registerRequests'
  | 'registerReplies'
  | 'events';
export type ButtonTopicKind = 'presses' | 'acks' | 'status' | 'events';

const SCANNER_SUFFIXES: Record<ScannerTopicKind, string> = {
  presses: 'presses',
  acks: 'acks',
  status: 'status',
  registerRequests: 'register/requests',
  registerReplies: 'register/replies',
  events: 'events',
};
const BUTTON_KINDS: readonly ButtonTopicKind[] = ['presses', 'acks', 'status', 'events'];

/** What a device may publish (device -> cloud) and subscribe to (cloud -> device). */
export const DEVICE_PUBLISHES: ReadonlySet<ScannerTopicKind> = new Set([
  'presses',
  'status',
  'registerReplies',
  'events',
]);
export const DEVICE_SUBSCRIBES: ReadonlySet<ScannerTopicKind> = new Set(['acks', 'registerRequests']);

/** Who sent or receives a message: a scanner by its scid or a direct button by its MAC. */
export type DeviceAddress = { sender: 'scanner'; scid: string } | { sender: 'button'; mac: string };
export type ParsedTopic =
  | { sender: 'scanner'; scid: string; kind: ScannerTopicKind }
  | { sender: 'button'; mac: string; kind: ButtonTopicKind };

function scannerTopic(scid: string, kind: ScannerTopicKind): string {
  if (!isTopicSafeScid(scid)) throw new Error(`Not a topic-safe scanner id: ${JSON.stringify(scid)}`);
  return `${TOPIC_ROOT}/scanners/${scid}/${SCANNER_SUFFIXES[kind]}`;
}

export const pressTopic = (scid: string) => scannerTopic(scid, 'presses');
export const ackTopic = (scid: string) => scannerTopic(scid, 'acks');
export const statusTopic = (scid: string) => scannerTopic(scid, 'status');
export const registerRequestTopic = (scid: string) => scannerTopic(scid, 'registerRequests');
export const registerReplyTopic = (scid: string) => scannerTopic(scid, 'registerReplies');
/** Events a scanner emits itself or relays for a button (docs/devices-mqtt.md "(e) Events"). */
export const eventTopic = (scid: string) => scannerTopic(scid, 'events');

/** A direct button's topic; the MAC may be in any accepted spelling. */
export function buttonTopic(mac: string, kind: ButtonTopicKind): string {
  const id = buttonIdOf(mac);
  if (!id) throw new Error(`Not a MAC: ${JSON.stringify(mac)}`);
  return `${TOPIC_ROOT}/buttons/${id}/${kind}`;
}

/** The topic of a kind for an address (the consumer answers a press batch on `acks` this way). */
export function topicFor(address: DeviceAddress, kind: ButtonTopicKind): string {
  return address.sender === 'scanner' ? scannerTopic(address.scid, kind) : buttonTopic(address.mac, kind);
}

/** A stable text naming the sender, used to compare press sequences of the same sender. */
export function senderKey(address: DeviceAddress): string {
  return address.sender === 'scanner' ? `scanner:${address.scid}` : `button:${buttonIdOf(address.mac)}`;
}

/** The kind and device of a topic of this contract, or null for any other topic. */
export function parseTopic(topic: string): ParsedTopic | null {
  const [root, family, id, ...rest] = topic.split('/');
  if (root !== TOPIC_ROOT || id === undefined) return null;
  const suffix = rest.join('/');
  if (family === 'scanners' && isTopicSafeScid(id)) {
    const kind = (Object.keys(SCANNER_SUFFIXES) as ScannerTopicKind[]).find(
      (k) => SCANNER_SUFFIXES[k] === suffix,
    );
    return kind ? { sender: 'scanner', scid: id, kind } : null;
  }
  if (family === 'buttons' && BUTTON_ID_PATTERN.test(id)) {
    const kind = BUTTON_KINDS.find((k) => k === suffix);
    const mac = normalizeMac(id);
    return kind && mac ? { sender: 'button', mac, kind } : null;
  }
  return null;
}

/** IoT rule / local router topic filters: what goes to the answer queue and the device queue. */
export const RULE_FILTERS = {
  presses: [`${TOPIC_ROOT}/scanners/+/presses`, `${TOPIC_ROOT}/buttons/+/presses`],
  status: [`${TOPIC_ROOT}/scanners/+/status`, `${TOPIC_ROOT}/buttons/+/status`],
  registerReplies: [`${TOPIC_ROOT}/scanners/+/register/replies`],
  events: [`${TOPIC_ROOT}/scanners/+/events`, `${TOPIC_ROOT}/buttons/+/events`],
} as const;

function ownsTopic(clientId: string, parsed: ParsedTopic | null): parsed is ParsedTopic {
  if (!parsed) return false;
  return parsed.sender === 'scanner' ? parsed.scid === clientId : buttonIdOf(parsed.mac) === clientId;
}

/**
 * The device access rule, the same as the IoT policy (thing name = client id): a device publishes
 * only its own presses, status, register replies and events.
 */
export function mayPublish(clientId: string, topic: string): boolean {
  const parsed = parseTopic(topic);
  return ownsTopic(clientId, parsed) && DEVICE_PUBLISHES.has(parsed.kind);
}

/** A device subscribes only to its own acks and register requests, by exact topic (no wildcards). */
export function maySubscribe(clientId: string, topicFilter: string): boolean {
  const parsed = parseTopic(topicFilter);
  return ownsTopic(clientId, parsed) && DEVICE_SUBSCRIBES.has(parsed.kind);
}
