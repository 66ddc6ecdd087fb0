/**
 * Device identities and MQTT topics: names, parsing, the IoT rule filters and the broker's access
 * rule. Everything is namespaced by the deployment's stage (docs/devices-mqtt.md "Namespace"), so
 * two stages in one AWS account and region never share a topic, a thing name or a rule's traffic:
 * topics live under `classpulse/<stage>/`, thing names are `classpulse-<stage>-<family>:<id>`.
 */
import { normalizeMac } from '../kernel/mac';
import { SCID_PATTERN } from '../kernel/scid';
import { STAGE_PATTERN } from '../kernel/stage';

/** The first topic level of every stage; IoT Core reserves `$aws/`. */
export const TOPIC_PROJECT = 'classpulse';

/** The topic root of a stage: `classpulse/<stage>`. */
export function topicRoot(stage: string): string {
  if (!STAGE_PATTERN.test(stage)) throw new Error(`Not a stage name: ${JSON.stringify(stage)}`);
  return `${TOPIC_PROJECT}/${stage}`;
}

/** A direct button's id in topics and thing names: its MAC as 12 upper-case hex digits. */
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

/** Who sent or receives a message: a scanner by its scid or a direct button by its MAC, in a stage. */
export type DeviceAddress =
  | { sender: 'scanner'; stage: string; scid: string }
  | { sender: 'button'; stage: string; mac: string };
export type ParsedTopic =
  | { sender: 'scanner'; stage: string; scid: string; kind: ScannerTopicKind }
  | { sender: 'button'; stage: string; mac: string; kind: ButtonTopicKind };

function scannerTopic(stage: string, scid: string, kind: ScannerTopicKind): string {
  if (!isTopicSafeScid(scid)) throw new Error(`Not a topic-safe scanner id: ${JSON.stringify(scid)}`);
  return `${topicRoot(stage)}/scanners/${scid}/${SCANNER_SUFFIXES[kind]}`;
}

export const pressTopic = (stage: string, scid: string) => scannerTopic(stage, scid, 'presses');
export const ackTopic = (stage: string, scid: string) => scannerTopic(stage, scid, 'acks');
export const statusTopic = (stage: string, scid: string) => scannerTopic(stage, scid, 'status');
export const registerRequestTopic = (stage: string, scid: string) =>
  scannerTopic(stage, scid, 'registerRequests');
export const registerReplyTopic = (stage: string, scid: string) =>
  scannerTopic(stage, scid, 'registerReplies');
/** Events a scanner emits itself or relays for a button (docs/devices-mqtt.md "(f) Events"). */
export const eventTopic = (stage: string, scid: string) => scannerTopic(stage, scid, 'events');

/** A direct button's topic; the MAC may be in any accepted spelling. */
export function buttonTopic(stage: string, mac: string, kind: ButtonTopicKind): string {
  const id = buttonIdOf(mac);
  if (!id) throw new Error(`Not a MAC: ${JSON.stringify(mac)}`);
  return `${topicRoot(stage)}/buttons/${id}/${kind}`;
}

/** The topic of a kind for an address, in the address's stage (acks go back where presses came from). */
export function topicFor(address: DeviceAddress, kind: ButtonTopicKind): string {
  return address.sender === 'scanner'
    ? scannerTopic(address.stage, address.scid, kind)
    : buttonTopic(address.stage, address.mac, kind);
}

/**
 * A stable text naming the sender, used to compare press sequences of the same sender. One table
 * belongs to one stage, so the stage is not part of it.
 */
export function senderKey(address: DeviceAddress): string {
  return address.sender === 'scanner' ? `scanner:${address.scid}` : `button:${buttonIdOf(address.mac)}`;
}

/** The kind, stage and device of a topic of this contract, or null for any other topic. */
export function parseTopic(topic: string): ParsedTopic | null {
  const [project, stage, family, id, ...rest] = topic.split('/');
  if (project !== TOPIC_PROJECT || stage === undefined || !STAGE_PATTERN.test(stage) || id === undefined)
    return null;
  const suffix = rest.join('/');
  if (family === 'scanners' && isTopicSafeScid(id)) {
    const kind = (Object.keys(SCANNER_SUFFIXES) as ScannerTopicKind[]).find(
      (k) => SCANNER_SUFFIXES[k] === suffix,
    );
    return kind ? { sender: 'scanner', stage, scid: id, kind } : null;
  }
  if (family === 'buttons' && BUTTON_ID_PATTERN.test(id)) {
    const kind = BUTTON_KINDS.find((k) => k === suffix);
    const mac = normalizeMac(id);
    return kind && mac ? { sender: 'button', stage, mac, kind } : null;
  }
  return null;
}

/** IoT rule / local router topic filters of a stage: what goes to the device queue. */
export function ruleFilters(stage: string) {
  const root = topicRoot(stage);
  return {
    presses: [`${root}/scanners/+/presses`, `${root}/buttons/+/presses`],
    status: [`${root}/scanners/+/status`, `${root}/buttons/+/status`],
    registerReplies: [`${root}/scanners/+/register/replies`],
    events: [`${root}/scanners/+/events`, `${root}/buttons/+/events`],
  } as const;
}

/** A device family: its thing type is `classpulse-<stage>-<family>`. `claim` is the onboarding identity. */
export type ThingFamily = 'scanner' | 'button' | 'claim';

/** A stage's thing type (and IoT policy and provisioning template) name for a family. */
export function thingTypeName(stage: string, family: ThingFamily): string {
  if (!STAGE_PATTERN.test(stage)) throw new Error(`Not a stage name: ${JSON.stringify(stage)}`);
  return `${TOPIC_PROJECT}-${stage}-${family}`;
}

/**
 * A device's IoT thing name and MQTT client id: its thing type, a colon and its id (the scid, or a
 * button's 12 hex digits), e.g. `classpulse-dev-scanner:SCN-0001`. A stage name has no colon, so
 * the first colon always ends the type. A claim connection uses `classpulse-<stage>-claim:<any>`.
 */
export function thingName(stage: string, family: ThingFamily, id: string): string {
  const valid = family === 'button' ? BUTTON_ID_PATTERN.test(id) : isTopicSafeScid(id);
  if (!valid) throw new Error(`Not a ${family} id: ${JSON.stringify(id)}`);
  return `${thingTypeName(stage, family)}:${id}`;
}

/** The scanner's thing name (its MQTT client id). */
export const scannerThingName = (stage: string, scid: string) => thingName(stage, 'scanner', scid);

export interface ThingIdentity {
  stage: string;
  family: ThingFamily;
  id: string;
}

/** The stage, family and id a thing name (or client id) carries, or null for any other text. */
export function parseThingName(name: string): ThingIdentity | null {
  const colon = name.indexOf(':');
  if (colon < 0) return null;
  const type = name.slice(0, colon);
  const id = name.slice(colon + 1);
  const match = /^classpulse-([a-z][a-z0-9-]{0,15})-(scanner|button|claim)$/.exec(type);
  if (!match) return null;
  const [, stage = '', family = ''] = match;
  if (!STAGE_PATTERN.test(stage)) return null;
  const valid = family === 'button' ? BUTTON_ID_PATTERN.test(id) : isTopicSafeScid(id);
  return valid ? { stage, family: family as ThingFamily, id } : null;
}

function ownsTopic(clientId: string, parsed: ParsedTopic | null): parsed is ParsedTopic {
  const thing = parseThingName(clientId);
  if (!parsed || !thing || thing.stage !== parsed.stage) return false;
  return parsed.sender === 'scanner'
    ? thing.family === 'scanner' && parsed.scid === thing.id
    : thing.family === 'button' && buttonIdOf(parsed.mac) === thing.id;
}

/**
 * The device access rule, the same as the IoT policy (client id = thing name, so it names the
 * stage, the family and the device): a device publishes only its own presses, status, register
 * replies and events.
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
