/**
 * The GraphQL API's cost limits, one set of numbers for AppSync (api-stack.ts: QueryDepthLimit,
 * ResolverCountLimit, IntrospectionConfig) and for the local gateway (infra/local/lambda-gateway.ts),
 * so both runtimes refuse the same requests (docs/security.md "Cost limits"), except the two
 * document limits only the local gateway can apply.
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
  /**
   * Fields of an operation once its fragments are expanded, and the UTF-8 bytes of its document:
   * the local gateway checks both before anything runs (docs/security.md "Cost limits"). AppSync
   * has no such setting; api-stack.ts passes it only the two above. The console's largest
   * operation expands to 47 fields (infra/local/api-limits.test.ts keeps every one within a tenth
   * of this); 1,000 aliases of a root field with one subfield are 2,000, so the resolver count
   * above, not this, is what refuses them, as in AppSync. A fragment bomb expands to millions.
   */
  expandedFields: 5_000,
  /** The console's documents are at most a few KB; 1,000 aliases of a root field are about 21 KB. */
  documentBytes: 64 * 1024,
} as const;

/**
 * Introspection is for developers: on in the `dev` stage (stage.ts DEFAULT_STAGE, which a
 * developer deploys for themselves), off in every other stage, and off locally unless this flag
 * is set: `LOCAL_GRAPHQL_INTROSPECTION=1 npm start`. The console and the codegen read
 * the schema from the repository (schema/) and never introspect.
 */
export const LOCAL_INTROSPECTION_FLAG = 'LOCAL_GRAPHQL_INTROSPECTION';
