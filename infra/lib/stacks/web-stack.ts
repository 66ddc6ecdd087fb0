/**
 * The console: a private bucket behind CloudFront (origin access control), the built SPA when
 * `web/dist` exists at synth time, and the runtime `config.json` that lets one build serve every
 * stage. The same distribution forwards the REST file routes (`/api/*`, `/files/*`) to the file
 * HTTP API, so the console reaches them on its own origin exactly as in the local stack.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccessLevel,
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Function as CfFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  type IResponseHeadersPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, type ISource, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { CONSOLE_ROUTES_FUNCTION, CONSOLE_SHELL } from '../console-routes.ts';
import { ConsoleHeadersPolicy } from '../constructs/console-headers-policy.ts';
import { consoleBuildExists, PATHS } from '../paths.ts';
import type { StageConfig } from '../stage.ts';

export interface WebStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly graphqlUrl: string;
  readonly apiKey: string;
  /** AppSync's https and wss origins (api-stack.ts browserOrigins), for the console's CSP. */
  readonly apiOrigins: readonly string[];
  /**
   * Host name of the HTTP API serving `POST /api/v3/file` and `GET /files/<key>` (api-stack.ts).
   * Without it the distribution serves the console only.
   */
  readonly fileApiDomain?: string;
  /** The built console; skipped (only config.json is written) when it has no index.html. @default web/dist */
  readonly consoleDist?: string;
}

/** The console's runtime configuration, fetched from `/config.json` at start-up. */
export interface ConsoleRuntimeConfig {
  readonly graphqlUrl: string;
  readonly apiKey: string;
  readonly region: string;
  readonly stage: string;
}

export class WebStack extends Stack {
  readonly bucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { stage } = props;

    this.bucket = new Bucket(this, 'ConsoleBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      // Versions let a bad deploy be rolled back by hand; a month of them is plenty.
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy: stage.removalPolicy,
      autoDeleteObjects: stage.throwaway,
    });

    // READ and LIST: a missing object is then a 404 (not S3's 403), as a missing asset should be.
    const origin = S3BucketOrigin.withOriginAccessControl(this.bucket, {
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });
    // One policy for every behaviour: whatever the console's origin serves carries the console's
    // security headers, as every answer of the local gateway's console routes does.
    const responseHeadersPolicy = new ConsoleHeadersPolicy(this, 'ConsoleHeaders', {
      apiOrigins: props.apiOrigins,
      comment: `ClassPulse ${stage.name} console security headers`,
    });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `ClassPulse ${stage.name} console`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy,
        // Client-side routes (/site/..., /login) are not objects: they are answered with the shell
        // so react-router can take over. Only here, on the console's own behaviour: a 404 or 403
        // of the file routes, or a missing asset, reaches the browser as it is (console-routes.ts).
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CfFunction(this, 'ConsoleRoutes', {
              comment: `ClassPulse ${stage.name}: console page paths -> ${CONSOLE_SHELL}`,
              code: FunctionCode.fromInline(CONSOLE_ROUTES_FUNCTION),
              runtime: FunctionRuntime.JS_2_0,
            }),
          },
        ],
      },
      additionalBehaviors: {
        // Changes with every deploy and is tiny: never serve a stale API URL or key.
        '/config.json': {
          origin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          responseHeadersPolicy,
        },
        ...(props.fileApiDomain ? fileBehaviors(props.fileApiDomain, responseHeadersPolicy) : {}),
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
    });
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'index.html is the default root object, so the bucket listing is never served; LIST only turns a missing object into 404.',
    );

    const runtimeConfig: ConsoleRuntimeConfig = {
      graphqlUrl: props.graphqlUrl,
      apiKey: props.apiKey,
      region: this.region,
      stage: stage.name,
    };
    // Hashed bundles first, the shell (index.html + config.json) after them, so a fresh shell
    // never points at files that are not there yet. No pruning: a tab opened before the deploy
    // still finds the chunks its old shell asks for.
    const shellSources: ISource[] = [Source.jsonData('config.json', runtimeConfig)];
    let bundles: BucketDeployment | undefined;
    const dist = props.consoleDist ?? PATHS.webDist;
    if (consoleBuildExists(dist)) {
      bundles = new BucketDeployment(this, 'ConsoleAssets', {
        sources: [Source.asset(dist, { exclude: ['index.html', 'config.json'] })],
        destinationBucket: this.bucket,
        prune: false,
        cacheControl: [CacheControl.fromString('public, max-age=86400')],
        memoryLimit: 512,
      });
      shellSources.unshift(Source.data('index.html', readFileSync(join(dist, 'index.html'), 'utf8')));
    }
    const shell = new BucketDeployment(this, 'ConsoleDeployment', {
      sources: shellSources,
      destinationBucket: this.bucket,
      prune: false,
      // Browsers revalidate the shell and the config on every load; both are tiny.
      cacheControl: [CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    if (bundles) shell.node.addDependency(bundles);

    new CfnOutput(this, 'ConsoleUrl', { value: `https://${this.distribution.distributionDomainName}` });
    new CfnOutput(this, 'ConsoleBucketName', { value: this.bucket.bucketName });
  }
}

/**
 * `/api/*` (the upload: every method, never cached, the viewer's Authorization and body
 * forwarded) and `/files/*` (uploaded files: cached, keys are random and never rewritten), both to
 * the file HTTP API. The Host header stays the API's own, which API Gateway requires.
 */
function fileBehaviors(
  fileApiDomain: string,
  responseHeadersPolicy: IResponseHeadersPolicy,
): Record<string, BehaviorOptions> {
  const origin = new HttpOrigin(fileApiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY });
  return {
    '/api/*': {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy,
    },
    '/files/*': {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      responseHeadersPolicy,
    },
  };
}
