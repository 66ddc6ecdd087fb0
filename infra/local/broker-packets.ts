/**
 * The packets the local stand-ins publish on the broker themselves (registry and provisioning
 * replies, the export dead-letter peek): JSON at QoS 1, never retained, as IoT Core's replies are.
 */
import type { PublishPacket } from 'aedes';

export function jsonPacket(topic: string, body: unknown): PublishPacket {
  return {
    cmd: 'publish',
    topic,
    payload: Buffer.from(JSON.stringify(body)),
    qos: 1,
    retain: false,
    dup: false,
  };
}
