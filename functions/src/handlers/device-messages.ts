// The answer consumer Lambda: SQS batches of rule envelopes (device presses and status) ->
// answers, acks and partial batch failures (docs/devices-mqtt.md "Consumer").
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { consumerServices } from '../app/consumer-root';
import { ButtonHealthFolder } from '../devices/consumer/button-health-folder';
import { consumeRecords } from '../devices/consumer/consume';
import { InstanceCache } from '../devices/consumer/instance-cache';
import type { ConsumerDeps } from '../devices/consumer/ports';
import { RecentPresses } from '../devices/consumer/recent-presses';
import { logError } from '../kernel/log';
import { observed } from '../kernel/observability';

/** The outlets that differ between AWS and the local stack (its broker and its queue). */
export type ConsumerOutlets = Partial<Pick<ConsumerDeps, 'acks' | 'deadLetters'>>;

export function createDeviceMessagesHandler(outlets: ConsumerOutlets = {}) {
  // One per handler instance (a Lambda container, or the local stack): kept across its batches.
  const recentPresses = new RecentPresses();
  const instanceCache = new InstanceCache();
  const buttonHealth = new ButtonHealthFolder();
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const app = await consumerServices();
    return consumeRecords(event.Records, {
      reader: app.reader,
      answers: app.answers,
      notifier: app.notifier,
      acks: outlets.acks ?? app.acks,
      deadLetters: outlets.deadLetters ?? app.deadLetters,
      log: logError,
      deviceEvents: app.deviceEvents,
      rules: app.rules,
      deviceReports: app.deviceReports,
      recentPresses,
      instanceCache,
      pressRejects: app.pressRejects,
      buttonHealth: {
        folder: buttonHealth,
        write: (scannerId, fresh, now) => app.fleetHealth.merge(scannerId, fresh, now),
      },
    });
  };
}

export const handler = observed('device-messages', createDeviceMessagesHandler());
