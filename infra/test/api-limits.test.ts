/**
 * The API's cost limits in AWS: AppSync gets the depth and resolver-count limits of
 * infra/lib/api-limits.ts (the numbers the local gateway applies), and introspection only in the
 * dev stage.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { API_LIMITS } from '../lib/api-limits.ts';
import { addClassPulseStacks } from '../lib/classpulse-app.ts';
import { stageConfig } from '../lib/stage.ts';
import { testApp } from './synth.ts';

function graphqlApiOf(stageName: string): Record<string, unknown> {
  const stacks = addClassPulseStacks(testApp(), stageConfig(stageName));
  const apis = Object.values(Template.fromStack(stacks.api).findResources('AWS::AppSync::GraphQLApi'));
  expect(apis).toHaveLength(1);
  return apis[0]?.Properties as Record<string, unknown>;
}

describe('AppSync cost limits', () => {
  it('sets the shared depth and resolver-count limits and keeps introspection in dev', () => {
    // Act
    const api = graphqlApiOf('dev');

    // Assess
    expect(api).toMatchObject({
      QueryDepthLimit: API_LIMITS.queryDepth,
      ResolverCountLimit: API_LIMITS.resolverCount,
      IntrospectionConfig: 'ENABLED',
    });
  }, 60_000);

  it('turns introspection off in every other stage, with the same limits', () => {
    for (const stage of ['prod', 'staging']) {
      // Act
      const api = graphqlApiOf(stage);

      // Assess
      expect(api, stage).toMatchObject({
        QueryDepthLimit: API_LIMITS.queryDepth,
        ResolverCountLimit: API_LIMITS.resolverCount,
        IntrospectionConfig: 'DISABLED',
      });
    }
  }, 120_000);

  it('keeps the shared limits inside the ranges AppSync accepts', () => {
    expect(API_LIMITS.queryDepth).toBeGreaterThanOrEqual(1);
    expect(API_LIMITS.queryDepth).toBeLessThanOrEqual(75);
    expect(API_LIMITS.resolverCount).toBeGreaterThanOrEqual(1);
    expect(API_LIMITS.resolverCount).toBeLessThanOrEqual(10_000);
  });
});
