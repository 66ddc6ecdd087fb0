/**
 * How a scanner gets its own identity (docs/devices-mqtt.md "Onboarding by claim"), shared by the
 * simulator and the tests' scanners: connect with the claim credential, CreateKeysAndCertificate,
 * RegisterThing with the stage's template and the scid, then connect as the thing it names with
 * the new credential. Locally the credential is a user name and password (local-login.ts), in
 * AWS a certificate and key over TLS.
 */
import { randomBytes } from 'node:crypto';
import { connectAsync, type IClientOptions, type MqttClient } from 'mqtt';
import { localMqttLogin } from '../../functions/src/devices/fleet/local-login';
import {
  CREATE_CERTIFICATE_TOPIC,
  type CreateCertificateAccepted,
  createCertificateAcceptedSchema,
  provisioningRejectedSchema,
  registerThingAcceptedSchema,
  registerThingTopic,
  SCID_PARAMETER,
} from '../../functions/src/devices/fleet/provisioning-topics';
import { thingName, thingTypeName } from '../../functions/src/devices/topics';
import { STAGE_PATTERN } from '../../functions/src/kernel/stage';

/** What a device connects with: its client id (the thing name) and credential options. */
export interface DeviceLogin {
  clientId: string;
  /** The stage its topics are under. */
  stage: string;
  options: Pick<IClientOptions, 'username' | 'password' | 'cert' | 'key' | 'ca'>;
}

/** A device's saved identity: its thing and the files CreateKeysAndCertificate gave it. */
export interface SavedIdentity {
  thingName: string;
  stage: string;
  credential: CreateCertificateAccepted;
}

/** The claim side: the claim credential's connect options (user name/password locally, TLS in AWS). */
export type ClaimLogin = Pick<IClientOptions, 'username' | 'password' | 'cert' | 'key' | 'ca'>;

/** The MQTT options of a saved identity: local user name and password, else its certificate and key. */
export function loginOf(identity: SavedIdentity, ca?: IClientOptions['ca']): DeviceLogin {
  const local = localMqttLogin(identity.credential);
  return {
    clientId: identity.thingName,
    stage: identity.stage,
    options: local ?? { cert: identity.credential.certificatePem, key: identity.credential.privateKey, ca },
  };
}

export class OnboardingRefused extends Error {}

function reply(client: MqttClient, topic: string, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new OnboardingRefused(`no reply on ${topic}`)), timeoutMs);
    const onMessage = (received: string, payload: Buffer) => {
      if (received !== `${topic}/accepted` && received !== `${topic}/rejected`) return;
      clearTimeout(timer);
      client.removeListener('message', onMessage);
      const body: unknown = JSON.parse(payload.toString('utf8'));
      if (received.endsWith('/accepted')) resolve(body);
      else {
        const refusal = provisioningRejectedSchema.safeParse(body);
        reject(
          new OnboardingRefused(
            refusal.success ? `${refusal.data.errorCode}: ${refusal.data.errorMessage}` : 'rejected',
          ),
        );
      }
    };
    client.on('message', onMessage);
  });
}

/** Onboards scanner `scid` of `stage` by claim; throws OnboardingRefused when the hook says no. */
export async function onboardByClaim(
  url: string,
  stage: string,
  scid: string,
  claim: ClaimLogin,
  timeoutMs = 15_000,
): Promise<SavedIdentity> {
  if (!STAGE_PATTERN.test(stage)) throw new Error(`Not a stage: ${stage}`);
  const template = thingTypeName(stage, 'scanner');
  const client = await connectAsync(url, {
    clientId: thingName(stage, 'claim', `${scid}-${randomBytes(4).toString('hex')}`.slice(0, 64)),
    reconnectPeriod: 0,
    connectTimeout: timeoutMs,
    ...claim,
  });
  try {
    const register = registerThingTopic(template);
    await client.subscribeAsync(
      [CREATE_CERTIFICATE_TOPIC, register].flatMap((topic) => [`${topic}/accepted`, `${topic}/rejected`]),
      { qos: 1 },
    );
    const created = reply(client, CREATE_CERTIFICATE_TOPIC, timeoutMs);
    await client.publishAsync(CREATE_CERTIFICATE_TOPIC, '{}', { qos: 1 });
    const credential = createCertificateAcceptedSchema.parse(await created);
    const registered = reply(client, register, timeoutMs);
    await client.publishAsync(
      register,
      JSON.stringify({
        certificateOwnershipToken: credential.certificateOwnershipToken,
        parameters: { [SCID_PARAMETER]: scid },
      }),
      { qos: 1 },
    );
    const thing = registerThingAcceptedSchema.parse(await registered);
    return { thingName: thing.thingName, stage, credential };
  } finally {
    await client.endAsync().catch(() => undefined);
  }
}
