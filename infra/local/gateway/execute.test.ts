// Preparing operations: a repeated document is parsed and validated once, an invalid one never kept.
import { describe, expect, it } from 'vitest';
import { prepareOperation } from './execute.ts';
import { buildGatewaySchema } from './schema.ts';

const SDL = `
  type Query { hello(name: String): String }
  type Mutation { ping: String }
  schema { query: Query mutation: Mutation }
`;

describe('prepareOperation', () => {
  it('returns the same prepared operation for a repeated document, per operation name', () => {
    // Prepare
    const schema = buildGatewaySchema(SDL, 'API_KEY');
    const query = 'query A { hello(name: "a") } query B { hello }';

    // Act
    const first = prepareOperation(schema, query, 'A');
    const again = prepareOperation(schema, query, 'A');
    const other = prepareOperation(schema, query, 'B');

    // Assess
    if (!first.ok || !again.ok || !other.ok) throw new Error('expected valid operations');
    expect(again.prepared).toBe(first.prepared);
    expect(other.prepared.operation.name?.value).toBe('B');
    expect(first.prepared.operation.name?.value).toBe('A');
  });

  it('answers an invalid document with its errors every time', () => {
    // Prepare
    const schema = buildGatewaySchema(SDL, 'API_KEY');

    // Act
    const first = prepareOperation(schema, '{ nope }', undefined);
    const again = prepareOperation(schema, '{ nope }', undefined);

    // Assess
    expect(first).toMatchObject({ ok: false });
    expect(again).toEqual(first);
    expect(first.ok ? [] : first.errors.map((error) => error.message)).toEqual([
      'Validation error: Cannot query field "nope" on type "Query".',
    ]);
  });
});
