/**
 * Absolute paths into the repository. The CDK CLI runs the app from the repo root but vitest and
 * editors may not, so nothing here depends on the working directory.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function repoPath(...segments: string[]): string {
  return join(REPO_ROOT, ...segments);
}

export const PATHS = {
  lockFile: repoPath('package-lock.json'),
  resolverCode: repoPath('infra', 'appsync', 'lambda-resolver.js'),
  graphqlHandler: repoPath('functions', 'src', 'handlers', 'graphql.ts'),
  authorizerHandler: repoPath('functions', 'src', 'handlers', 'authorizer.ts'),
  deviceMessagesHandler: repoPath('functions', 'src', 'handlers', 'device-messages.ts'),
  provisionHandler: repoPath('functions', 'src', 'handlers', 'provision-distributor.ts'),
  provisioningHookHandler: repoPath('functions', 'src', 'handlers', 'provisioning-hook.ts'),
  fileHttpHandler: repoPath('functions', 'src', 'handlers', 'file-http.ts'),
  fileProcessorHandler: repoPath('functions', 'src', 'handlers', 'file-processor.ts'),
  exportWorkerHandler: repoPath('functions', 'src', 'handlers', 'export-worker.ts'),
  apiKeyRenewerHandler: repoPath('functions', 'src', 'handlers', 'api-key-renewer.ts'),
  webDist: repoPath('web', 'dist'),
} as const;

/** The version the functions report (Query.version): the root package version, when it has one. */
export function appVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(repoPath('package.json'), 'utf8'));
  if (typeof manifest === 'object' && manifest !== null && 'version' in manifest) {
    const { version } = manifest;
    if (typeof version === 'string' && version.length > 0) return version;
  }
  return '0.1.0';
}

/** The console is deployed only when it has been built (`npm run build:web`) before the synth. */
export function consoleBuildExists(dist: string): boolean {
  return existsSync(join(dist, 'index.html'));
}
