/**
 * The local stack's public origin (public-origin.ts): configuration only, checked at start, and
 * the one source of config.json's GraphQL endpoint.
 */
import { describe, expect, it } from 'vitest';
import { LocalStackError } from './errors';
import { localRuntimeConfig, publicOrigin } from './public-origin';

describe('publicOrigin', () => {
  it("is the gateway's own address on this machine unless configured", () => {
    expect(publicOrigin(4000)).toBe('http://127.0.0.1:4000');
    expect(publicOrigin(4000, '')).toBe('http://127.0.0.1:4000');
  });

  it('takes a configured origin as its origin, a trailing slash or default port dropped', () => {
    expect(publicOrigin(4000, 'http://192.168.0.10:4000/')).toBe('http://192.168.0.10:4000');
    expect(publicOrigin(4000, 'https://classroom.example:443')).toBe('https://classroom.example');
  });

  it.each([
    'not a url',
    'ftp://192.168.0.10:4000',
    'http://192.168.0.10:4000/console',
    'http://192.168.0.10:4000/?x=1',
    'http://192.168.0.10:4000/#x',
    'http://user:pass@192.168.0.10:4000',
    'javascript:alert(1)',
  ])('refuses %s at start, with a hint', (configured) => {
    expect(() => publicOrigin(4000, configured)).toThrow(LocalStackError);
  });
});

describe('localRuntimeConfig', () => {
  it("names the origin's GraphQL endpoint and nothing from a request", () => {
    expect(localRuntimeConfig('http://192.168.0.10:4000', 'key', 'local')).toEqual({
      graphqlUrl: 'http://192.168.0.10:4000/graphql',
      apiKey: 'key',
      region: 'local',
      stage: 'local',
      local: true,
    });
  });
});
