/**
 * Where export requests go: the SQS export queue in AWS (EXPORTS_QUEUE_URL), or the local stack's
 * in-process queue, which registers itself at start (infra/local/stack.ts) because the resolver
 * modules run in the stack's own process there. Without either, a request fails clearly.
 */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { traced } from '../kernel/observability';
import type { ExportMessage } from './job';

export interface ExportQueue {
  send(message: ExportMessage): Promise<void>;
}

let localQueue: ExportQueue | undefined;

/** The local stack's queue (in-process); undefined removes it again. */
export function useLocalExportQueue(queue: ExportQueue | undefined): void {
  localQueue = queue;
}

export function exportQueue(queueUrl: string | undefined): ExportQueue {
  const client = queueUrl ? traced(new SQSClient({})) : undefined;
  return {
    async send(message) {
      if (client && queueUrl) {
        await client.send(
          new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }),
        );
        return;
      }
      if (!localQueue) throw new Error('EXPORTS_QUEUE_URL is not set and no local export queue is running');
      await localQueue.send(message);
    },
  };
}
