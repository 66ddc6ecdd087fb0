/**
 * Settings of the local stack: ports, the data folder and the local-only credentials.
 * None of these values is a secret worth protecting: they exist only on this machine.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

export interface LocalPorts {
  gateway: number;
  dynamodb: number;
  s3: number;
  mqtt: number;
  mqttWs: number;
}

export function defaultPorts(base = Number(process.env.LOCAL_PORT_BASE ?? 4000)): LocalPorts {
  return {
    gateway: base,
    dynamodb: base + 1,
    s3: base + 2,
    mqttWs: base + 3,
    mqtt: Number(process.env.LOCAL_MQTT_PORT ?? 1883),
  };
}

export const LOCAL_API_KEY = 'da2-classpulse-local-app-token';
export const LOCAL_REGION = 'local';
export const LOCAL_TABLE = 'classpulse';
/** The IAM identity the local back end signs its own GraphQL calls with (answer consumer, rules). */
export const LOCAL_BACKEND_CREDENTIALS = {
  accessKeyId: 'LOCALBACKEND',
  secretAccessKey: 'local-backend-secret',
};

export function defaultDataDir(): string {
  return resolve(process.env.LOCAL_DATA_DIR ?? join(REPO_ROOT, '.data'));
}

/** The token signing key: made once per data folder, so sign-ins survive restarts. */
export function tokenSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'token-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} is damaged: delete it or start with --reset`);
  return secret;
}

export function appVersion(): string {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}
