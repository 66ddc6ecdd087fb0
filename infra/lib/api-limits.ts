/**
 * The GraphQL API's cost limits, one set of numbers for AppSync (api-stack.ts: QueryDepthLimit,
 * ResolverCountLimit, IntrospectionConfig) and for the local gateway (infra/local/lambda-gateway.ts),
 * so both runtimes refuse the same requests (docs/security.md "Cost limits").
 *
 * Only root Query and Mutation fields have resolvers here (one Lambda behind each), so the resolver
 * count of a request is the number of root fields it selects, aliases included: the resolver count
 * limit is also the alias limit that matters, since an alias of a nested field only reads a
 * property of a result already fetched. AppSync has no separate alias setting.
 */
// No imports: the local stack loads this file, and stage.ts would bring aws-cdk-lib with it.

export const API_LIMITS = {
  /**
   * Levels of nesting, a root field being 1. The deepest document of the console has 6
   (checked by infra/local/api-limits.test.ts); 10 leaves room without letting a
   * cyclic path (site -> spots -> site ...) grow a response without end.
   */
  queryDepth: 10,
  /**
   * Resolver (Lambda) calls per request. Each console document selects one root field (the same
   * test checks it); 20 leaves room, and a request of 1,000 aliases runs 20 calls instead of 1,000.
   */
  resolverCount: 20,
} as const;

/**
 * Introspection is for developers: on in the `dev` stage (stage.ts DEFAULT_STAGE, which a
 * developer deploys for themselves), off in every other stage, and off locally unless this flag
 * is set: `LOCAL_GRAPHQL_INTROSPECTION=1 npm start`. The console and the codegen read
 * the schema from the repository (schema/) and never introspect.
 */
export const LOCAL_INTROSPECTION_FLAG = 'LOCAL_GRAPHQL_INTROSPECTION';
