/**
 * The local broker applies what the IoT policies apply in AWS (docs/devices-mqtt.md "Who may
 * publish and subscribe"), so a local attacker meets what an attacker meets in AWS:
 * - CONNECT needs a credential of the local registry (user name and password, the stand-in for
 *   the certificate); a device's client id must be the name of the thing its credential is
 *   attached to, and the claim credential may only use a claim client id of this stage;
 * - a device publishes and subscribes only on its own topics (mayPublish / maySubscribe);
 * - nothing is retained (the policies grant no iot:RetainPublish);
 * - the claim identity may only run the two fleet provisioning exchanges (provisioning-server.ts);
 * - the operator (the local back end's own identity, as IAM in AWS) may do anything.
 * An unauthorised publish closes the connection, as IoT Core does; an unauthorised subscription
 * gets the failure return code.
 */
import type { Aedes, Client } from 'aedes';
import { claimTopics } from '../../functions/src/devices/fleet/provisioning-topics';
import { mayPublish, maySubscribe, parseThingName, thingTypeName } from '../../functions/src/devices/topics';
import type { LocalDeviceRegistry, LoginIdentity } from './device-registry';

const identities = new WeakMap<Client, LoginIdentity>();

/** Who a connected client logged in as (undefined for the broker's own publishes). */
export function identityOf(client: Client | null): LoginIdentity | undefined {
  return client ? identities.get(client) : undefined;
}

class Refused extends Error {
  constructor(
    message: string,
    readonly returnCode: number,
  ) {
    super(message);
  }
}

export function applyDeviceAccess(broker: Aedes, registry: LocalDeviceRegistry, stage: string): () => void {
  const claim = claimTopics(thingTypeName(stage, 'scanner'));
  const mayConnectAs = (identity: LoginIdentity, clientId: string) => {
    if (identity.role === 'operator') return true;
    if (identity.role === 'device') return clientId === identity.thingName;
    const thing = parseThingName(clientId);
    return thing?.family === 'claim' && thing.stage === stage;
  };

  broker.authenticate = (client, username, password, done) => {
    const identity = registry.authenticate(username, password);
    if (!identity) return done(new Refused('Bad user name or password', 4), null);
    if (!mayConnectAs(identity, client.id))
      return done(new Refused(`Not allowed to connect as ${client.id}`, 5), null);
    identities.set(client, identity);
    done(null, true);
  };

  broker.authorizePublish = (client, packet, done) => {
    const identity = identityOf(client);
    if (!client || identity?.role === 'operator') return done(null);
    if (packet.retain) return done(new Error('Retained messages are not allowed'));
    const allowed =
      identity?.role === 'device'
        ? mayPublish(client.id, packet.topic)
        : identity?.role === 'claim' && claim.publish.includes(packet.topic);
    done(allowed ? null : new Error(`Not allowed to publish on ${packet.topic}`));
  };

  broker.authorizeSubscribe = (client, subscription, done) => {
    const identity = identityOf(client);
    const allowed =
      identity?.role === 'operator' ||
      (identity?.role === 'device' && maySubscribe(client.id, subscription.topic)) ||
      (identity?.role === 'claim' && claim.subscribe.includes(subscription.topic));
    done(null, allowed ? subscription : null);
  };

  // A deactivated credential's live connection ends at once (IoT Core refuses it from then on).
  return registry.onDeactivate((thingName) => {
    const client = (broker as unknown as { clients: Record<string, Client | undefined> }).clients[thingName];
    client?.close();
  });
}
