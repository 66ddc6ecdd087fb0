/**
 * The shared cost limits (infra/lib/api-limits.ts) must never refuse the product's own requests:
 * every GraphQL document the console exports from web/src/api fits the depth limit and selects
 * fewer root fields (resolver calls) than the resolver-count limit.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type DocumentNode, Kind, parse, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { API_LIMITS } from '../lib/api-limits';
import { REPO_ROOT } from './config';

const API_DIR = join(REPO_ROOT, 'web/src/api');

function parsedOrNull(text: string): DocumentNode | null {
  if (!/^\s*(query|mutation|subscription)\b/.test(text)) return null;
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
    else deepest = Math.max(deepest, depth(fragments.get(selection.name.value), fragments));
  }
  return deepest;
}

async function consoleDocuments(): Promise<Array<{ name: string; document: DocumentNode }>> {
  const found: Array<{ name: string; document: DocumentNode }> = [];
  const files = readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) {
    const module: Record<string, unknown> = await import(join(API_DIR, file));
    for (const [name, value] of Object.entries(module)) {
      const document = typeof value === 'string' ? parsedOrNull(value) : null;
      if (document) found.push({ name: `${file}:${name}`, document });
    }
  }
  return found;
}

describe('shared API limits and the console', () => {
  it('leave every console document whole: within the depth and resolver-count limits', async () => {
    // Prepare
    const documents = await consoleDocuments();

    // Act
    const measured = documents.map(({ name, document }) => {
      const fragments = new Map<string, SelectionSetNode>();
      for (const d of document.definitions)
        if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d.selectionSet);
      const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
      return {
        name,
        depth: Math.max(...operations.map((o) => depth(o.selectionSet, fragments))),
        rootFields: Math.max(...operations.map((o) => o.selectionSet.selections.length)),
      };
    });

    // Assess
    expect(measured.length).toBeGreaterThan(50);
    const tooDeep = measured.filter((m) => m.depth > API_LIMITS.queryDepth);
    const tooWide = measured.filter((m) => m.rootFields > API_LIMITS.resolverCount);
    expect(tooDeep).toEqual([]);
    expect(tooWide).toEqual([]);
    // The headroom the limits' comments promise.
    expect(Math.max(...measured.map((m) => m.depth))).toBeLessThanOrEqual(API_LIMITS.queryDepth - 3);
  });
});
