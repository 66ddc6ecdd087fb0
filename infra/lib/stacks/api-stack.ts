/**
 * The GraphQL API: AppSync with the schema of schema/ (merged by graphql-schema.ts), the Lambda
 * authorizer, and one resolver Lambda behind every Query, Mutation and Subscription field (the
 * handler routes by field).
 * Also the REST file routes of spec section 7 (upload, and reading uploaded files) as an HTTP API
 * that the console's CloudFront distribution forwards to (web-stack.ts). The resolver also
 * publishes scanner register requests through the IoT data plane (docs/devices-mqtt.md).
 */
import { PUBLISH_NOTICE } from '@classpulse/functions/devices/graphql-notices';
import { PUBLISH_ANSWERS } from '@classpulse/functions/devices/graphql-notifier';
import { registerRequestTopic, thingTypeName } from '@classpulse/functions/devices/topics';
import { Aws, CfnOutput, Duration, Expiration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import {
  AuthorizationType,
  CfnApiKey,
  type CfnGraphQLApi,
  Code,
  Definition,
  FieldLogLevel,
  FunctionRuntime,
  GraphqlApi,
  IntrospectionConfig,
  type ISchema,
  LambdaDataSource,
  Resolver,
} from 'aws-cdk-lib/aws-appsync';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type Grant, type IGrantable, ManagedPolicy, PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { API_LIMITS } from '../api-limits.ts';
import { ApiFirewall } from '../constructs/api-firewall.ts';
import { ApiKeyRenewal } from '../constructs/api-key-renewal.ts';
import { FileProcessor } from '../constructs/file-processor.ts';
import { iotDataEndpointAddress } from '../constructs/iot-data-endpoint.ts';
import { ProductFunction, TABLE_READ_WRITE } from '../constructs/product-function.ts';
import { appsyncServicePrincipal } from '../constructs/service-principals.ts';
import { schemaDocument, schemaSdl } from '../graphql-schema.ts';
import { acknowledge } from '../nag.ts';
import { appVersion, PATHS } from '../paths.ts';
import { iamMutationFields, mutationFieldsOf, resolvableRootFields } from '../schema-fields.ts';
import { DEFAULT_STAGE, type StageConfig } from '../stage.ts';

export interface ApiStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  readonly tokenSecret: ISecret;
  /** Spot images, audio and exports; the resolver signs upload and download URLs for it. */
  readonly filesBucket: IBucket;
  /** Where requestExport sends export jobs (exports-stack.ts); without it exports are refused. */
  readonly exportQueue?: IQueue;
}

/**
 * The IAM-signed documents the resolver function publishes with (functions/src/app/resolver-root.ts):
 * a phone's answer to the teacher's screen (publishAnswers) and the exit, class and message notices
 * (publishNotice). A resolver path that publishes another one adds its document here.
 */
export const RESOLVER_PUBLISHES: readonly string[] = [PUBLISH_ANSWERS, PUBLISH_NOTICE];

// AppSync's maximum. Each deploy moves the expiry to a year after that deploy, and ApiKeyRenewal
// to 364 days after each day's renewal (docs/deploy.md "API key renewal").
const API_KEY_LIFETIME = Duration.days(365);

/**
 * Where clients load uploaded files from: the console's own origin, as in the local stack, where
 * CloudFront sends `/files/*` to the file function (web-stack.ts). Same-origin, so no CORS.
 */
export const FILES_URL_PREFIX = '/files';
/** The upload route of spec section 7, on the console's origin (web/src/api/upload.ts). */
export const UPLOAD_PATH = '/api/v3/file';
/** API Gateway gives an integration at most 30 s; a large HEIC conversion needs most of it. */
const FILE_FUNCTION_TIMEOUT = Duration.seconds(29);

export class ApiStack extends Stack {
  readonly api: GraphqlApi;
  readonly resolverFunction: ProductFunction;
  readonly authorizerFunction: ProductFunction;
  /** POST /api/v3/file, GET /api/v3/file/<id> and GET /files/<key> (functions/src/handlers/file-http.ts). */
  readonly fileFunction: ProductFunction;
  /** Browser uploads, once in the bucket: checked, normalised, recorded (constructs/file-processor.ts). */
  readonly fileProcessor: FileProcessor;
  readonly fileApi: HttpApi;
  /** The HTTP API's host name, the origin of the console distribution's file behaviours. */
  readonly fileApiDomain: string;
  readonly filesBucket: IBucket;
  /** The fixed application token the console and apps use for signin, signup, version. */
  readonly apiKey: string;
  /** Renews that token every day, so it never lapses (constructs/api-key-renewal.ts). */
  readonly apiKeyRenewal: ApiKeyRenewal;
  /**
   * The origins browsers reach the API on: AppSync's GraphQL host over https and its realtime
   * host over wss (a different host name). The console's Content-Security-Policy allows exactly these.
   */
  readonly browserOrigins: readonly string[];
  /** The stage, which namespaces device topics and thing names. */
  readonly stageName: string;
  /** Per-address rate limits in front of the API (AWS only; the app's own limits run everywhere). */
  readonly firewall: ApiFirewall;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage, table, tokenSecret, filesBucket } = props;
    this.filesBucket = filesBucket;

    const environment = {
      TABLE_NAME: table.tableName,
      TOKEN_SECRET_ARN: tokenSecret.secretArn,
      APP_VERSION: appVersion(),
      FILES_BUCKET: filesBucket.bucketName,
      FILES_URL_PREFIX,
      DEVICE_STAGE: stage.name,
    };
    this.stageName = stage.name;
    const functionDefaults = { logRetention: stage.logRetention, logRemovalPolicy: stage.removalPolicy };

    this.authorizerFunction = new ProductFunction(this, 'AuthorizerFunction', {
      entry: PATHS.authorizerHandler,
      description: `ClassPulse ${stage.name}: AppSync Lambda authorizer (bearer session tokens)`,
      environment,
      ...functionDefaults,
    });
    // sendRegisterRequest publishes through the IoT data plane, like the consumer's acks. The
    // Devices stack's own lookup is out of reach (it depends on this stack), so look it up here too.
    const iotEndpointAddress = iotDataEndpointAddress(this);
    this.resolverFunction = new ProductFunction(this, 'GraphqlFunction', {
      entry: PATHS.graphqlHandler,
      description: `ClassPulse ${stage.name}: resolver for every Query, Mutation and Subscription field`,
      environment: {
        ...environment,
        EXPORTS_QUEUE_URL: props.exportQueue?.queueUrl,
        IOT_DATA_ENDPOINT: `https://${iotEndpointAddress}`,
      },
      ...functionDefaults,
    });
    if (props.exportQueue) this.resolverFunction.grantSendMessage(props.exportQueue);
    this.resolverFunction.lambda.addToRolePolicy(
      new PolicyStatement({
        actions: ['iot:Publish'],
        resources: [
          `arn:${Aws.PARTITION}:iot:${Aws.REGION}:${Aws.ACCOUNT_ID}:topic/${registerRequestTopicPattern(stage.name)}`,
        ],
      }),
    );
    // Removing or blacklisting a scanner deactivates its certificates (devices/fleet/credentials.ts):
    // the principals of this stage's scanner things; the things each certificate is attached to, so
    // the code deactivates only certificates no other stage's device shares (ListPrincipalThings has
    // no resource-level permission); and certificates by id, which is as narrow as IoT allows:
    // certificates carry no tags and no condition key names their things (docs/security.md).
    this.resolverFunction.lambda.addToRolePolicy(
      new PolicyStatement({
        actions: ['iot:ListThingPrincipals'],
        resources: [scannerThingPattern(stage.name)],
      }),
    );
    this.resolverFunction.lambda.addToRolePolicy(
      new PolicyStatement({ actions: ['iot:ListPrincipalThings'], resources: ['*'] }),
    );
    this.resolverFunction.lambda.addToRolePolicy(
      new PolicyStatement({
        actions: ['iot:UpdateCertificate'],
        resources: [`arn:${Aws.PARTITION}:iot:${Aws.REGION}:${Aws.ACCOUNT_ID}:cert/*`],
      }),
    );
    // The authorizer only reads: a sign-in session with its user, a site, a phone's seat with its class.
    this.authorizerFunction.grantTable(table, ['dynamodb:GetItem', 'dynamodb:BatchGetItem']);
    this.resolverFunction.grantTable(table, TABLE_READ_WRITE);
    for (const fn of [this.authorizerFunction, this.resolverFunction]) fn.grantSecretValue(tokenSecret);
    // Presigned URLs carry the signer's rights: the resolver must hold them itself.
    this.resolverFunction.grantObjects(filesBucket, ['s3:GetObject', 's3:PutObject', 's3:DeleteObject']);

    this.fileFunction = new ProductFunction(this, 'FileFunction', {
      entry: PATHS.fileHttpHandler,
      description: `ClassPulse ${stage.name}: REST upload forms (POST ${UPLOAD_PATH}), their files (GET ${UPLOAD_PATH}/<id>) and file reads (GET ${FILES_URL_PREFIX}/<key>)`,
      environment,
      timeout: FILE_FUNCTION_TIMEOUT,
      ...functionDefaults,
    });
    // The routes authenticate the bearer token themselves (the authorizer's logic). The presigned
    // form carries the signer's rights, so the function holds write on the bucket (pending/ only
    // by the form's exact key); it reads files, refusals and File items.
    this.fileFunction.grantTable(table, TABLE_READ_WRITE);
    this.fileFunction.grantSecretValue(tokenSecret);
    this.fileFunction.grantObjects(filesBucket, ['s3:GetObject', 's3:PutObject']);
    this.fileProcessor = new FileProcessor(this, 'FileProcessor', {
      stageName: stage.name,
      table,
      filesBucket,
      environment,
      ...functionDefaults,
    });
    this.fileApi = this.addFileApi(stage, this.fileFunction);
    // https://<id>.execute-api.<region>.amazonaws.com -> the host name CloudFront needs.
    this.fileApiDomain = Fn.select(2, Fn.split('/', this.fileApi.apiEndpoint));

    this.api = new GraphqlApi(this, 'Api', {
      name: `ClassPulse-${stage.name}`,
      definition: Definition.fromSchema(mergedSchema()),
      authorizationConfig: {
        defaultAuthorization: {
          authorizationType: AuthorizationType.LAMBDA,
          lambdaAuthorizerConfig: {
            handler: this.authorizerFunction.lambda,
            // Never cached: a sign-out, a password change or a stopped question applies to the very
            // next request, at one consistent read per request (docs/deploy.md "Auth modes"). The
            // authorizer says ttlOverride 0 on every result as well.
            resultsCacheTtl: Duration.seconds(0),
            // No validationRegex: the authorizer is the one place that reads the header, exactly
            // as in the local gateway, which has no such pre-filter (docs/deploy.md).
          },
        },
        additionalAuthorizationModes: [
          {
            authorizationType: AuthorizationType.API_KEY,
            apiKeyConfig: {
              // Generation 1 keeps CDK's default construct id (DefaultApiKey); see stage.ts.
              name: stage.apiKeyGeneration === 1 ? 'Default' : `Gen${stage.apiKeyGeneration}`,
              description: `ClassPulse ${stage.name}: application token (signin, signup, version, remote join)`,
              expires: Expiration.after(API_KEY_LIFETIME),
            },
          },
          { authorizationType: AuthorizationType.IAM },
        ],
      },
      // The same numbers as the local gateway (api-limits.ts): aliases count as resolver calls.
      queryDepthLimit: API_LIMITS.queryDepth,
      resolverCountLimit: API_LIMITS.resolverCount,
      introspectionConfig:
        stage.name === DEFAULT_STAGE ? IntrospectionConfig.ENABLED : IntrospectionConfig.DISABLED,
      xrayEnabled: true,
      logConfig: {
        role: this.apiLogsRole(),
        fieldLogLevel: FieldLogLevel.ERROR,
        // Verbose content includes request headers, i.e. bearer tokens: never log them.
        excludeVerboseContent: true,
        retention: stage.logRetention,
      },
    });
    const apiKey = this.api.apiKey;
    const apiKeyResource = this.api.node.children.find((child) => child instanceof CfnApiKey);
    if (apiKey === undefined || !apiKeyResource)
      throw new Error('The API has no API key although API_KEY auth is configured');
    this.apiKey = apiKey;
    // The key lapses a year after the last deploy unless renewed: every day, with an alarm.
    this.apiKeyRenewal = new ApiKeyRenewal(this, 'ApiKeyRenewal', {
      stageName: stage.name,
      api: this.api,
      apiKey: apiKeyResource,
      ...functionDefaults,
    });
    const cfnApi = this.api.node.defaultChild as CfnGraphQLApi;
    // The console posts uploads straight to the files bucket (its presigned POST URL).
    this.browserOrigins = [
      `https://${cfnApi.attrGraphQlDns}`,
      `wss://${cfnApi.attrRealtimeDns}`,
      `https://${filesBucket.bucketRegionalDomainName}`,
    ];

    this.firewall = new ApiFirewall(this, 'Firewall', {
      api: this.api,
      name: `ClassPulse-${stage.name}-api`,
    });

    this.letResolverPublish();

    const dataSource = new LambdaDataSource(this.api, 'GraphqlDataSource', {
      api: this.api,
      lambdaFunction: this.resolverFunction.lambda,
      description: 'The resolver Lambda; it routes by typeName and fieldName',
      // The role AppSync invokes it with: only this API of this account may assume it.
      serviceRole: new Role(this.api, 'GraphqlDataSourceServiceRole', {
        assumedBy: appsyncServicePrincipal(this.api.arn),
      }),
    });
    // One asset for all resolvers: the same APPSYNC_JS pass-through that maps `{ __error }`.
    const code = Code.fromAsset(PATHS.resolverCode);
    for (const { typeName, fieldName } of resolvableRootFields(schemaDocument())) {
      new Resolver(this, `${typeName}${capitalize(fieldName)}Resolver`, {
        api: this.api,
        dataSource,
        typeName,
        fieldName,
        runtime: FunctionRuntime.JS_1_0_0,
        code,
      });
    }

    new CfnOutput(this, 'GraphqlUrl', { value: this.api.graphqlUrl });
    new CfnOutput(this, 'GraphqlApiId', { value: this.api.apiId });
    new CfnOutput(this, 'FileApiEndpoint', { value: this.fileApi.apiEndpoint });
  }

  /**
   * The resolver publishes to its own API (RESOLVER_PUBLISHES): without GRAPHQL_URL it stored a
   * phone's answer and told nobody live, and dropped the notices. The URL is a direct reference,
   * which does not cycle: the API resource depends on the authorizer function (its authorizer
   * config) but never on the resolver function, which AppSync reaches only through the data source,
   * a resource of its own that depends on both. So no SSM parameter or custom domain is needed;
   * infra/test/resolver-publish.test.ts checks the template for cycles.
   */
  private letResolverPublish(): void {
    this.resolverFunction.addEnvironment('GRAPHQL_URL', this.api.graphqlUrl);
    this.api.grantMutation(this.resolverFunction.lambda, ...mutationFieldsOf(RESOLVER_PUBLISHES));
  }

  /**
   * The role AppSync writes its field logs with: CDK's default, with the confused-deputy
   * conditions (this account's AppSync only).
   */
  private apiLogsRole(): Role {
    const role = new Role(this, 'ApiLogsRole', {
      assumedBy: appsyncServicePrincipal(),
      description: 'Lets AppSync write the API field logs',
      managedPolicies: [
        ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSAppSyncPushToCloudWatchLogs'),
      ],
    });
    acknowledge(
      role,
      [
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSAppSyncPushToCloudWatchLogs]',
      ],
      'The AWS managed policy AppSync documents for its own logging role.',
    );
    return role;
  }

  /**
   * The HTTP API of the file routes, with access logs and a throttle (the routes authenticate in
   * the function, as locally; reads are by unguessable key). No default stage: ours is `$default`
   * with those settings, so the routes sit at the root where CloudFront forwards the viewer path.
   */
  private addFileApi(stage: StageConfig, fn: ProductFunction): HttpApi {
    const api = new HttpApi(this, 'FileApi', {
      apiName: `ClassPulse-${stage.name}-files`,
      description: `ClassPulse ${stage.name}: REST file routes behind the console's CloudFront`,
      createDefaultStage: false,
    });
    api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      // A school uploads a few files a minute; this only stops a runaway client.
      throttle: { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(
          new LogGroup(this, 'FileApiAccessLogs', {
            retention: stage.logRetention,
            removalPolicy: stage.removalPolicy,
          }),
        ),
      },
    });
    const integration = new HttpLambdaIntegration('FileIntegration', fn.lambda);
    api.addRoutes({ path: UPLOAD_PATH, methods: [HttpMethod.POST], integration });
    api.addRoutes({ path: `${UPLOAD_PATH}/{id}`, methods: [HttpMethod.GET], integration });
    api.addRoutes({
      path: `${FILES_URL_PREFIX}/{key+}`,
      methods: [HttpMethod.GET, HttpMethod.HEAD],
      integration,
    });
    return api;
  }

  /**
   * Lets a back-end function call the IAM-only publishAnswers mutation; give it GRAPHQL_URL =
   * this.api.graphqlUrl too (docs/sessions.md "Subscriptions"). The resolver function gets its
   * grant and URL from letResolverPublish.
   */
  grantPublishAnswers(grantee: IGrantable): Grant {
    return this.api.grantMutation(grantee, 'publishAnswers');
  }

  /**
   * appsync:GraphQL on every IAM publish mutation of the schema (publishAnswers, and each one added
   * with `@aws_iam`), for the back end that relays device events (the answer consumer).
   */
  grantBackEndPublish(grantee: IGrantable): Grant {
    const fields = iamMutationFields(schemaDocument());
    if (fields.length === 0) throw new Error('The schema has no @aws_iam mutation to grant');
    return this.api.grantMutation(grantee, ...fields);
  }
}

/** Every scanner's register request topic of a stage, with `*` for the scid (an IAM wildcard, not MQTT's). */
export function registerRequestTopicPattern(stage: string): string {
  return registerRequestTopic(stage, 'SCANNERID').replace('SCANNERID', '*');
}

/** The ARN of every scanner thing of a stage (`classpulse-<stage>-scanner:*`). */
export function scannerThingPattern(stage: string): string {
  return `arn:${Aws.PARTITION}:iot:${Aws.REGION}:${Aws.ACCOUNT_ID}:thing/${thingTypeName(stage, 'scanner')}:*`;
}

/**
 * The merged schema (graphql-schema.ts) as the API's definition: SchemaFile takes one file as it
 * is, and the area files' `extend type` blocks are not something AppSync accepts.
 */
function mergedSchema(): ISchema {
  const definition = schemaSdl();
  return {
    bind(api) {
      if (!('apiId' in api) || typeof api.apiId !== 'string')
        throw new Error('The schema binds to a GraphqlApi only');
      return { apiId: api.apiId, definition };
    },
  };
}

function capitalize(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
