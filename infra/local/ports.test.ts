import { describe, expect, it } from 'vitest';
import { freePort, isPortFree } from './ports';

describe('freePort', () => {
  it('hands out distinct free ports below the ephemeral range', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(20);
    expect(ports.every((port) => port >= 20_000 && port < 32_768)).toBe(true);
    expect(await Promise.all(ports.map((port) => isPortFree(port)))).toEqual(ports.map(() => true));
  });
});
