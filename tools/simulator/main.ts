/**
 * `npm run simulate -- [options]`: runs simulated scanners and buttons against an MQTT broker
 * (the local aedes by default, AWS IoT with --url mqtts://... --stage and a claim or scanner
 * certificate) and prints a
 * summary; with --event, publishes one device event instead (event.ts). Exits 0 unless the
 * options are wrong or a scanner cannot connect.
 */
import { buttonIdOf } from '../../functions/src/devices/contract';
import { publishDeviceEvent } from './event';
import { localButtonLoginOf, scannerLoginOf } from './identities';
import { OnboardingRefused } from './onboarding';
import { helpText, parseCommand } from './options';
import { scidAt } from './plan';
import { ConnectionError, runSimulation } from './run';
import { formatSummary } from './summary';

async function main(): Promise<number> {
  let command: ReturnType<typeof parseCommand>;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${helpText()}`);
    return 2;
  }
  if (command.help) {
    console.log(helpText());
    return 0;
  }
  try {
    const { event, options } = command;
    const { identity } = options;
    if (event) {
      const buttonId = event.mac ? buttonIdOf(event.mac) : null;
      const login = buttonId
        ? await localButtonLoginOf(identity, buttonId)
        : await scannerLoginOf(identity, scidAt(options.scidPrefix, 0));
      const sent = await publishDeviceEvent({ url: options.url, event, login });
      console.log(`Published on ${sent.topic}: ${sent.payload}`);
      return 0;
    }
    const summary = await runSimulation({
      ...options,
      login: (scid) => scannerLoginOf(identity, scid),
      log: (line) => console.log(line),
    });
    console.log(formatSummary(summary));
    return 0;
  } catch (error) {
    if (!(error instanceof ConnectionError) && !(error instanceof OnboardingRefused)) throw error;
    console.error(error.message);
    return 1;
  }
}

process.exitCode = await main();
