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
import { logError } from '../../kernel/log';
import { countMetric } from '../../kernel/observability';
import { parseQueuedMessage } from '../messages';
import { topicFor } from '../topics';
import { refusedAckBatch } from './acks';
import { announceStored } from './announce';
import { processDeviceEvent } from './device-event';
import { BatchLookups } from './lookups';
import type { ConsumerDeps } from './ports';
import { processPressBatch, type QueueBatch } from './press-batch';
import { RejectTally } from './reject-tally';
import { processPresence, processRegisterReply, processStatus } from './scanner-messages';

type Parsed = ReturnType<typeof parseQueuedMessage>;

async function processRecord(record: SQSRecord, parsed: Parsed, queueBatch: QueueBatch): Promise<void> {
  const { deps, lookups } = queueBatch;
  const now = deps.now ?? Date.now;
  if (!parsed.ok) {
    countMetric('DeviceMessagesDeadLettered', 1);
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
    await processPressBatch(message.from, message.batch, receivedAt, queueBatch);
  else if (message.kind === 'status')
    await processStatus(message.from, message.status, receivedAt, deps, lookups);
  else if (message.kind === 'events') await processDeviceEvent(message.from, message.event, receivedAt, deps);
  else if (message.kind === 'presence')
    await processPresence(message.from.scid, message.presence, deps, lookups);
  else await processRegisterReply(message.from.scid, message.reply, receivedAt, deps, lookups);
}

/**
 * The records of a batch with their parsed messages, grouped by the device they came from (an
 * unreadable one on its own).
 */
function byDevice(records: SQSRecord[]): Map<string, { record: SQSRecord; parsed: Parsed }[]> {
  const groups = new Map<string, { record: SQSRecord; parsed: Parsed }[]>();
  for (const record of records) {
    const parsed = parseQueuedMessage(record.body);
    const from = parsed.ok ? parsed.message.from : null;
    const key = from ? topicFor(from, 'acks') : `message:${record.messageId}`;
    groups.set(key, [...(groups.get(key) ?? []), { record, parsed }]);
  }
  return groups;
}

export async function consumeRecords(records: SQSRecord[], deps: ConsumerDeps): Promise<SQSBatchResponse> {
  const lookups = new BatchLookups(deps.reader, deps.instanceCache);
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  const queueBatch: QueueBatch = { deps, lookups, stored: [], rejected: new RejectTally() };
  // Messages of different devices are handled at once (their reads are shared through `lookups`);
  // one device's messages in the order received, so its last status is the one that stays.
  const groups = [...byDevice(records).values()];
  // The buttons of every press message of the batch in one batch read, not one per message.
  const macs = groups
    .flat()
    .flatMap(({ parsed }) =>
      parsed.ok && parsed.message.kind === 'presses'
        ? parsed.message.batch.presses.map((press) => press.mac)
        : [],
    );
  try {
    await lookups.preload(macs);
  } catch {
    // Each message reads what it needs again, and fails on its own if the store still fails.
  }
  await Promise.all(
    groups.map(async (ofOneDevice) => {
      for (const { record, parsed } of ofOneDevice) {
        try {
          await processRecord(record, parsed, queueBatch);
        } catch (error) {
          (deps.log ?? logError)('Device message failed; it will be retried', {
            messageId: record.messageId,
            error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          });
          batchItemFailures.push({ itemIdentifier: record.messageId });
        }
      }
    }),
  );
  // After every ack of the batch went out: the answers' counts and events, the rejected presses'
  // counts, then the due scanners' button health (docs/fleet-health.md) and the buttons' DeviceData.
  countMetric('AnswersStored', queueBatch.stored.length);
  countMetric('PressesRejected', queueBatch.rejected.size);
  countMetric('DeviceMessagesRetried', batchItemFailures.length);
  await announceStored(queueBatch.stored, deps);
  await queueBatch.rejected.flush(deps, lookups);
  if (deps.buttonHealth) await deps.buttonHealth.folder.flushDue(deps.buttonHealth.write, deps.log);
  await flushHeardButtons(deps);
  return { batchItemFailures };
}

/** The buttons' DeviceData rows noted by the batch's presses; informative, so a failure is logged. */
async function flushHeardButtons(deps: ConsumerDeps): Promise<void> {
  try {
    await deps.deviceReports?.flushHeard();
  } catch (error) {
    (deps.log ?? logError)('Device data of heard buttons was not kept', {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
}
