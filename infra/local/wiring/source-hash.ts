/**
 * The hash of everything a synthesized stage depends on: the CDK app (infra/lib, infra/bin, the
 * AppSync resolver code), the functions' sources (their environment schema and the handler paths
 * the app names), the GraphQL schema (schema/), cdk.json, the package manifests (the app's version, the CDK
 * release) and the extractor itself. A change to any of them makes the next start synthesize.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO_ROOT } from '../../lib/paths';

export const WIRING_SOURCES = [
  'infra/lib',
  'infra/bin',
  'infra/appsync',
  'infra/local/wiring',
  'functions/src',
  'schema',
  'cdk.json',
  'package.json',
  'package-lock.json',
];

/** Tests never reach a template; leaving them out spares a synthesis when only a test changed. */
const IGNORED = /\.test\.tsx?$|(^|\/)(node_modules|generated)(\/|$)/;

function filesUnder(path: string): string[] {
  const entries = readdirSync(join(REPO_ROOT, path), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(REPO_ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

export function wiringSourceHash(sources: string[] = WIRING_SOURCES): string {
  const files = sources
    .flatMap((source) => (statSync(join(REPO_ROOT, source)).isDirectory() ? filesUnder(source) : [source]))
    .filter((file) => !IGNORED.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(REPO_ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
