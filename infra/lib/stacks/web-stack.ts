/**
 * The console: a private bucket behind CloudFront (origin access control), the built SPA when
 * `web/dist` exists at synth time, and the runtime `config.json` that lets one build serve every
 * stage.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HttpVersion,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, type ISource, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { consoleBuildExists, PATHS } from '../paths.ts';
import type { StageConfig } from '../stage.ts';

export interface WebStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly graphqlUrl: string;
  readonly apiKey: string;
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
      autoDeleteObjects: !stage.isProd,
    });

    const origin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `ClassPulse ${stage.name} console`,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
      },
      additionalBehaviors: {
        // Changes with every deploy and is tiny: never serve a stale API URL or key.
        '/config.json': {
          origin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_DISABLED,
        },
      },
      // Client-side routes (/site/..., /login) are not objects: S3 answers 403 (no ListBucket)
      // or 404; both become the SPA shell so react-router can take over.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: '/index.html',
        ttl: Duration.seconds(0),
      })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
    });

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
