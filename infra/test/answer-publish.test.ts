/**
 * The answer path's right to publish answer events: ApiStack.grantPublishAnswers gives a back-end
 * function appsync:GraphQL on the publishAnswers field only (docs/sessions.md "Subscriptions").
 */
import { Template } from 'aws-cdk-lib/assertions';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { describe, expect, it } from 'vitest';
import { addClassPulseStacks } from '../lib/classpulse-app.ts';
import { stageConfig } from '../lib/stage.ts';
import { testApp } from './synth.ts';

type PolicyResource = {
  Properties: {
    Roles: unknown[];
    PolicyDocument: { Statement: { Action: unknown; Effect: string; Resource: unknown }[] };
  };
};

describe('ApiStack.grantPublishAnswers', () => {
  it('allows appsync:GraphQL on Mutation.publishAnswers and nothing else', () => {
    // Prepare: a role standing in for the answer consumer's.
    const stacks = addClassPulseStacks(testApp(), stageConfig('dev'));
    const role = new Role(stacks.api, 'AnswerConsumerTestRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    });

    // Act
    stacks.api.grantPublishAnswers(role);

    // Assess
    const policies = Object.values(
      Template.fromStack(stacks.api).findResources('AWS::IAM::Policy'),
    ) as PolicyResource[];
    const ofRole = policies.filter((policy) =>
      JSON.stringify(policy.Properties.Roles).includes('AnswerConsumerTestRole'),
    );
    expect(ofRole).toHaveLength(1);
    const statements = ofRole[0]?.Properties.PolicyDocument.Statement ?? [];
    expect(statements).toEqual([expect.objectContaining({ Action: 'appsync:GraphQL', Effect: 'Allow' })]);
    const resource = JSON.stringify(statements[0]?.Resource);
    expect(resource).toContain('/types/Mutation/fields/publishAnswers');
    expect(resource).not.toContain('*');
  });
});
