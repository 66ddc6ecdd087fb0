// The pure pieces behind resolver events and subscription fan-out.
import { type FieldNode, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { matchesFilter } from './pubsub.ts';
import { dealias, fragmentsOf, rootFieldsByKey, selectionSetList } from './selection.ts';

function rootField(source: string): { nodes: FieldNode[]; fragments: ReturnType<typeof fragmentsOf> } {
  const document = parse(source);
  const fragments = fragmentsOf(document);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('no operation');
  const [nodes = []] = [...rootFieldsByKey(operation, fragments).values()];
  return { nodes, fragments };
}

describe('selection helpers', () => {
  it('lists selected field paths by name, through fragments, without aliases or __typename', () => {
    // Prepare
    const { nodes, fragments } = rootField(`
      mutation { signin(uid: "a", password: "b") { who: user { _id ...Names __typename } token } }
      fragment Names on User { firstname ... on User { lastname } }`);

    // Act
    const list = selectionSetList(nodes, fragments);

    // Assess
    expect(list).toEqual(['user', 'user/_id', 'user/firstname', 'user/lastname', 'token']);
  });

  it('re-keys aliased response data by field name and keeps only selected fields', () => {
    // Prepare
    const { nodes, fragments } = rootField(`
      mutation { n: publishNotice(site: "s") { key: id ...F } } fragment F on Notice { site }`);
    const responseData = { key: 'n1', site: 's' };

    // Act
    const published = dealias(responseData, nodes, fragments);

    // Assess
    expect(published).toEqual({ id: 'n1', site: 's' });
  });
});

describe('subscription filter', () => {
  it('ignores null arguments and compares the rest with the published fields', () => {
    // Act
    const results = {
      nullIgnored: matchesFilter({ site: 's1', spot: null }, { site: 's1' }),
      mismatch: matchesFilter({ site: 's1' }, { site: 's2' }),
      notSelected: matchesFilter({ spot: 'p1' }, { site: 's1' }),
      idAsNumber: matchesFilter({ site: '7' }, { site: 7 }),
      noArguments: matchesFilter({}, { site: 's1' }),
    };

    // Assess
    expect(results).toEqual({
      nullIgnored: true,
      mismatch: false,
      notSelected: false,
      idAsNumber: true,
      noArguments: true,
    });
  });
});
