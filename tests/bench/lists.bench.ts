/**
 * `npm run bench:lists`: seeds 100,000 devices over 100 sites into a fresh DynamoDB Local (data on
 * disk, bench-env.ts), then prints p50/p95 latency and items read per request for the list shapes
 * the console uses: a site's page 0 and page 50, the system-wide page 0, a site's filtered search,
 * and the fleet-wide search through the device service (its index, data/device-search.ts) by the
 * end of a MAC, a serial and two name words. Closes with met/MISSED per target and the load.
 * Asserts nothing. The cost model is in docs/data-model.md ("Paging", "Device search").
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { UserCaller } from '../../functions/src/auth/caller';
import { rankOf } from '../../functions/src/auth/policy';
import { Tenancy } from '../../functions/src/auth/tenancy';
import { DeviceSearch } from '../../functions/src/data/device-search';
import { EntityRepository } from '../../functions/src/data/entities';
import { counterKey, tenantPartition } from '../../functions/src/data/keys';
import { buildFilter, ListReader, type ListSource } from '../../functions/src/data/lists';
import type { DeviceRecord, SiteRecord, SpotRecord, UserRecord } from '../../functions/src/data/records';
import { DeviceService } from '../../functions/src/domain/fleet/devices';
import { roleFlags } from '../../functions/src/kernel/roles';
import type { TableRef } from '../../functions/src/kernel/table-ref';
import { ensureTable, startDynamoLocal } from '../../infra/local/dynamodb';
import { freePort } from '../../infra/local/ports';
import { benchDataDir, loadLine, percentileOf, printTargets } from './bench-env';

// The SDK's notice that its 2027 releases need Node 22 (docs/decisions.md) would clutter the figures.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const SITES = Number(process.env.BENCH_SITES ?? 100);
const DEVICES = Number(process.env.BENCH_DEVICES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PER_PAGE = 10;

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
      console.log(`  seeded ${(site + 1) * perSite} devices (${seconds.toFixed(0)} s, ${loadLine()})`);
    }
  }
}

/** Runs `run` RUNS times, prints p50/p95 and the items read, returns the p95 in ms. */
async function measure(name: string, run: () => Promise<{ itemsRead?: number; total: number }>) {
  const latencies: number[] = [];
  let itemsRead: number | undefined;
  let total = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    const page = await run();
    latencies.push(performance.now() - start);
    itemsRead = page.itemsRead;
    total = page.total;
  }
  const p95 = percentileOf(latencies, 95);
  const read = itemsRead === undefined ? '' : `  items read ${String(itemsRead).padStart(6)}`;
  console.log(
    `${name.padEnd(46)} p50 ${percentileOf(latencies, 50).toFixed(1).padStart(7)} ms  p95 ${p95
      .toFixed(1)
      .padStart(7)} ms${read}  total ${total}`,
  );
  return p95;
}

/** An admin as the authorizer passes one on: sees every site, so q searches the whole fleet. */
const admin: UserCaller = {
  kind: 'user',
  userId: 'bench-admin',
  sid: 'bench',
  role: roleFlags({ admin: true }),
  agreed: true,
  siteId: null,
  distId: null,
};

/** The device service as the resolvers build it, over the bench table. */
function deviceService(table: TableRef, lists: ListReader): DeviceService {
  const entities = new EntityRepository(table);
  const tenancy = new Tenancy(lists, {
    distOfSite: async (id) => (await entities.get<SiteRecord>('SITE', id))?.distId,
    siteOfSpot: async (id) => (await entities.get<SpotRecord>('SPOT', id))?.siteId,
    siteOfDevice: async () => undefined,
    sessionScope: async () => undefined,
    siteOfLink: async () => undefined,
    siteOfFile: async () => undefined,
    scannerSites: async () => ({ sites: [], total: 0 }),
    userScope: async (id) => {
      const user = await entities.get<UserRecord>('USER', id);
      return user ? { siteId: user.siteId, rank: rankOf(user.role) } : undefined;
    },
  });
  return new DeviceService(entities, lists, tenancy, async () => false, new DeviceSearch(table));
}

async function main() {
  const data = benchDataDir('lists');
  const loadAtStart = loadLine();
  const dynamo = await startDynamoLocal({ port: await freePort(), dataDir: data.dir });
  try {
    const client = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await ensureTable(client, 'bench');
    const table: TableRef = { client: DynamoDBDocumentClient.from(client), tableName: 'bench' };
    console.log(`Seeding ${DEVICES} devices over ${SITES} sites, data on ${data.medium} (${loadAtStart})...`);
    await seed(table);
    const lists = new ListReader(table);
    const devices = deviceService(table, lists);
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
    const request = { page: 0, perPage: PER_PAGE };
    const fleet = (q: string) => () => devices.list(admin, request, { q });

    console.log(`\n${RUNS} requests each, perPage ${PER_PAGE}:`);
    const sitePages = [
      await measure('site-scoped, page 0', () => lists.page(site, request)),
      await measure('site-scoped, page 50', () => lists.page(site, { page: 50, perPage: PER_PAGE })),
      await measure('system-wide, page 0', () => lists.page(everything, request)),
      await measure('site-scoped search (q on MAC/SN/name/label)', () => lists.page(site, request, search)),
    ];
    // Device 42424 has MAC AA:BB:00:00:A5:B8, serial SN-42424 and the name "Button 42424".
    const fleetSearches = [
      await measure('fleet-wide search, end of a MAC (A5:B8)', fleet('A5:B8')),
      await measure('fleet-wide search, serial (SN-4242)', fleet('SN-4242')),
      await measure('fleet-wide search, name words (button 4242)', fleet('button 4242')),
    ];
    const start = performance.now();
    const wide = await lists.page(everything, request, search);
    console.log(
      `${'system-wide filter, one request (no index)'.padEnd(46)} ${(performance.now() - start).toFixed(0)} ms  items read ${wide.itemsRead}  total ${wide.total}`,
    );
    const broadStart = performance.now();
    const broad = await devices.list(admin, request, { q: 'button' });
    console.log(
      `${'fleet-wide search matching every device'.padEnd(46)} ${(performance.now() - broadStart).toFixed(0)} ms  total ${broad.total}`,
    );
    const worst = (values: number[]) => Math.max(...values);
    printTargets(`bench:lists, ${DEVICES} devices, data on ${data.medium}`, loadAtStart, [
      {
        target: 'site pages p95 < 100 ms',
        measured: `worst p95 ${worst(sitePages).toFixed(1)} ms`,
        met: worst(sitePages) < 100,
      },
      {
        target: `fleet-wide search p95 < 200 ms at ${DEVICES} devices`,
        measured: `worst p95 ${worst(fleetSearches).toFixed(1)} ms (MAC, serial, name)`,
        met: worst(fleetSearches) < 200,
      },
    ]);
  } finally {
    await dynamo.stop();
    data.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
