/** What the logger writes, for the tests of log.ts and observability.ts. */
import { vi } from 'vitest';

/** What the logger wrote while `act` ran, one parsed JSON line per entry. */
export async function linesOf(act: () => unknown): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    await act();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return written
    .join('')
    .split('\n')
    .filter((line) => line.trim().startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
