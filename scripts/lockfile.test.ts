import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Lockfile, resolveInLock, unresolvedDependencies } from './lockfile';

const committedLock = JSON.parse(
  readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'),
) as Lockfile;

/** A small lock with one package whose platform binaries are optional, as esbuild's are. */
function lockWithPlatformBinaries(platforms: string[]): Lockfile {
  const packages: Lockfile['packages'] = {
    '': { devDependencies: { tool: '^1.0.0' } },
    'node_modules/tool': {
      version: '1.0.0',
      optionalDependencies: { '@tool/linux-x64': '1.0.0', '@tool/darwin-arm64': '1.0.0' },
    },
  };
  for (const platform of platforms) packages[`node_modules/@tool/${platform}`] = { version: '1.0.0' };
  return { lockfileVersion: 3, packages };
}

describe('unresolvedDependencies', () => {
  it('names an optional platform binary that the lock lacks', () => {
    // Prepare
    const lock = lockWithPlatformBinaries(['linux-x64']);

    // Act
    const unresolved = unresolvedDependencies(lock);

    // Assess
    expect(unresolved).toEqual([{ from: 'node_modules/tool', name: '@tool/darwin-arm64', optional: true }]);
  });

  it('finds nothing missing when every platform binary is in the lock', () => {
    // Prepare
    const lock = lockWithPlatformBinaries(['linux-x64', 'darwin-arm64']);

    // Act
    const unresolved = unresolvedDependencies(lock);

    // Assess
    expect(unresolved).toEqual([]);
  });

  it('resolves a nested copy before the hoisted one, as Node loads them', () => {
    // Prepare
    const lock: Lockfile = {
      lockfileVersion: 3,
      packages: {
        '': {},
        'node_modules/a': { version: '1.0.0', dependencies: { b: '^2.0.0', c: '^1.0.0' } },
        'node_modules/a/node_modules/b': { version: '2.0.0' },
        'node_modules/b': { version: '1.0.0' },
        'node_modules/c': { version: '1.0.0' },
      },
    };

    // Act
    const nested = resolveInLock(lock, 'node_modules/a', 'b');
    const hoisted = resolveInLock(lock, 'node_modules/a', 'c');
    const absent = resolveInLock(lock, 'node_modules/a', 'd');

    // Assess
    expect([nested, hoisted, absent]).toEqual(['node_modules/a/node_modules/b', 'node_modules/c', undefined]);
  });
});

describe('the committed package-lock.json', () => {
  it('provides every dependency of every package, every platform binary included, so npm ci accepts it', () => {
    // Act
    const unresolved = unresolvedDependencies(committedLock);

    // Assess
    expect(unresolved).toEqual([]);
  });

  it.each([
    ['esbuild', ['@esbuild/darwin-arm64', '@esbuild/linux-arm64', '@esbuild/win32-x64']],
    ['@biomejs/biome', ['@biomejs/cli-darwin-arm64', '@biomejs/cli-linux-arm64', '@biomejs/cli-win32-x64']],
    [
      'rolldown',
      [
        '@rolldown/binding-darwin-arm64',
        '@rolldown/binding-linux-arm64-gnu',
        '@rolldown/binding-win32-x64-msvc',
      ],
    ],
    ['sharp', ['@img/sharp-darwin-arm64', '@img/sharp-linux-arm64', '@img/sharp-win32-x64']],
  ])(
    'pins %s binaries for macOS arm64, Linux arm64 and Windows x64 at the versions it asks for',
    (tool, binaries) => {
      // Prepare
      const asked = committedLock.packages[`node_modules/${tool}`]?.optionalDependencies ?? {};

      // Act
      const locked = binaries.map((binary) => [
        binary,
        committedLock.packages[resolveInLock(committedLock, `node_modules/${tool}`, binary) ?? '']?.version,
      ]);

      // Assess
      expect(binaries.filter((binary) => !asked[binary])).toEqual([]);
      expect(locked).toEqual(binaries.map((binary) => [binary, asked[binary]]));
    },
  );

  it('pins dependency-cruiser at exactly 18.7.2', () => {
    // Act
    const root = committedLock.packages[''];
    const installed = committedLock.packages['node_modules/dependency-cruiser'];

    // Assess
    expect([root?.devDependencies?.['dependency-cruiser'], installed?.version]).toEqual(['18.7.2', '18.7.2']);
  });
});
