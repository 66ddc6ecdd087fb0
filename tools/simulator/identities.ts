/**
 * Where the simulator's devices get their identity (docs/devices-mqtt.md "Simulator"):
 * - a scanner uses its saved credential (`<credentials>/<thing name>.json`), else it onboards by
 *   claim and saves what it got, as firmware keeps its certificate: locally with the stack's claim
 *   credential from the data folder, in AWS with --claim-cert/--claim-key;
 * - with --cert/--key, every scanner connects with those files (one thing: run one scanner);
 * - a direct button (--event-mac) locally gets a credential from the local registry through the
 *   data folder's operator credential (there is no claim template for buttons).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectAsync, type IClientOptions } from 'mqtt';
import { localMqttLogin } from '../../functions/src/devices/fleet/local-login';
import { scannerThingName, thingName } from '../../functions/src/devices/topics';
import { REGISTRY_ISSUE_TOPIC, REGISTRY_ISSUED_TOPIC } from '../../infra/local/registry-requests';
import { type ClaimLogin, type DeviceLogin, loginOf, onboardByClaim, type SavedIdentity } from './onboarding';

export interface IdentityOptions {
  url: string;
  stage: string;
  /** The local data folder (claim and operator credentials; saved scanner credentials). */
  dataDir: string;
  tls?: Pick<IClientOptions, 'cert' | 'key' | 'ca'>;
  claimTls?: Pick<IClientOptions, 'cert' | 'key' | 'ca'>;
}

/** The MQTT login of the data folder's claim or operator credential (the local stack made it). */
export function localCredential(dataDir: string, role: 'claim' | 'operator') {
  const file = join(dataDir, `${role}-credential.json`);
  if (!existsSync(file))
    throw new Error(`No local ${role} credential in ${dataDir}: start the local stack (npm start) first`);
  const login = localMqttLogin(JSON.parse(readFileSync(file, 'utf8')));
  if (!login) throw new Error(`${file} is not a local credential`);
  return login;
}

/** The login of scanner `scid`: saved, or onboarded by claim now (and saved). */
export async function scannerLoginOf(options: IdentityOptions, scid: string): Promise<DeviceLogin> {
  if (options.tls)
    return { clientId: scannerThingName(options.stage, scid), stage: options.stage, options: options.tls };
  const folder = join(options.dataDir, 'scanner-credentials');
  const file = join(folder, `${scannerThingName(options.stage, scid).replace(':', '_')}.json`);
  if (existsSync(file))
    return loginOf(JSON.parse(readFileSync(file, 'utf8')) as SavedIdentity, options.claimTls?.ca);
  const claim: ClaimLogin = options.claimTls ?? localCredential(options.dataDir, 'claim');
  const identity = await onboardByClaim(options.url, options.stage, scid, claim);
  mkdirSync(folder, { recursive: true });
  writeFileSync(file, JSON.stringify(identity), { mode: 0o600 });
  return loginOf(identity, options.claimTls?.ca);
}

/** A direct button's login on the local stack, issued to the operator by the local registry. */
export async function localButtonLoginOf(options: IdentityOptions, buttonId: string): Promise<DeviceLogin> {
  if (options.tls)
    return {
      clientId: thingName(options.stage, 'button', buttonId),
      stage: options.stage,
      options: options.tls,
    };
  const operator = await connectAsync(options.url, {
    clientId: `simulator-operator-${process.pid}`,
    reconnectPeriod: 0,
    ...localCredential(options.dataDir, 'operator'),
  });
  try {
    await operator.subscribeAsync(REGISTRY_ISSUED_TOPIC, { qos: 1 });
    const issued = new Promise<{ certificatePem: string; privateKey: string }>((resolve) =>
      operator.once('message', (_topic, payload) => resolve(JSON.parse(payload.toString('utf8')))),
    );
    const name = thingName(options.stage, 'button', buttonId);
    await operator.publishAsync(REGISTRY_ISSUE_TOPIC, JSON.stringify({ thingName: name }), { qos: 1 });
    const login = localMqttLogin(await issued);
    if (!login) throw new Error('The local registry issued no credential');
    return { clientId: name, stage: options.stage, options: login };
  } finally {
    await operator.endAsync();
  }
}
