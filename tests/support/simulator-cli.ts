/**
 * Runs the device simulator's command line (`npm run simulate`) as a user would, for tests of
 * what it makes happen on screen; returns what it printed.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run simulate -- --url MQTT --event TYPE --event-mac MAC`: one device event over MQTT. */
export async function simulateDeviceEvent(mqttUrl: string, type: string, mac: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'tools/simulator/main.ts', '--url', mqttUrl, '--event', type, '--event-mac', mac],
    { cwd: ROOT },
  );
  return stdout;
}
