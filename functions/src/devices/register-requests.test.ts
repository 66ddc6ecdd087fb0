/** Where register requests go: IoT's data plane in AWS (mocked client), the local broker, or a clear error. */
import { IoTDataPlaneClient, PublishCommand } from '@aws-sdk/client-iot-data-plane';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import {
  RegisterPublisherNotConfigured,
  registerRequestPublisher,
  useLocalRegisterPublisher,
} from './register-requests';

const iot = mockClient(IoTDataPlaneClient);

afterEach(() => {
  iot.reset();
  useLocalRegisterPublisher(undefined);
});

describe('registerRequestPublisher', () => {
  it('publishes through the IoT data plane with QoS 1, never retained, when an endpoint is set', async () => {
    // Prepare
    iot.on(PublishCommand).resolves({});

    // Act
    await registerRequestPublisher('https://iot.example').publish('classpulse/scanners/SCN-1/register', {
      op: 'set-wifi',
    });

    // Assess
    const input = iot.commandCalls(PublishCommand)[0]?.args[0].input;
    expect(input?.topic).toBe('classpulse/scanners/SCN-1/register');
    expect(input?.qos).toBe(1);
    expect(input?.retain).not.toBe(true);
    expect(JSON.parse(new TextDecoder().decode(input?.payload as Uint8Array))).toEqual({ op: 'set-wifi' });
  });

  it('publishes on the local broker when no endpoint is set', async () => {
    // Prepare
    const sent: [string, object][] = [];
    useLocalRegisterPublisher({ publish: async (topic, message) => void sent.push([topic, message]) });

    // Act
    await registerRequestPublisher(undefined).publish('t/register', { op: 'reboot' });

    // Assess
    expect(sent).toEqual([['t/register', { op: 'reboot' }]]);
    expect(iot.commandCalls(PublishCommand)).toHaveLength(0);
  });

  it('fails with a typed error when neither an endpoint nor a local broker is there', async () => {
    await expect(registerRequestPublisher(undefined).publish('t', {})).rejects.toBeInstanceOf(
      RegisterPublisherNotConfigured,
    );
  });
});
