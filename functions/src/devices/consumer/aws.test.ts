/** The answer consumer's AWS outlets against mocked IoT data-plane and SQS clients. */
import { IoTDataPlaneClient, PublishCommand } from '@aws-sdk/client-iot-data-plane';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import type { FunctionEnv } from '../../config/env';
import {
  AckPublisherNotConfigured,
  awsOutlets,
  IotAckPublisher,
  SqsDeadLetters,
  unconfiguredAckPublisher,
} from './aws';

const iot = mockClient(IoTDataPlaneClient);
const sqs = mockClient(SQSClient);

afterEach(() => {
  iot.reset();
  sqs.reset();
});

const letter = {
  reason: 'invalid-json',
  detail: 'x',
  body: '{',
  messageId: 'm1',
  at: '2026-01-01T00:00:00Z',
};

describe('AWS outlets of the answer consumer', () => {
  it('publishes an ack batch as JSON with QoS 1 on the given topic', async () => {
    // Prepare
    iot.on(PublishCommand).resolves({});
    const ack = { v: 1, acks: [{ seq: 7, status: 'accepted' }] };

    // Act
    await new IotAckPublisher(new IoTDataPlaneClient({})).publish('classpulse/scanners/SCN-1/acks', ack);

    // Assess
    const [call] = iot.commandCalls(PublishCommand);
    expect(call?.args[0].input.topic).toBe('classpulse/scanners/SCN-1/acks');
    expect(call?.args[0].input.qos).toBe(1);
    expect(JSON.parse(new TextDecoder().decode(call?.args[0].input.payload as Uint8Array))).toEqual(ack);
  });

  it('lets a refused publish fail the message, so the queue delivers it again', async () => {
    // Prepare: IoT throttles the data plane.
    iot
      .on(PublishCommand)
      .rejects(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }));

    // Act / Assess
    await expect(new IotAckPublisher(new IoTDataPlaneClient({})).publish('t/acks', {})).rejects.toThrow(
      'Rate exceeded',
    );
  });

  it('sends a dead letter with its reason to the queue', async () => {
    // Prepare
    sqs.on(SendMessageCommand).resolves({ MessageId: 'dlq-1' });

    // Act
    await new SqsDeadLetters(new SQSClient({}), 'https://sqs.example/dlq').deadLetter(letter as never);

    // Assess
    const [call] = sqs.commandCalls(SendMessageCommand);
    expect(call?.args[0].input.QueueUrl).toBe('https://sqs.example/dlq');
    expect(JSON.parse(call?.args[0].input.MessageBody ?? '')).toEqual(letter);
  });

  it('fails every ack with a clear error when no IoT endpoint is configured', async () => {
    await expect(unconfiguredAckPublisher.publish('t', {} as never)).rejects.toBeInstanceOf(
      AckPublisherNotConfigured,
    );
  });

  it('uses the IoT endpoint and the dead-letter queue the environment names', async () => {
    // Prepare
    iot.on(PublishCommand).resolves({});
    sqs.on(SendMessageCommand).resolves({});
    const env = {
      IOT_DATA_ENDPOINT: 'https://iot.example',
      DEVICE_DLQ_URL: 'https://sqs.example/q',
    } as FunctionEnv;

    // Act
    const outlets = awsOutlets(env);
    await outlets.acks.publish('t/acks', {} as never);
    await outlets.deadLetters.deadLetter(letter as never);

    // Assess
    expect(iot.commandCalls(PublishCommand)).toHaveLength(1);
    expect(sqs.commandCalls(SendMessageCommand)[0]?.args[0].input.QueueUrl).toBe('https://sqs.example/q');
  });
});
