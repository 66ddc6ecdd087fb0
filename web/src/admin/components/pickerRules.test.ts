import { describe, expect, it } from 'vitest';
import { allowsNotSelected, canConnect } from './pickerRules';

describe('allowsNotSelected', () => {
  it('offers Not selected only for an optional single choice', () => {
    expect(allowsNotSelected({})).toBe(true);
    expect(allowsNotSelected({ required: true })).toBe(false);
    expect(allowsNotSelected({ multi: true })).toBe(false);
  });
});

describe('canConnect', () => {
  it('needs a selection in single mode and accepts an empty set in multi mode', () => {
    expect(canConnect({}, 0)).toBe(false);
    expect(canConnect({}, 1)).toBe(true);
    expect(canConnect({ multi: true }, 0)).toBe(true);
  });
});
