/**
 * docs/deploy.md walked against the templates it describes (a distributor's stage, as
 * `cdk synth -c stage=acme -c distributor=... -c adminUid=...` builds it): the construct ids of
 * its stacks table exist, every stack output is named, every `-c` flag it names is one the app
 * reads and the reverse, the deploy order it gives is the assembly's, every index of the table is
 * named, and the CLI onboarding of a scanner makes the thing the scanner policy admits.
 */
import { readFileSync } from 'node:fs';
import { INDEXES } from '@classpulse/functions/data/table';
import { scannerThingName, thingTypeName } from '@classpulse/functions/devices/topics';
import { type App, CfnOutput, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClassPulseStacks, type ClassPulseStacks } from '../lib/classpulse-app.ts';
import { DEVICE_ID_ATTRIBUTE, DEVICE_ID_VARIABLE } from '../lib/device-policy.ts';
import { repoPath } from '../lib/paths.ts';
import { stageConfig } from '../lib/stage.ts';
import { testApp } from './synth.ts';

const DOC = readFileSync(repoPath('docs', 'deploy.md'), 'utf8');
const STAGE = 'acme';

/** The text of one `## ` section of the doc. */
function section(title: string): string {
  const start = DOC.indexOf(`## ${title}\n`);
  expect(start, `section ${title}`).toBeGreaterThanOrEqual(0);
  const end = DOC.indexOf('\n## ', start + 1);
  return DOC.slice(start, end === -1 ? undefined : end);
}

/** The shell lines of the first ```sh block after `marker`, with its line continuations joined. */
function shellAfter(marker: string): string[] {
  const from = DOC.indexOf(marker);
  const start = DOC.indexOf('```sh\n', from);
  const end = DOC.indexOf('```', start + 6);
  return DOC.slice(start + 6, end)
    .replace(/\\\n\s*/g, ' ')
    .trim()
    .split('\n');
}

describe('docs/deploy.md against the templates (a distributor stage: acme)', () => {
  let app: App;
  let stacks: ClassPulseStacks;

  beforeAll(() => {
    app = testApp();
    stacks = addClassPulseStacks(
      app,
      stageConfig(STAGE, { distributor: { title: 'Acme Schools', adminUid: 'acme-admin' } }),
    );
  }, 120_000);

  it("names construct ids in its stacks table that each stack has, and every stack's row", () => {
    // Act
    const rows = section('Stacks')
      .split('\n')
      .filter((line) => line.startsWith('| `ClassPulse-<stage>-'));
    const missing: string[] = [];
    for (const row of rows) {
      const [, stackCell = '', idsCell = ''] = row.split('|');
      const concern = /ClassPulse-<stage>-(\w+)/.exec(stackCell)?.[1] ?? '';
      const stack: Stack | undefined = Object.values(stacks).find(
        (s: Stack) => s.stackName === `ClassPulse-${STAGE}-${concern}`,
      );
      const ids = [...idsCell.matchAll(/`([A-Za-z]+)`/g)].map((match) => match[1] ?? '');
      for (const id of ids)
        if (!stack?.node.findAll().some((construct) => construct.node.id === id))
          missing.push(`${concern}: ${id}`);
    }

    // Assess
    expect(rows.map((row) => /ClassPulse-<stage>-(\w+)/.exec(row)?.[1]).sort()).toEqual(
      Object.values(stacks)
        .map((s: Stack) => s.stackName.replace(`ClassPulse-${STAGE}-`, ''))
        .sort(),
    );
    expect(missing).toEqual([]);
  });

  it('names every output of every stack', () => {
    const outputs = Object.values(stacks).flatMap((stack: Stack) =>
      stack.node
        .findAll()
        .filter((c) => c instanceof CfnOutput)
        .map((c) => c.node.id),
    );

    expect(outputs.length).toBeGreaterThan(15);
    expect(outputs.filter((output) => !DOC.includes(`\`${output}\``))).toEqual([]);
  });

  it('names every -c flag the app reads and no other, the retired one as gone', () => {
    // Act
    const bin = readFileSync(repoPath('infra', 'bin', 'app.ts'), 'utf8');
    const read = new Set([...bin.matchAll(/tryGetContext\(['`]([A-Za-z]+)/g)].map((match) => match[1]));
    const named = new Set([...DOC.matchAll(/-c ([A-Za-z]+)=/g)].map((match) => match[1]));

    // Assess: deviceRules is read only to refuse it, and the doc says it is gone
    expect([...named].filter((flag) => !read.has(flag))).toEqual([]);
    expect(
      [...read].filter((flag) => flag !== 'deviceRules' && !named.has(flag) && !DOC.includes(`\`${flag}`)),
    ).toEqual([]);
    expect(bin).toMatch(/deviceRules is gone/);
    expect(section('Deploy')).toMatch(/`deviceRules` is gone/);
  });

  it('gives the stacks in an order the assembly deploys them in', () => {
    // Act
    const sentence = /dependency order: ([\s\S]+?) last\b/.exec(section('Deploy'))?.[1] ?? '';
    const order = [...sentence.matchAll(/\b(Data|Distributor|Exports|Api|Devices|Web|Monitoring)\b/g)].map(
      (match) => match[1],
    );
    const assembly = app.synth();

    // Assess: each stack after every stack it depends on
    expect(new Set(order).size).toBe(7);
    for (const artifact of assembly.stacks) {
      const concern = artifact.stackName.replace(`ClassPulse-${STAGE}-`, '');
      for (const dependency of artifact.dependencies) {
        const depends = dependency.id.replace(`ClassPulse-${STAGE}-`, '');
        if (depends.endsWith('.assets')) continue;
        expect(order.indexOf(depends), `${concern} after ${depends}`).toBeLessThan(order.indexOf(concern));
      }
    }
  });

  it('names every index of the table', () => {
    const dataRow = section('Stacks')
      .split('\n')
      .find((line) => line.startsWith('| `ClassPulse-<stage>-Data`'));

    for (const index of Object.values(INDEXES)) expect(dataRow).toContain(`\`${index.name}\``);
  });

  it("onboards a scanner by hand as the thing the stage's scanner policy admits", () => {
    // Act: the commands, with the doc's variables set
    const lines = shellAfter('**By hand, one scanner (no claim).**');
    const vars: Record<string, string> = { SCID: 'SCN-0001', STAGE };
    const expand = (text: string) =>
      text.replace(/\$(\w+)/g, (_, name: string) => vars[name] ?? `$${name}`).replace(/\\"/g, '"');
    for (const line of lines) {
      const assignment = /^THING="(.+)"$/.exec(line);
      if (assignment) vars.THING = expand(assignment[1] ?? '');
    }
    const createThing = expand(lines.find((line) => line.startsWith('aws iot create-thing')) ?? '');
    const attachPolicy = expand(lines.find((line) => line.startsWith('aws iot attach-policy')) ?? '');
    const devices = Template.fromStack(stacks.devices);
    const policy = Object.values(devices.findResources('AWS::IoT::Policy')).find(
      (resource) => resource.Properties.PolicyName === thingTypeName(STAGE, 'scanner'),
    );

    // Assess: the thing's name and type, its deviceId attribute (the policy's topics), its policy
    expect(vars.THING).toBe(scannerThingName(STAGE, 'SCN-0001'));
    expect(createThing).toContain(`--thing-name "${scannerThingName(STAGE, 'SCN-0001')}"`);
    expect(createThing).toContain(`--thing-type-name "${thingTypeName(STAGE, 'scanner')}"`);
    expect(createThing).toContain(`{"attributes":{"${DEVICE_ID_ATTRIBUTE}":"SCN-0001"}}`);
    expect(JSON.stringify(policy?.Properties.PolicyDocument)).toContain(DEVICE_ID_VARIABLE);
    expect(attachPolicy).toContain(`--policy-name "${thingTypeName(STAGE, 'scanner')}"`);
  });

  it('attaches the claim certificate to the claim policy the stack makes', () => {
    const lines = shellAfter('**By claim (the usual way');
    const attach = lines.find((line) => line.startsWith('aws iot attach-policy')) ?? '';
    const names = Object.values(Template.fromStack(stacks.devices).findResources('AWS::IoT::Policy')).map(
      (resource) => resource.Properties.PolicyName,
    );

    expect(attach.replace('$STAGE', STAGE)).toContain(`--policy-name "${thingTypeName(STAGE, 'claim')}"`);
    expect(names).toContain(thingTypeName(STAGE, 'claim'));
  });
});
