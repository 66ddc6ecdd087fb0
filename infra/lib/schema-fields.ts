/**
 * The Query, Mutation and Subscription fields of the schema (a subscription field's resolver
 * runs when a client subscribes: that is where the policy checks tenancy), read from the schema
 * itself (graphql-schema.ts) so a field added to it gets its resolver without touching the
 * infrastructure code.
 */
import { type DocumentNode, Kind, parse } from 'graphql';

export interface RootField {
  readonly typeName: string;
  readonly fieldName: string;
}

/** Every field of the query, mutation and subscription root types, in schema order (extensions included). */
export function resolvableRootFields(document: DocumentNode): RootField[] {
  const roots = rootTypeNames(document);
  const wanted = new Set([roots.query, roots.mutation, roots.subscription]);
  const fields: RootField[] = [];
  for (const definition of document.definitions) {
    const isObject =
      definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION;
    if (!isObject || !wanted.has(definition.name.value)) continue;
    for (const field of definition.fields ?? []) {
      fields.push({ typeName: definition.name.value, fieldName: field.name.value });
    }
  }
  return fields;
}

/**
 * The Mutation fields the back end may call with IAM (`@aws_iam` on the field): the publish
 * mutations behind the subscriptions. Read from the schema so the answer consumer's grant follows
 * the schema as publish mutations are added.
 */
export function iamMutationFields(document: DocumentNode): string[] {
  const { mutation } = rootTypeNames(document);
  const fields: string[] = [];
  for (const definition of document.definitions) {
    const isObject =
      definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION;
    if (!isObject || definition.name.value !== mutation) continue;
    for (const field of definition.fields ?? []) {
      if (field.directives?.some((directive) => directive.name.value === 'aws_iam')) {
        fields.push(field.name.value);
      }
    }
  }
  return fields;
}

/** Honours a `schema { query: ..., mutation: ..., subscription: ... }` block; GraphQL's defaults otherwise. */
function rootTypeNames(document: DocumentNode): { query: string; mutation: string; subscription: string } {
  const names = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.SCHEMA_DEFINITION && definition.kind !== Kind.SCHEMA_EXTENSION) continue;
    for (const operation of definition.operationTypes ?? []) {
      if (operation.operation === 'query') names.query = operation.type.name.value;
      if (operation.operation === 'mutation') names.mutation = operation.type.name.value;
      if (operation.operation === 'subscription') names.subscription = operation.type.name.value;
    }
  }
  return names;
}

/**
 * The root fields the mutation operations of `documents` call (`mutation X { publishNotice(...) }`
 * -> publishNotice): what a function must be granted to send exactly the documents it sends.
 */
export function mutationFieldsOf(documents: readonly string[]): string[] {
  const fields = new Set<string>();
  for (const document of documents) {
    for (const definition of parse(document).definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'mutation') continue;
      for (const selection of definition.selectionSet.selections) {
        if (selection.kind === Kind.FIELD) fields.add(selection.name.value);
      }
    }
  }
  return [...fields];
}
