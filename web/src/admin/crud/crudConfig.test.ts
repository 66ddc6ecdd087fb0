import { describe, expect, it } from 'vitest';
import { requiredText, text, validateFields } from './crudConfig';

describe('validateFields', () => {
  it('names each blank required field with its label key', () => {
    // Prepare
    const fields = [
      { name: 'code', labelKey: 'CODE', required: true },
      { name: 'name', labelKey: 'NAME', required: true },
      { name: 'desc', labelKey: 'DESCRIPTION' },
    ];
    // Act
    const errors = validateFields(fields, { code: '  ', name: 'Button', desc: '' });
    // Assess
    expect(errors).toEqual({ code: { key: 'REQUIRED_FIELD_MSG', values: { field: 'CODE' } } });
  });
});

describe('text', () => {
  it('trims and sends blank as null', () => {
    expect(text({ a: ' x ' }, 'a')).toBe('x');
    expect(text({ a: ' ' }, 'a')).toBeNull();
    expect(text({ a: true }, 'a')).toBeNull();
    expect(requiredText({}, 'a')).toBe('');
  });
});
