/**
 * The answer consumer's composition root (handlers/device-messages.ts, docs/devices-mqtt.md
 * "Consumer"): answers, acks and dead letters, the IAM-signed event publishers, the rules engine
 * and the stores of device reports, rejected presses and button health. It checks no token, so a
 * cold start reads no signing key and the bundle carries no resolver or image code.
 */

import { AnswerRecorder } from '../devices/answers';
import { awsOutlets } from '../devices/consumer/aws';
import type { AckPublisher, ConsumerReader, DeadLetterSink } from '../devices/consumer/ports';
import { StoreConsumerReader } from '../devices/consumer/store-reader';
import { FleetHealthStore } from '../devices/fleet-health-store';
import { GraphqlDeviceEvents } from '../devices/graphql-device-events';
import { GraphqlAnswerNotifier } from '../devices/graphql-notifier';
import { iamGraphqlFromEnv } from '../devices/iam-graphql';
import { PressRejectStore } from '../devices/press-reject-store';
import { DeviceReportService } from '../domain/system-data/device-reports';
import { RulesService } from '../rules/service';
import { dataParts } from './data-parts';
import { once } from './once';

export interface ConsumerServices {
  reader: ConsumerReader;
  answers: AnswerRecorder;
  notifier: GraphqlAnswerNotifier;
  /** The AWS outlets; the local stack passes its broker's and its queue's to the handler instead. */
  acks: AckPublisher;
  deadLetters: DeadLetterSink;
  deviceEvents: GraphqlDeviceEvents;
  rules: RulesService;
  deviceReports: DeviceReportService;
  pressRejects: PressRejectStore;
  fleetHealth: FleetHealthStore;
}

export const consumerServices: () => Promise<ConsumerServices> = once(async () => {
  const { env, table, entities, lists, sessionStore, answerStore } = dataParts();
  // One signed GraphQL publisher for every IAM-only event mutation (devices/iam-graphql.ts).
  const graphql = iamGraphqlFromEnv(env);
  return {
    reader: new StoreConsumerReader(entities, sessionStore),
    answers: new AnswerRecorder(answerStore),
    notifier: new GraphqlAnswerNotifier(graphql),
    ...awsOutlets(env),
    deviceEvents: new GraphqlDeviceEvents(graphql),
    rules: new RulesService({ entities, lists, graphql, webhook: { secret: env.RULES_WEBHOOK_SECRET } }),
    deviceReports: new DeviceReportService(entities, lists),
    pressRejects: new PressRejectStore(table),
    fleetHealth: new FleetHealthStore(table),
  };
});
