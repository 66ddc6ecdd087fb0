/**
 * The resolver function publishes to its own API: a phone's answer live to the teacher
 * (publishAnswers) and the exit, class and message notices (publishNotice). It needs the API's URL
 * in GRAPHQL_URL and appsync:GraphQL on exactly those mutations, without a dependency cycle
 * between the function and the API (api-stack.ts letResolverPublish).
 */
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnGraphQLApi } from 'aws-cdk-lib/aws-appsync';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaDocument } from '../lib/graphql-schema.ts';
import { iamMutationFields, mutationFieldsOf } from '../lib/schema-fields.ts';
import { RESOLVER_PUBLISHES } from '../lib/stacks/api-stack.ts';
import { type Synthesized, synthesize } from './synth.ts';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

describe('resolver function publishing (dev stage)', () => {
  let dev: Synthesized;
  let resolverId: string;
  let apiId: string;

  beforeAll(() => {
    dev = synthesize('dev');
    const fn = dev.stacks.api.resolverFunction.lambda;
    resolverId = Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);
    apiId = dev.stacks.api.getLogicalId(dev.stacks.api.api.node.defaultChild as CfnGraphQLApi);
  }, 60_000);

  it("gets its own API's GraphQL URL as GRAPHQL_URL", () => {
    // Act
    const variables = dev.api.toJSON().Resources[resolverId].Properties.Environment.Variables;

    // Assess
    expect(variables.GRAPHQL_URL).toEqual({ 'Fn::GetAtt': [apiId, 'GraphQLUrl'] });
  });

  it('may call appsync:GraphQL on publishAnswers and publishNotice only', () => {
    // Act
    const statements = Object.values(dev.api.findResources('AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties.Roles).includes('GraphqlFunction'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[])
      .filter((statement) => JSON.stringify(statement.Action).includes('appsync:'));

    // Assess
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({ Effect: 'Allow', Action: 'appsync:GraphQL' });
    const fields = [statements[0]?.Resource]
      .flat()
      .map((resource) => JSON.stringify(resource).match(/\/types\/Mutation\/fields\/(\w+)/)?.[1]);
    expect(fields.sort()).toEqual(['publishAnswers', 'publishNotice']);
  });

  it('grants mutations the schema lets IAM call', () => {
    // Act
    const granted = mutationFieldsOf(RESOLVER_PUBLISHES);

    // Assess: a grant on a field without @aws_iam would be refused by AppSync all the same.
    expect(granted.sort()).toEqual(['publishAnswers', 'publishNotice']);
    expect(iamMutationFields(schemaDocument())).toEqual(expect.arrayContaining(granted));
  });

  it('leaves no dependency cycle between the function and the API', () => {
    // Act and assess: CDK's Template refuses a template CloudFormation could not order
    // ("Template is undeployable, these resources have a dependency cycle"); `cdk synth` does not.
    expect(() => Template.fromStack(dev.stacks.api)).not.toThrow();
  });
});
