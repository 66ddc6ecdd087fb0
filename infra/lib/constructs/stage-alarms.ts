/**
 * The alarms of a stage besides its queues' own (constructs/work-queue.ts): Lambda errors and
 * throttles, DynamoDB throttles, AppSync 5xx and latency. Every alarm goes to the stage's alarm
 * topic; each threshold says why it is where it is. docs/deploy.md "Alarms and dashboard".
 */

import { RENEWED_LIFETIME_DAYS } from '@classpulse/functions/auth/api-key-renewal';
import { Aws, Duration } from 'aws-cdk-lib';
import type { GraphqlApi } from 'aws-cdk-lib/aws-appsync';
import {
  Alarm,
  ComparisonOperator,
  type IAlarmAction,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { RENEWAL_ALARM_DAYS, RENEWED_DAYS_FLOOR } from './api-key-renewal.ts';
import { METRICS_NAMESPACE } from './product-function.ts';

/** A function to watch, with the number of errors in 5 minutes that is an incident for it. */
export interface WatchedFunction {
  /** Short and stable: part of the alarm's name and construct id (`authorizer`, `consumer`). */
  readonly label: string;
  readonly fn: IFunction;
  readonly errorThreshold: number;
}

/**
 * Errors count only what a handler did not turn into an answer: crashes, timeouts, running out of
 * memory, a cold start that cannot read its secret. Expected failures are not errors (the resolver
 * returns them as GraphQL errors, the authorizer denies a bad token).
 */
export const ERROR_THRESHOLDS = {
  /** Every authorizer error is a signed-in user refused on every call: one is an incident. */
  authorizer: 1,
  /** One failed export is a person without a workbook (and the job is marked failed): one is enough. */
  exportWorker: 1,
  /**
   * The pre-provisioning hook refuses an unknown scanner with an answer, not an error, and
   * onboarding is rare and done by someone standing at the scanner: one error is a registered
   * scanner that could not join.
   */
  provisioningHook: 1,
  /**
   * The daily API key renewal: one failed run is a day the key was not extended; it still has
   * most of a year, but someone should look before the next one fails too.
   */
  apiKeyRenewer: 1,
  /**
   * The resolver, the file routes, the file processor and the answer consumer: one error can be a
   * client's pathological request or a retried batch or event; five in 5 minutes is a fault users
   * see.
   */
  other: 5,
} as const;

/**
 * Any throttle: every product function runs on the account's shared concurrency, and a throttled
 * call is a refused request (API) or a delayed answer (consumer). The consumer's maximum
 * concurrency caps its pollers and never throttles, so a throttle means the account is full.
 */
export const THROTTLE_THRESHOLD = 1;

/**
 * DynamoDB throttles on the table or any index, in 2 of 3 minutes. The SDK retries a single
 * throttle invisibly, and a hall's one-second burst on one answer partition may throttle a few
 * writes (docs/capacity.md); throttling that lasts minutes is a hot key or an account limit, and
 * answers arrive late.
 */
export const TABLE_THROTTLE_THRESHOLD = 1;

/**
 * AppSync's own 5xx (a resolver failure is a GraphQL error with status 200, not a 5xx): clients
 * retry one, five in 5 minutes is an outage users see.
 */
export const API_5XX_THRESHOLD = 5;

/**
 * p99 latency, in ms, for 3 periods of 5 minutes running. A cold start (about 1 s) and a scrypt
 * sign-in stay under it; the console aims at answers within 1 s, and a p99 over 3 s for 15
 * minutes is a slow table, a throttled function or a cold-start storm.
 */
export const API_LATENCY_P99_MS = 3_000;

/**
 * AppSync 4xx as a share of its requests, in percent, for 3 periods of 5 minutes running, counted
 * only past API_RATE_MIN_REQUESTS. Some 4xx are normal (a phone polling with the token of a class
 * that ended, a signed-out console, a blocked address); a tenth of all requests for 15 minutes is
 * a broken client release, an expired or wrong API key in config.json, or an attack.
 */
export const API_4XX_RATE_PERCENT = 10;
/**
 * AppSync 5xx as a share of its requests, in percent, in 2 of 3 periods of 5 minutes: beside the
 * count alarm (API_5XX_THRESHOLD), which a busy hall reaches with a harmless handful, this one
 * says what share of users is affected.
 */
export const API_5XX_RATE_PERCENT = 1;
/** Below this many requests in 5 minutes a rate means nothing (three phones, one error: 33%). */
export const API_RATE_MIN_REQUESTS = 100;

/**
 * Requests the firewall blocked in 5 minutes, all rules together. One address over a rule's limit
 * is blocked for as long as it stays over; hundreds of blocked requests is an attack or, worse, a
 * school behind one address refused (docs/deploy.md "Rate limits at the edge"): someone must look.
 */
export const WAF_BLOCKED_THRESHOLD = 200;

/**
 * Scanner onboardings the pre-provisioning hook refused in 15 minutes. A refusal is an unknown,
 * inactive or blacklisted scid: one is a typo at a scanner, five is a batch set up wrong or the
 * factory claim certificate used by someone it was not given to.
 */
export const PROVISIONING_REFUSALS_THRESHOLD = 5;

export interface StageAlarmsProps {
  /** `ClassPulse-<stage>`: the prefix of every alarm name, so an alarm e-mail names its stage. */
  readonly namePrefix: string;
  readonly api: GraphqlApi;
  readonly functions: readonly WatchedFunction[];
  readonly table: ITable;
  /** The table's global secondary indexes, whose throttles hold up writes to the table too. */
  readonly indexNames: readonly string[];
  readonly alarmAction: IAlarmAction;
  /** The days the API key had left after each daily renewal (constructs/api-key-renewal.ts). */
  readonly apiKeyDaysLeft?: IMetric;
  /** The API's web ACL and its rate rules (constructs/api-firewall.ts): blocked requests. */
  readonly firewall?: { readonly webAclName: string; readonly ruleNames: readonly string[] };
  /** The pre-provisioning hook's service dimension: its ProvisioningRefused count. */
  readonly provisioningHookService?: string;
}

export class StageAlarms extends Construct {
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: StageAlarmsProps) {
    super(scope, id);
    const name = (what: string) => `${props.namePrefix}-${what}`;
    const fiveMinutes = Duration.minutes(5);

    for (const { label, fn, errorThreshold } of props.functions) {
      this.add(`${pascal(label)}Errors`, {
        alarmName: name(`${label}-errors`),
        alarmDescription: `${label}: ${errorThreshold}+ unhandled errors (crash, timeout, memory) in 5 minutes`,
        metric: fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
        threshold: errorThreshold,
      });
      this.add(`${pascal(label)}Throttles`, {
        alarmName: name(`${label}-throttles`),
        alarmDescription: `${label}: throttled by Lambda (the account's concurrency is used up)`,
        metric: fn.metricThrottles({ period: fiveMinutes, statistic: 'Sum' }),
        threshold: THROTTLE_THRESHOLD,
      });
    }

    this.add('TableThrottles', {
      alarmName: name('table-throttles'),
      alarmDescription: 'DynamoDB: read or write throttles on the table or an index in 2 of 3 minutes',
      metric: tableThrottles(props.table, props.indexNames),
      threshold: TABLE_THROTTLE_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });

    const apiMetric = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/AppSync',
        metricName,
        dimensionsMap: { GraphQLAPIId: props.api.apiId },
        period: fiveMinutes,
        statistic,
      });
    this.add('Api5xx', {
      alarmName: name('api-5xx'),
      alarmDescription: `AppSync: ${API_5XX_THRESHOLD}+ server errors (5xx) in 5 minutes`,
      metric: apiMetric('5XXError', 'Sum'),
      threshold: API_5XX_THRESHOLD,
    });
    this.add('ApiLatency', {
      alarmName: name('api-latency-p99'),
      alarmDescription: `AppSync: p99 latency over ${API_LATENCY_P99_MS} ms for 15 minutes`,
      metric: apiMetric('Latency', 'p99'),
      threshold: API_LATENCY_P99_MS,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
    });

    this.add('Api4xxRate', {
      alarmName: name('api-4xx-rate'),
      alarmDescription: `AppSync: over ${API_4XX_RATE_PERCENT}% of requests answered 4xx for 15 minutes (at least ${API_RATE_MIN_REQUESTS} requests in 5 minutes)`,
      metric: apiErrorRate(apiMetric, '4XXError'),
      threshold: API_4XX_RATE_PERCENT,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
    });
    this.add('Api5xxRate', {
      alarmName: name('api-5xx-rate'),
      alarmDescription: `AppSync: over ${API_5XX_RATE_PERCENT}% of requests answered 5xx in 2 of 3 periods of 5 minutes`,
      metric: apiErrorRate(apiMetric, '5XXError'),
      threshold: API_5XX_RATE_PERCENT,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });

    if (props.firewall) {
      const { webAclName, ruleNames } = props.firewall;
      const blocked: Record<string, IMetric> = {};
      ruleNames.forEach((rule, i) => {
        blocked[`rule${i}`] = new Metric({
          namespace: 'AWS/WAFV2',
          metricName: 'BlockedRequests',
          dimensionsMap: { WebACL: webAclName, Region: Aws.REGION, Rule: rule },
          statistic: 'Sum',
        });
      });
      this.add('WafBlocks', {
        alarmName: name('waf-blocks'),
        alarmDescription: `Firewall: ${WAF_BLOCKED_THRESHOLD}+ requests blocked in 5 minutes (an attack, or a school behind one address refused)`,
        metric: new MathExpression({
          expression: 'SUM(FILL(METRICS(), 0))',
          usingMetrics: blocked,
          label: 'Blocked requests (all rules)',
          period: fiveMinutes,
        }),
        threshold: WAF_BLOCKED_THRESHOLD,
      });
    }

    if (props.provisioningHookService) {
      this.add('ProvisioningRefusals', {
        alarmName: name('provisioning-refusals'),
        alarmDescription: `Fleet provisioning: ${PROVISIONING_REFUSALS_THRESHOLD}+ scanner onboardings refused in 15 minutes`,
        metric: new Metric({
          namespace: METRICS_NAMESPACE,
          metricName: 'ProvisioningRefused',
          dimensionsMap: { service: props.provisioningHookService },
          statistic: 'Sum',
          period: Duration.minutes(15),
        }),
        threshold: PROVISIONING_REFUSALS_THRESHOLD,
      });
    }

    if (props.apiKeyDaysLeft) {
      // A week of days without a renewal reported (missing data breaches) or with the key under
      // RENEWED_DAYS_FLOOR: the key still has about 357 days, well before it lapses.
      this.add('ApiKeyRenewal', {
        alarmName: name('api-key-renewal'),
        alarmDescription: `AppSync API key: no renewal for ${RENEWAL_ALARM_DAYS} days (the app token lapses ${RENEWED_LIFETIME_DAYS} days after the last one; docs/deploy.md "API key renewal")`,
        metric: props.apiKeyDaysLeft,
        threshold: RENEWED_DAYS_FLOOR,
        comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
        evaluationPeriods: RENEWAL_ALARM_DAYS,
        datapointsToAlarm: RENEWAL_ALARM_DAYS,
        treatMissingData: TreatMissingData.BREACHING,
      });
    }

    for (const alarm of this.alarms) alarm.addAlarmAction(props.alarmAction);
  }

  private add(
    id: string,
    props: {
      alarmName: string;
      alarmDescription: string;
      metric: IMetric;
      threshold: number;
      comparisonOperator?: ComparisonOperator;
      evaluationPeriods?: number;
      datapointsToAlarm?: number;
      treatMissingData?: TreatMissingData;
    },
  ): void {
    this.alarms.push(
      new Alarm(this, id, {
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        // No traffic is no failure: a quiet night must not alarm.
        treatMissingData: TreatMissingData.NOT_BREACHING,
        ...props,
      }),
    );
  }
}

/**
 * An AppSync error count as a percent of its requests over 5 minutes, 0 below
 * API_RATE_MIN_REQUESTS (too few requests for a share to mean anything) or without traffic.
 */
function apiErrorRate(
  apiMetric: (metricName: string, statistic: string) => Metric,
  errorMetric: '4XXError' | '5XXError',
): MathExpression {
  return new MathExpression({
    expression: `IF(requests >= ${API_RATE_MIN_REQUESTS}, 100 * FILL(errors, 0) / requests, 0)`,
    usingMetrics: { requests: apiMetric('Requests', 'Sum'), errors: apiMetric(errorMetric, 'Sum') },
    label: `${errorMetric} share of requests (%)`,
    period: Duration.minutes(5),
  });
}

/** Read and write throttle events of the table and of each index, summed per minute. */
export function tableThrottles(table: ITable, indexNames: readonly string[]): MathExpression {
  const usingMetrics: Record<string, IMetric> = {};
  const scopes = [{}, ...indexNames.map((index) => ({ GlobalSecondaryIndexName: index }))];
  scopes.forEach((scope, i) => {
    for (const kind of ['Read', 'Write'] as const) {
      usingMetrics[`${kind.toLowerCase()}${i}`] = new Metric({
        namespace: 'AWS/DynamoDB',
        metricName: `${kind}ThrottleEvents`,
        dimensionsMap: { TableName: table.tableName, ...scope },
        statistic: 'Sum',
      });
    }
  });
  return new MathExpression({
    // A quiet index has no datapoints; FILL keeps it from blanking the sum of the others.
    expression: 'SUM(FILL(METRICS(), 0))',
    usingMetrics,
    label: 'Throttle events (table and indexes)',
    period: Duration.minutes(1),
  });
}

function pascal(label: string): string {
  return label
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
