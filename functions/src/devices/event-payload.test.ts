import { describe, expect, it } from 'vitest';
import { isStorable } from '../kernel/storable-json';
import { deviceEventSchema } from './event-payload';

describe('device event data', () => {
  it('refuses numbers DynamoDB cannot store, found by the fuzz harness', () => {
    // Prepare: the fuzz case's number, and the other edges of DynamoDB's range
    const payloads = [-4.451244080350585e-107 * 1e-30, 1e126, -1e130].map((n) => ({
      v: 1,
      type: 'ref',
      data: { n },
    }));

    // Act
    const results = payloads.map((payload) => deviceEventSchema.safeParse(payload).success);

    // Assess
    expect(results).toEqual([false, false, false]);
  });

  it('refuses data nested deeper than DynamoDB keeps', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 40; i += 1) deep = [deep];
    expect(deviceEventSchema.safeParse({ v: 1, type: 'ref', data: { deep } }).success).toBe(false);
  });

  it('keeps ordinary data: small and large numbers in range, text, lists and objects', () => {
    const data = {
      n: 1e-100,
      big: Number.MAX_SAFE_INTEGER,
      zero: 0,
      text: 'x',
      list: [1, { a: true }],
      none: null,
    };
    expect(isStorable(data)).toBe(true);
    expect(deviceEventSchema.safeParse({ v: 1, type: 'ref', data }).success).toBe(true);
  });

  it('refuses an empty key anywhere in the data, which DynamoDB cannot store', () => {
    for (const data of [{ '': true }, { list: [{ '': 1 }] }]) {
      expect(isStorable(data)).toBe(false);
      expect(deviceEventSchema.safeParse({ v: 1, type: 'ref', data }).success).toBe(false);
    }
  });

  it('refuses numbers the document client would refuse to write, past Number.MAX_SAFE_INTEGER', () => {
    const data = { big: 6.77e117 };
    expect(isStorable(data)).toBe(false);
    expect(deviceEventSchema.safeParse({ v: 1, type: 'ref', data }).success).toBe(false);
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses the key %s anywhere in the data as sent, which would fail at the store or vanish',
    (key) => {
      for (const text of [`{"${key}":{"a":1}}`, `{"list":[{"${key}":1}]}`]) {
        const payload = JSON.parse(`{"v":1,"type":"ref","data":${text}}`);
        expect(deviceEventSchema.safeParse(payload).success).toBe(false);
      }
    },
  );
});
