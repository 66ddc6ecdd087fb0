/** The back end's log lines are structured: one JSON object with level, message and details. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logError, logInfo } from './log';

afterEach(() => vi.restoreAllMocks());

/** What the logger wrote while `act` ran, one parsed JSON line per entry. */
function linesOf(act: () => void): Record<string, unknown>[] {
  const written: string[] = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  act();
  vi.restoreAllMocks();
  return written
    .join('')
    .split('\n')
    .filter((line) => line.trim().startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the back end log', () => {
  it('writes an error as one JSON line with its level, message, service and details', () => {
    const lines = linesOf(() => logError('Device message failed', { messageId: 'm-1', scanner: 'SCN-1' }));

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'ERROR',
      message: 'Device message failed',
      service: 'classpulse',
      messageId: 'm-1',
      scanner: 'SCN-1',
    });
  });

  it('writes information at INFO', () => {
    const lines = linesOf(() => logInfo('Distributor provisioned', { distId: 'd-1' }));

    expect(lines[0]).toMatchObject({ level: 'INFO', message: 'Distributor provisioned', distId: 'd-1' });
  });
});
