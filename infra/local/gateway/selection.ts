// Selection-set helpers: the `info.selectionSetList` / `selectionSetGraphQL` AppSync hands to a resolver,
// and "de-aliasing" a mutation's response so a published event is keyed by field names, which is how
// AppSync sees a mutation result when it filters and shapes subscription events.
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  print,
  type SelectionSetNode,
} from 'graphql';

export type Fragments = Readonly<Record<string, FragmentDefinitionNode>>;

/**
 * The fields of a selection set with fragment spreads and inline fragments flattened in. Like
 * graphql-js's own collection, a fragment spread a second time in the same selection set adds
 * nothing (its fields are already there): walking it again would make a document of fragments
 * that each spread the previous one twice cost 2^n (docs/security.md "Cost limits").
 */
export function collectFields(selectionSet: SelectionSetNode | undefined, fragments: Fragments): FieldNode[] {
  const fields: FieldNode[] = [];
  const visited = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): void => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (!visited.has(selection.name.value)) {
        // Also what keeps a fragment cycle (which validation refuses anyway) from looping here.
        visited.add(selection.name.value);
        visit(fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  visit(selectionSet);
  return fields;
}

/** AppSync's `selectionSetList`: field paths like `user`, `user/_id`, by field name (never alias). */
export function selectionSetList(fieldNodes: readonly FieldNode[], fragments: Fragments): string[] {
  const out = new Set<string>();
  const walk = (set: SelectionSetNode | undefined, prefix: string): void => {
    for (const field of collectFields(set, fragments)) {
      if (field.name.value.startsWith('__')) continue;
      const path = `${prefix}${field.name.value}`;
      out.add(path);
      walk(field.selectionSet, `${path}/`);
    }
  };
  for (const node of fieldNodes) walk(node.selectionSet, '');
  return [...out];
}

/** AppSync's `selectionSetGraphQL`: the field's selection set as written (empty for a leaf field). */
export function selectionSetGraphQL(fieldNodes: readonly FieldNode[]): string {
  const set = fieldNodes[0]?.selectionSet;
  return set ? print(set) : '';
}

export function fragmentsOf(document: DocumentNode): Fragments {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  return fragments;
}

/** Root fields of an operation grouped by response key (alias or name). */
export function rootFieldsByKey(
  operation: OperationDefinitionNode,
  fragments: Fragments,
): Map<string, FieldNode[]> {
  const byKey = new Map<string, FieldNode[]>();
  for (const field of collectFields(operation.selectionSet, fragments)) {
    const key = field.alias?.value ?? field.name.value;
    byKey.set(key, [...(byKey.get(key) ?? []), field]);
  }
  return byKey;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function merge(into: unknown, value: unknown): unknown {
  if (!isRecord(into) || !isRecord(value)) return value;
  const out: Record<string, unknown> = { ...into };
  for (const [key, item] of Object.entries(value)) out[key] = merge(out[key], item);
  return out;
}

/**
 * Re-keys response data (keyed by alias) by field name, keeping only what was selected:
 * `{ who: { id: 1 } }` selected as `who: user { id }` becomes `{ user: { id: 1 } }`.
 */
export function dealias(value: unknown, fieldNodes: readonly FieldNode[], fragments: Fragments): unknown {
  if (Array.isArray(value)) return value.map((item) => dealias(item, fieldNodes, fragments));
  if (!isRecord(value)) return value;
  let out: Record<string, unknown> = {};
  for (const node of fieldNodes) {
    for (const field of collectFields(node.selectionSet, fragments)) {
      const key = field.alias?.value ?? field.name.value;
      if (!(key in value)) continue;
      const item = dealias(value[key], [field], fragments);
      out = { ...out, [field.name.value]: merge(out[field.name.value], item) };
    }
  }
  return out;
}
