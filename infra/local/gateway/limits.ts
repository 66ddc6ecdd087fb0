// AppSync's cost settings as the gateway applies them: the query depth of a field, the count of
// resolver calls of one request, and whether introspection passes validation. The numbers come
// from the caller (the product's shared constant), checked against AppSync's own ranges so a value
// the real API would refuse at deploy time is refused here at start-up too.
import {
  NoSchemaIntrospectionCustomRule,
  type ResponsePath,
  specifiedRules,
  type ValidationRule,
} from 'graphql';
import type { GatewayLimits } from './types.ts';

/** AppSync's default resolver count limit, and the largest value it accepts. */
export const APPSYNC_MAX_RESOLVER_COUNT = 10_000;
/** The deepest query depth limit AppSync accepts. */
export const APPSYNC_MAX_QUERY_DEPTH = 75;

export interface ResolvedLimits {
  queryDepth: number | null;
  resolverCount: number;
  introspection: boolean;
  /** Beyond AppSync (document-limits.ts): null is no limit. */
  expandedFields: number | null;
  documentBytes: number | null;
}

/** Bounds of the two limits AppSync does not have: a document is at most the 1 MB body anyway. */
const MAX_EXPANDED_FIELDS = 1_000_000;
const MAX_DOCUMENT_BYTES = 1024 * 1024;

function inRange(name: string, value: number, max: number, range = "AppSync's range"): number {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be an integer from 1 to ${max} (${range}), not ${value}`);
  }
  return value;
}

export function resolveLimits(limits: GatewayLimits = {}): ResolvedLimits {
  return {
    queryDepth:
      limits.queryDepth === undefined
        ? null
        : inRange('queryDepth', limits.queryDepth, APPSYNC_MAX_QUERY_DEPTH),
    resolverCount:
      limits.resolverCount === undefined
        ? APPSYNC_MAX_RESOLVER_COUNT
        : inRange('resolverCount', limits.resolverCount, APPSYNC_MAX_RESOLVER_COUNT),
    introspection: limits.introspection ?? true,
    expandedFields:
      limits.expandedFields === undefined
        ? null
        : inRange('expandedFields', limits.expandedFields, MAX_EXPANDED_FIELDS, "the gateway's range"),
    documentBytes:
      limits.documentBytes === undefined
        ? null
        : inRange('documentBytes', limits.documentBytes, MAX_DOCUMENT_BYTES, "the gateway's range"),
  };
}

/** graphql-js's rules, plus the refusal of `__schema` and `__type` when introspection is off. */
export function validationRules(limits: ResolvedLimits): readonly ValidationRule[] {
  return limits.introspection ? specifiedRules : [...specifiedRules, NoSchemaIntrospectionCustomRule];
}

/** The level of a field: a root field is 1; list indexes in the path are not levels. */
export function depthOf(path: ResponsePath): number {
  let depth = 0;
  for (let at: ResponsePath | undefined = path; at; at = at.prev) {
    if (typeof at.key === 'string') depth += 1;
  }
  return depth;
}

export const depthLimitMessage = (limit: number) => `Query depth limit of ${limit} reached`;
export const resolverLimitMessage = (limit: number) => `Resolver execution limit of ${limit} reached`;

/**
 * Resolver calls of one request. graphql-js starts the root fields in document order (queries in
 * parallel, mutations one by one), so the first `limit` fields run and the rest are refused, as
 * AppSync does: every alias of a root field is one more call.
 */
export class ResolverBudget {
  private used = 0;

  constructor(private readonly limit: number) {}

  /** Takes one call; false when the request has used them all. */
  take(): boolean {
    if (this.used >= this.limit) return false;
    this.used += 1;
    return true;
  }
}
