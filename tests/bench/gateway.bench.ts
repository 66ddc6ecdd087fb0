/**
 * `npm run bench:gateway`: how long `npm start` takes to be ready (on a new, empty data folder
 * and again on the existing one), then p50/p99 latency and throughput of 1,000 authenticated
 * GraphQL `me` queries (10 concurrent, after 200 not measured) through the gateway, the
 * authorizer and DynamoDB Local, and how many store requests each one cost (the stack counts
 * them: LOCAL_STORE_STATS, infra/local/store-stats.ts). Prints figures beside the targets with
 * the load average; asserts nothing (timings on a shared 2-core machine are noisy: compare
 * within one run).
 */
import { LOCAL_API_KEY } from '../../infra/local/config';
import { freePort } from '../../infra/local/ports';
import { STORE_STATS_PATH, type StoreRequestCounts } from '../../infra/local/store-stats';
import { startBenchStack } from '../support/stack-process';
import { benchDataDir, loadLine, percentileOf, printTargets } from './bench-env';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);
const WARM_QUERIES = Number(process.env.BENCH_WARM_QUERIES ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const ME = '{ me { _id uid site { name } } }';

async function graphql(url: string, headers: Record<string, string>, query: string, variables = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

/** `count` queries, `CONCURRENCY` at a time: their latencies, errors and wall time. */
async function run(url: string, token: string, count: number) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next += 1;
        const start = performance.now();
        const result = await graphql(url, { authorization: token }, ME);
        latencies.push(performance.now() - start);
        if (result.errors || !result.data?.me) errors += 1;
      }
    }),
  );
  return { latencies, errors, seconds: (performance.now() - began) / 1000 };
}

async function main() {
  const loadAtStart = loadLine();
  const data = benchDataDir('gateway');
  process.env.LOCAL_STORE_STATS = '1';
  const portBase = await freePort();
  const mqttPort = await freePort();
  try {
    const cold = await startBenchStack(data.dir, portBase, mqttPort);
    await cold.stop();
    const warm = await startBenchStack(data.dir, portBase, mqttPort);
    const url = `http://127.0.0.1:${portBase}/graphql`;
    const stats = async () =>
      (await (await fetch(`http://127.0.0.1:${portBase}${STORE_STATS_PATH}`)).json()) as StoreRequestCounts;
    const signin = await graphql(
      url,
      { 'x-api-key': LOCAL_API_KEY },
      'mutation { signin(uid: "teacher", password: "demo1234") { token } }',
    );
    const token = (signin.data?.signin as { token?: string } | undefined)?.token;
    if (!token) throw new Error(`sign-in failed: ${JSON.stringify(signin.errors)}`);

    await run(url, token, WARM_QUERIES);
    const before = await stats();
    const measured = await run(url, token, QUERIES);
    const after = await stats();
    await warm.stop();

    const requestsPerQuery = (after.reads - before.reads) / QUERIES;
    const keysPerQuery = (after.keysRead - before.keysRead) / QUERIES;
    const byCommand = Object.entries(after.requests)
      .map(([name, n]) => [name, n - (before.requests[name] ?? 0)] as const)
      .filter(([, n]) => n > 0)
      .map(([name, n]) => `${name} ${(n / QUERIES).toFixed(3)}`)
      .join(', ');
    const p50 = percentileOf(measured.latencies, 50);
    const p99 = percentileOf(measured.latencies, 99);

    console.log(`Data folder on ${data.medium}`);
    console.log(`npm start ready (new data folder, incl. demo data): ${cold.seconds.toFixed(1)} s`);
    console.log(`npm start ready (existing data folder):             ${warm.seconds.toFixed(1)} s`);
    console.log(
      `${QUERIES} authenticated queries (me), ${CONCURRENCY} concurrent, after ${WARM_QUERIES} not measured:`,
    );
    console.log(
      `  p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...measured.latencies).toFixed(1)} ms`,
    );
    console.log(`  ${(QUERIES / measured.seconds).toFixed(0)} requests/s, ${measured.errors} errors`);
    console.log(
      `  store per query: ${requestsPerQuery.toFixed(3)} read requests for ${keysPerQuery.toFixed(3)} items (${byCommand || 'none'})`,
    );
    printTargets(`bench:gateway, data on ${data.medium}`, loadAtStart, [
      {
        target: `authenticated query p99 < 100 ms at ${CONCURRENCY} concurrent`,
        measured: `p99 ${p99.toFixed(1)} ms, ${measured.errors} errors`,
        met: p99 < 100 && measured.errors === 0,
      },
      {
        target: 'at most one store read before the resolver (me: authorizer and resolver together)',
        measured: `${requestsPerQuery.toFixed(3)} read requests per query`,
        met: requestsPerQuery <= 1.01,
      },
    ]);
  } finally {
    data.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
