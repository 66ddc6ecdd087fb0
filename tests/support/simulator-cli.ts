/**
 * Runs the device simulator's command line (`npm run simulate`) as a user would, for tests of
 * what it makes happen on screen; returns what it printed.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run simulate -- --url MQTT --event TYPE --event-mac MAC`: one device event over MQTT, with
 * the test stack's data folder, where the simulator finds the credentials it onboards with.
 */
export async function simulateDeviceEvent(mqttUrl: string, type: string, mac: string): Promise<string> {
  const dataDir = inject('stack').dataDir;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'tools/simulator/main.ts',
      '--url',
      mqttUrl,
      '--data-dir',
      dataDir,
      '--event',
      type,
      '--event-mac',
      mac,
    ],
    { cwd: ROOT },
  );
  return stdout;
}
