/**
 * The local broker's fleet provisioning (docs/devices-mqtt.md "Onboarding by claim"), serving the
 * same topics and shapes as AWS IoT: CreateKeysAndCertificate issues a pending credential from
 * the local registry; RegisterThing calls the same pre-provisioning hook module as AWS, and on
 * admission attaches the credential to the scanner's thing. Replies go to the asking client only.
 */
import type { Aedes, AedesPublishPacket, Client } from 'aedes';
import {
  CREATE_CERTIFICATE_TOPIC,
  type ProvisioningRejected,
  type RegisterThingAccepted,
  registerThingRequestSchema,
  registerThingTopic,
  SCID_PARAMETER,
} from '../../functions/src/devices/fleet/provisioning-topics';
import { scannerThingName, thingTypeName, topicRoot } from '../../functions/src/devices/topics';
import { identityOf } from './broker-access';
import { jsonPacket } from './broker-packets';
import type { LocalDeviceRegistry } from './device-registry';

export interface ProvisioningServerOptions {
  broker: Aedes;
  registry: LocalDeviceRegistry;
  stage: string;
  /** The pre-provisioning hook (functions/src/handlers/provisioning-hook.ts). */
  hook(event: { parameters: Record<string, string>; certificateId: string; clientId: string }): Promise<{
    allowProvisioning: boolean;
  }>;
  log?: (message: string) => void;
}

function reply(client: Client, topic: string, body: object): void {
  client.publish(jsonPacket(topic, body), () => undefined);
}

const rejected = (statusCode: number, errorCode: string, errorMessage: string): ProvisioningRejected => ({
  statusCode,
  errorCode,
  errorMessage,
});

export function serveProvisioning(options: ProvisioningServerOptions): () => void {
  const { broker, registry, stage } = options;
  const registerTopic = registerThingTopic(thingTypeName(stage, 'scanner'));

  async function registerThing(client: Client, payload: Buffer): Promise<void> {
    let request: ReturnType<typeof registerThingRequestSchema.parse>;
    try {
      request = registerThingRequestSchema.parse(JSON.parse(payload.toString('utf8')));
    } catch {
      return reply(
        client,
        `${registerTopic}/rejected`,
        rejected(400, 'InvalidPayload', 'Not a RegisterThing request'),
      );
    }
    const certificateId = registry.pendingCertificate(request.certificateOwnershipToken);
    if (!certificateId)
      return reply(
        client,
        `${registerTopic}/rejected`,
        rejected(400, 'InvalidCertificateOwnershipToken', 'Unknown, used or expired ownership token'),
      );
    const { allowProvisioning } = await options.hook({
      parameters: request.parameters,
      certificateId,
      clientId: client.id,
    });
    const scid = request.parameters[SCID_PARAMETER] ?? '';
    if (!allowProvisioning)
      return reply(
        client,
        `${registerTopic}/rejected`,
        rejected(403, 'AccessDenied', 'The pre-provisioning hook refused this device'),
      );
    const thingName = scannerThingName(stage, scid);
    registry.attach(certificateId, thingName);
    const accepted: RegisterThingAccepted = {
      thingName,
      deviceConfiguration: { topicRoot: topicRoot(stage), deviceId: scid },
    };
    reply(client, `${registerTopic}/accepted`, accepted);
  }

  const onPublish = (packet: AedesPublishPacket, client: Client | null) => {
    if (!client || identityOf(client)?.role !== 'claim') return;
    if (packet.topic === CREATE_CERTIFICATE_TOPIC) {
      reply(client, `${CREATE_CERTIFICATE_TOPIC}/accepted`, registry.createKeysAndCertificate());
    } else if (packet.topic === registerTopic) {
      registerThing(client, Buffer.from(packet.payload)).catch((error: unknown) => {
        options.log?.(`Provisioning failed: ${String(error)}`);
        reply(client, `${registerTopic}/rejected`, rejected(500, 'InternalFailure', 'Provisioning failed'));
      });
    }
  };
  broker.on('publish', onPublish);
  return () => broker.removeListener('publish', onPublish);
}
