#!/usr/bin/env node
// First-run set-up shared by `npm start` and `npm test`, so each is the only command a fresh
// machine needs: installs npm packages (npm ci), Java (DynamoDB Local) and, for tests, Debian's
// Chromium when missing; generates GraphQL types; builds the console when its sources changed;
// for tests, synthesizes the local stack's wiring when infra/ or functions/ changed.
// Plain Node with no dependencies: it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const forTests = process.argv.includes('--for-tests');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\nSet-up step failed: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

function has(command, args = ['--version']) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stats.mtimeMs,
  );
}

const canApt = process.getuid?.() === 0 && has('apt-get', ['--version']);
let aptUpdated = false;
function aptInstall(pkg, why) {
  if (!canApt) {
    console.error(
      `\n${why} Install the Debian/Ubuntu package "${pkg}" (sudo apt-get install -y ${pkg}) and run again.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${pkg} (${why})`);
  if (!aptUpdated) run('apt-get', ['update', '-qq']);
  aptUpdated = true;
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

// 1. npm packages: `npm ci`, exactly what package-lock.json pins, whenever that lock differs from the
// one last installed. The lock carries every platform's optional binaries (esbuild's, Biome's,
// rolldown's, sharp's), which npm ci requires; scripts/lockfile.test.ts keeps it so. A hash of the
// installed lock, kept inside node_modules (which npm ci deletes and rebuilds), makes an unchanged
// lock cost one file read, and a checkout that only touches the lock's time installs nothing.
const lockFile = join(root, 'package-lock.json');
const installedLockHash = join(root, 'node_modules', '.installed-lock.sha256');
const lockHash = createHash('sha256').update(readFileSync(lockFile)).digest('hex');
const hiddenLock = join(root, 'node_modules', '.package-lock.json');
if (
  !existsSync(installedLockHash) &&
  existsSync(hiddenLock) &&
  statSync(hiddenLock).mtimeMs > statSync(lockFile).mtimeMs
) {
  // node_modules installed by an earlier set-up, before the hash was kept, from this same lock.
  writeFileSync(installedLockHash, `${lockHash}\n`);
}
const installedHash = existsSync(installedLockHash) ? readFileSync(installedLockHash, 'utf8').trim() : '';
if (installedHash !== lockHash) {
  console.log('Installing npm packages from package-lock.json (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(installedLockHash, `${lockHash}\n`);
}

// 2. Java 17+ for DynamoDB Local.
if (!has('java', ['-version'])) aptInstall('default-jre-headless', 'DynamoDB Local needs Java 17 or newer.');

// 3. Chromium for the browser tests.
if (forTests && !existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  aptInstall('chromium', 'The browser tests drive Chromium.');
}

// 4. Types from the GraphQL schema (schema/) for functions and web.
run('npx', ['graphql-codegen', '--config', 'codegen.ts']);

// 5. The console build, when any of its inputs is newer than the last build.
const built = join(root, 'web', 'dist', 'index.html');
const inputs = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/remote-build.ts',
  'web/public',
  'schema',
];
const newestInput = Math.max(...inputs.map((path) => newestMtime(join(root, path))));
if (!existsSync(built) || newestInput > statSync(built).mtimeMs) {
  console.log('Building the console...');
  run('npm', ['run', 'build', '-w', 'web']);
}

// 6. For the test tiers: the local wiring from the synthesized assembly, made once here rather
// than by each tier's stack at the same time.
if (forTests) run('node', ['--import', 'tsx', 'scripts/prepare-wiring.ts']);
