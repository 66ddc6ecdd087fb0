/**
 * How tests connect to the local stack's broker as a real device does (docs/devices-mqtt.md
 * "Locally"): a scanner onboards by claim with the stack's claim credential; the operator (the
 * local back end's own identity) may play the back end, read dead-letter queues and issue a
 * direct button's credential.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { inject } from 'vitest';
import { localMqttLogin } from '../../functions/src/devices/fleet/local-login';
import { thingName } from '../../functions/src/devices/topics';
import { REGISTRY_ISSUE_TOPIC, REGISTRY_ISSUED_TOPIC } from '../../infra/local/registry-requests';
import { type DeviceLogin, loginOf, onboardByClaim } from '../../tools/simulator/onboarding';

function loginFor(credential: { certificatePem: string; privateKey: string }) {
  const login = localMqttLogin(credential);
  if (!login) throw new Error('The local stack gave no local credential');
  return login;
}

/** The claim credential's MQTT login. */
export const claimLogin = () => loginFor(inject('stack').claimCredential);

/** A scanner registered in the console onboards by claim; its login as thing `classpulse-local-scanner:<scid>`. */
export async function scannerLogin(scid: string): Promise<DeviceLogin> {
  const stack = inject('stack');
  return loginOf(await onboardByClaim(stack.mqttUrl, stack.deviceStage, scid, claimLogin()));
}

/** A client with the local back end's identity (any topic; never a device's). */
export function connectOperator(
  clientId = `operator-${Math.random().toString(36).slice(2)}`,
): Promise<MqttClient> {
  const stack = inject('stack');
  return mqtt.connectAsync(stack.mqttUrl, {
    clientId,
    reconnectPeriod: 0,
    ...loginFor(stack.operatorCredential),
  });
}

/** A direct button's login (the local registry issues it to the operator, as IAM would in AWS). */
export async function buttonLogin(buttonId: string): Promise<DeviceLogin> {
  const stack = inject('stack');
  const operator = await connectOperator();
  try {
    await operator.subscribeAsync(REGISTRY_ISSUED_TOPIC, { qos: 1 });
    const issued = new Promise<{ thingName: string; certificatePem: string; privateKey: string }>((resolve) =>
      operator.once('message', (_topic, payload) => resolve(JSON.parse(payload.toString('utf8')))),
    );
    const name = thingName(stack.deviceStage, 'button', buttonId);
    await operator.publishAsync(REGISTRY_ISSUE_TOPIC, JSON.stringify({ thingName: name }), { qos: 1 });
    const credential = await issued;
    return { clientId: name, stage: stack.deviceStage, options: loginFor(credential) };
  } finally {
    await operator.endAsync();
  }
}
