/**
 * Local-only: the operator (the local back end's identity) asks the credential registry for a
 * device credential attached to a thing, as an operator with IAM would make and attach a
 * certificate in AWS. Direct buttons have no claim template, so tests and the simulator's button
 * events get theirs this way. Only the operator may publish here (broker-access.ts).
 */
import type { Aedes, AedesPublishPacket, Client } from 'aedes';
import { parseThingName } from '../../functions/src/devices/topics';
import { identityOf } from './broker-access';
import { jsonPacket } from './broker-packets';
import type { LocalDeviceRegistry } from './device-registry';

export const REGISTRY_ISSUE_TOPIC = 'classpulse-local/registry/issue';
export const REGISTRY_ISSUED_TOPIC = 'classpulse-local/registry/issued';

export function serveRegistryRequests(broker: Aedes, registry: LocalDeviceRegistry): () => void {
  const onPublish = (packet: AedesPublishPacket, client: Client | null) => {
    if (!client || packet.topic !== REGISTRY_ISSUE_TOPIC || identityOf(client)?.role !== 'operator') return;
    let thingName = '';
    try {
      thingName = String(
        (JSON.parse(Buffer.from(packet.payload).toString('utf8')) as { thingName?: unknown }).thingName,
      );
    } catch {
      thingName = '';
    }
    const body = parseThingName(thingName)
      ? { thingName, ...registry.issueFor(thingName) }
      : { error: 'not a thing name' };
    client.publish(jsonPacket(REGISTRY_ISSUED_TOPIC, body), () => undefined);
  };
  broker.on('publish', onPublish);
  return () => broker.removeListener('publish', onPublish);
}
