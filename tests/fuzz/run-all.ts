/**
 * One fuzz run over the three targets: GraphQL bodies, MQTT payloads and spreadsheets, each with
 * its own seed, and the figures and findings of each. `fuzzLocalStack` starts a fresh in-process
 * stack for the run; `fuzzContext` runs on one already started.
 */
import { loadSchema } from './graphql-cases';
import { runGraphql } from './graphql-runner';
import { type Figures, type Finding, FuzzContext } from './harness';
import { MqttFuzzer } from './mqtt-runner';
import { runSheets } from './sheet-runner';

export interface FuzzRun {
  figures: Figures[];
  findings: Finding[];
}

export interface FuzzRunOptions {
  cases: { graphql: number; mqtt: number; sheets: number };
  seed: number;
  onProgress?: (figures: Figures) => void;
}

export async function fuzzContext(context: FuzzContext, options: FuzzRunOptions): Promise<FuzzRun> {
  const { cases, seed, onProgress } = options;
  const firstFinding = context.findings.length;
  // MQTT runs first: the GraphQL cases may remove or blacklist the seeded scanner it publishes as,
  // and a removed scanner can no longer onboard or connect (docs/devices-mqtt.md).
  const mqtt = await MqttFuzzer.connect(context);
  let mqttFigures: Figures;
  try {
    mqttFigures = await mqtt.run(cases.mqtt, seed + 1_000_000, onProgress);
  } finally {
    await mqtt.end();
  }
  const graphqlFigures = await runGraphql(context, loadSchema(), cases.graphql, seed, onProgress);
  const sheetFigures = await runSheets(context, cases.sheets, seed + 2_000_000, onProgress);
  return {
    figures: [graphqlFigures, mqttFigures, sheetFigures],
    findings: context.findings.slice(firstFinding),
  };
}

export async function fuzzLocalStack(options: FuzzRunOptions): Promise<FuzzRun> {
  const context = await FuzzContext.start();
  try {
    return await fuzzContext(context, options);
  } finally {
    await context.close();
  }
}
