/**
 * One fuzz run over the targets: GraphQL bodies, GraphQL documents built on fragments, AWSJSON
 * inputs with bent keys, MQTT payloads and spreadsheets, each with its own seed, and the figures
 * and findings of each. `fuzzLocalStack` starts a fresh in-process
 * stack for the run; `fuzzContext` runs on one already started.
 */
import { fragmentCases } from './fragment-cases';
import { graphqlCases, loadSchema } from './graphql-cases';
import { runGraphql } from './graphql-runner';
import { type Figures, type Finding, FuzzContext } from './harness';
import { jsonKeyCases } from './json-key-cases';
import { MqttFuzzer } from './mqtt-runner';
import { runSheets } from './sheet-runner';

/** How long one fragment case may take to answer before it counts as no answer. */
const FRAGMENT_TIMEOUT_MS = 5_000;

export interface FuzzRun {
  figures: Figures[];
  findings: Finding[];
}

export interface FuzzRunOptions {
  cases: { graphql: number; fragments: number; jsonKeys: number; mqtt: number; sheets: number };
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
  const schema = loadSchema();
  const graphqlFigures = await runGraphql(
    context,
    { name: 'graphql', cases: graphqlCases(schema, context.known) },
    cases.graphql,
    seed,
    onProgress,
  );
  // A document that expands past the limit is refused before anything runs: a few seconds are
  // generous for any of these, where a fragment bomb once held the stack for minutes.
  const fragmentFigures = await runGraphql(
    context,
    { name: 'fragments', cases: fragmentCases(schema, context.known), timeoutMs: FRAGMENT_TIMEOUT_MS },
    cases.fragments,
    seed + 3_000_000,
    onProgress,
  );
  const jsonKeyFigures = await runGraphql(
    context,
    { name: 'json-keys', cases: jsonKeyCases(schema, context.known) },
    cases.jsonKeys,
    seed + 4_000_000,
    onProgress,
  );
  const sheetFigures = await runSheets(context, cases.sheets, seed + 2_000_000, onProgress);
  return {
    figures: [graphqlFigures, fragmentFigures, jsonKeyFigures, mqttFigures, sheetFigures],
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
