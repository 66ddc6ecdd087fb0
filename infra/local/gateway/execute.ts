// Parses, validates and executes operations with AppSync's rules: every field checks the caller's auth
// mode against the schema's directives; Query and Mutation root fields call the resolver Lambda with a
// direct-Lambda event; everything below them reads properties of the returned object; errors come back
// in AppSync's shape, with the `{ __error }` envelope turned into the client-visible errorType.
import {
  type DocumentNode,
  execute,
  type FieldNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  type OperationDefinitionNode,
  parse,
  validate,
} from 'graphql';
import { isResolverErrorEnvelope } from '../../../functions/src/appsync/envelope.ts';
import { describeError } from './auth.ts';
import {
  documentSizeMessage,
  expandedFieldLimitRule,
  expandedFieldsMessage,
  oversizeDocument,
} from './document-limits.ts';
import { depthLimitMessage, depthOf, ResolverBudget, resolverLimitMessage } from './limits.ts';
import type { GatewaySchema } from './schema.ts';
import { type Fragments, fragmentsOf, selectionSetGraphQL, selectionSetList } from './selection.ts';
import type { AppSyncError, GatewayLogger, GatewayOptions, RequestAuth } from './types.ts';

/** An error whose errorType/errorInfo the client must see (GraphQL wraps it; we unwrap it when formatting). */
export class TypedFieldError extends Error {
  constructor(
    message: string,
    readonly errorType: string,
    readonly errorInfo: Record<string, unknown> | null = null,
  ) {
    super(message);
  }
}

export interface PreparedOperation {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  fragments: Fragments;
}

/** Per-execution state the field resolver reads. */
export interface ExecutionContext {
  auth: RequestAuth;
  headers: Readonly<Record<string, string>>;
  variables: Record<string, unknown>;
  /** Resolver calls left to this request; set by `Executor.run`. */
  resolverBudget?: ResolverBudget;
}

export function requestError(
  message: string,
  error?: GraphQLError,
  errorType = 'GraphQLError',
): AppSyncError {
  return {
    path: null,
    data: null,
    errorType,
    errorInfo: null,
    locations: error?.locations?.map(({ line, column }) => ({ line, column, sourceName: null })) ?? null,
    message,
  };
}

/** Formats an execution error as AppSync does. */
export function formatError(error: GraphQLError): AppSyncError {
  const typed = error.originalError instanceof TypedFieldError ? error.originalError : undefined;
  return {
    path: error.path ?? null,
    data: null,
    errorType: typed?.errorType ?? null,
    errorInfo: typed?.errorInfo ?? null,
    locations: error.locations?.map(({ line, column }) => ({ line, column, sourceName: null })) ?? null,
    message: error.message,
  };
}

/** Prepared operations kept per schema; clients send the same few documents over and over. */
const PREPARED_CACHE_SIZE = 500;
const preparedCache = new WeakMap<GatewaySchema, Map<string, PreparedOperation>>();

/**
 * Parse, validate and pick the operation; on failure, the errors to answer with (HTTP 400).
 * A valid document is kept (its AST is never changed by execution), so a repeated one, such as
 * the answer consumer's `publishAnswers`, is not parsed and validated again.
 */
export function prepareOperation(
  gatewaySchema: GatewaySchema,
  query: string,
  operationName: string | undefined,
): { ok: true; prepared: PreparedOperation } | { ok: false; errors: AppSyncError[] } {
  const cache = preparedCache.get(gatewaySchema) ?? new Map<string, PreparedOperation>();
  preparedCache.set(gatewaySchema, cache);
  const key = `${operationName ?? ''}\n${query}`;
  const kept = cache.get(key);
  if (kept) return { ok: true, prepared: kept };
  const result = prepareUncached(gatewaySchema, query, operationName);
  if (result.ok) {
    // The oldest entry goes first: a Map iterates in insertion order.
    if (cache.size >= PREPARED_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, result.prepared);
  }
  return result;
}

function prepareUncached(
  gatewaySchema: GatewaySchema,
  query: string,
  operationName: string | undefined,
): { ok: true; prepared: PreparedOperation } | { ok: false; errors: AppSyncError[] } {
  const { documentBytes, expandedFields } = gatewaySchema.limits;
  if (documentBytes !== null && oversizeDocument(query, documentBytes) !== null) {
    const message = documentSizeMessage(documentBytes);
    return { ok: false, errors: [requestError(message, undefined, 'DocumentSizeLimitReached')] };
  }
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    const syntax = error instanceof GraphQLError ? error : undefined;
    return { ok: false, errors: [requestError(syntax?.message ?? 'Invalid GraphQL document', syntax)] };
  }
  // Before graphql-js's own rules, and alone: a document that expands past the limit is refused
  // after one pass over its text, whatever the other rules would cost on it.
  if (expandedFields !== null) {
    const [tooLarge] = validate(gatewaySchema.schema, document, [expandedFieldLimitRule(expandedFields)]);
    if (tooLarge) {
      const message = expandedFieldsMessage(expandedFields);
      return { ok: false, errors: [requestError(message, tooLarge, 'ExpandedFieldLimitReached')] };
    }
  }
  const invalid = validate(gatewaySchema.schema, document, gatewaySchema.validationRules);
  if (invalid.length > 0) {
    return { ok: false, errors: invalid.map((e) => requestError(`Validation error: ${e.message}`, e)) };
  }
  const operation = getOperationAST(document, operationName);
  if (!operation) {
    const message = operationName
      ? `Unknown operation named "${operationName}".`
      : 'Must provide operation name if query contains multiple operations.';
    return { ok: false, errors: [requestError(message)] };
  }
  return { ok: true, prepared: { document, operation, fragments: fragmentsOf(document) } };
}

export function notAuthorized(fieldName: string, typeName: string): TypedFieldError {
  return new TypedFieldError(`Not Authorized to access ${fieldName} on type ${typeName}`, 'Unauthorized');
}

/** AppSync's field rule: the mode is listed for the field (or its type, or is the default) and not denied. */
export function fieldAllowed(
  gatewaySchema: GatewaySchema,
  auth: RequestAuth,
  type: string,
  field: string,
): boolean {
  return gatewaySchema.allowedModes(type, field).has(auth.mode) && !auth.deniedFields.has(`${type}.${field}`);
}

export class Executor {
  constructor(
    private readonly gatewaySchema: GatewaySchema,
    private readonly invokeResolver: GatewayOptions['invokeResolver'],
    private readonly logger: GatewayLogger,
  ) {}

  /** Runs a prepared query or mutation; the result has `data` unless the request itself was rejected. */
  async run(prepared: PreparedOperation, context: ExecutionContext, rootValue?: Record<string, unknown>) {
    const result = await execute({
      schema: this.gatewaySchema.schema,
      document: prepared.document,
      operationName: prepared.operation.name?.value,
      variableValues: context.variables,
      contextValue: {
        ...context,
        resolverBudget: new ResolverBudget(this.gatewaySchema.limits.resolverCount),
      },
      rootValue,
      fieldResolver: this.fieldResolver,
    });
    return { data: result.data, errors: result.errors?.map(formatError) };
  }

  private readonly fieldResolver: GraphQLFieldResolver<unknown, ExecutionContext> = (
    source,
    args,
    ctx,
    info,
  ) => {
    const typeName = info.parentType.name;
    if (!fieldAllowed(this.gatewaySchema, ctx.auth, typeName, info.fieldName)) {
      throw notAuthorized(info.fieldName, typeName);
    }
    const { queryTypeName, mutationTypeName, limits } = this.gatewaySchema;
    if (limits.queryDepth !== null && depthOf(info.path) > limits.queryDepth) {
      throw new TypedFieldError(depthLimitMessage(limits.queryDepth), 'QueryDepthLimitReached');
    }
    if (typeName === queryTypeName || typeName === mutationTypeName) {
      if (ctx.resolverBudget && !ctx.resolverBudget.take()) {
        throw new TypedFieldError(
          resolverLimitMessage(limits.resolverCount),
          'ResolverExecutionLimitReached',
        );
      }
      return this.resolveRoot(args, ctx, info.fieldName, typeName, info.fieldNodes, info.fragments);
    }
    // Nested fields (and Subscription roots, fed from the published mutation result) read properties,
    // like AppSync's default behaviour when no resolver is attached.
    if (typeof source === 'object' && source !== null) {
      return (source as Record<string, unknown>)[info.fieldName];
    }
    return undefined;
  };

  /**
   * AppSync runs the resolver attached to a subscription field when a client subscribes, and
   * refuses the subscription if it raises an error: that is where tenancy is checked. Resolves to
   * the error to report, or null when the subscription may start.
   */
  async authorizeSubscription(
    args: Record<string, unknown>,
    ctx: ExecutionContext,
    fieldName: string,
    fieldNodes: readonly FieldNode[],
    fragments: Fragments,
  ): Promise<{ errorType: string; message: string } | null> {
    const typeName = this.gatewaySchema.schema.getSubscriptionType()?.name ?? 'Subscription';
    try {
      await this.resolveRoot(args, ctx, fieldName, typeName, fieldNodes, fragments);
      return null;
    } catch (error) {
      const typed =
        error instanceof TypedFieldError ? error : new TypedFieldError('Internal error', 'InternalFailure');
      return { errorType: typed.errorType, message: typed.message };
    }
  }

  private async resolveRoot(
    args: Record<string, unknown>,
    ctx: ExecutionContext,
    fieldName: string,
    parentTypeName: string,
    fieldNodes: readonly FieldNode[],
    fragments: Fragments,
  ): Promise<unknown> {
    let result: unknown;
    try {
      result = await this.invokeResolver({
        arguments: { ...args },
        identity: ctx.auth.identity,
        source: null,
        request: { headers: { ...ctx.headers }, domainName: null },
        prev: null,
        stash: {},
        info: {
          fieldName,
          parentTypeName,
          variables: ctx.variables,
          selectionSetList: selectionSetList(fieldNodes, fragments),
          selectionSetGraphQL: selectionSetGraphQL(fieldNodes),
        },
      });
    } catch (error) {
      // lambda-resolver.js answers any Lambda failure with this, and so must we: never leak the cause.
      this.logger.error('Resolver failed', {
        field: `${parentTypeName}.${fieldName}`,
        error: describeError(error),
      });
      throw new TypedFieldError('Internal error', 'InternalFailure');
    }
    if (isResolverErrorEnvelope(result)) {
      const { message, errorType, errorInfo } = result.__error;
      throw new TypedFieldError(message, errorType, errorInfo ?? null);
    }
    return result;
  }
}

/** The subscriber's filter: its arguments, with variables substituted and coerced to their types. */
export function coerceArguments(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fieldNode: FieldNode,
  fieldDef: GraphQLField<unknown, unknown>,
  variables: Record<string, unknown>,
): { ok: true; args: Record<string, unknown> } | { ok: false; message: string } {
  const coercedVariables = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (coercedVariables.errors) {
    return { ok: false, message: coercedVariables.errors.map((e) => e.message).join(' ') };
  }
  try {
    return { ok: true, args: getArgumentValues(fieldDef, fieldNode, coercedVariables.coerced) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
