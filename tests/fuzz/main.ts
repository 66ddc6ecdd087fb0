/**
 * `npm run fuzz`: at least 10,000 cases of each target (GraphQL bodies from the schema, documents
 * built on fragments, AWSJSON inputs with bent keys, MQTT payloads from the device contract,
 * spreadsheets for the question importer) against a fresh local stack, then the figures: cases,
 * refused, crashes, 5xx, partial writes, time and the slowest GraphQL answer. Exits with 1 if
 * any crash, 5xx or partial write was found, after listing them. FUZZ_CASES sets the count per
 * target, FUZZ_SEED the seed (printed, so a run can be repeated).
 */
import { fuzzLocalStack } from './run-all';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const count = Math.max(1, Number(process.env.FUZZ_CASES ?? 10_000));
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
// graphql | fragments | json-keys | mqtt | sheets, or several separated by commas
const only = process.env.FUZZ_ONLY?.split(',').map((name) => name.trim());

function table(rows: Array<Record<string, string | number>>): string {
  const heads = Object.keys(rows[0] ?? {});
  const width = heads.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(width[i] ?? 0)).join('  ');
  return [line(heads), ...rows.map((r) => line(heads.map((h) => String(r[h]))))].join('\n');
}

async function main() {
  console.log(`Fuzzing a fresh local stack: ${count} cases per target, seed ${seed}`);
  const pick = (name: string) => (only && !only.includes(name) ? 0 : count);
  let lastPrinted = 0;
  const run = await fuzzLocalStack({
    cases: {
      graphql: pick('graphql'),
      fragments: pick('fragments'),
      jsonKeys: pick('json-keys'),
      mqtt: pick('mqtt'),
      sheets: pick('sheets'),
    },
    seed,
    onProgress: (f) => {
      if (Date.now() - lastPrinted < 30_000) return;
      lastPrinted = Date.now();
      console.log(
        `  ${f.target}: ${f.cases} cases, ${f.crashes} crashes, ${f.http5xx} 5xx, ${f.partialWrites} partial writes, ${f.seconds.toFixed(0)} s`,
      );
    },
  });
  console.log(
    `\n${table(
      run.figures.map((f) => ({
        target: f.target,
        cases: f.cases,
        refused: f.refused,
        crashes: f.crashes,
        '5xx': f.http5xx,
        'partial writes': f.partialWrites,
        seconds: f.seconds.toFixed(1),
        'slowest ms': f.slowestMs === undefined ? '-' : f.slowestMs.toFixed(0),
      })),
    )}\n`,
  );
  for (const finding of run.findings.slice(0, 50)) {
    console.log(`${finding.kind} (${finding.target}): ${finding.detail}\n  input: ${finding.input}\n`);
  }
  if (run.findings.length > 50) console.log(`... and ${run.findings.length - 50} more findings`);
  process.exitCode = run.findings.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
