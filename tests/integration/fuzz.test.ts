/**
 * The bounded fuzz run of `npm test` (docs/security.md "Fuzzing"): a few hundred seeded cases of
 * each target (GraphQL bodies from the schema, documents built on fragments, AWSJSON inputs with
 * bent keys, MQTT payloads from the device contract, spreadsheets for the question importer)
 * against a fresh local stack of its own, in this process so its queues and store writes can be
 * watched. `npm run fuzz` runs 10,000 of each.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../../functions/src/data/client';
import { FuzzContext } from '../fuzz/harness';
import { fuzzContext } from '../fuzz/run-all';

const SEED = 20_261_126;
const CASES = { graphql: 300, fragments: 200, jsonKeys: 200, mqtt: 200, sheets: 200 };

let context: FuzzContext;

beforeAll(async () => {
  context = await FuzzContext.start();
}, 300_000);

afterAll(async () => {
  await context?.close();
});

describe('fuzzing the local stack (bounded, seeded)', () => {
  it('reports a partial write when an item changes during a refused call', async () => {
    // Prepare
    const findings = context.findings.length;
    await context.beginCall();

    // Act: a write through the stack's own client, as a half-done refused call would make
    await dynamo().send(
      new PutCommand({ TableName: context.stack.tableName, Item: { pk: 'FUZZ#self-check', sk: 'META' } }),
    );
    const reported = await context.endCall('self-check', true, 'self-check');

    // Assess
    expect(reported).toBe(true);
    expect(context.findings.slice(findings)).toEqual([
      expect.objectContaining({
        kind: 'partial-write',
        detail: expect.stringContaining('FUZZ#self-check META'),
      }),
    ]);
    context.findings.splice(findings);
  });

  it('answers every case with a decision: no crash, no 5xx, no partial write', async () => {
    // Act
    const run = await fuzzContext(context, { cases: CASES, seed: SEED });

    // Assess
    expect(run.figures.map((f) => [f.target, f.cases])).toEqual([
      ['graphql', CASES.graphql],
      ['fragments', CASES.fragments],
      ['json-keys', CASES.jsonKeys],
      ['mqtt', CASES.mqtt],
      ['sheets', CASES.sheets],
    ]);
    expect(run.findings).toEqual([]);
    for (const figures of run.figures) {
      expect(figures.crashes + figures.http5xx + figures.partialWrites, figures.target).toBe(0);
      // Refusals by design and accepted cases both: a run that never got either tested little.
      expect(figures.refused, figures.target).toBeGreaterThan(0);
      expect(figures.refused, figures.target).toBeLessThan(figures.cases);
    }
  }, 900_000);
});
