/**
 * The AWS IoT fleet provisioning MQTT API (docs/devices-mqtt.md "Onboarding by claim"), which the
 * local broker serves too: a device connected with the claim certificate asks for its own keys
 * and certificate (CreateKeysAndCertificate), then registers itself with the stage's template
 * (RegisterThing), which the pre-provisioning hook admits only for a scanner registered in the
 * console. The shapes are AWS's own.
 */
import { z } from 'zod';

export const CREATE_CERTIFICATE_TOPIC = '$aws/certificates/create/json';

/** The RegisterThing request topic of a provisioning template. */
export function registerThingTopic(templateName: string): string {
  return `$aws/provisioning-templates/${templateName}/provision/json`;
}

/** What a claim connection may publish, and the replies it subscribes to (`/accepted`, `/rejected`). */
export function claimTopics(templateName: string): { publish: string[]; subscribe: string[] } {
  const publish = [CREATE_CERTIFICATE_TOPIC, registerThingTopic(templateName)];
  return {
    publish,
    subscribe: publish.flatMap((topic) => [`${topic}/accepted`, `${topic}/rejected`]),
  };
}

/** `$aws/certificates/create/json/accepted`. */
export const createCertificateAcceptedSchema = z.object({
  certificateId: z.string().min(1),
  certificatePem: z.string().min(1),
  privateKey: z.string().min(1),
  certificateOwnershipToken: z.string().min(1),
});
export type CreateCertificateAccepted = z.infer<typeof createCertificateAcceptedSchema>;

/** `$aws/provisioning-templates/<template>/provision/json`. */
export const registerThingRequestSchema = z.object({
  certificateOwnershipToken: z.string().min(1).max(4096),
  parameters: z.record(z.string(), z.string().max(512)).default({}),
});

/** `.../provision/json/accepted`: the thing's name and what the template tells the device. */
export const registerThingAcceptedSchema = z.object({
  thingName: z.string().min(1),
  deviceConfiguration: z.record(z.string(), z.string()).default({}),
});
export type RegisterThingAccepted = z.infer<typeof registerThingAcceptedSchema>;

/** Either `/rejected` reply. */
export const provisioningRejectedSchema = z.object({
  statusCode: z.number().int(),
  errorCode: z.string(),
  errorMessage: z.string(),
});
export type ProvisioningRejected = z.infer<typeof provisioningRejectedSchema>;

/** The template parameter naming the scanner; the thing is `classpulse-<stage>-scanner:<Scid>`. */
export const SCID_PARAMETER = 'Scid';

/** What the template tells an onboarded scanner (RegisterThing's deviceConfiguration). */
export interface ScannerDeviceConfiguration {
  /** `classpulse/<stage>`: the root of every topic of this scanner. */
  topicRoot: string;
  /** The scanner's own id in its topics (its scid). */
  deviceId: string;
}
