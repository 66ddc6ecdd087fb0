/**
 * Reads the local wiring out of a synthesized stage: each product function with its handler,
 * environment and triggers (SQS event source mappings, AppSync resolvers and authorizer, HTTP API
 * routes, S3 notifications, IoT rules and the provisioning hook, custom resources), the queues
 * those triggers read with their visibility and redrive, and the IoT topic rules. Anything the
 * templates wire to a product function in a way not read here throws, so it cannot be missed.
 */
import { relative } from 'node:path';
import { REPO_ROOT } from '../../lib/paths';
import type { CfnTemplate, CfnValue, StageAssembly, TemplateResource } from './assembly';
import { TEMPLATE_PLACEHOLDERS } from './placeholders';
import { type ResourcePointer, TemplateReferences } from './references';
import { TemplateValues } from './resolve-env';
import type {
  FunctionWiring,
  LocalWiring,
  QueueWiring,
  RuleTarget,
  TopicRuleWiring,
  TriggerWiring,
} from './types';
import { WIRING_FORMAT } from './types';

type Props = Record<string, CfnValue>;

/** SQS's default visibility timeout, when a queue's template sets none. */
const SQS_DEFAULT_VISIBILITY_SECONDS = 30;

interface Found {
  stackName: string;
  logicalId: string;
  props: Props;
}

function resourcesOf(templates: Map<string, CfnTemplate>, type: string | RegExp): Found[] {
  const found: Found[] = [];
  for (const [stackName, template] of templates) {
    for (const [logicalId, resource] of Object.entries(template.Resources)) {
      const matches = typeof type === 'string' ? resource.Type === type : type.test(resource.Type);
      if (matches) found.push({ stackName, logicalId, props: (resource.Properties ?? {}) as Props });
    }
  }
  return found;
}

function where(found: Found): string {
  return `${found.stackName}/${found.logicalId}`;
}

function propsOf(resource: TemplateResource): Props {
  return (resource.Properties ?? {}) as Props;
}

function isFunction(pointer: ResourcePointer): boolean {
  return pointer.resource.Type === 'AWS::Lambda::Function';
}

export class WiringExtractor {
  private readonly refs: TemplateReferences;
  private readonly triggers = new Map<string, TriggerWiring[]>();
  private readonly queues: Record<string, QueueWiring> = {};
  private readonly topicRules: TopicRuleWiring[] = [];

  constructor(
    private readonly stage: string,
    private readonly assembly: StageAssembly,
  ) {
    this.refs = new TemplateReferences(assembly.templates);
  }

  extract(sourceHash: string): LocalWiring {
    const ours = new Set(this.assembly.functions.map((fn) => fn.id));
    for (const id of ours) this.triggers.set(id, []);
    this.eventSourceMappings();
    this.appsync();
    this.httpApis();
    this.s3Notifications();
    this.objectCreatedRules();
    this.iotRules();
    this.provisioningHooks();
    this.customResources();
    const values = new TemplateValues(this.assembly.templates, TEMPLATE_PLACEHOLDERS);
    const functions: FunctionWiring[] = this.assembly.functions.map((fn) => ({
      id: fn.id,
      handlerModule: relative(REPO_ROOT, fn.entry).split('\\').join('/'),
      handler: fn.handler,
      runtime: fn.runtime,
      environment: values.environment(fn.stackName, fn.environment),
      triggers: this.triggers.get(fn.id) ?? [],
    }));
    return {
      format: WIRING_FORMAT,
      sourceHash,
      stage: this.stage,
      functions,
      queues: this.queues,
      topicRules: this.topicRules,
    };
  }

  /** Adds a trigger to a product function; CDK's own provider functions are not wired locally. */
  private addTrigger(pointer: ResourcePointer, trigger: TriggerWiring, source: string): void {
    const list = this.triggers.get(pointer.id);
    if (list) {
      list.push(trigger);
      return;
    }
    if (!this.assembly.cdkProviders.some((provider) => provider.id === pointer.id))
      throw new Error(`${source}: invokes ${pointer.id}, which is no function of the assembly`);
  }

  private functionOf(stackName: string, value: CfnValue, source: string): ResourcePointer {
    const pointer = this.refs.target(stackName, value, source);
    if (!isFunction(pointer))
      throw new Error(`${source}: ${pointer.id} is a ${pointer.resource.Type}, not a function`);
    return pointer;
  }

  private queue(pointer: ResourcePointer, source: string): string {
    if (pointer.resource.Type !== 'AWS::SQS::Queue')
      throw new Error(
        `${source}: ${pointer.id} is a ${pointer.resource.Type}; only SQS queues are wired locally`,
      );
    if (this.queues[pointer.id]) return pointer.id;
    const props = propsOf(pointer.resource);
    const name = props.QueueName;
    if (typeof name !== 'string') throw new Error(`${pointer.id}: the queue has no plain QueueName`);
    const queue: QueueWiring = {
      id: pointer.id,
      name,
      visibilityTimeoutSeconds: Number(props.VisibilityTimeout ?? SQS_DEFAULT_VISIBILITY_SECONDS),
    };
    this.queues[pointer.id] = queue;
    const redrive = props.RedrivePolicy as
      | { deadLetterTargetArn?: CfnValue; maxReceiveCount?: number }
      | undefined;
    if (redrive?.deadLetterTargetArn) {
      const target = this.refs.target(
        pointer.stackName,
        redrive.deadLetterTargetArn,
        `${pointer.id} redrive`,
      );
      queue.deadLetter = {
        queue: this.queue(target, pointer.id),
        maxReceiveCount: Number(redrive.maxReceiveCount),
      };
    }
    return pointer.id;
  }

  private eventSourceMappings(): void {
    for (const found of resourcesOf(this.assembly.templates, 'AWS::Lambda::EventSourceMapping')) {
      const { props } = found;
      const fn = this.functionOf(found.stackName, props.FunctionName, where(found));
      const source = this.refs.target(found.stackName, props.EventSourceArn, where(found));
      const scaling = props.ScalingConfig as { MaximumConcurrency?: number } | undefined;
      this.addTrigger(
        fn,
        {
          kind: 'sqs',
          queue: this.queue(source, where(found)),
          batchSize: Number(props.BatchSize ?? 10),
          maxBatchingWindowSeconds: Number(props.MaximumBatchingWindowInSeconds ?? 0),
          reportBatchItemFailures: ((props.FunctionResponseTypes as string[]) ?? []).includes(
            'ReportBatchItemFailures',
          ),
          ...(scaling?.MaximumConcurrency ? { maxConcurrency: scaling.MaximumConcurrency } : {}),
        },
        where(found),
      );
    }
  }

  private appsync(): void {
    for (const found of resourcesOf(this.assembly.templates, 'AWS::AppSync::GraphQLApi')) {
      const { props } = found;
      const providers = [
        {
          AuthenticationType: props.AuthenticationType,
          LambdaAuthorizerConfig: props.LambdaAuthorizerConfig,
        },
        ...((props.AdditionalAuthenticationProviders as Props[] | undefined) ?? []),
      ];
      for (const provider of providers) {
        if (provider.AuthenticationType !== 'AWS_LAMBDA') continue;
        const config = provider.LambdaAuthorizerConfig as { AuthorizerUri: CfnValue };
        const fn = this.functionOf(found.stackName, config.AuthorizerUri, where(found));
        this.addTrigger(fn, { kind: 'appsync-authorizer', api: where(found) }, where(found));
      }
    }
    // A resolver names its data source by the data source's Name, within the same API.
    const sourceKey = (stackName: string, props: Props, where: string) => {
      const api = this.refs.target(stackName, props.ApiId, where).id;
      const name = props.DataSourceName ?? props.Name;
      if (typeof name === 'string') return { api, key: `${api}|${name}` };
      const named = this.refs.target(stackName, name, where);
      return { api, key: `${api}|${String(propsOf(named.resource).Name)}` };
    };
    const fieldsBySource = new Map<string, string[]>();
    for (const found of resourcesOf(this.assembly.templates, 'AWS::AppSync::Resolver')) {
      const { props } = found;
      if (props.Kind === 'PIPELINE')
        throw new Error(`${where(found)}: pipeline resolvers are not wired locally`);
      const { key } = sourceKey(found.stackName, props, where(found));
      const fields = fieldsBySource.get(key) ?? [];
      fields.push(`${String(props.TypeName)}.${String(props.FieldName)}`);
      fieldsBySource.set(key, fields);
    }
    for (const found of resourcesOf(this.assembly.templates, 'AWS::AppSync::DataSource')) {
      const { props } = found;
      const { api, key } = sourceKey(found.stackName, props, where(found));
      const fields = fieldsBySource.get(key) ?? [];
      if (props.Type !== 'AWS_LAMBDA') {
        if (fields.length > 0)
          throw new Error(`${where(found)}: ${String(props.Type)} data sources are not wired locally`);
        continue;
      }
      const config = props.LambdaConfig as { LambdaFunctionArn: CfnValue };
      const fn = this.functionOf(found.stackName, config.LambdaFunctionArn, where(found));
      this.addTrigger(
        fn,
        { kind: 'appsync-resolver', api, dataSource: where(found), fields: fields.sort() },
        where(found),
      );
    }
  }

  private httpApis(): void {
    const routesByIntegration = new Map<string, { api: string; routes: string[] }>();
    for (const found of resourcesOf(this.assembly.templates, 'AWS::ApiGatewayV2::Route')) {
      const integration = this.refs.target(found.stackName, found.props.Target, where(found));
      const api = this.refs.target(found.stackName, found.props.ApiId, where(found));
      const entry = routesByIntegration.get(integration.id) ?? { api: api.id, routes: [] };
      entry.routes.push(String(found.props.RouteKey));
      routesByIntegration.set(integration.id, entry);
    }
    for (const found of resourcesOf(this.assembly.templates, 'AWS::ApiGatewayV2::Integration')) {
      const entry = routesByIntegration.get(where(found));
      if (!entry) continue;
      const fn = this.functionOf(found.stackName, found.props.IntegrationUri, where(found));
      this.addTrigger(fn, { kind: 'http-api', api: entry.api, routes: entry.routes.sort() }, where(found));
    }
  }

  /**
   * Bucket notifications to functions, whether CDK writes them on the bucket or (its default, to
   * avoid a dependency cycle) through its Custom::S3BucketNotifications resource.
   */
  private s3Notifications(): void {
    const configured = [
      ...resourcesOf(this.assembly.templates, 'AWS::S3::Bucket').map((found) => ({
        found,
        bucket: where(found),
        config: found.props.NotificationConfiguration as Props | undefined,
      })),
      ...resourcesOf(this.assembly.templates, 'Custom::S3BucketNotifications').map((found) => ({
        found,
        bucket: this.refs.target(found.stackName, found.props.BucketName, where(found)).id,
        config: found.props.NotificationConfiguration as Props | undefined,
      })),
    ];
    for (const { found, bucket, config } of configured) {
      for (const kind of ['QueueConfigurations', 'TopicConfigurations'] as const) {
        if ((config?.[kind] as unknown[] | undefined)?.length)
          throw new Error(`${where(found)}: S3 ${kind} are not wired locally`);
      }
      // The bucket's own property says LambdaConfigurations; CDK's custom resource, S3's API name.
      const lambdas =
        ((config?.LambdaConfigurations ?? config?.LambdaFunctionConfigurations) as Props[] | undefined) ?? [];
      for (const notification of lambdas) {
        const fn = this.functionOf(
          found.stackName,
          notification.Function ?? notification.LambdaFunctionArn,
          where(found),
        );
        const rules =
          (notification.Filter as
            | { S3Key?: { Rules?: Props[] }; Key?: { FilterRules?: Props[] } }
            | undefined) ?? {};
        const filter = [...(rules.S3Key?.Rules ?? []), ...(rules.Key?.FilterRules ?? [])];
        const rule = (name: string) =>
          filter.find((item) => String(item.Name).toLowerCase() === name)?.Value as string | undefined;
        const events = notification.Event ? [String(notification.Event)] : (notification.Events as string[]);
        const prefix = rule('prefix');
        const suffix = rule('suffix');
        this.addTrigger(
          fn,
          {
            kind: 's3-notification',
            bucket,
            events,
            ...(prefix ? { prefix } : {}),
            ...(suffix ? { suffix } : {}),
          },
          where(found),
        );
      }
    }
  }

  /**
   * EventBridge rules that invoke a function: a bucket's "Object Created" events (the object store
   * raises them locally), or a schedule (`rate(...)`, `cron(...)`). A rule of any other pattern
   * that invokes a product function stops the extraction.
   */
  private objectCreatedRules(): void {
    for (const found of resourcesOf(this.assembly.templates, 'AWS::Events::Rule')) {
      const schedule = found.props.ScheduleExpression;
      if (typeof schedule === 'string') {
        for (const target of (found.props.Targets as Props[] | undefined) ?? []) {
          const pointer = this.refs.target(found.stackName, target.Arn as CfnValue, where(found));
          if (isFunction(pointer))
            this.addTrigger(pointer, { kind: 'schedule', rule: where(found), schedule }, where(found));
        }
        continue;
      }
      const pattern = found.props.EventPattern as Props | undefined;
      const detail = pattern?.detail as
        | { bucket?: { name?: CfnValue[] }; object?: { key?: { prefix?: string }[] } }
        | undefined;
      const isObjectCreated =
        JSON.stringify(pattern?.source) === '["aws.s3"]' &&
        JSON.stringify(pattern?.['detail-type']) === '["Object Created"]' &&
        detail?.bucket?.name?.length === 1;
      for (const target of (found.props.Targets as Props[] | undefined) ?? []) {
        const pointer = this.refs.target(found.stackName, target.Arn as CfnValue, where(found));
        if (!isFunction(pointer)) continue;
        if (!isObjectCreated || !detail?.bucket?.name?.[0])
          throw new Error(`${where(found)}: an EventBridge rule of this pattern is not wired locally`);
        const bucket = this.refs.target(found.stackName, detail.bucket.name[0], where(found)).id;
        const prefix = detail.object?.key?.[0]?.prefix;
        this.addTrigger(
          pointer,
          { kind: 's3-object-created-rule', rule: where(found), bucket, ...(prefix ? { prefix } : {}) },
          where(found),
        );
      }
    }
  }

  private ruleTarget(found: Found, action: Props): RuleTarget {
    const [kind, settings] = Object.entries(action)[0] ?? [];
    if (kind === 'Sqs') {
      const queue = this.refs.target(found.stackName, (settings as Props).QueueUrl, where(found));
      return { kind: 'sqs', queue: this.queue(queue, where(found)) };
    }
    if (kind === 'Lambda') {
      const fn = this.functionOf(found.stackName, (settings as Props).FunctionArn, where(found));
      this.addTrigger(fn, { kind: 'iot-rule', rule: where(found) }, where(found));
      return { kind: 'lambda', function: fn.id };
    }
    throw new Error(`${where(found)}: the IoT rule action ${String(kind)} is not wired locally`);
  }

  private iotRules(): void {
    for (const found of resourcesOf(this.assembly.templates, 'AWS::IoT::TopicRule')) {
      const payload = found.props.TopicRulePayload as Props;
      const error = payload.ErrorAction as Props | undefined;
      this.topicRules.push({
        id: where(found),
        sql: String(payload.Sql),
        sqlVersion: String(payload.AwsIotSqlVersion ?? '2015-10-08'),
        disabled: payload.RuleDisabled === true,
        actions: ((payload.Actions as Props[]) ?? []).map((action) => this.ruleTarget(found, action)),
        ...(error ? { errorAction: this.ruleTarget(found, error) } : {}),
      });
    }
  }

  private provisioningHooks(): void {
    for (const found of resourcesOf(this.assembly.templates, 'AWS::IoT::ProvisioningTemplate')) {
      const hook = found.props.PreProvisioningHook as { TargetArn?: CfnValue } | undefined;
      if (!hook?.TargetArn) continue;
      const fn = this.functionOf(found.stackName, hook.TargetArn, where(found));
      this.addTrigger(fn, { kind: 'iot-provisioning-hook', template: where(found) }, where(found));
    }
  }

  /**
   * Custom resources served by a product function, directly (its ARN as ServiceToken) or through
   * CDK's Provider framework, whose onEvent function names ours in USER_ON_EVENT_FUNCTION_ARN.
   */
  private customResources(): void {
    for (const found of resourcesOf(
      this.assembly.templates,
      /^(Custom::|AWS::CloudFormation::CustomResource$)/,
    )) {
      if (found.props.ServiceToken === undefined) continue;
      const token = this.refs.target(found.stackName, found.props.ServiceToken, where(found));
      if (!isFunction(token)) continue;
      const userHandler = (propsOf(token.resource).Environment as { Variables?: Props } | undefined)
        ?.Variables?.USER_ON_EVENT_FUNCTION_ARN;
      const fn = userHandler ? this.functionOf(token.stackName, userHandler, token.id) : token;
      const type = this.assembly.templates.get(found.stackName)?.Resources[found.logicalId]?.Type ?? '';
      const existing = this.triggers
        .get(fn.id)
        ?.find(
          (trigger): trigger is Extract<TriggerWiring, { kind: 'custom-resource' }> =>
            trigger.kind === 'custom-resource',
        );
      if (existing) existing.resourceTypes.push(type);
      else this.addTrigger(fn, { kind: 'custom-resource', resourceTypes: [type] }, where(found));
    }
  }
}

export function extractWiring(stage: string, assembly: StageAssembly, sourceHash: string): LocalWiring {
  return new WiringExtractor(stage, assembly).extract(sourceHash);
}
