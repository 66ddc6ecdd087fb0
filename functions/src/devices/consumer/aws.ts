/**
 * The consumer's outlets in AWS: acks through the IoT data-plane Publish API (QoS 1, to the
 * sender's ack topic), and unusable messages sent to the dead-letter queue explicitly with their
 * reason, then deleted from the source queue, so a message that can never be valid never loops.
 * The clients are passed in (anything with `send`), so the unit tests use fakes.
 */
import { IoTDataPlaneClient, PublishCommand } from '@aws-sdk/client-iot-data-plane';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { FunctionEnv } from '../../config/env';
import { logError } from '../../kernel/log';
import { traced } from '../../kernel/observability';
import type { AckPublisher, DeadLetterSink } from './ports';

export class AckPublisherNotConfigured extends Error {
  override readonly name = 'AckPublisherNotConfigured';
}

interface Sender<C> {
  send(command: C): Promise<unknown>;
}

export class IotAckPublisher implements AckPublisher {
  constructor(private readonly client: Sender<PublishCommand>) {}

  async publish(topic: string, ack: unknown): Promise<void> {
    await this.client.send(
      new PublishCommand({ topic, qos: 1, payload: new TextEncoder().encode(JSON.stringify(ack)) }),
    );
  }
}

export class SqsDeadLetters implements DeadLetterSink {
  constructor(
    private readonly client: Sender<SendMessageCommand>,
    private readonly queueUrl: string,
  ) {}

  async deadLetter(letter: Parameters<DeadLetterSink['deadLetter']>[0]): Promise<void> {
    await this.client.send(
      new SendMessageCommand({ QueueUrl: this.queueUrl, MessageBody: JSON.stringify(letter) }),
    );
  }
}

export const unconfiguredAckPublisher: AckPublisher = {
  async publish(topic) {
    throw new AckPublisherNotConfigured(`IOT_DATA_ENDPOINT is not set: no ack can be published (${topic})`);
  },
};

export const loggingDeadLetters: DeadLetterSink = {
  async deadLetter(letter) {
    logError('Device message dead-lettered', {
      reason: letter.reason,
      detail: letter.detail,
      id: letter.messageId,
    });
  },
};

/** The AWS outlets the environment configures, or the fallbacks above. */
export function awsOutlets(env: FunctionEnv): { acks: AckPublisher; deadLetters: DeadLetterSink } {
  return {
    acks: env.IOT_DATA_ENDPOINT
      ? new IotAckPublisher(traced(new IoTDataPlaneClient({ endpoint: env.IOT_DATA_ENDPOINT })))
      : unconfiguredAckPublisher,
    deadLetters: env.DEVICE_DLQ_URL
      ? new SqsDeadLetters(traced(new SQSClient({})), env.DEVICE_DLQ_URL)
      : loggingDeadLetters,
  };
}
