/**
 * The command line of `npm run simulate`: option definitions with their defaults, the help text
 * built from them, and parsing into SimulationOptions (node:util parseArgs, no extra package);
 * with --event, the one device event to publish instead (event.ts).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  deviceEventSchema,
  LOCAL_STAGE,
  MAX_BOOT_COUNT,
  STAGE_PATTERN,
} from '../../functions/src/devices/contract';
import { normalizeMac } from '../../functions/src/kernel/mac';
import { parseAnswerMix } from './answers';
import type { DeviceEventOptions } from './event';
import type { IdentityOptions } from './identities';
import type { PressPattern } from './plan';
import type { SimulationOptions } from './run';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

// Seconds since 2024-01-01: grows across runs like a persisted boot counter, and stays below
// MAX_BOOT_COUNT (2^29 - 1) until about 2041.
const BOOT_EPOCH_MS = Date.UTC(2024, 0, 1);
export const defaultBoot = () => Math.floor((Date.now() - BOOT_EPOCH_MS) / 1000);

export const defaultUrl = (env: NodeJS.ProcessEnv = process.env) =>
  `mqtt://127.0.0.1:${env.LOCAL_MQTT_PORT ?? 1883}`;

interface OptionHelp {
  type: 'string' | 'boolean';
  help: string;
  fallback?: string;
}

const OPTIONS = {
  url: {
    type: 'string',
    help: 'broker URL (mqtt://, mqtts:// for AWS IoT)',
    fallback: 'mqtt://127.0.0.1:$LOCAL_MQTT_PORT or :1883',
  },
  buttons: { type: 'string', help: 'number of buttons', fallback: '24' },
  scanners: {
    type: 'string',
    help: 'number of scanners; button i sits behind scanner i mod M',
    fallback: '1',
  },
  'mac-base': { type: 'string', help: 'MAC of the first button', fallback: 'AA:BB:CC:00:00:01' },
  'scid-prefix': { type: 'string', help: 'scanner ids are PREFIX0001, PREFIX0002, ...', fallback: 'SCN-' },
  rate: { type: 'string', help: 'presses per second over all buttons', fallback: '5' },
  duration: { type: 'string', help: 'seconds of pressing at --rate', fallback: '10' },
  burst: { type: 'string', help: 'instead of --rate: every button presses once within N ms' },
  answers: {
    type: 'string',
    help: 'answer mix KEY:WEIGHT,... (keys O, X, ? or digits)',
    fallback: '1:40,2:30,3:30',
  },
  duplicates: { type: 'string', help: 'share 0..1 of presses sent twice (same seq)', fallback: '0' },
  replays: { type: 'string', help: 'share 0..1 of batches published again 0.5-2 s later', fallback: '0' },
  seed: { type: 'string', help: 'seed of the press plan (same seed, same plan)', fallback: '1' },
  boot: {
    type: 'string',
    help: 'boot counter, the high bits of press seqs',
    fallback: 'seconds since 2024-01-01',
  },
  wait: { type: 'string', help: 'seconds to wait for acks after the last press', fallback: '20' },
  stage: {
    type: 'string',
    help: 'stage of the topics and thing names (classpulse/STAGE/...)',
    fallback: 'local',
  },
  'data-dir': {
    type: 'string',
    help: 'local data folder: claim credential, saved scanner credentials',
    fallback: '$LOCAL_DATA_DIR or .data',
  },
  'claim-cert': {
    type: 'string',
    help: 'AWS IoT: claim certificate file (PEM) to onboard scanners by claim',
  },
  'claim-key': { type: 'string', help: 'AWS IoT: claim private key file (PEM)' },
  cert: { type: 'string', help: 'AWS IoT: one scanner certificate file (PEM) instead of onboarding' },
  key: { type: 'string', help: 'AWS IoT: its private key file (PEM)' },
  ca: { type: 'string', help: 'CA certificate file (PEM), e.g. AmazonRootCA1.pem' },
  event: {
    type: 'string',
    help: 'publish one device event of this type (rules engine) instead of pressing, then exit',
  },
  'event-mac': {
    type: 'string',
    help: 'with --event: the button that emits it, on its own topic',
    fallback: 'the first scanner emits its own event',
  },
  major: { type: 'string', help: 'with --event: its major, 0..65535 (event definition mjid)' },
  minor: { type: 'string', help: 'with --event: its minor, 0..65535 (event definition mnid)' },
  'event-data': { type: 'string', help: 'with --event: a JSON object handed to the action' },
  help: { type: 'boolean', help: 'print this help' },
} as const satisfies Record<string, OptionHelp>;

export function helpText(): string {
  const lines = Object.entries(OPTIONS).map(([name, option]: [string, OptionHelp]) => {
    const flag = option.type === 'string' ? `--${name} VALUE` : `--${name}`;
    const fallback = option.fallback ? ` (default: ${option.fallback})` : '';
    return `  ${flag.padEnd(22)} ${option.help}${fallback}`;
  });
  return [
    'Simulated scanners and buttons on the device MQTT contract (docs/devices-mqtt.md "Simulator").',
    '',
    'Usage: npm run simulate -- [options]',
    '       npm run simulate -- --event TYPE [--event-mac MAC] [--major N] [--minor N] [--event-data JSON]',
    '',
    ...lines,
  ].join('\n');
}

function numberOption(name: string, text: string, check: (value: number) => boolean, rule: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || !check(value))
    throw new Error(`--${name}: ${rule}, not "${text}"`);
  return value;
}

const positiveInt = (name: string, text: string) =>
  numberOption(name, text, (value) => Number.isInteger(value) && value > 0, 'a whole number above 0');
const share = (name: string, text: string) =>
  numberOption(name, text, (value) => value >= 0 && value <= 1, 'a share between 0 and 1');

/** The run's options; each scanner's login comes from `identity` (identities.ts). */
export type CommandOptions = Omit<SimulationOptions, 'login'> & { identity: IdentityOptions };

export type ParsedCommand =
  | { help: true }
  | { help: false; options: CommandOptions; event?: DeviceEventOptions };

const EVENT_ONLY = ['event-mac', 'major', 'minor', 'event-data'] as const;

/** The --event options, or undefined without --event; throws on a value the contract refuses. */
function eventOptions(
  text: (name: keyof typeof OPTIONS) => string | undefined,
): DeviceEventOptions | undefined {
  const type = text('event');
  if (type === undefined) {
    const stray = EVENT_ONLY.find((name) => text(name) !== undefined);
    if (stray) throw new Error(`--${stray} goes with --event`);
    return undefined;
  }
  if (!deviceEventSchema.shape.type.safeParse(type).success)
    throw new Error(`--event: 1 to 64 of A-Z a-z 0-9 _ . : -, not "${type}"`);
  const event: DeviceEventOptions = { type };
  const mac = text('event-mac');
  if (mac !== undefined) {
    const normalized = normalizeMac(mac);
    if (!normalized) throw new Error(`--event-mac: a MAC such as AA:BB:CC:DD:EE:01, not "${mac}"`);
    event.mac = normalized;
  }
  for (const name of ['major', 'minor'] as const) {
    const value = text(name);
    if (value !== undefined)
      event[name] = numberOption(
        name,
        value,
        (n) => Number.isInteger(n) && n >= 0 && n <= 65535,
        'a whole number from 0 to 65535',
      );
  }
  const data = text('event-data');
  if (data !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error(`--event-data: a JSON object such as {"held":3}, not ${JSON.stringify(data)}`);
    event.data = parsed as Record<string, unknown>;
  }
  return event;
}

/** Reads the arguments (without node and script); throws a message fit for the command line. */
export function parseCommand(args: string[], env: NodeJS.ProcessEnv = process.env): ParsedCommand {
  const parsedArgs = parseArgs({
    args,
    options: Object.fromEntries(
      Object.entries(OPTIONS).map(([name, option]) => [name, { type: option.type }]),
    ),
    strict: true,
    allowPositionals: false,
  });
  const values = parsedArgs.values as Record<string, string | boolean | undefined>;
  if (values.help) return { help: true };
  const text = (name: keyof typeof OPTIONS): string | undefined => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };
  const fallback = (name: keyof typeof OPTIONS, defaultValue: string) => text(name) ?? defaultValue;
  const event = eventOptions(text);

  if (text('burst') !== undefined && (text('rate') !== undefined || text('duration') !== undefined))
    throw new Error('--burst and --rate/--duration do not go together');
  const burst = text('burst');
  const pattern: PressPattern =
    burst !== undefined
      ? { kind: 'burst', windowMs: positiveInt('burst', burst) }
      : {
          kind: 'rate',
          perSecond: numberOption('rate', fallback('rate', '5'), (value) => value > 0, 'a number above 0'),
          durationMs:
            numberOption('duration', fallback('duration', '10'), (value) => value > 0, 'a number above 0') *
            1000,
        };

  const read = (name: 'cert' | 'key' | 'ca' | 'claim-cert' | 'claim-key') => readFileSync(text(name) ?? '');
  const given = (names: readonly ('cert' | 'key' | 'claim-cert' | 'claim-key' | 'ca')[]) =>
    names.filter((name) => text(name) !== undefined).length;
  if (given(['cert', 'key']) === 1) throw new Error('--cert and --key go together');
  if (given(['claim-cert', 'claim-key']) === 1) throw new Error('--claim-cert and --claim-key go together');
  if (given(['cert', 'claim-cert']) === 2) throw new Error('--cert and --claim-cert do not go together');
  if (given(['cert', 'claim-cert']) === 1 && text('ca') === undefined) throw new Error('AWS IoT needs --ca');
  const tls =
    text('cert') !== undefined ? { cert: read('cert'), key: read('key'), ca: read('ca') } : undefined;
  const claimTls =
    text('claim-cert') !== undefined
      ? { cert: read('claim-cert'), key: read('claim-key'), ca: read('ca') }
      : undefined;
  const stage = fallback('stage', LOCAL_STAGE);
  if (!STAGE_PATTERN.test(stage)) throw new Error(`--stage: a stage name such as dev, not "${stage}"`);
  const url = fallback('url', defaultUrl(env));

  return {
    help: false,
    options: {
      url,
      buttons: positiveInt('buttons', fallback('buttons', '24')),
      scanners: positiveInt('scanners', fallback('scanners', '1')),
      macBase: fallback('mac-base', 'AA:BB:CC:00:00:01'),
      scidPrefix: fallback('scid-prefix', 'SCN-'),
      pattern,
      answers: parseAnswerMix(fallback('answers', '1:40,2:30,3:30')),
      duplicates: share('duplicates', fallback('duplicates', '0')),
      replays: share('replays', fallback('replays', '0')),
      seed: numberOption('seed', fallback('seed', '1'), Number.isInteger, 'a whole number'),
      boot: numberOption(
        'boot',
        fallback('boot', String(defaultBoot())),
        (value) => Number.isInteger(value) && value >= 0 && value <= MAX_BOOT_COUNT,
        `a whole number from 0 to ${MAX_BOOT_COUNT}`,
      ),
      waitMs:
        numberOption('wait', fallback('wait', '20'), (value) => value >= 0, 'a number of seconds') * 1000,
      identity: {
        url,
        stage,
        dataDir: resolve(text('data-dir') ?? env.LOCAL_DATA_DIR ?? join(REPO_ROOT, '.data')),
        ...(tls && { tls }),
        ...(claimTls && { claimTls }),
      },
    },
    ...(event && { event }),
  };
}
