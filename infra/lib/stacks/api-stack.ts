/**
 * The GraphQL API: AppSync with the schema from schema.graphql, the Lambda authorizer, and one
 * resolver Lambda behind every Query, Mutation and Subscription field (the handler routes by field).
 */
import { CfnOutput, Duration, Expiration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AuthorizationType,
  Code,
  Definition,
  FieldLogLevel,
  FunctionRuntime,
  GraphqlApi,
  Resolver,
} from 'aws-cdk-lib/aws-appsync';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Grant, IGrantable } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ProductFunction } from '../constructs/product-function.ts';
import { appVersion, PATHS } from '../paths.ts';
import { readSchema, resolvableRootFields } from '../schema-fields.ts';
import type { StageConfig } from '../stage.ts';

export interface ApiStackProps extends StackProps {
  readonly stage: StageConfig;
  readonly table: ITable;
  readonly tokenSecret: ISecret;
}

// AppSync's maximum. Each deploy moves the expiry to a year after that deploy (docs/deploy.md).
const API_KEY_LIFETIME = Duration.days(365);

export class ApiStack extends Stack {
  readonly api: GraphqlApi;
  readonly resolverFunction: ProductFunction;
  readonly authorizerFunction: ProductFunction;
  /** The fixed application token the console and apps use for signin, signup, version. */
  readonly apiKey: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage, table, tokenSecret } = props;

    const environment = {
      TABLE_NAME: table.tableName,
      TOKEN_SECRET_ARN: tokenSecret.secretArn,
      APP_VERSION: appVersion(),
    };
    const functionDefaults = { logRetention: stage.logRetention, logRemovalPolicy: stage.removalPolicy };

    this.authorizerFunction = new ProductFunction(this, 'AuthorizerFunction', {
      entry: PATHS.authorizerHandler,
      description: `ClassPulse ${stage.name}: AppSync Lambda authorizer (bearer session tokens)`,
      environment,
      ...functionDefaults,
    });
    this.resolverFunction = new ProductFunction(this, 'GraphqlFunction', {
      entry: PATHS.graphqlHandler,
      description: `ClassPulse ${stage.name}: resolver for every Query, Mutation and Subscription field`,
      environment,
      ...functionDefaults,
    });
    for (const fn of [this.authorizerFunction, this.resolverFunction]) {
      table.grantReadWriteData(fn.lambda);
      tokenSecret.grantRead(fn.lambda);
    }

    this.api = new GraphqlApi(this, 'Api', {
      name: `ClassPulse-${stage.name}`,
      definition: Definition.fromFile(PATHS.schema),
      authorizationConfig: {
        defaultAuthorization: {
          authorizationType: AuthorizationType.LAMBDA,
          lambdaAuthorizerConfig: {
            handler: this.authorizerFunction.lambda,
            resultsCacheTtl: Duration.minutes(5),
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
      xrayEnabled: true,
      logConfig: {
        fieldLogLevel: FieldLogLevel.ERROR,
        // Verbose content includes request headers, i.e. bearer tokens: never log them.
        excludeVerboseContent: true,
        retention: stage.logRetention,
      },
    });
    const apiKey = this.api.apiKey;
    if (apiKey === undefined) throw new Error('The API has no API key although API_KEY auth is configured');
    this.apiKey = apiKey;

    const dataSource = this.api.addLambdaDataSource('GraphqlDataSource', this.resolverFunction.lambda, {
      description: 'The resolver Lambda; it routes by typeName and fieldName',
    });
    // One asset for all resolvers: the same APPSYNC_JS pass-through that maps `{ __error }`.
    const code = Code.fromAsset(PATHS.resolverCode);
    for (const { typeName, fieldName } of resolvableRootFields(readSchema(PATHS.schema))) {
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
  }

  /**
   * Lets a back-end function (the answer consumer) call the IAM-only publishAnswer mutation; give
   * it GRAPHQL_URL = this.api.graphqlUrl too (docs/sessions.md "Subscriptions"). Not for the
   * resolver function: the API already depends on it, so its URL there would be a cycle.
   */
  grantPublishAnswer(grantee: IGrantable): Grant {
    return this.api.grantMutation(grantee, 'publishAnswer');
  }
}

function capitalize(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
