/**
 * vitest globalSetup for the integration and browser tiers: one local stack per run, on free
 * ports with a fresh temporary data folder (so tests never touch a developer's .data/).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freeStackPorts } from '../../infra/local/ports';
import { startLocalStack } from '../../infra/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      url: string;
      graphqlUrl: string;
      apiKey: string;
      region: string;
      dynamoEndpoint: string;
      tableName: string;
      dataDir: string;
      mqttUrl: string;
      backendCredentials: { accessKeyId: string; secretAccessKey: string };
      /** Device topics' stage, the factory claim credential and the local back end's own (docs/devices-mqtt.md). */
      deviceStage: string;
      claimCredential: { certificatePem: string; privateKey: string };
      operatorCredential: { certificatePem: string; privateKey: string };
    };
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'classpulse-test-'));
  const ports = await freeStackPorts();
  const stack = await startLocalStack({ dataDir, ports, seed: true });
  project.provide('stack', {
    url: stack.url,
    graphqlUrl: stack.graphqlUrl,
    apiKey: stack.apiKey,
    region: stack.region,
    dynamoEndpoint: stack.dynamoEndpoint,
    tableName: stack.tableName,
    dataDir: stack.dataDir,
    mqttUrl: stack.mqttUrl,
    backendCredentials: stack.backendCredentials,
    deviceStage: stack.deviceStage,
    claimCredential: stack.claimCredential,
    operatorCredential: stack.operatorCredential,
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
