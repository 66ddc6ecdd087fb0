/**
 * An action's `fn` names the built-in it runs (docs/rules-engine.md "Built-in actions"): a name
 * the engine cannot run is refused when the action is saved, with the typed BadRequest
 * UNKNOWN_ACTION_FN, instead of saving and failing every event at run time.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_ACTION_FNS } from '../../functions/src/rules/builtin-names';
import { gql, signin } from '../support/graphql';

const CREATE = 'mutation ($i: ActionInput!) { createAction(input: $i) { code fn } }';
const UPDATE = 'mutation ($c: String!, $i: ActionInput!) { updateAction(code: $c, input: $i) { code fn } }';
const READ = 'query ($c: String!) { action(code: $c) { code fn } }';

let system = '';
const code = () => `fn-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  system = await signin('system', 'demo1234');
});

describe('the function of an action', () => {
  it('accepts every built-in function', async () => {
    // Act
    const saved = await Promise.all(
      BUILTIN_ACTION_FNS.map((fn) =>
        gql<{ createAction: { fn: string } }>(
          CREATE,
          { i: { code: code(), name: fn, fn } },
          { token: system },
        ),
      ),
    );

    // Assess
    expect(saved.map((result) => result.errors)).toEqual(BUILTIN_ACTION_FNS.map(() => undefined));
    expect(saved.map((result) => result.data?.createAction.fn)).toEqual([...BUILTIN_ACTION_FNS]);
  });

  it('refuses an unknown function on create with UNKNOWN_ACTION_FN and stores nothing', async () => {
    // Prepare
    const refusedCode = code();

    // Act
    const refused = await gql(
      CREATE,
      { i: { code: refusedCode, name: 'Mail', fn: 'sendMail' } },
      { token: system },
    );
    const stored = await gql<{ action: unknown }>(READ, { c: refusedCode }, { token: system });

    // Assess
    expect(refused.errors?.[0]).toMatchObject({
      errorType: 'BadRequest',
      errorInfo: { key: 'UNKNOWN_ACTION_FN', field: 'fn' },
    });
    expect(stored.data?.action).toBeNull();
  });

  it('refuses an unknown function on update and keeps the stored one', async () => {
    // Prepare
    const kept = code();
    await gql(CREATE, { i: { code: kept, name: 'Notice', fn: 'notice' } }, { token: system });

    // Act
    const refused = await gql(
      UPDATE,
      { c: kept, i: { code: kept, name: 'Notice', fn: 'Notice ' } },
      { token: system },
    );
    const stored = await gql<{ action: { fn: string } }>(READ, { c: kept }, { token: system });

    // Assess
    expect(refused.errors?.[0]?.errorInfo?.key).toBe('UNKNOWN_ACTION_FN');
    expect(stored.data?.action.fn).toBe('notice');
  });

  it('asks for a function when none is given (REQUIRED_FIELD_MSG fn)', async () => {
    // Act
    const missing = await gql(CREATE, { i: { code: code(), name: 'No function' } }, { token: system });

    // Assess
    expect(missing.errors?.[0]?.errorInfo).toMatchObject({ key: 'REQUIRED_FIELD_MSG', field: 'fn' });
  });
});
