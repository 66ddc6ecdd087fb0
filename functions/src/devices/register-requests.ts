/**
 * Where register requests go (docs/devices-mqtt.md "(d) Registration"): in AWS the IoT data-plane
 * Publish API, the same publisher the answer consumer's acks use (IOT_DATA_ENDPOINT); locally the
 * stack's broker, which registers itself at start (infra/local/stack.ts) because the resolvers run
 * in the stack's own process there. Requests are QoS 1 and never retained: the WiFi password in a
 * set-wifi request must not stay on the broker.
 */
import { IoTDataPlaneClient } from '@aws-sdk/client-iot-data-plane';
import { traced } from '../kernel/observability';
import { IotAckPublisher } from './consumer/aws';

/** Publishes a JSON message to a device topic (the broker's and IoT's ack publishers fit). */
export interface RegisterRequestPublisher {
  publish(topic: string, message: object): Promise<void>;
}

let localPublisher: RegisterRequestPublisher | undefined;

/** The local stack's broker publisher; undefined removes it again. */
export function useLocalRegisterPublisher(publisher: RegisterRequestPublisher | undefined): void {
  localPublisher = publisher;
}

export class RegisterPublisherNotConfigured extends Error {
  override readonly name = 'RegisterPublisherNotConfigured';
}

export function registerRequestPublisher(iotDataEndpoint: string | undefined): RegisterRequestPublisher {
  const iot = iotDataEndpoint
    ? new IotAckPublisher(traced(new IoTDataPlaneClient({ endpoint: iotDataEndpoint })))
    : undefined;
  return {
    async publish(topic, message) {
      if (iot) return iot.publish(topic, message);
      if (!localPublisher)
        throw new RegisterPublisherNotConfigured(
          'IOT_DATA_ENDPOINT is not set and no local broker is running',
        );
      return localPublisher.publish(topic, message);
    },
  };
}
