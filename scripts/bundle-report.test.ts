import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  type BundleSize,
  bundleSizeOf,
  kilobytes,
  MEGABYTE,
  reportLines,
  targetVerdicts,
} from './bundle-report';

/** A metafile as esbuild writes it for one bundle and its source map (only the fields read here). */
function metafileOf(bytes: number, inputs: Record<string, number>): Metafile {
  return {
    inputs: {},
    outputs: {
      'cdk.out/bundle-sizes/x/index.mjs.map': { bytes: 999, inputs: {}, imports: [], exports: [] },
      'cdk.out/bundle-sizes/x/index.mjs': {
        bytes,
        inputs: Object.fromEntries(
          Object.entries(inputs).map(([path, bytesInOutput]) => [path, { bytesInOutput }]),
        ),
        imports: [],
        exports: [],
      },
    },
  };
}

function size(name: string, bytes: number): BundleSize {
  return { name, bytes, mapBytes: 0, biggest: [] };
}

describe('bundleSizeOf', () => {
  it('takes the bundle size and its five biggest inputs, largest first, from the metafile', () => {
    // Prepare
    const metafile = metafileOf(5000, { a: 10, b: 600, c: 30, d: 2000, e: 5, f: 400, g: 1 });

    // Act
    const measured = bundleSizeOf('authorizer', metafile, 'index.mjs');

    // Assess
    expect(measured.bytes).toBe(5000);
    expect(measured.mapBytes).toBe(999);
    expect(measured.biggest).toEqual([
      { path: 'd', bytes: 2000 },
      { path: 'b', bytes: 600 },
      { path: 'f', bytes: 400 },
      { path: 'c', bytes: 30 },
      { path: 'a', bytes: 10 },
    ]);
  });

  it('fails when esbuild wrote no bundle of that name', () => {
    // Prepare
    const metafile = metafileOf(5000, {});

    // Act and assess
    expect(() => bundleSizeOf('authorizer', metafile, 'index.js')).toThrow('wrote no index.js');
  });
});

describe('targetVerdicts', () => {
  it('meets a target under 1 MB and misses one at or over it', () => {
    // Prepare
    const sizes = [size('authorizer', MEGABYTE - 1), size('graphql', MEGABYTE), size('device-messages', 10)];

    // Act
    const verdicts = targetVerdicts(sizes);

    // Assess
    expect(verdicts.map(({ name, met }) => ({ name, met }))).toEqual([
      { name: 'authorizer', met: true },
      { name: 'graphql', met: false },
      { name: 'device-messages', met: true },
    ]);
  });

  it('misses the target of a function that was not measured', () => {
    // Act
    const verdicts = targetVerdicts([size('authorizer', 10)]);

    // Assess
    expect(verdicts.find((verdict) => verdict.name === 'graphql')).toMatchObject({
      bytes: undefined,
      met: false,
    });
  });
});

describe('reportLines', () => {
  it('prints each bundle with its inputs, then one met or MISSED line per target', () => {
    // Prepare
    const sizes: BundleSize[] = [
      {
        name: 'graphql',
        bytes: 2_935_387,
        mapBytes: 1000,
        biggest: [{ path: 'node_modules/x.js', bytes: 1_990_092 }],
      },
    ];

    // Act
    const lines = reportLines(sizes, targetVerdicts(sizes));

    // Assess
    expect(lines[0]).toMatch(/^graphql\s+2,935.4 kB {2}\(source map 1.0 kB\)$/);
    expect(lines[1]).toMatch(/^\s+1,990.1 kB {2}node_modules\/x\.js$/);
    expect(lines).toContain('graphql under 1 MB: MISSED (2,935.4 kB)');
    expect(lines).toContain('authorizer under 1 MB: MISSED (not measured)');
  });

  it('writes kilobytes as decimal thousands with one decimal', () => {
    // Act
    const written = [kilobytes(712_345), kilobytes(2_935_387)];

    // Assess
    expect(written).toEqual(['712.3 kB', '2,935.4 kB']);
  });
});
