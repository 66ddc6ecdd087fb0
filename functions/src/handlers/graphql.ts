// The resolver Lambda behind every Query, Mutation and Subscription field.
import { resolveGraphql } from '../appsync/router';

export const handler = resolveGraphql;
