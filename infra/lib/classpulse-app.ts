/**
 * The stacks of one stage and how they depend on each other. Shared by bin/app.ts and the
 * infrastructure tests, so the tests synthesize exactly what `cdk deploy` deploys.
 */
import { type App, type Environment, Tags } from 'aws-cdk-lib';
import { ApiStack } from './stacks/api-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { WebStack } from './stacks/web-stack.ts';
import { PROJECT, type StageConfig, stackId } from './stage.ts';

export interface ClassPulseStacks {
  readonly data: DataStack;
  readonly api: ApiStack;
  readonly web: WebStack;
}

export function addClassPulseStacks(app: App, stage: StageConfig, env?: Environment): ClassPulseStacks {
  const common = { stage, env, terminationProtection: stage.isProd };

  const data = new DataStack(app, stackId(stage, 'Data'), {
    ...common,
    description: `ClassPulse ${stage.name}: table, files bucket, token signing secret`,
  });
  const api = new ApiStack(app, stackId(stage, 'Api'), {
    ...common,
    description: `ClassPulse ${stage.name}: AppSync API, authorizer and resolver functions`,
    table: data.table,
    tokenSecret: data.tokenSecret,
  });
  const web = new WebStack(app, stackId(stage, 'Web'), {
    ...common,
    description: `ClassPulse ${stage.name}: console bucket, CloudFront and runtime config`,
    graphqlUrl: api.api.graphqlUrl,
    apiKey: api.apiKey,
  });

  for (const stack of [data, api, web]) {
    Tags.of(stack).add('project', PROJECT);
    Tags.of(stack).add('stage', stage.name);
  }
  return { data, api, web };
}
