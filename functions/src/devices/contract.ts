/**
 * The MQTT contract between scanners or directly connected buttons and the back end
 * (docs/devices-mqtt.md): topic names, payload schemas, limits, acknowledgement and reason codes,
 * and the ordering rule of presses. The answer consumer, the rule router (IoT rules in AWS, the
 * local router), the broker's access rule and the device simulator all import this one module,
 * so firmware, document and code cannot drift apart.
 */

// Stage names are a topic level; config/env.ts checks them too, so they are defined in the kernel.
export { LOCAL_STAGE, STAGE_PATTERN } from '../kernel/stage';
export * from './event-payload';
export * from './limits';
export * from './messages';
export * from './payloads';
export * from './sequence';
export * from './topics';
