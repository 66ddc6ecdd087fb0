/**
 * The app token never lapses silently (docs/deploy.md "API key renewal"): the AppSync API key
 * lives at most 365 days and the one CloudFormation created at the last deploy lapses a year
 * later unless something extends it. A function (functions/src/handlers/api-key-renewer.ts)
 * moves its expiry to 364 days from now every day, on an EventBridge schedule, and reports the
 * days left as the metric ApiKeyDaysLeft; the stage alarms when a week passes without a renewal
 * reported (the key then still has about 357 days) and on any error of the function.
 */
import type { ApiKeyRenewalEnvInput } from '@classpulse/functions/auth/api-key-renewal';
import type { RemovalPolicy } from 'aws-cdk-lib';
import { Duration } from 'aws-cdk-lib';
import type { CfnApiKey, GraphqlApi } from 'aws-cdk-lib/aws-appsync';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { RESERVED_CONCURRENCY } from '../concurrency.ts';
import { PATHS } from '../paths.ts';
import { METRICS_NAMESPACE, ProductFunction } from './product-function.ts';

/** How often the key is renewed. */
export const RENEWAL_INTERVAL = Duration.days(1);
/**
 * The alarm's window: this many daily periods in a row without a renewal reported (or with the
 * key under RENEWED_DAYS_FLOOR days) is an incident. A week leaves about 357 days before the key
 * lapses, and a fresh deploy (one empty day) never trips it.
 */
export const RENEWAL_ALARM_DAYS = 7;
/** Under this many days left, a renewal did not take (a renewed key has 363). */
export const RENEWED_DAYS_FLOOR = 335;

export interface ApiKeyRenewalProps {
  readonly stageName: string;
  readonly api: GraphqlApi;
  readonly apiKey: CfnApiKey;
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
}

export class ApiKeyRenewal extends Construct {
  readonly function: ProductFunction;
  readonly schedule: Rule;

  constructor(scope: Construct, id: string, props: ApiKeyRenewalProps) {
    super(scope, id);
    const environment: ApiKeyRenewalEnvInput = {
      GRAPHQL_API_ID: props.api.apiId,
      API_KEY_ID: props.apiKey.attrApiKeyId,
    };
    this.function = new ProductFunction(this, 'ApiKeyRenewer', {
      entry: PATHS.apiKeyRenewerHandler,
      description: `ClassPulse ${props.stageName}: renews the AppSync API key (the app token) every day`,
      environment,
      reservedConcurrentExecutions: RESERVED_CONCURRENCY.apiKeyRenewer,
      logRetention: props.logRetention,
      logRemovalPolicy: props.logRemovalPolicy,
    });
    // UpdateApiKey is authorized on the API (its keys have no ARN of their own).
    this.function.lambda.addToRolePolicy(
      new PolicyStatement({ actions: ['appsync:UpdateApiKey'], resources: [props.api.arn] }),
    );
    this.schedule = new Rule(this, 'Schedule', {
      description: `ClassPulse ${props.stageName}: renew the API key`,
      schedule: Schedule.rate(RENEWAL_INTERVAL),
      targets: [new LambdaFunction(this.function.lambda, { retryAttempts: 2 })],
    });
  }

  /** The days the key had left after each renewal (the lowest of the day). */
  metricDaysLeft(): Metric {
    return new Metric({
      namespace: METRICS_NAMESPACE,
      metricName: 'ApiKeyDaysLeft',
      dimensionsMap: { service: this.function.serviceName },
      statistic: 'Minimum',
      period: RENEWAL_INTERVAL,
    });
  }
}
