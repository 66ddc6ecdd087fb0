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
  const figures: Figures[] = [];
  figures.push(await runGraphql(context, loadSchema(), cases.graphql, seed, onProgress));
  const mqtt = await MqttFuzzer.connect(context);
  try {
    figures.push(await mqtt.run(cases.mqtt, seed + 1_000_000, onProgress));
  } finally {
    await mqtt.end();
  }
  figures.push(await runSheets(context, cases.sheets, seed + 2_000_000, onProgress));
  return { figures, findings: context.findings.slice(firstFinding) };
}

export async function fuzzLocalStack(options: FuzzRunOptions): Promise<FuzzRun> {
  const context = await FuzzContext.start();
  try {
    return await fuzzContext(context, options);
  } finally {
    await context.close();
  }
}
