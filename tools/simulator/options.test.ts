/** The command line: defaults, the URL from LOCAL_MQTT_PORT, patterns and refused input. */
import { describe, expect, it } from 'vitest';
import { helpText, parseCommand } from './options';

const optionsOf = (args: string[], env: NodeJS.ProcessEnv = {}) => {
  const command = parseCommand(args, env);
  if (command.help) throw new Error('unexpected help');
  return command.options;
};

describe('parseCommand', () => {
  it('has working defaults, the port taken from LOCAL_MQTT_PORT', () => {
    const options = optionsOf([], { LOCAL_MQTT_PORT: '1999' });
    expect(options.url).toBe('mqtt://127.0.0.1:1999');
    expect(optionsOf([]).url).toBe('mqtt://127.0.0.1:1883');
    expect(options).toMatchObject({
      buttons: 24,
      scanners: 1,
      macBase: 'AA:BB:CC:00:00:01',
      scidPrefix: 'SCN-',
      pattern: { kind: 'rate', perSecond: 5, durationMs: 10_000 },
      duplicates: 0,
      replays: 0,
      seed: 1,
      waitMs: 20_000,
    });
    expect(options.identity).toMatchObject({ stage: 'local' });
    expect(options.identity.tls).toBeUndefined();
  });

  it('reads a burst run with its mix and shares', () => {
    const options = optionsOf([
      '--burst',
      '300',
      '--answers',
      'O:60,X:40',
      '--duplicates',
      '0.1',
      '--replays',
      '0.5',
    ]);
    expect(options.pattern).toEqual({ kind: 'burst', windowMs: 300 });
    expect(options.answers.map((entry) => entry.value)).toEqual(['O', 'X']);
    expect([options.duplicates, options.replays]).toEqual([0.1, 0.5]);
  });

  it.each([
    [['--burst', '100', '--rate', '3']],
    [['--buttons', '0']],
    [['--duplicates', '1.5']],
    [['--cert', 'a.pem']],
    [['--boot', '-1']],
    [['--nope']],
  ])('refuses %j', (args) => {
    expect(() => parseCommand(args, {})).toThrow();
  });

  it('reads one device event with its MAC, major, minor and data', () => {
    const command = parseCommand(
      [
        '--event',
        'long-press',
        '--event-mac',
        'aa-bb-cc-dd-ee-01',
        '--major',
        '1',
        '--minor',
        '65535',
        '--event-data',
        '{"held":3}',
      ],
      {},
    );
    if (command.help) throw new Error('unexpected help');
    expect(command.event).toEqual({
      type: 'long-press',
      mac: 'AA:BB:CC:DD:EE:01',
      major: 1,
      minor: 65535,
      data: { held: 3 },
    });
    expect(optionsOf(['--event', 'tag:scanned'])).toMatchObject({ scidPrefix: 'SCN-' });
    const bare = parseCommand(['--event', 'tag:scanned'], {});
    expect(bare.help === false && bare.event).toEqual({ type: 'tag:scanned' });
    const none = parseCommand([], {});
    expect(none.help === false && none.event).toBeUndefined();
  });

  it.each([
    [['--event', 'has space']],
    [['--event', 'x'.repeat(65)]],
    [['--event', 'long-press', '--event-mac', 'not-a-mac']],
    [['--event', 'long-press', '--major', '65536']],
    [['--event', 'long-press', '--minor', '1.5']],
    [['--event', 'long-press', '--event-data', '[1,2]']],
    [['--event', 'long-press', '--event-data', '{oops']],
    [['--major', '1']],
    [['--event-mac', 'AA:BB:CC:DD:EE:01']],
  ])('refuses the event options %j', (args) => {
    expect(() => parseCommand(args, {})).toThrow();
  });

  it('prints every option with its default in the help', () => {
    expect(parseCommand(['--help'], {})).toEqual({ help: true });
    for (const line of [
      '--url',
      '--rate',
      '--burst',
      '--answers',
      '--duplicates',
      '--replays',
      '--seed',
      '--cert',
      '--event',
      '--event-mac',
      '--major',
      '--minor',
      '--event-data',
    ])
      expect(helpText()).toContain(line);
    expect(helpText()).toContain('(default: 1:40,2:30,3:30)');
  });
});
