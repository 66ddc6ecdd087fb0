/**
 * The console's security headers in AWS: CloudFront's response headers policy sends exactly the
 * headers of infra/lib/security-headers.ts (the module the local gateway sends them from too), on
 * every behaviour of the console's distribution, with AppSync's own hosts in connect-src.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleSecurityHeaders } from '../lib/security-headers.ts';
import { WebStack } from '../lib/stacks/web-stack.ts';
import { stageConfig } from '../lib/stage.ts';
import { type Synthesized, synthesize, testApp } from './synth.ts';

const API_ORIGINS = [
  'https://abc123.appsync-api.eu-west-1.amazonaws.com',
  'wss://abc123.appsync-realtime-api.eu-west-1.amazonaws.com',
];

interface PolicyConfig {
  SecurityHeadersConfig: {
    ContentSecurityPolicy: { ContentSecurityPolicy: string; Override: boolean };
    ContentTypeOptions: { Override: boolean };
    FrameOptions: { FrameOption: string; Override: boolean };
    ReferrerPolicy: { ReferrerPolicy: string; Override: boolean };
    StrictTransportSecurity: {
      AccessControlMaxAgeSec: number;
      IncludeSubdomains?: boolean;
      Preload?: boolean;
      Override: boolean;
    };
  };
  CustomHeadersConfig: { Items: { Header: string; Value: string; Override: boolean }[] };
}

function policyConfigs(template: Template): PolicyConfig[] {
  return Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).map(
    (resource) => resource.Properties.ResponseHeadersPolicyConfig,
  );
}

/** The headers a viewer receives from a policy, named and written as a server sends them. */
function headersSent(config: PolicyConfig): Record<string, string> {
  const security = config.SecurityHeadersConfig;
  const hsts = security.StrictTransportSecurity;
  return {
    'content-security-policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
    'x-content-type-options': 'nosniff', // CloudFront's only value
    'x-frame-options': security.FrameOptions.FrameOption,
    'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
    'strict-transport-security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
    ...Object.fromEntries(
      config.CustomHeadersConfig.Items.map((item) => [item.Header.toLowerCase(), item.Value]),
    ),
  };
}

describe('console security headers in CloudFront', () => {
  it("sends exactly the headers module's headers, each overriding the origin's", () => {
    // Prepare
    const stack = new WebStack(testApp(), 'ClassPulse-test-Web', {
      stage: stageConfig('test'),
      graphqlUrl: `${API_ORIGINS[0]}/graphql`,
      apiKey: 'da2-fixture',
      apiOrigins: API_ORIGINS,
    });

    // Act
    const configs = policyConfigs(Template.fromStack(stack));

    // Assess
    expect(configs).toHaveLength(1);
    const config = configs[0] as PolicyConfig;
    expect(headersSent(config)).toEqual(consoleSecurityHeaders({ https: true, apiOrigins: API_ORIGINS }));
    const security = Object.values(config.SecurityHeadersConfig);
    expect(security.every((header) => header.Override)).toBe(true);
    expect(config.CustomHeadersConfig.Items.every((item) => item.Override)).toBe(true);
  });

  describe('in the whole app (dev stage)', () => {
    let dev: Synthesized;

    beforeAll(() => {
      dev = synthesize('dev');
    }, 60_000);

    it('puts the policy on every behaviour of the console distribution', () => {
      // Act
      const [policyId] = Object.keys(dev.web.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
      const distribution = Object.values(dev.web.findResources('AWS::CloudFront::Distribution'))[0];
      const config = distribution?.Properties.DistributionConfig;
      const behaviors = [config.DefaultCacheBehavior, ...config.CacheBehaviors];

      // Assess: the console, config.json, /api/* and /files/*
      expect(behaviors.map((b) => b.PathPattern ?? 'default').sort()).toEqual(
        ['/api/*', '/config.json', '/files/*', 'default'].sort(),
      );
      for (const behavior of behaviors) expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    });

    it("lets the console connect only to its own origin, AppSync's GraphQL and realtime hosts and the files bucket", () => {
      // Prepare: the Api stack's outputs of the API's two host names
      const outputs = Object.entries(dev.api.toJSON().Outputs as Record<string, Output>);
      const outputOf = (attribute: string) =>
        outputs.find(([, output]) => output.Value['Fn::GetAtt']?.[1] === attribute)?.[0];

      // Act: the policy text with the two host names read from the Api stack at deploy time
      const [config] = policyConfigs(dev.web);
      const csp = config?.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy as unknown as {
        'Fn::Join': [string, [string, StackOutput, string, StackOutput]];
      };
      const [head, graphql, between, realtime, beforeBucket, bucket, ...rest] = csp[
        'Fn::Join'
      ][1] as unknown as [string, StackOutput, string, StackOutput, string, StackOutput];

      // Assess
      expect(head.endsWith("; connect-src 'self' https://")).toBe(true);
      expect(graphql['Fn::GetStackOutput'].OutputName).toBe(outputOf('GraphQLDns'));
      expect(between).toBe(' wss://');
      expect(realtime['Fn::GetStackOutput'].OutputName).toBe(outputOf('RealtimeDns'));
      // The browser posts uploads to the bucket's regional host (docs/files.md "How a file arrives").
      expect(beforeBucket).toBe(' https://');
      expect(bucket['Fn::GetStackOutput']).toMatchObject({
        StackName: 'ClassPulse-dev-Data',
        OutputName: expect.stringMatching(/FilesBucket.*RegionalDomainName/),
      });
      expect(rest).toEqual([]);
    });
  });
});

interface Output {
  Value: { 'Fn::GetAtt'?: [string, string] };
}

interface StackOutput {
  'Fn::GetStackOutput': { OutputName: string };
}
