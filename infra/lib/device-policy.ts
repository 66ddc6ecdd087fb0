/**
 * The IoT policies of scanners and direct buttons, built from the device contract's own topic
 * builders and publish/subscribe sets (functions/src/devices/topics.ts), so the policy in AWS and
 * the local broker's `mayPublish`/`maySubscribe` cannot disagree. Every resource names the
 * connected thing through the `${iot:Connection.Thing.ThingName}` policy variable: one document
 * fits every device, and a device can only speak for itself.
 */
import {
  ackTopic,
  type ButtonTopicKind,
  buttonTopic,
  DEVICE_PUBLISHES,
  DEVICE_SUBSCRIBES,
  eventTopic,
  pressTopic,
  registerReplyTopic,
  registerRequestTopic,
  type ScannerTopicKind,
  statusTopic,
} from '@classpulse/functions/devices/topics';

// An IoT policy variable, not a template placeholder: the literal text `${...}` is intended.
// biome-ignore lint/suspicious/noTemplateCurlyInString: IoT policy variable syntax
export const THING_NAME_VARIABLE = '${iot:Connection.Thing.ThingName}';

/** Valid ids for the contract's builders, swapped for the policy variable afterwards. */
const SCANNER_PLACEHOLDER = 'THINGNAMEPLACEHOLDER';
const BUTTON_PLACEHOLDER = 'FFFFFFFFFFFF';

const SCANNER_TOPICS: Record<ScannerTopicKind, (scid: string) => string> = {
  presses: pressTopic,
  acks: ackTopic,
  status: statusTopic,
  registerRequests: registerRequestTopic,
  registerReplies: registerReplyTopic,
  events: eventTopic,
};

// A direct button publishes presses, status and events and subscribes to its acks (docs/devices-mqtt.md).
const BUTTON_PUBLISHES: readonly ButtonTopicKind[] = ['presses', 'status', 'events'];
const BUTTON_SUBSCRIBES: readonly ButtonTopicKind[] = ['acks'];

export interface DeviceTopics {
  readonly publish: string[];
  readonly subscribe: string[];
}

/** The topics a scanner may publish and subscribe to, with the thing-name variable as its scid. */
export function scannerTopics(): DeviceTopics {
  const of = (kinds: ReadonlySet<ScannerTopicKind>) =>
    [...kinds].map((kind) =>
      SCANNER_TOPICS[kind](SCANNER_PLACEHOLDER).replace(SCANNER_PLACEHOLDER, THING_NAME_VARIABLE),
    );
  return { publish: of(DEVICE_PUBLISHES), subscribe: of(DEVICE_SUBSCRIBES) };
}

/** The same for a direct button, whose thing name is its MAC as 12 upper-case hex digits. */
export function buttonTopics(): DeviceTopics {
  const of = (kinds: readonly ButtonTopicKind[]) =>
    kinds.map((kind) =>
      buttonTopic(BUTTON_PLACEHOLDER, kind).replace(BUTTON_PLACEHOLDER, THING_NAME_VARIABLE),
    );
  return { publish: of(BUTTON_PUBLISHES), subscribe: of(BUTTON_SUBSCRIBES) };
}

export interface PolicyScope {
  readonly partition: string;
  readonly region: string;
  readonly account: string;
}

/** The IoT policy document for one device family (docs/devices-mqtt.md, "Who may publish"). */
export function devicePolicyDocument(topics: DeviceTopics, scope: PolicyScope) {
  const arn = (kind: 'client' | 'topic' | 'topicfilter', name: string) =>
    `arn:${scope.partition}:iot:${scope.region}:${scope.account}:${kind}/${name}`;
  return {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Action: 'iot:Connect',
        Resource: arn('client', THING_NAME_VARIABLE),
        // Only a certificate attached to a registered thing of that name may connect.
        Condition: { Bool: { 'iot:Connection.Thing.IsAttached': 'true' } },
      },
      { Effect: 'Allow', Action: 'iot:Publish', Resource: topics.publish.map((t) => arn('topic', t)) },
      {
        Effect: 'Allow',
        Action: 'iot:Subscribe',
        Resource: topics.subscribe.map((t) => arn('topicfilter', t)),
      },
      { Effect: 'Allow', Action: 'iot:Receive', Resource: topics.subscribe.map((t) => arn('topic', t)) },
    ],
  };
}
