/**
 * The answer consumer's entry: one SQS batch of rule envelopes (docs/devices-mqtt.md "Consumer").
 * Each message is handled on its own, so one bad or failing message never fails the others:
 * - a message that can never be valid goes to the dead-letter sink with its reason and is
 *   acknowledged (deleted), with the press seqs still readable rejected, so it neither loops
 *   through retries nor leaves the scanner resending;
 * - a passing failure (database, broker) is reported in `batchItemFailures`: SQS redelivers it,
 *   and after its maxReceiveCount the queue's redrive moves it to the dead-letter queue.
 */
import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import { parseQueuedMessage } from '../messages';
import { topicFor } from '../topics';
import { refusedAckBatch } from './acks';
import { BatchLookups } from './lookups';
import type { ConsumerDeps } from './ports';
import { processPressBatch } from './press-batch';
import { processRegisterReply, processStatus } from './scanner-messages';

async function processRecord(record: SQSRecord, deps: ConsumerDeps, lookups: BatchLookups): Promise<void> {
  const now = deps.now ?? Date.now;
  const parsed = parseQueuedMessage(record.body);
  if (!parsed.ok) {
    await deps.deadLetters.deadLetter({
      reason: parsed.reason,
      detail: parsed.detail,
      body: record.body,
      messageId: record.messageId,
      at: new Date(now()).toISOString(),
    });
    const rejections = parsed.from ? refusedAckBatch(parsed, now()) : null;
    if (parsed.from && rejections) await deps.acks.publish(topicFor(parsed.from, 'acks'), rejections);
    return;
  }
  // parseQueuedMessage only succeeds with an envelope, which always has receivedAt.
  const receivedAt = parsed.receivedAt ?? now();
  const { message } = parsed;
  if (message.kind === 'presses')
    await processPressBatch(message.from, message.batch, receivedAt, deps, lookups);
  else if (message.kind === 'status')
    await processStatus(message.from, message.status, receivedAt, deps, lookups);
  else await processRegisterReply(message.from.scid, message.reply, receivedAt, deps, lookups);
}

/** The records of a batch by the topic they came from (an unreadable one on its own). */
function byDevice(records: SQSRecord[]): Map<string, SQSRecord[]> {
  const groups = new Map<string, SQSRecord[]>();
  for (const record of records) {
    let key = `message:${record.messageId}`;
    try {
      const topic = (JSON.parse(record.body) as { topic?: unknown }).topic;
      if (typeof topic === 'string') key = `topic:${topic}`;
    } catch {
      // Not an envelope: processRecord dead-letters it.
    }
    groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  return groups;
}

export async function consumeRecords(records: SQSRecord[], deps: ConsumerDeps): Promise<SQSBatchResponse> {
  const lookups = new BatchLookups(deps.reader);
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  // Messages of different devices are handled at once (their reads are shared through `lookups`);
  // one device's messages in the order received, so its last status is the one that stays.
  await Promise.all(
    [...byDevice(records).values()].map(async (ofOneDevice) => {
      for (const record of ofOneDevice) {
        try {
          await processRecord(record, deps, lookups);
        } catch (error) {
          (deps.log ?? console.error)('Device message failed; it will be retried', {
            messageId: record.messageId,
            error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          });
          batchItemFailures.push({ itemIdentifier: record.messageId });
        }
      }
    }),
  );
  return { batchItemFailures };
}
