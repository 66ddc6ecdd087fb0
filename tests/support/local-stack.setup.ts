/**
 * vitest globalSetup for the integration and browser tiers: one local stack per run, on free
 * ports with a fresh temporary data folder (so tests never touch a developer's .data/). The stack
 * runs in its own process, as `npm start` runs it: on the Lambda runtime's Node major, so the
 * functions are tested on the Node they run on in AWS (infra/local/lambda-node.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freeStackPorts } from '../../infra/local/ports';
import { startStackProcess } from './stack-process';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      url: string;
      graphqlUrl: string;
      apiKey: string;
      region: string;
      dynamoEndpoint: string;
      /** The object store (s3rver) standing in for the files bucket. */
      s3Endpoint: string;
      tableName: string;
      dataDir: string;
      mqttUrl: string;
      backendCredentials: { accessKeyId: string; secretAccessKey: string };
      /** Device topics' stage, the factory claim credential and the local back end's own (docs/devices-mqtt.md). */
      deviceStage: string;
      claimCredential: { certificatePem: string; privateKey: string };
      operatorCredential: { certificatePem: string; privateKey: string };
      /** The Node.js version the stack process (and so every function) ran on. */
      nodeVersion: string;
    };
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'classpulse-test-'));
  const ports = await freeStackPorts();
  const { info: stack, stop } = await startStackProcess({ dataDir, ports, forwardOutput: true });
  project.provide('stack', {
    url: stack.url,
    graphqlUrl: stack.graphqlUrl,
    apiKey: stack.apiKey,
    region: stack.region,
    dynamoEndpoint: stack.dynamoEndpoint,
    s3Endpoint: stack.s3Endpoint,
    tableName: stack.tableName,
    dataDir: stack.dataDir,
    mqttUrl: stack.mqttUrl,
    backendCredentials: stack.backendCredentials,
    deviceStage: stack.deviceStage,
    claimCredential: stack.claimCredential,
    operatorCredential: stack.operatorCredential,
    nodeVersion: stack.nodeVersion,
  });
  return async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
