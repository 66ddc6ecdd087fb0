import { describe, expect, it } from 'vitest';
import { hasErrors, optionalText, validateSite, validateSpot } from './validateForms';

const base = { name: 'Room 1', description: '', address: '', active: true };

describe('validateSite', () => {
  it('asks for a name with REQUIRED_FIELD_MSG naming the field', () => {
    // Prepare
    const values = { ...base, name: '   ' };
    // Act
    const errors = validateSite(values);
    // Assess
    expect(errors).toEqual({ name: { key: 'REQUIRED_FIELD_MSG', values: { field: 'NAME' } } });
  });

  it('accepts a named site', () => {
    expect(hasErrors(validateSite(base))).toBe(false);
  });
});

describe('validateSpot', () => {
  it('needs a site (REQUIRED_SITE) as well as a name', () => {
    const errors = validateSpot({ ...base, name: '', site: undefined });
    expect(errors.site).toEqual({ key: 'REQUIRED_SITE' });
    expect(errors.name?.key).toBe('REQUIRED_FIELD_MSG');
  });

  it('accepts a named classroom of a site', () => {
    expect(validateSpot({ ...base, site: 'site-1' })).toEqual({});
  });
});

describe('optionalText', () => {
  it('sends blank text as null and trims the rest', () => {
    expect(optionalText('  ')).toBeNull();
    expect(optionalText(' Main st. ')).toBe('Main st.');
  });
});
