import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppError } from './errors';
import { asOptionalText, asText, jsonInput, optionalText, parseArgs } from './validation';

describe('jsonInput (AWSJSON arguments such as a product’s options)', () => {
  it('accepts an object given as text or as a parsed value', () => {
    expect(jsonInput.parse('{"a":1,"b":[true,null]}')).toEqual({ a: 1, b: [true, null] });
    expect(jsonInput.parse({ a: -0.0000036 })).toEqual({ a: -0.0000036 });
  });

  it('refuses numbers DynamoDB cannot store, as the bad input they are', () => {
    const tooSmall = jsonInput.safeParse('{"x":-1.05e-178}');
    const tooLarge = jsonInput.safeParse({ nested: { x: 6.77e117 } });

    expect(tooSmall.success).toBe(false);
    expect(tooSmall.error?.issues[0]?.message).toBe('INVALID_JSON');
    expect(tooLarge.success).toBe(false);
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses the key %s at any depth with JSON_KEY_RESERVED, given as text or parsed',
    (key) => {
      const asText = `{"${key}":{"a":1}}`;
      const nested = `{"a":[{"b":{"${key}":1}}]}`;

      for (const value of [asText, JSON.parse(asText), nested, JSON.parse(nested)]) {
        const result = jsonInput.safeParse(value);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe('JSON_KEY_RESERVED');
      }
    },
  );

  it('keeps every other key as it is, the names of Object.prototype included', () => {
    const keys = Object.getOwnPropertyNames(Object.prototype).filter(
      (key) => !['__proto__', 'constructor'].includes(key),
    );
    const value = Object.fromEntries(keys.map((key, i) => [key, i]));

    const parsed = jsonInput.parse(JSON.stringify(value));

    expect(keys).toContain('hasOwnProperty');
    expect(Object.keys(parsed)).toEqual(keys);
    expect(JSON.stringify(parsed)).toBe(JSON.stringify(value));
  });

  it('refuses what is not an object, and objects past the size limit', () => {
    expect(jsonInput.safeParse('[1,2]').success).toBe(false);
    expect(jsonInput.safeParse('not json').success).toBe(false);
    expect(jsonInput.safeParse({ big: 'x'.repeat(20_000) }).error?.issues[0]?.message).toBe('JSON_TOO_LARGE');
  });
});

describe('asText and asOptionalText (arguments AppSync has already type-checked)', () => {
  it('keep a string as it is, empty or not', () => {
    expect(asText(' a ')).toBe(' a ');
    expect(asOptionalText('')).toBe('');
  });

  it('read an absent argument as empty text or null', () => {
    expect(asText(undefined)).toBe('');
    expect(asText(null)).toBe('');
    expect(asOptionalText(undefined)).toBe(null);
    expect(asOptionalText(7)).toBe(null);
  });
});

describe('optionalText (a trimmed, bounded, optional text field)', () => {
  it('trims and allows null or absent', () => {
    const field = optionalText(3);
    expect(field.parse('  abc ')).toBe('abc');
    expect(field.parse(null)).toBe(null);
    expect(field.parse(undefined)).toBe(undefined);
  });

  it('names a too-long value by the key it is given, else as invalid input', () => {
    const keyOf = (field: z.ZodType) => {
      try {
        parseArgs(z.object({ unit: field }), { unit: 'abcd' });
      } catch (error) {
        return (error as AppError).info?.key;
      }
      return 'accepted';
    };
    expect(keyOf(optionalText(3, 'TOO_LONG'))).toBe('TOO_LONG');
    expect(keyOf(optionalText(3))).toBe('INVALID_INPUT');
  });
});
