/**
 * The IoT policies of scanners, direct buttons and the onboarding claim, built from the device
 * contract's own topic builders and publish/subscribe sets (functions/src/devices/topics.ts), so
 * the policy in AWS and the local broker's `mayPublish`/`maySubscribe` cannot disagree.
 *
 * Every name carries the stage (docs/devices-mqtt.md "Namespace"): topics are under
 * `classpulse/<stage>/`, a device connects only as a thing of its stage's thing type, whose name
 * is `classpulse-<stage>-<family>:<id>`. The topic's id level is the thing's `deviceId` attribute
 * (set by the provisioning template), so one document fits every device of a stage and a device
 * can only speak for itself.
 */

import { claimTopics } from '@classpulse/functions/devices/fleet/provisioning-topics';
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
  thingTypeName,
} from '@classpulse/functions/devices/topics';

// IoT policy variables, not template placeholders: the literal text `${...}` is intended.
// biome-ignore lint/suspicious/noTemplateCurlyInString: IoT policy variable syntax
export const THING_NAME_VARIABLE = '${iot:Connection.Thing.ThingName}';
/** The thing attribute holding the device's id in topics (scid, or a button's 12 hex digits). */
export const DEVICE_ID_ATTRIBUTE = 'deviceId';
// biome-ignore lint/suspicious/noTemplateCurlyInString: IoT policy variable syntax
export const DEVICE_ID_VARIABLE = '${iot:Connection.Thing.Attributes[deviceId]}';

/** Valid ids for the contract's builders, swapped for the policy variable afterwards. */
const SCANNER_PLACEHOLDER = 'THINGNAMEPLACEHOLDER';
const BUTTON_PLACEHOLDER = 'FFFFFFFFFFFF';

const SCANNER_TOPICS: Record<ScannerTopicKind, (stage: string, scid: string) => string> = {
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

/** The topics a scanner of `stage` may publish and subscribe to, with the id variable as its scid. */
export function scannerTopics(stage: string): DeviceTopics {
  const of = (kinds: ReadonlySet<ScannerTopicKind>) =>
    [...kinds].map((kind) =>
      SCANNER_TOPICS[kind](stage, SCANNER_PLACEHOLDER).replace(SCANNER_PLACEHOLDER, DEVICE_ID_VARIABLE),
    );
  return { publish: of(DEVICE_PUBLISHES), subscribe: of(DEVICE_SUBSCRIBES) };
}

/** The same for a direct button, whose id is its MAC as 12 upper-case hex digits. */
export function buttonTopics(stage: string): DeviceTopics {
  const of = (kinds: readonly ButtonTopicKind[]) =>
    kinds.map((kind) =>
      buttonTopic(stage, BUTTON_PLACEHOLDER, kind).replace(BUTTON_PLACEHOLDER, DEVICE_ID_VARIABLE),
    );
  return { publish: of(BUTTON_PUBLISHES), subscribe: of(BUTTON_SUBSCRIBES) };
}

export interface PolicyScope {
  readonly partition: string;
  readonly region: string;
  readonly account: string;
}

const arnOf = (scope: PolicyScope) => (kind: 'client' | 'topic' | 'topicfilter', name: string) =>
  `arn:${scope.partition}:iot:${scope.region}:${scope.account}:${kind}/${name}`;

/** The IoT policy document for one device family of a stage (docs/devices-mqtt.md, "Who may publish"). */
export function devicePolicyDocument(
  stage: string,
  family: 'scanner' | 'button',
  topics: DeviceTopics,
  scope: PolicyScope,
) {
  const arn = arnOf(scope);
  return {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Action: 'iot:Connect',
        Resource: arn('client', THING_NAME_VARIABLE),
        // Only a certificate attached to a registered thing of that name, of this stage's type.
        Condition: {
          Bool: { 'iot:Connection.Thing.IsAttached': 'true' },
          StringEquals: { 'iot:Connection.Thing.ThingTypeName': thingTypeName(stage, family) },
        },
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

/**
 * The claim certificate's policy (fleet provisioning by claim): connect only with a claim client
 * id of this stage, and use only the two provisioning exchanges of this stage's template.
 */
export function claimPolicyDocument(stage: string, scope: PolicyScope) {
  const arn = arnOf(scope);
  const topics = claimTopics(thingTypeName(stage, 'scanner'));
  return {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Action: 'iot:Connect',
        Resource: arn('client', `${thingTypeName(stage, 'claim')}:*`),
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
