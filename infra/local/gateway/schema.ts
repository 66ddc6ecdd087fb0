// Builds the executable schema from SDL and reads AppSync's directives out of it once, at start-up:
// which auth modes each field allows and which subscription fields each mutation feeds.
import {
  buildSchema,
  type ConstDirectiveNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  isObjectType,
  Kind,
  type ValidationRule,
  valueFromASTUntyped,
} from 'graphql';
import { type ResolvedLimits, resolveLimits, validationRules } from './limits.ts';
import { installAwsScalars } from './scalars.ts';
import type { AuthMode } from './types.ts';

const DIRECTIVE_MODES: Readonly<Record<string, AuthMode>> = {
  aws_api_key: 'API_KEY',
  aws_lambda: 'AWS_LAMBDA',
  aws_iam: 'AWS_IAM',
};

export interface GatewaySchema {
  schema: GraphQLSchema;
  /** Modes allowed on `type.field`, with AppSync's precedence already applied. */
  allowedModes(typeName: string, fieldName: string): ReadonlySet<AuthMode>;
  /** Mutation field name -> subscription field names whose `@aws_subscribe(mutations:)` lists it. */
  subscriptionsFor(mutationField: string): readonly string[];
  queryTypeName: string | undefined;
  mutationTypeName: string | undefined;
  subscriptionTypeName: string | undefined;
  /** The API's cost settings (limits.ts). */
  limits: ResolvedLimits;
  /** What a document must pass before it runs: graphql-js's rules, less introspection when it is off. */
  validationRules: readonly ValidationRule[];
}

function modesOf(directives: ReadonlyArray<ConstDirectiveNode> | undefined): Set<AuthMode> {
  const modes = new Set<AuthMode>();
  for (const directive of directives ?? []) {
    const mode = DIRECTIVE_MODES[directive.name.value];
    if (mode) modes.add(mode);
  }
  return modes;
}

function typeModes(type: GraphQLObjectType): Set<AuthMode> {
  // `extend type X @aws_iam` counts like a directive on the definition itself.
  const nodes = [type.astNode?.directives ?? [], ...type.extensionASTNodes.map((n) => n.directives ?? [])];
  return modesOf(nodes.flat());
}

/** The mutation names listed in a field's `@aws_subscribe(mutations: [...])`, if it has one. */
function subscribedMutations(directives: ReadonlyArray<ConstDirectiveNode> | undefined): string[] {
  const directive = directives?.find((d) => d.name.value === 'aws_subscribe');
  const arg = directive?.arguments?.find((a) => a.name.value === 'mutations');
  if (!arg) return [];
  const value: unknown = valueFromASTUntyped(arg.value);
  if (arg.value.kind === Kind.STRING) return [String(value)];
  return Array.isArray(value) ? value.map(String) : [];
}

export function buildGatewaySchema(
  sdl: string,
  defaultMode: AuthMode,
  limits: ResolvedLimits = resolveLimits(),
): GatewaySchema {
  const schema = buildSchema(sdl);
  installAwsScalars(schema);

  // AppSync precedence: directives on the field win; else the directives on its type; else the default mode.
  const allowed = new Map<string, ReadonlySet<AuthMode>>();
  const fallback: ReadonlySet<AuthMode> = new Set([defaultMode]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const onType = typeModes(type);
    for (const field of Object.values(type.getFields())) {
      const onField = modesOf(field.astNode?.directives);
      allowed.set(
        `${type.name}.${field.name}`,
        onField.size > 0 ? onField : onType.size > 0 ? onType : fallback,
      );
    }
  }

  const bySubscription = new Map<string, string[]>();
  const subscriptionType = schema.getSubscriptionType();
  for (const field of Object.values(subscriptionType?.getFields() ?? {})) {
    for (const mutation of subscribedMutations(field.astNode?.directives)) {
      const list = bySubscription.get(mutation) ?? [];
      list.push(field.name);
      bySubscription.set(mutation, list);
    }
  }

  return {
    schema,
    allowedModes: (typeName, fieldName) => allowed.get(`${typeName}.${fieldName}`) ?? fallback,
    subscriptionsFor: (mutationField) => bySubscription.get(mutationField) ?? [],
    queryTypeName: schema.getQueryType()?.name,
    mutationTypeName: schema.getMutationType()?.name,
    subscriptionTypeName: subscriptionType?.name,
    limits,
    validationRules: validationRules(limits),
  };
}
