/**
 * Snapshot of every stack's template (prod stage with a distributor, so all seven stacks and the
 * prod protections are in it): any change to the infrastructure shows up as a snapshot diff in
 * review, so nothing changes by accident.
 *
 * A deliberate change: run `npx vitest run --project infra -u`, read the diff of
 * infra/test/__snapshots__/snapshot.test.ts.snap, and commit it with the change. CI never writes
 * snapshots, so a stale one fails there.
 *
 * What is normalized (./template-snapshot.ts) is only what changes without an infrastructure
 * change: asset hashes, the API key's expiry (a year from synth time), the schema text and the
 * per-field resolvers that follow the schema by design, and the package version.
 */
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClassPulseStacks, type ClassPulseStacks } from '../lib/classpulse-app.ts';
import { REPO_ROOT } from '../lib/paths.ts';
import { stageConfig } from '../lib/stage.ts';
import { testApp } from './synth.ts';
import { normalizedTemplate } from './template-snapshot.ts';

// A committed stand-in build, so the Web stack does not depend on whether web/dist exists here.
const CONSOLE_FIXTURE = join(import.meta.dirname, 'fixtures', 'console-dist');
const STACKS = ['Data', 'Api', 'Devices', 'Exports', 'Web', 'Monitoring', 'Distributor'] as const;

describe('stack templates (prod stage with a distributor)', () => {
  let stacks: ClassPulseStacks;

  beforeAll(() => {
    stacks = addClassPulseStacks(
      testApp(),
      stageConfig('prod', { distributor: { title: 'Business', adminUid: 'admin' } }),
      undefined,
      { consoleDist: CONSOLE_FIXTURE },
    );
  }, 60_000);

  function templateOf(concern: (typeof STACKS)[number]): Record<string, unknown> {
    const stack = Object.values(stacks).find((s) => s.stackName === `ClassPulse-prod-${concern}`);
    expect(stack, `stack ClassPulse-prod-${concern}`).toBeDefined();
    return normalizedTemplate(stack as NonNullable<typeof stack>);
  }

  for (const concern of STACKS) {
    it(`ClassPulse-prod-${concern} matches its snapshot`, () => {
      // Act
      const template = templateOf(concern);

      // Assess: no path, user or temp directory of the machine that ran the synth
      const text = JSON.stringify(template);
      for (const local of [REPO_ROOT, homedir(), tmpdir()]) expect(text).not.toContain(local);
      expect(template).toMatchSnapshot();
    });
  }
});
