/**
 * AWS WAF in front of AppSync (docs/deploy.md "Rate limits at the edge"): one regional web ACL on
 * the API, per-address rate rules on sign-in and sign-up, on joins and on every request, and a
 * join rule that never stops a hall the app's own join limit admits.
 */
import { CLIENT_LIMIT } from '@classpulse/functions/domain/remote/join-limits';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { CEILING_RULE, JOIN_RULE, RATE_RULES, SIGN_IN_RULE } from '../lib/constructs/api-firewall.ts';
import { schemaDocument } from '../lib/graphql-schema.ts';
import { resolvableRootFields } from '../lib/schema-fields.ts';
import { type Synthesized, synthesize } from './synth.ts';

interface RateStatement {
  Limit: number;
  EvaluationWindowSec: number;
  AggregateKeyType: string;
  ScopeDownStatement?: unknown;
}
interface WafRule {
  Name: string;
  Action: unknown;
  Statement: { RateBasedStatement: RateStatement };
  VisibilityConfig: { MetricName: string; CloudWatchMetricsEnabled: boolean };
}

const bodyContains = (field: string) => ({
  ByteMatchStatement: {
    FieldToMatch: { Body: { OversizeHandling: 'MATCH' } },
    PositionalConstraint: 'CONTAINS',
    SearchString: field,
    TextTransformations: [{ Priority: 0, Type: 'JS_DECODE' }],
  },
});

describe('API firewall (dev stage)', () => {
  let dev: Synthesized;
  let rules: WafRule[];

  beforeAll(() => {
    dev = synthesize('dev');
    const [acl] = Object.values(dev.api.findResources('AWS::WAFv2::WebACL'));
    rules = acl?.Properties.Rules ?? [];
  }, 60_000);

  const rule = (name: string): WafRule => {
    const found = rules.find((r) => r.Name === name);
    expect(found, `WAF rule ${name}`).toBeDefined();
    return found as WafRule;
  };

  it('associates one regional web ACL, allowing by default, with the AppSync API', () => {
    // Prepare
    const aclId = Object.keys(dev.api.findResources('AWS::WAFv2::WebACL'))[0];
    const apiId = Object.keys(dev.api.findResources('AWS::AppSync::GraphQLApi'))[0];

    // Assess
    dev.api.resourceCountIs('AWS::WAFv2::WebACL', 1);
    dev.api.hasResourceProperties('AWS::WAFv2::WebACL', {
      Name: 'ClassPulse-dev-api',
      Scope: 'REGIONAL',
      DefaultAction: { Allow: {} },
      VisibilityConfig: Match.objectLike({ CloudWatchMetricsEnabled: true }),
    });
    dev.api.resourceCountIs('AWS::WAFv2::WebACLAssociation', 1);
    dev.api.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [apiId, 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
  });

  it('blocks by source address on every rule, each with its own metric', () => {
    expect(rules.map((r) => r.Name)).toEqual(RATE_RULES.map((r) => r.name));
    for (const { Name, Action, Statement, VisibilityConfig } of rules) {
      expect(Action).toEqual({ Block: {} });
      expect(Statement.RateBasedStatement.AggregateKeyType).toBe('IP');
      expect(VisibilityConfig).toMatchObject({ MetricName: Name, CloudWatchMetricsEnabled: true });
    }
  });

  it('limits sign-in and sign-up per address, counting requests whose body names either field', () => {
    // Act
    const statement = rule(SIGN_IN_RULE.name).Statement.RateBasedStatement;

    // Assess
    expect(statement).toMatchObject({ Limit: 500, EvaluationWindowSec: 300 });
    expect(statement.ScopeDownStatement).toEqual({
      OrStatement: { Statements: [bodyContains('signin'), bodyContains('signup')] },
    });
  });

  it("never stops a join the app's own limit admits: twice its attempts per address, in its window", () => {
    // Act
    const statement = rule(JOIN_RULE.name).Statement.RateBasedStatement;

    // Assess: the app's fixed windows admit up to 2 x maxAttempts in any sliding window
    expect(statement.Limit).toBeGreaterThanOrEqual(2 * CLIENT_LIMIT.maxAttempts);
    expect(statement.EvaluationWindowSec).toBe(CLIENT_LIMIT.windowSeconds);
    // 500 phones behind one NAT, each joining and rejoining a few times, stay far below it
    expect(statement.Limit).toBeGreaterThan(500 * 6);
    expect(statement.ScopeDownStatement).toEqual(bodyContains('joinSession'));
  });

  it('caps every request per address well above a hall of 1,000 phones polling every 15 s', () => {
    // Act
    const statement = rule(CEILING_RULE.name).Statement.RateBasedStatement;

    // Assess: no scope-down, so every request counts
    expect(statement.ScopeDownStatement).toBeUndefined();
    const pollsPerWindow = 1_000 * (statement.EvaluationWindowSec / 15);
    expect(statement.Limit).toBeGreaterThan(2 * pollsPerWindow);
  });

  it('scopes its rules to mutation fields the schema really has', () => {
    // Prepare
    const mutations = resolvableRootFields(schemaDocument())
      .filter((field) => field.typeName === 'Mutation')
      .map((field) => field.fieldName);

    // Act
    const fields = RATE_RULES.flatMap((r) => r.fields);

    // Assess
    expect(fields).toEqual(['signin', 'signup', 'joinSession']);
    for (const field of fields) expect(mutations).toContain(field);
  });
});
