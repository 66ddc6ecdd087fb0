/**
 * The whole product on one machine: DynamoDB Local, the MQTT broker, the object store, the
 * in-process queues and the AppSync-compatible gateway calling the very handler modules that
 * Lambda runs, wired as the synthesized cloud assembly wires them (wiring/). Used by `npm start`
 * and by the integration and browser tests.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Aedes } from 'aedes';
import { dynamo as handlersClient } from '../../functions/src/data/client';
import { EntityRepository } from '../../functions/src/data/entities';
import { useLocalDeviceCredentials } from '../../functions/src/devices/fleet/credentials';
import { useLocalRegisterPublisher } from '../../functions/src/devices/register-requests';
import { useLocalExportQueue } from '../../functions/src/exports/queue';
import { createDeviceMessagesHandler } from '../../functions/src/handlers/device-messages';
import { createExportWorkerHandler } from '../../functions/src/handlers/export-worker';
import {
  createProvisioningHook,
  tableAdmissionDirectory,
} from '../../functions/src/handlers/provisioning-hook';
import { LOCAL_STAGE } from '../../functions/src/kernel/stage';
import { applyDeviceAccess } from './broker-access';
import { jsonPacket } from './broker-packets';
import {
  defaultDataDir,
  defaultPorts,
  LOCAL_API_KEY,
  LOCAL_BACKEND_CREDENTIALS,
  LOCAL_REGION,
  LOCAL_TABLE,
  type LocalPorts,
  REPO_ROOT,
  tokenSecret,
} from './config';
import { type IssuedCredential, LocalDeviceRegistry } from './device-registry';
import { ensureTable, startDynamoLocal, stopLeftoverDynamoLocal } from './dynamodb';
import { lambdaContext } from './lambda-context';
import { LOCAL_FILE_ROUTES, startLambdaGateway } from './lambda-gateway';
import { startMqttBroker } from './mqtt';
import { LOCAL_BUCKETS, LOCAL_S3_SECRET_KEY, startObjectStore } from './object-store';
import { assertPortsUsable } from './ports';
import { serveProvisioning } from './provisioning-server';
import { publicOrigin } from './public-origin';
import { LocalQueue } from './queue';
import { openQueueTrace } from './queue-trace';
import { serveRegistryRequests } from './registry-requests';
import { brokerAckPublisher, startRuleRouter } from './rule-router';
import { demoDataState, seedDemoData } from './seed/demo-data';
import { indexDeviceSearch, upgradeDemoButtonMacs } from './seed/demo-upgrades';
import { countStoreRequests } from './store-stats';
import { type LocalPlan, localPlan } from './wiring/local-plan';
import { loadLocalWiring } from './wiring/wiring';

export interface LocalStackOptions {
  dataDir?: string;
  ports?: Partial<LocalPorts>;
  /** Delete the data folder first. */
  reset?: boolean;
  /** Write demo data into a new, empty table (default true). */
  seed?: boolean;
  /**
   * Serve the console build (default true): from web/dist, or from LOCAL_WEB_DIST when set (a
   * build made with `vite build --outDir`, so several checkouts of the console can be tested).
   */
  serveConsole?: boolean;
  /**
   * The origin browsers reach the console and the API at (public-origin.ts): what config.json
   * names and the console's headers allow. Default: LOCAL_PUBLIC_URL, else the gateway's own.
   */
  publicUrl?: string;
  log?: (message: string) => void;
}

export interface LocalStack {
  url: string;
  /** The origin config.json names for the console's API (public-origin.ts). */
  publicUrl: string;
  graphqlUrl: string;
  apiKey: string;
  region: string;
  dataDir: string;
  tableName: string;
  dynamoEndpoint: string;
  s3Endpoint: string;
  mqttUrl: string;
  mqttWsUrl: string;
  seeded: boolean;
  queues: {
    exports: LocalQueue;
    exportsDeadLetter: LocalQueue;
    /** Device publishes queued by the rule router for the answer consumer, and its dead letters. */
    deviceMessages: LocalQueue;
    deviceMessagesDeadLetter: LocalQueue;
    /** Device publishes the rule router has seen and not yet queued (a publish's way in). */
    deviceRouting(): number;
  };
  backendCredentials: typeof LOCAL_BACKEND_CREDENTIALS;
  /** The stage of device topics and thing names (`local`). */
  deviceStage: string;
  /** The factory claim credential scanners onboard with, and the local back end's own (docs/devices-mqtt.md). */
  claimCredential: IssuedCredential;
  operatorCredential: IssuedCredential;
  stop(): Promise<void>;
}

/**
 * The environment of the handler modules: their templates' variables (wiring/environment.ts)
 * with this stack's values, and what the Lambda runtime or the local stand-ins add: region and
 * credentials, the endpoints of DynamoDB Local and s3rver, the signing key in place of its secret,
 * and the gateway's back-end identity for IAM-signed publishes.
 */
function functionEnvironment(
  plan: LocalPlan,
  local: { dynamoEndpoint: string; dataDir: string; gatewayPort: number },
) {
  const graphqlUrl = `http://127.0.0.1:${local.gatewayPort}/graphql`;
  return {
    ...plan.environment({
      region: LOCAL_REGION,
      account: '000000000000',
      table: LOCAL_TABLE,
      bucket: LOCAL_BUCKETS.files,
      graphqlUrl,
    }),
    TOKEN_SECRET: tokenSecret(local.dataDir),
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: local.dynamoEndpoint,
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    POWERTOOLS_DEV: 'true',
    // The answer notifier publishes to this stack's gateway as the back-end identity.
    GRAPHQL_ACCESS_KEY_ID: LOCAL_BACKEND_CREDENTIALS.accessKeyId,
    GRAPHQL_SECRET_ACCESS_KEY: LOCAL_BACKEND_CREDENTIALS.secretAccessKey,
  };
}

/** LOCAL_DEVICE_CONSUMERS: device-message batches at once, e.g. for `npm run bench:ingest` on another machine. */
function deviceConcurrency(): number | undefined {
  const value = Math.floor(Number(process.env.LOCAL_DEVICE_CONSUMERS));
  return value >= 1 ? value : undefined;
}

/** Where the local gateway takes the files bucket's presigned POST (FILES_POST_URL). */
export const LOCAL_FILES_POST_PATH = `/local-s3/${LOCAL_BUCKETS.files}`;

/** Local-only topics: publish anything on PEEK to get the export dead-letter queue on CONTENTS. */
export const EXPORT_DLQ_PEEK_TOPIC = 'classpulse-local/exports-dlq/peek';
export const EXPORT_DLQ_CONTENTS_TOPIC = 'classpulse-local/exports-dlq/contents';

/** Tests run in other processes than the stack: they read the export DLQ over the broker. */
function answerExportPeeks(broker: Aedes, deadLetters: LocalQueue): () => void {
  const onPublish = (packet: { topic: string }, client: unknown) => {
    if (!client || packet.topic !== EXPORT_DLQ_PEEK_TOPIC) return;
    const contents = { depth: deadLetters.depth, bodies: deadLetters.peek() };
    broker.publish(jsonPacket(EXPORT_DLQ_CONTENTS_TOPIC, contents), () => undefined);
  };
  broker.on('publish', onPublish);
  return () => broker.removeListener('publish', onPublish);
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const log = options.log ?? (() => undefined);
  // The SDK warns on every start that its 2027 releases will need Node 22 (noted in docs/decisions.md).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dataDir = options.dataDir ?? defaultDataDir();
  const ports = { ...defaultPorts(), ...options.ports };
  const publicUrl = publicOrigin(ports.gateway, options.publicUrl ?? process.env.LOCAL_PUBLIC_URL);
  await stopLeftoverDynamoLocal(dataDir);
  if (options.reset) rmSync(dataDir, { recursive: true, force: true });
  // MQTT over TCP is no fetch: only the gateway, DynamoDB, S3 and MQTT over WebSocket are checked
  // against the blocked list (a browser or an HTTP client of the stack reaches those).
  await assertPortsUsable({ ...ports }, ['gateway', 'dynamodb', 's3', 'mqttWs']);

  // Before any process starts: a drift between infra/ and this stack fails here, with its reason.
  const plan = localPlan(await loadLocalWiring(log), {
    fileRoutes: LOCAL_FILE_ROUTES,
    deviceConcurrency: deviceConcurrency(),
  });

  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    log('Starting DynamoDB Local...');
    const dynamo = await startDynamoLocal({ port: ports.dynamodb, dataDir });
    stops.push(dynamo.stop);
    Object.assign(
      process.env,
      functionEnvironment(plan, { dynamoEndpoint: dynamo.endpoint, dataDir, gatewayPort: ports.gateway }),
    );

    const client = new DynamoDBClient({});
    const table = { client: DynamoDBDocumentClient.from(client), tableName: LOCAL_TABLE };
    const created = (await ensureTable(client, LOCAL_TABLE)) === 'created';
    let seeded = false;
    if (created && options.seed !== false) {
      log('Writing demo data...');
      await seedDemoData(table);
      // Its devices have their search items already: this writes the marker.
      await indexDeviceSearch(table);
      seeded = true;
    } else if (!created && (await demoDataState(table)) === 'partial') {
      log(
        'Warning: the demo data is incomplete (an earlier start stopped while writing it). Start with --reset to write it again.',
      );
    } else if (!created) {
      const upgraded = await upgradeDemoButtonMacs(table);
      if (upgraded > 0) log(`Demo buttons: ${upgraded} MACs changed to the simulator's hexadecimal form.`);
      const indexed = await indexDeviceSearch(table);
      if (indexed > 0) log(`Device search: ${indexed} devices indexed.`);
    }

    log('Starting the MQTT broker and the object store...');
    const mqtt = await startMqttBroker({ tcpPort: ports.mqtt, wsPort: ports.mqttWs });
    stops.push(mqtt.stop);
    // Per-device credentials and the IoT policies' rules on the broker (docs/devices-mqtt.md "Locally").
    const registry = new LocalDeviceRegistry(dataDir);
    const claimCredential = registry.standing('claim');
    const operatorCredential = registry.standing('operator');
    const stopAccess = applyDeviceAccess(mqtt.broker, registry, LOCAL_STAGE);
    useLocalDeviceCredentials(registry);
    const admission = new EntityRepository(table);
    const stopProvisioning = serveProvisioning({
      broker: mqtt.broker,
      registry,
      stage: LOCAL_STAGE,
      hook: createProvisioningHook(
        () => tableAdmissionDirectory(admission),
        () => undefined,
      ),
      log,
    });
    const stopRegistryRequests = serveRegistryRequests(mqtt.broker, registry);
    stops.push(async () => {
      stopRegistryRequests();
      stopProvisioning();
      stopAccess();
      useLocalDeviceCredentials(undefined);
    });
    // The registration wizard's requests go to scanners on this broker, like acks.
    useLocalRegisterPublisher(brokerAckPublisher(mqtt.broker));
    stops.push(async () => useLocalRegisterPublisher(undefined));
    const objects = await startObjectStore({ port: ports.s3, dataDir });
    stops.push(objects.stop);
    // The files bucket of the handler modules (functions/src/config/env.ts) is this s3rver; the
    // browser posts uploads to the gateway, which checks their policy (presigned-post.ts).
    process.env.FILES_S3_ENDPOINT = objects.endpoint;
    process.env.FILES_POST_URL = LOCAL_FILES_POST_PATH;

    // The export worker (docs/exports.md) on its queue as the assembly sets it up.
    const { deadLetterQueueName: exportsDeadLetterName, ...exportSettings } = plan.exportQueue;
    const exportsDeadLetter = new LocalQueue({ name: exportsDeadLetterName });
    const exports = new LocalQueue({ ...exportSettings, deadLetterQueue: exportsDeadLetter });
    exports.consume(createExportWorkerHandler());
    useLocalExportQueue({ send: async (message) => void exports.send(JSON.stringify(message)) });
    const stopPeeks = answerExportPeeks(mqtt.broker, exportsDeadLetter);
    stops.push(async () => {
      stopPeeks();
      useLocalExportQueue(undefined);
      await exports.stop();
      await exportsDeadLetter.stop();
    });

    // After the environment is complete: the consumer builds the same shared services as the gateway.
    log('Starting the device rule router...');
    const things = new EntityRepository(table);
    const queueTrace = openQueueTrace(process.env.LOCAL_QUEUE_TRACE);
    if (queueTrace) stops.push(queueTrace.close);
    const router = startRuleRouter({
      broker: mqtt.broker,
      rules: plan.deviceRules,
      queue: plan.deviceQueue,
      consumer: (outlets) => createDeviceMessagesHandler(outlets),
      isRegistered: async (sender) =>
        (await (sender.sender === 'scanner'
          ? things.ownerOf('SCID', sender.scid)
          : things.ownerOf('MAC', sender.mac))) !== null,
      log,
      trace: queueTrace?.write,
    });
    // Stops run in reverse: the router stops before the broker. If the gateway fails to start,
    // the router still stops (its own entry); after a good start it stops before the gateway too,
    // so answers being written can still tell their subscribers.
    let routerStopped = false;
    const stopRouter = async () => {
      if (routerStopped) return;
      routerStopped = true;
      await router.stop();
    };
    stops.push(stopRouter);

    log('Starting the GraphQL gateway...');
    // The handlers' shared client exists once the environment is set (functions/src/data/client.ts).
    const storeStats =
      process.env.LOCAL_STORE_STATS === '1' ? countStoreRequests(handlersClient()) : undefined;
    // The bucket's "Object Created" event goes to the file processor module, as the assembly's
    // EventBridge rule sends it in AWS (for the keys under its prefix).
    const fileProcessor = await import('../../functions/src/handlers/file-processor');
    const gateway = await startLambdaGateway({
      port: ports.gateway,
      publicOrigin: publicUrl,
      apiKey: LOCAL_API_KEY,
      region: LOCAL_REGION,
      backendCredentials: LOCAL_BACKEND_CREDENTIALS,
      staticDir:
        options.serveConsole === false
          ? undefined
          : (process.env.LOCAL_WEB_DIST ?? join(REPO_ROOT, 'web', 'dist')),
      storeStats,
      uploads: {
        postPath: LOCAL_FILES_POST_PATH,
        bucket: LOCAL_BUCKETS.files,
        s3Endpoint: objects.endpoint,
        secretKey: LOCAL_S3_SECRET_KEY,
        objectCreatedPrefix: plan.uploadedKeyPrefix,
        objectCreated: (event) => fileProcessor.handler(event, lambdaContext('classpulse-file-processor')),
      },
    });
    stops.push(gateway.close);
    stops.push(stopRouter);

    return {
      url: gateway.url,
      publicUrl,
      graphqlUrl: gateway.graphqlUrl,
      apiKey: LOCAL_API_KEY,
      region: LOCAL_REGION,
      dataDir,
      tableName: LOCAL_TABLE,
      dynamoEndpoint: dynamo.endpoint,
      s3Endpoint: objects.endpoint,
      mqttUrl: mqtt.tcpUrl,
      mqttWsUrl: mqtt.wsUrl,
      seeded,
      queues: {
        exports,
        exportsDeadLetter,
        deviceMessages: router.queue,
        deviceMessagesDeadLetter: router.deadLetterQueue,
        deviceRouting: () => router.pending,
      },
      backendCredentials: LOCAL_BACKEND_CREDENTIALS,
      deviceStage: LOCAL_STAGE,
      claimCredential,
      operatorCredential,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
