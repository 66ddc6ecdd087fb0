import { PublishCommand } from '@aws-sdk/client-iot-data-plane';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { describe, expect, it, vi } from 'vitest';
import { AckPublisherNotConfigured, IotAckPublisher, SqsDeadLetters, unconfiguredAckPublisher } from './aws';

describe('AWS outlets of the answer consumer', () => {
  it('publishes an ack batch as JSON with QoS 1 on the given topic', async () => {
    const send = vi.fn(async (_command: unknown) => ({}));
    const ack = { v: 1, acks: [{ seq: 7, status: 'accepted' }] };

    await new IotAckPublisher({ send }).publish('classpulse/scanners/SCN-1/acks', ack as never);

    const command = send.mock.calls[0]?.[0] as PublishCommand;
    expect(command).toBeInstanceOf(PublishCommand);
    expect(command.input.topic).toBe('classpulse/scanners/SCN-1/acks');
    expect(command.input.qos).toBe(1);
    expect(JSON.parse(new TextDecoder().decode(command.input.payload as Uint8Array))).toEqual(ack);
  });

  it('sends a dead letter with its reason to the queue', async () => {
    const send = vi.fn(async (_command: unknown) => ({}));
    const letter = {
      reason: 'invalid-json',
      detail: 'x',
      body: '{',
      messageId: 'm1',
      at: '2026-01-01T00:00:00Z',
    };

    await new SqsDeadLetters({ send }, 'https://sqs.example/dlq').deadLetter(letter as never);

    const command = send.mock.calls[0]?.[0] as SendMessageCommand;
    expect(command).toBeInstanceOf(SendMessageCommand);
    expect(command.input.QueueUrl).toBe('https://sqs.example/dlq');
    expect(JSON.parse(command.input.MessageBody ?? '')).toEqual(letter);
  });

  it('fails every ack with a clear error when no IoT endpoint is configured', async () => {
    await expect(unconfiguredAckPublisher.publish('t', {} as never)).rejects.toBeInstanceOf(
      AckPublisherNotConfigured,
    );
  });
});
