/**
 * Turns a template's environment values (strings and CloudFormation intrinsics) into the local
 * stack's values: what each resource kind stands for locally is one entry of a small map, and any
 * intrinsic, resource kind or attribute not in it throws, so a new kind of wiring is noticed here
 * instead of passing as an empty string.
 */
import type { CfnTemplate, CfnValue } from './assembly';

/** The local stand-ins for the stage's resources. */
export interface LocalResources {
  region: string;
  accountId: string;
  tableName: string;
  bucketName: string;
  graphqlUrl: string;
  /** Host name only, like IoT's describe-endpoint answer. */
  iotDataHost: string;
  /** The Secrets Manager stand-in answers for these ARNs (see secrets-standin.ts). */
  secretArn: (logicalId: string) => string;
  queueUrl: (logicalId: string) => string;
}

type Resolver = (logicalId: string, local: LocalResources) => string;

/** The local gateway's API and its app token, as the renewer's template names them. */
export const LOCAL_API_ID = 'local-gateway';
export const LOCAL_API_KEY_ID = 'local-app-token';

/** `Ref` of each resource kind. */
const REFS: Record<string, Resolver> = {
  'AWS::DynamoDB::Table': (_, local) => local.tableName,
  'AWS::S3::Bucket': (_, local) => local.bucketName,
  'AWS::SecretsManager::Secret': (id, local) => local.secretArn(id),
  'AWS::SQS::Queue': (id, local) => local.queueUrl(id),
};

/** `Fn::GetAtt` of each resource kind and attribute. */
const ATTRIBUTES: Record<string, Resolver> = {
  'AWS::AppSync::GraphQLApi.GraphQLUrl': (_, local) => local.graphqlUrl,
  // The API key renewer's; it does not run locally (serve.ts NOT_SERVED_LOCALLY), where the
  // gateway is the one API and its app token never expires.
  'AWS::AppSync::GraphQLApi.ApiId': () => LOCAL_API_ID,
  'AWS::AppSync::ApiKey.ApiKeyId': () => LOCAL_API_KEY_ID,
  'Custom::AWS.endpointAddress': (_, local) => local.iotDataHost,
  'AWS::SQS::Queue.QueueUrl': (id, local) => local.queueUrl(id),
  'AWS::DynamoDB::Table.Arn': (_, local) =>
    `arn:aws:dynamodb:${local.region}:${local.accountId}:table/${local.tableName}`,
};

const PSEUDO: Record<string, (local: LocalResources) => string> = {
  'AWS::Region': (local) => local.region,
  'AWS::AccountId': (local) => local.accountId,
  'AWS::Partition': () => 'aws',
  'AWS::URLSuffix': () => 'amazonaws.com',
};

export class UnresolvedValue extends Error {}

export class TemplateValues {
  constructor(
    private readonly templates: Map<string, CfnTemplate>,
    private readonly local: LocalResources,
  ) {}

  environment(stackName: string, variables: Record<string, CfnValue>): Record<string, string> {
    const resolved: Record<string, string> = {};
    for (const [name, value] of Object.entries(variables)) {
      resolved[name] = this.resolve(stackName, value, name);
    }
    return resolved;
  }

  resolve(stackName: string, value: CfnValue, where: string): string {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      throw new UnresolvedValue(`${where}: ${JSON.stringify(value)} is no template value`);
    const keys = Object.keys(value);
    const [intrinsic] = keys;
    if (keys.length !== 1 || !intrinsic) throw new UnresolvedValue(`${where}: ${JSON.stringify(value)}`);
    const argument = (value as Record<string, unknown>)[intrinsic];
    switch (intrinsic) {
      case 'Ref':
        return this.ref(stackName, String(argument), where);
      case 'Fn::GetAtt':
        return this.attribute(stackName, argument, where);
      case 'Fn::ImportValue':
        return this.imported(this.resolve(stackName, argument, where), where);
      case 'Fn::GetStackOutput':
        return this.stackOutput(stackName, argument as Record<string, CfnValue>, where);
      case 'Fn::Join': {
        const [separator, parts] = argument as [string, CfnValue[]];
        return parts.map((part) => this.resolve(stackName, part, where)).join(separator);
      }
      default:
        throw new UnresolvedValue(`${where}: ${intrinsic} has no local meaning in resolve-env.ts`);
    }
  }

  private resource(stackName: string, logicalId: string, where: string) {
    const resource = this.templates.get(stackName)?.Resources[logicalId];
    if (!resource) throw new UnresolvedValue(`${where}: no resource ${logicalId} in ${stackName}`);
    return resource;
  }

  private ref(stackName: string, logicalId: string, where: string): string {
    const pseudo = PSEUDO[logicalId];
    if (pseudo) return pseudo(this.local);
    const { Type } = this.resource(stackName, logicalId, where);
    const resolver = REFS[Type];
    if (!resolver) throw new UnresolvedValue(`${where}: Ref of ${Type} (${logicalId}) has no local value`);
    return resolver(logicalId, this.local);
  }

  private attribute(stackName: string, argument: unknown, where: string): string {
    const [logicalId, name] = Array.isArray(argument) ? argument : String(argument).split('.');
    const { Type } = this.resource(stackName, String(logicalId), where);
    const resolver = ATTRIBUTES[`${Type}.${name}`];
    if (!resolver)
      throw new UnresolvedValue(`${where}: GetAtt ${Type}.${name} (${logicalId}) has no local value`);
    return resolver(String(logicalId), this.local);
  }

  /** A cross-stack reference by output name (CDK's stack-output references), resolved in that stack. */
  private stackOutput(stackName: string, argument: Record<string, CfnValue>, where: string): string {
    const producer = this.resolve(stackName, argument.StackName, where);
    const outputName = this.resolve(stackName, argument.OutputName, where);
    const output = this.templates.get(producer)?.Outputs?.[outputName];
    if (!output) throw new UnresolvedValue(`${where}: ${producer} has no output ${outputName}`);
    return this.resolve(producer, output.Value, where);
  }

  /** A cross-stack reference by export name: the exporting stack's output, resolved in that stack. */
  private imported(exportName: string, where: string): string {
    for (const [stackName, template] of this.templates) {
      for (const output of Object.values(template.Outputs ?? {})) {
        if (output.Export && this.resolve(stackName, output.Export.Name, where) === exportName) {
          return this.resolve(stackName, output.Value, where);
        }
      }
    }
    throw new UnresolvedValue(`${where}: no stack exports ${exportName}`);
  }
}
