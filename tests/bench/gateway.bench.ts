/**
 * `npm run bench:gateway`: how long `npm start` takes to be ready (on a new, empty data folder
 * and again on the existing one), then p50/p99 latency and throughput of 1,000 authenticated
 * GraphQL queries through the gateway, the authorizer and DynamoDB Local. Prints figures;
 * asserts nothing (timings on a shared 2-core machine are noisy: compare within one run).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_API_KEY } from '../../infra/local/config';
import { freePort } from '../../infra/local/ports';
import { startStackProcess } from './stack-process';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

async function graphql(url: string, headers: Record<string, string>, query: string, variables = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'classpulse-bench-'));
  const portBase = await freePort();
  const mqttPort = await freePort();
  try {
    const cold = await startStackProcess(dataDir, portBase, mqttPort);
    await cold.stop();
    const warm = await startStackProcess(dataDir, portBase, mqttPort);
    const url = `http://127.0.0.1:${portBase}/graphql`;
    const signin = await graphql(
      url,
      { 'x-api-key': LOCAL_API_KEY },
      'mutation { signin(uid: "teacher", password: "demo1234") { token } }',
    );
    const token = (signin.data?.signin as { token?: string } | undefined)?.token;
    if (!token) throw new Error(`sign-in failed: ${JSON.stringify(signin.errors)}`);

    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const began = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < QUERIES) {
          next += 1;
          const start = performance.now();
          const result = await graphql(url, { authorization: token }, '{ me { _id uid site { name } } }');
          latencies.push(performance.now() - start);
          if (result.errors || !result.data?.me) errors += 1;
        }
      }),
    );
    const elapsed = (performance.now() - began) / 1000;
    await warm.stop();
    latencies.sort((a, b) => a - b);

    console.log(`npm start ready (new data folder, incl. demo data): ${cold.seconds.toFixed(1)} s`);
    console.log(`npm start ready (existing data folder):             ${warm.seconds.toFixed(1)} s`);
    console.log(`${QUERIES} authenticated queries (me), ${CONCURRENCY} concurrent:`);
    console.log(
      `  p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
    console.log(`  ${(QUERIES / elapsed).toFixed(0)} requests/s, ${errors} errors`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
