/** Checking a thing's parameters against its action's definitions, before the action runs. */
import { describe, expect, it } from 'vitest';
import { checkParameters, type ParameterDef } from './parameters';

const def = (key: string, type: ParameterDef['type'], extra: Partial<ParameterDef> = {}): ParameterDef => ({
  key,
  type,
  isArray: false,
  required: false,
  ...extra,
});

describe('checkParameters', () => {
  it('refuses a missing required key with REQUIRED_PARAMETER and the key', () => {
    const result = checkParameters([def('url', 'string', { required: true })], { other: 1 });

    expect(result).toEqual({ ok: false, error: 'REQUIRED_PARAMETER', key: 'url' });
  });

  it('fills a missing required key from its default', () => {
    const result = checkParameters([def('noti', 'string', { required: true, default: 'HELLO' })], {});

    expect(result).toEqual({ ok: true, values: { noti: 'HELLO' } });
  });

  it('refuses a value of the wrong type with INVALID_PARAMETER_TYPE', () => {
    const result = checkParameters([def('timeoutMs', 'number')], { timeoutMs: '300' });

    expect(result).toEqual({ ok: false, error: 'INVALID_PARAMETER_TYPE', key: 'timeoutMs' });
  });

  it('checks every item of an array parameter', () => {
    const tags = def('tags', 'string', { isArray: true });

    expect(checkParameters([tags], { tags: ['a', 'b'] })).toEqual({ ok: true, values: { tags: ['a', 'b'] } });
    expect(checkParameters([tags], { tags: ['a', 2] })).toMatchObject({ ok: false, key: 'tags' });
    expect(checkParameters([tags], { tags: 'a' })).toMatchObject({ ok: false, key: 'tags' });
  });

  it('tells objects from arrays and null', () => {
    const options = def('options', 'object');

    expect(checkParameters([options], { options: { a: 1 } }).ok).toBe(true);
    expect(checkParameters([options], { options: [1] }).ok).toBe(false);
  });

  it('drops keys the action does not define and leaves optional ones out', () => {
    const result = checkParameters([def('text', 'string'), def('loud', 'boolean')], { text: 'hi', extra: 1 });

    expect(result).toEqual({ ok: true, values: { text: 'hi' } });
  });
});
