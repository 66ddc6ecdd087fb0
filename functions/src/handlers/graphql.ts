// The resolver Lambda behind every Query, Mutation and Subscription field.
import { resolveGraphql } from '../appsync/router';
import { observed } from '../kernel/observability';

export const handler = observed('graphql', resolveGraphql);
