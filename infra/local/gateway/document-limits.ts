// What a document may cost before anything runs: its size in bytes, and its expanded field count,
// the number of fields it would have with every fragment spread written out in place. Fragments
// multiply: 23 fragments that each spread the one before twice are 840 bytes of text and 2^23
// fields once expanded, and anything that walks the expansion (selection lists, complexity
// counters) pays for every one of them. The count here walks each fragment once and multiplies,
// so refusing such a document costs a pass over its text, not over its expansion.
import {
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const documentSizeMessage = (limit: number) => `Query document larger than ${limit} bytes`;
export const expandedFieldsMessage = (limit: number) =>
  `Query has more than ${limit} fields once its fragments are expanded`;

/** The document's size in UTF-8 bytes, or null when it is within `limit`. */
export function oversizeDocument(query: string, limit: number | null): number | null {
  if (limit === null) return null;
  // A character is at most 3 bytes of UTF-8 (4 for a surrogate pair, which is 2 characters).
  if (query.length * 3 <= limit) return null;
  const bytes = Buffer.byteLength(query, 'utf8');
  return bytes > limit ? bytes : null;
}

/**
 * Counts the fields of each operation with fragments expanded, each fragment counted once and
 * remembered; counts stop growing past `limit` (one more than it means "too many"). Unknown
 * fragments and cycles count nothing here: graphql-js's own rules refuse those documents.
 */
export function expandedFieldCounter(context: ValidationContext, limit: number) {
  const fragmentCounts = new Map<string, number>();
  const counting = new Set<string>();

  const countFragment = (name: string): number => {
    const known = fragmentCounts.get(name);
    if (known !== undefined) return known;
    const fragment = context.getFragment(name);
    if (!fragment || counting.has(name)) return 0;
    counting.add(name);
    const count = countSelection(fragment.selectionSet);
    counting.delete(name);
    fragmentCounts.set(name, count);
    return count;
  };

  const countSelection = (set: SelectionSetNode | undefined): number => {
    let total = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) total += 1 + countSelection(selection.selectionSet);
      else if (selection.kind === Kind.INLINE_FRAGMENT) total += countSelection(selection.selectionSet);
      else total += countFragment(selection.name.value);
      if (total > limit) return limit + 1;
    }
    return total;
  };

  return (operation: OperationDefinitionNode) => countSelection(operation.selectionSet);
}

/** A validation rule: every operation of the document has at most `limit` fields once expanded. */
export function expandedFieldLimitRule(limit: number): ValidationRule {
  return (context) => {
    const count = expandedFieldCounter(context, limit);
    return {
      OperationDefinition(node) {
        if (count(node) > limit) {
          context.reportError(new GraphQLError(expandedFieldsMessage(limit), { nodes: node }));
        }
        // The count has read what it needs; nothing below needs visiting for this rule.
        return false;
      },
      FragmentDefinition: () => false,
    };
  };
}
