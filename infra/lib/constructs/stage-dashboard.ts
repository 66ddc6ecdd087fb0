/**
 * One CloudWatch dashboard per stage, `ClassPulse-<stage>`, in the order an on-call person asks:
 * are the alarms quiet; is the answer path keeping up (device queue, consumer); is the API
 * healthy (AppSync, WAF); are functions failing or throttled; is the table throttling.
 */
import { Aws, Duration } from 'aws-cdk-lib';
import type { GraphqlApi } from 'aws-cdk-lib/aws-appsync';
import {
  type Alarm,
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  type IMetric,
  Metric,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { RateRule } from './api-firewall.ts';
import { METRICS_NAMESPACE } from './product-function.ts';
import { tableThrottles, type WatchedFunction } from './stage-alarms.ts';

export interface StageDashboardProps {
  readonly dashboardName: string;
  readonly alarms: readonly Alarm[];
  readonly deviceQueue: Queue;
  readonly deviceDeadLetterQueue: Queue;
  readonly exportQueue: Queue;
  /** The function that consumes the device queue (the answer path). */
  readonly consumer: WatchedFunction;
  /** Its metrics' service dimension (ProductFunction.serviceName). */
  readonly consumerService: string;
  readonly functions: readonly WatchedFunction[];
  readonly api: GraphqlApi;
  readonly webAclName: string;
  readonly rateRules: readonly RateRule[];
  readonly table: ITable;
  readonly indexNames: readonly string[];
}

const ONE_MINUTE = Duration.minutes(1);
const FULL = 24;
const THIRD = 8;

export class StageDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: StageDashboardProps) {
    super(scope, id);
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: props.dashboardName,
      defaultInterval: Duration.hours(3),
    });
    const heading = (markdown: string) => new TextWidget({ markdown, width: FULL, height: 1 });
    const graph = (title: string, left: IMetric[], right: IMetric[] = []) =>
      new GraphWidget({ title, left, right, width: THIRD, height: 6 });
    const { consumer } = props;
    // The consumer's own counts (functions/src/kernel/observability.ts), per minute.
    const answerCount = (metricName: string) =>
      new Metric({
        namespace: METRICS_NAMESPACE,
        metricName,
        dimensionsMap: { service: props.consumerService },
        period: ONE_MINUTE,
        statistic: 'Sum',
      });

    this.dashboard.addWidgets(
      new AlarmStatusWidget({ title: 'Alarms', alarms: [...props.alarms], width: FULL, height: 4 }),
    );

    this.dashboard.addWidgets(heading('## Answer path: scanner → IoT rule → device queue → consumer'));
    this.dashboard.addWidgets(
      graph(
        'Device queue: depth and dead letters',
        [
          props.deviceQueue.metricApproximateNumberOfMessagesVisible({
            period: ONE_MINUTE,
            statistic: 'Maximum',
          }),
          props.deviceDeadLetterQueue.metricApproximateNumberOfMessagesVisible({
            period: ONE_MINUTE,
            statistic: 'Maximum',
            label: 'Dead letters',
          }),
        ],
        [
          props.deviceQueue.metricApproximateAgeOfOldestMessage({
            period: ONE_MINUTE,
            statistic: 'Maximum',
            label: 'Oldest message (s)',
          }),
        ],
      ),
      graph(
        'Consumer: invocations and errors',
        [consumer.fn.metricInvocations({ period: ONE_MINUTE, statistic: 'Sum' })],
        [consumer.fn.metricErrors({ period: ONE_MINUTE, statistic: 'Sum' })],
      ),
      graph('Consumer: duration (ms)', [
        consumer.fn.metricDuration({ period: ONE_MINUTE, statistic: 'p50' }),
        consumer.fn.metricDuration({ period: ONE_MINUTE, statistic: 'p99' }),
      ]),
      graph(
        'Answers: stored and rejected presses, dead letters, retries',
        [answerCount('AnswersStored'), answerCount('PressesRejected')],
        [answerCount('DeviceMessagesDeadLettered'), answerCount('DeviceMessagesRetried')],
      ),
    );

    const api = (metricName: string, statistic: string, label?: string) =>
      new Metric({
        namespace: 'AWS/AppSync',
        metricName,
        dimensionsMap: { GraphQLAPIId: props.api.apiId },
        period: ONE_MINUTE,
        statistic,
        label,
      });
    const waf = (metricName: string, rule: string) =>
      new Metric({
        namespace: 'AWS/WAFV2',
        metricName,
        dimensionsMap: { WebACL: props.webAclName, Region: Aws.REGION, Rule: rule },
        period: Duration.minutes(5),
        statistic: 'Sum',
        label: `${metricName} ${rule}`,
      });
    this.dashboard.addWidgets(heading('## API: AppSync and its firewall'));
    this.dashboard.addWidgets(
      graph(
        'AppSync: requests and errors',
        [api('Requests', 'Sum', 'Requests')],
        [api('5XXError', 'Sum', '5xx'), api('4XXError', 'Sum', '4xx')],
      ),
      graph('AppSync: latency (ms)', [api('Latency', 'p50', 'p50'), api('Latency', 'p99', 'p99')]),
      graph(
        'WAF: blocked requests per rule (5 min)',
        props.rateRules.map((rule) => waf('BlockedRequests', rule.name)),
      ),
    );

    const perFunction = (make: (fn: WatchedFunction) => IMetric) => props.functions.map(make);
    this.dashboard.addWidgets(heading('## Lambda functions'));
    this.dashboard.addWidgets(
      graph(
        'Errors',
        perFunction(({ fn, label }) => fn.metricErrors({ period: ONE_MINUTE, statistic: 'Sum', label })),
      ),
      graph(
        'Throttles',
        perFunction(({ fn, label }) => fn.metricThrottles({ period: ONE_MINUTE, statistic: 'Sum', label })),
      ),
      graph(
        'Duration p99 (ms)',
        perFunction(({ fn, label }) => fn.metricDuration({ period: ONE_MINUTE, statistic: 'p99', label })),
      ),
    );

    this.dashboard.addWidgets(heading('## DynamoDB and exports'));
    this.dashboard.addWidgets(
      graph('Table: throttle events (table and indexes)', [tableThrottles(props.table, props.indexNames)]),
      graph('Table: consumed capacity units', [
        props.table.metricConsumedReadCapacityUnits({ period: ONE_MINUTE, statistic: 'Sum', label: 'Read' }),
        props.table.metricConsumedWriteCapacityUnits({
          period: ONE_MINUTE,
          statistic: 'Sum',
          label: 'Write',
        }),
      ]),
      graph(
        'Export queue: depth and oldest (s)',
        [
          props.exportQueue.metricApproximateNumberOfMessagesVisible({
            period: ONE_MINUTE,
            statistic: 'Maximum',
          }),
        ],
        [props.exportQueue.metricApproximateAgeOfOldestMessage({ period: ONE_MINUTE, statistic: 'Maximum' })],
      ),
    );
  }
}
