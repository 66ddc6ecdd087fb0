import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import { startMqttBroker } from './mqtt';

describe('the local MQTT broker', () => {
  it('carries a publish over TCP and over WebSocket', async () => {
    const broker = await startMqttBroker({ tcpPort: 0, wsPort: 0 });
    const subscriber = await mqtt.connectAsync(broker.tcpUrl);
    const publisher = await mqtt.connectAsync(broker.wsUrl);
    await subscriber.subscribeAsync('scanners/test/presses', { qos: 1 });
    const received = new Promise<string>((resolve) =>
      subscriber.on('message', (_topic, payload) => resolve(String(payload))),
    );

    await publisher.publishAsync('scanners/test/presses', 'hello', { qos: 1 });

    expect(await received).toBe('hello');
    await Promise.all([subscriber.endAsync(), publisher.endAsync()]);
    await broker.stop();
  });

  // A stop that waits for clients to leave would hang here until the test's timeout.
  it('stops while TCP and WebSocket clients are still connected, disconnecting them', {
    timeout: 5000,
  }, async () => {
    const broker = await startMqttBroker({ tcpPort: 0, wsPort: 0 });
    const tcpClient = await mqtt.connectAsync(broker.tcpUrl, { reconnectPeriod: 0 });
    const wsClient = await mqtt.connectAsync(broker.wsUrl, { reconnectPeriod: 0 });
    const closed = Promise.all(
      [tcpClient, wsClient].map(
        (client) => new Promise<void>((resolve) => client.once('close', () => resolve())),
      ),
    );

    await broker.stop();
    await closed;

    expect([tcpClient.connected, wsClient.connected]).toEqual([false, false]);
  });
});
