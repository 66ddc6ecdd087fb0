/** Where export requests go: SQS in AWS (mocked client), the local queue, or a clear error. */
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExportMessage } from './job';
import { exportQueue, useLocalExportQueue } from './queue';

const sqs = mockClient(SQSClient);
const message = { jobId: 'job-1' } as unknown as ExportMessage;

afterEach(() => {
  sqs.reset();
  useLocalExportQueue(undefined);
});

describe('exportQueue', () => {
  it('sends the request as JSON to the queue the environment names', async () => {
    // Prepare
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });

    // Act
    await exportQueue('https://sqs.example/exports').send(message);

    // Assess
    const input = sqs.commandCalls(SendMessageCommand)[0]?.args[0].input;
    expect(input?.QueueUrl).toBe('https://sqs.example/exports');
    expect(JSON.parse(input?.MessageBody ?? '')).toEqual(message);
  });

  it('passes a refused send on, so the request is not reported as queued', async () => {
    // Prepare
    sqs
      .on(SendMessageCommand)
      .rejects(Object.assign(new Error('Queue does not exist'), { name: 'QueueDoesNotExist' }));

    // Act / Assess
    await expect(exportQueue('https://sqs.example/gone').send(message)).rejects.toThrow(
      'Queue does not exist',
    );
  });

  it('uses the local queue without a URL, and fails clearly without either', async () => {
    // Prepare
    const local: ExportMessage[] = [];

    // Act / Assess
    await expect(exportQueue(undefined).send(message)).rejects.toThrow('EXPORTS_QUEUE_URL is not set');
    useLocalExportQueue({ send: async (sent) => void local.push(sent) });
    await exportQueue(undefined).send(message);
    expect(local).toEqual([message]);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });
});
