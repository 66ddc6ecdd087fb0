/**
 * `npm run bench:lists`: seeds 100,000 devices over 100 sites into a fresh DynamoDB Local, then
 * prints p50/p95 latency and items read per request for the list shapes the console uses:
 * a site's page 0 and page 50, the system-wide page 0, and a filtered search. Prints figures;
 * asserts nothing. The cost model behind the numbers is in docs/data-model.md ("Paging").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { EntityRepository, type TableRef } from '../../functions/src/data/entities';
import { counterKey, tenantPartition } from '../../functions/src/data/keys';
import { buildFilter, ListReader, type ListSource } from '../../functions/src/data/lists';
import type { DeviceRecord } from '../../functions/src/data/records';
import { ensureTable, startDynamoLocal } from '../../infra/local/dynamodb';
import { freePort } from '../../infra/local/ports';

// The SDK's notice that its 2027 releases need Node 22 (docs/decisions.md) would clutter the figures.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const SITES = Number(process.env.BENCH_SITES ?? 100);
const DEVICES = Number(process.env.BENCH_DEVICES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PER_PAGE = 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function seed(table: TableRef): Promise<void> {
  const entities = new EntityRepository(table);
  const perSite = Math.ceil(DEVICES / SITES);
  const began = performance.now();
  for (let site = 0; site < SITES; site += 1) {
    const siteId = `bench-site-${site}`;
    const entries = Array.from({ length: Math.min(perSite, DEVICES - site * perSite) }, (_, i) => {
      const n = site * perSite + i;
      const hex = n.toString(16).toUpperCase().padStart(8, '0');
      const createdAt = new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString();
      const record: DeviceRecord = {
        _id: `bench-device-${n}`,
        mac: `AA:BB:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4, 6)}:${hex.slice(6, 8)}`,
        sn: `SN-${n}`,
        name: `Button ${n}`,
        label: String((i % 40) + 1),
        status: 'ready',
        siteId,
        spotId: null,
        userId: null,
        active: true,
        createdAt,
        updatedAt: createdAt,
      };
      return { record, scope: { siteId } };
    });
    await entities.createMany('DEVICE', entries);
    if ((site + 1) % 10 === 0) {
      const seconds = (performance.now() - began) / 1000;
      console.log(`  seeded ${(site + 1) * perSite} devices (${seconds.toFixed(0)} s)`);
    }
  }
}

async function measure(name: string, run: () => Promise<{ itemsRead: number; total: number }>) {
  const latencies: number[] = [];
  let itemsRead = 0;
  let total = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    const page = await run();
    latencies.push(performance.now() - start);
    itemsRead = page.itemsRead;
    total = page.total;
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(42)} p50 ${percentile(latencies, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(
      latencies,
      95,
    )
      .toFixed(1)
      .padStart(7)} ms  items read ${String(itemsRead).padStart(6)}  total ${total}`,
  );
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'classpulse-bench-lists-'));
  const dynamo = await startDynamoLocal({ port: await freePort(), dataDir });
  try {
    const client = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await ensureTable(client, 'bench');
    const table: TableRef = { client: DynamoDBDocumentClient.from(client), tableName: 'bench' };
    console.log(`Seeding ${DEVICES} devices over ${SITES} sites...`);
    await seed(table);
    const lists = new ListReader(table);
    const site: ListSource = {
      index: 'byTenant',
      partition: tenantPartition('DEVICE', 'bench-site-42'),
      counter: counterKey('DEVICE', 'SITE#bench-site-42'),
    };
    const everything: ListSource = {
      index: 'byType',
      partition: 'DEVICE',
      counter: counterKey('DEVICE', 'ALL'),
    };
    const search = buildFilter({}, { text: 'AA:BB:00:00:A4', attributes: ['mac', 'sn', 'name', 'label'] });

    console.log(`\n${RUNS} requests each, perPage ${PER_PAGE}:`);
    await measure('site-scoped, page 0', () => lists.page(site, { page: 0, perPage: PER_PAGE }));
    await measure('site-scoped, page 50', () => lists.page(site, { page: 50, perPage: PER_PAGE }));
    await measure('system-wide, page 0', () => lists.page(everything, { page: 0, perPage: PER_PAGE }));
    await measure('site-scoped search (q on MAC/SN/name/label)', () =>
      lists.page(site, { page: 0, perPage: PER_PAGE }, search),
    );
    const start = performance.now();
    const wide = await lists.page(everything, { page: 0, perPage: PER_PAGE }, search);
    console.log(
      `${'system-wide search, one request'.padEnd(42)} ${(performance.now() - start).toFixed(0)} ms  items read ${wide.itemsRead}  total ${wide.total}`,
    );
  } finally {
    await dynamo.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
