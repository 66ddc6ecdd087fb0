/**
 * The REST file routes in AWS (spec section 7, docs/files.md): `POST /api/v3/file` and
 * `GET /files/<key>` reach the file function through an HTTP API behind the console's CloudFront,
 * so the console calls them on its own origin as it does locally, and FILES_URL_PREFIX names that
 * same path.
 */
import { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILES_URL_PREFIX, UPLOAD_PATH } from '../lib/stacks/api-stack.ts';
import { type Synthesized, synthesize } from './synth.ts';

describe('file routes (dev stage)', () => {
  let dev: Synthesized;
  let fileFunctionId: string;

  beforeAll(() => {
    dev = synthesize('dev');
    const fn = dev.stacks.api.fileFunction.lambda;
    fileFunctionId = Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);
  }, 60_000);

  it('routes POST /api/v3/file, GET /api/v3/file/{id} and GET and HEAD /files/{key+} to the file function', () => {
    // Act
    const routes = Object.values(dev.api.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => route.Properties.RouteKey,
    );
    const integrations = Object.values(dev.api.findResources('AWS::ApiGatewayV2::Integration'));

    // Assess
    expect(routes.sort()).toEqual(
      [
        `GET ${FILES_URL_PREFIX}/{key+}`,
        `HEAD ${FILES_URL_PREFIX}/{key+}`,
        `POST ${UPLOAD_PATH}`,
        `GET ${UPLOAD_PATH}/{id}`,
      ].sort(),
    );
    expect(integrations).toHaveLength(1);
    expect(JSON.stringify(integrations[0]?.Properties.IntegrationUri)).toContain(fileFunctionId);
    expect(integrations[0]?.Properties.PayloadFormatVersion).toBe('2.0');
  });

  it('serves the routes from a throttled $default stage with access logs', () => {
    dev.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 }),
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });

  it('runs the HTTP handler module with the shared env, FILES_URL_PREFIX included, within the 30 s integration limit', () => {
    // Act
    const fn = dev.api.toJSON().Resources[fileFunctionId];
    const resolver = dev.stacks.api.resolverFunction.lambda;
    const resolverFn =
      dev.api.toJSON().Resources[Stack.of(resolver).getLogicalId(resolver.node.defaultChild as CfnFunction)];

    // Assess
    expect(fn.Properties.Timeout).toBeLessThan(30);
    expect(fn.Properties.Environment.Variables).toMatchObject({ FILES_URL_PREFIX });
    // The resolver returns file paths too (files, questions): the same prefix.
    expect(resolverFn.Properties.Environment.Variables).toMatchObject({ FILES_URL_PREFIX });
  });

  it('forwards /api/* uncached with the viewer headers, and caches /files/*, to the HTTP API over HTTPS', () => {
    // Act
    const distribution = Object.values(dev.web.findResources('AWS::CloudFront::Distribution'))[0];
    const config = distribution?.Properties.DistributionConfig;
    const behavior = (pattern: string) =>
      config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);
    const apiOrigin = config.Origins.find((o: { CustomOriginConfig?: unknown }) => o.CustomOriginConfig);

    // Assess
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    // The API's host name, cut from the Api stack's endpoint at deploy time.
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('Fn::Select');
    expect(behavior('/api/*')).toMatchObject({
      TargetOriginId: apiOrigin.Id,
      AllowedMethods: expect.arrayContaining(['POST']),
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
    });
    expect(behavior(`${FILES_URL_PREFIX}/*`)).toMatchObject({
      TargetOriginId: apiOrigin.Id,
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6', // Managed-CachingOptimized
    });
  });
});
