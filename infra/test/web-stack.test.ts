/**
 * The console deployment with and without a console build: the build is optional at synth time,
 * config.json is not.
 */
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { WebStack } from '../lib/stacks/web-stack.ts';
import { stageConfig } from '../lib/stage.ts';
import { testApp } from './synth.ts';

const FIXTURE_BUILD = join(import.meta.dirname, 'fixtures', 'console-dist');

function webTemplate(consoleDist: string): Template {
  const stack = new WebStack(testApp(), 'ClassPulse-test-Web', {
    stage: stageConfig('test'),
    graphqlUrl: 'https://example.appsync-api.eu-west-1.amazonaws.com/graphql',
    apiKey: 'da2-fixture',
    apiOrigins: ['https://example.appsync-api.eu-west-1.amazonaws.com'],
    consoleDist,
  });
  return Template.fromStack(stack);
}

function deployments(template: Template) {
  return template.findResources('Custom::CDKBucketDeployment');
}

describe('console deployment', () => {
  it('deploys the built bundles first and the shell with config.json after them', () => {
    // Act
    const template = webTemplate(FIXTURE_BUILD);

    // Assess
    const found = deployments(template);
    const shellEntry = Object.entries(found).find(([, r]) => r.Properties.DistributionPaths !== undefined);
    const bundlesEntry = Object.entries(found).find(([, r]) => r.Properties.DistributionPaths === undefined);
    expect(Object.keys(found)).toHaveLength(2);
    expect(shellEntry?.[1].Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
    // Two sources in the shell: index.html and config.json.
    expect(shellEntry?.[1].Properties.SourceObjectKeys).toHaveLength(2);
    expect(bundlesEntry?.[1].Properties.Prune).toBe(false);
    expect(shellEntry?.[1].DependsOn).toEqual(expect.arrayContaining([bundlesEntry?.[0]]));
  });

  it('writes only config.json when the console has not been built', () => {
    // Act
    const template = webTemplate(join(import.meta.dirname, 'fixtures', 'no-console-build'));

    // Assess
    const found = Object.values(deployments(template));
    expect(found).toHaveLength(1);
    expect(found[0]?.Properties.SourceObjectKeys).toHaveLength(1);
    expect(JSON.stringify(found[0]?.Properties.SourceMarkers)).toContain('AWS::Region');
  });
});
