/**
 * Client-side checks of the site and classroom forms (spec section 5). Each error is a message:
 * a translation key and, for REQUIRED_FIELD_MSG, the label key of the field.
 */
import type { ErrorMessage } from '../../../api/errors';

export interface SiteFormValues {
  name: string;
  description: string;
  address: string;
  active: boolean;
}

export interface SpotFormValues extends SiteFormValues {
  site: string | undefined;
}

export type FormErrors<K extends string> = Partial<Record<K, ErrorMessage>>;

const required = (field: string): ErrorMessage => ({ key: 'REQUIRED_FIELD_MSG', values: { field } });

export function validateSite(values: SiteFormValues): FormErrors<'name'> {
  return values.name.trim() === '' ? { name: required('NAME') } : {};
}

export function validateSpot(values: SpotFormValues): FormErrors<'name' | 'site'> {
  const errors: FormErrors<'name' | 'site'> = {};
  if (values.name.trim() === '') errors.name = required('NAME');
  if (!values.site) errors.site = { key: 'REQUIRED_SITE' };
  return errors;
}

/** Optional text fields: blank means "not given", so the server stores null rather than ''. */
export function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
