/** The user fields as a bare list for a spliced selection are the UserBase fragment's (userDocuments.ts). */
import { type FragmentDefinitionNode, type OperationDefinitionNode, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { USER_BASE, USER_BASE_FIELDS } from './userDocuments';

const fragmentSelection = () =>
  print((parse(USER_BASE).definitions[0] as FragmentDefinitionNode).selectionSet);

describe('USER_BASE_FIELDS', () => {
  it('selects, spliced into a field, exactly what the UserBase fragment selects', () => {
    // Prepare: a selection the way a spliced document writes it.
    const document = parse(`query Me { me { ${USER_BASE_FIELDS} } }`);

    // Act: the selection under `me`.
    const me = (document.definitions[0] as OperationDefinitionNode).selectionSet.selections[0];
    const spliced = me?.kind === 'Field' && me.selectionSet ? print(me.selectionSet) : '';

    // Assess
    expect(spliced).toBe(fragmentSelection());
    expect(spliced).toContain('role {');
  });
});
