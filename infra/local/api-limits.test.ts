/**
 * The shared cost limits (infra/lib/api-limits.ts) must never refuse the product's own requests:
 * every GraphQL operation of the console's GraphQL module (web/src/api) fits the depth limit,
 * selects fewer root fields (resolver calls) than the resolver-count limit, and stays far within
 * the expanded field and document size limits of the local gateway.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  type SelectionSetNode,
  TypeInfo,
  ValidationContext,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { API_LIMITS } from '../lib/api-limits';
import { schemaSdlWithPrelude } from '../lib/graphql-schema';
import { REPO_ROOT } from './config';
import { expandedFieldCounter } from './gateway/document-limits';

const API_DIR = join(REPO_ROOT, 'web/src/api');
const API_FILES = readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

function parsedOrNull(text: string): DocumentNode | null {
  try {
    return parse(text);
  } catch {
    return null;
  }
}

/** Levels of nesting of a selection, a root field being 1, fragments expanded. */
function depth(set: SelectionSetNode | undefined, fragments: Map<string, SelectionSetNode>): number {
  let deepest = 0;
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD)
      deepest = Math.max(deepest, 1 + depth(selection.selectionSet, fragments));
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      deepest = Math.max(deepest, depth(selection.selectionSet, fragments));
    else {
      // A spread of a fragment not found would count as no depth at all.
      const fragment = fragments.get(selection.name.value);
      if (!fragment) throw new Error(`fragment ${selection.name.value} not found in web/src/api`);
      deepest = Math.max(deepest, depth(fragment, fragments));
    }
  }
  return deepest;
}

const GRAPHQL_LITERAL = /\/\*\s*GraphQL\s*\*\/\s*`([^`]*)`/g;

/**
 * The documents as codegen reads them: each `/* GraphQL *\/` literal of the sources, its
 * interpolations left out, since a fragment appended to a document is a literal of its own. Most
 * documents are module-private constants beside their calls, so the sources are read, not the
 * exports.
 */
function sourceDocuments(): DocumentNode[] {
  return API_FILES.flatMap((file) =>
    [...readFileSync(join(API_DIR, file), 'utf8').matchAll(GRAPHQL_LITERAL)].map((match) =>
      parsedOrNull((match[1] ?? '').replace(/\$\{[^}]*\}/g, '')),
    ),
  ).filter((document): document is DocumentNode => document !== null);
}

/**
 * A literal that splices a field list into a selection (the files codegen.ts still lists as
 * `untyped`) does not parse alone: such documents are read whole from the module's exports.
 */
async function exportedDocuments(): Promise<DocumentNode[]> {
  const found: DocumentNode[] = [];
  for (const file of API_FILES) {
    const module: Record<string, unknown> = await import(join(API_DIR, file));
    for (const value of Object.values(module)) {
      const document = typeof value === 'string' ? parsedOrNull(value) : null;
      if (document) found.push(document);
    }
  }
  return found;
}

/** Every operation of the console by name, with every fragment (names are unique: codegen checks). */
async function consoleOperations() {
  const definitions: DefinitionNode[] = [...sourceDocuments(), ...(await exportedDocuments())].flatMap(
    (document) => [...document.definitions],
  );
  const fragments = new Map<string, SelectionSetNode>();
  const fragmentDefinitions: FragmentDefinitionNode[] = [];
  const operations = new Map<string, OperationDefinitionNode>();
  for (const definition of definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition.selectionSet);
      fragmentDefinitions.push(definition);
    } else if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) {
      operations.set(definition.name.value, definition);
    }
  }
  return { fragments, fragmentDefinitions, operations };
}

/** An operation as the console sends it, with the fragments it uses: its expanded fields and bytes. */
function documentCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: FragmentDefinitionNode[],
) {
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] };
  const context = new ValidationContext(schema, document, new TypeInfo(schema), () => undefined);
  const sent = [operation, ...context.getRecursivelyReferencedFragments(operation)];
  return {
    fields: expandedFieldCounter(context, API_LIMITS.expandedFields)(operation),
    bytes: Buffer.byteLength(sent.map((definition) => print(definition)).join('\n')),
  };
}

describe('shared API limits and the console', () => {
  it('leave every console document whole: within the depth and resolver-count limits', async () => {
    // Prepare
    const { fragments, operations } = await consoleOperations();

    // Act
    const measured = [...operations].map(([name, operation]) => ({
      name,
      depth: depth(operation.selectionSet, fragments),
      rootFields: operation.selectionSet.selections.length,
    }));

    // Assess
    expect(measured.length).toBeGreaterThan(50);
    const tooDeep = measured.filter((m) => m.depth > API_LIMITS.queryDepth);
    const tooWide = measured.filter((m) => m.rootFields > API_LIMITS.resolverCount);
    expect(tooDeep).toEqual([]);
    expect(tooWide).toEqual([]);
    // The headroom the limits' comments promise.
    expect(Math.max(...measured.map((m) => m.depth))).toBeLessThanOrEqual(API_LIMITS.queryDepth - 3);
  });

  it('keep every console document within a tenth of the expanded field and document size limits', async () => {
    // Prepare
    const { fragmentDefinitions, operations } = await consoleOperations();
    const schema = buildSchema(schemaSdlWithPrelude());

    // Act
    const costs = [...operations].map(([name, operation]) => ({
      name,
      ...documentCost(schema, operation, fragmentDefinitions),
    }));

    // Assess
    expect(costs.length).toBeGreaterThan(50);
    expect(costs.filter((c) => c.fields > API_LIMITS.expandedFields / 10)).toEqual([]);
    expect(costs.filter((c) => c.bytes > API_LIMITS.documentBytes / 10)).toEqual([]);
    expect(Math.max(...costs.map((c) => c.fields))).toBeGreaterThan(10);
  });
});
