#!/usr/bin/env node
// First-run set-up shared by `npm start` and `npm test`, so each is the only command a fresh
// machine needs: installs npm packages, Java (DynamoDB Local) and, for tests, Debian's
// Chromium when missing; generates GraphQL types; builds the console when its sources changed.
// Plain Node with no dependencies: it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

// 1. npm packages: install when missing or when the lock file changed since the last install.
const installedLock = join(root, 'node_modules', '.package-lock.json');
if (
  !existsSync(installedLock) ||
  statSync(join(root, 'package-lock.json')).mtimeMs > statSync(installedLock).mtimeMs
) {
  console.log('Installing npm packages...');
  // `npm install` rather than `npm ci`: the registry mirror here lacks the other platforms' optional
  // binaries of some packages (Biome's), which npm ci reports as a lock mismatch. The lock still pins
  // every version that is installed.
  run('npm', ['install', '--no-audit', '--no-fund']);
}

// 2. Java 17+ for DynamoDB Local.
if (!has('java', ['-version'])) aptInstall('default-jre-headless', 'DynamoDB Local needs Java 17 or newer.');

// 3. Chromium for the browser tests.
if (forTests && !existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  aptInstall('chromium', 'The browser tests drive Chromium.');
}

// 4. Types from schema.graphql for functions and web.
run('npx', ['graphql-codegen', '--config', 'codegen.ts']);

// 5. The console build, when any of its inputs is newer than the last build.
const built = join(root, 'web', 'dist', 'index.html');
const inputs = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/remote-build.ts',
  'web/public',
  'schema.graphql',
];
const newestInput = Math.max(...inputs.map((path) => newestMtime(join(root, path))));
if (!existsSync(built) || newestInput > statSync(built).mtimeMs) {
  console.log('Building the console...');
  run('npm', ['run', 'build', '-w', 'web']);
}
