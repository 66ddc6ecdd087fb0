/**
 * A declarative description of a simple entity screen (apps, scanners, the system catalog):
 * columns, form fields, and the API calls. CrudListPage, CrudFormModal and CrudDetail turn one
 * config into the list, the create/edit modal and the detail, so each entity is one small file.
 */
import type { ReactNode } from 'react';
import type { Auth } from '../../api/client';
import type { ErrorMessage } from '../../api/errors';
import type { Page } from '../../api/page';
import type { DetailItem } from '../components/DetailPanel';
import type { FilterName, FilterValues } from '../components/filterRules';
import type { Texts } from '../components/format';

export type FieldValue = string | boolean | undefined;
export type FormValues = Record<string, FieldValue>;

export interface FieldDef {
  name: string;
  /** Translation key of the label (read through the school/business wording). */
  labelKey: string;
  kind?: 'text' | 'textarea' | 'toggle' | 'site' | 'spot';
  required?: boolean;
  /** The record's key (uuid, scid, code...): set at creation, read-only afterwards. */
  fixed?: boolean;
  /** A field the kinds above cannot express (the rules screens' parameter editor). */
  render?: (props: CustomFieldProps) => ReactNode;
}

export interface CustomFieldProps {
  values: FormValues;
  onChange: (values: FormValues) => void;
  invalid: boolean;
  testId: string;
}

export interface CrudColumn<Row> {
  id: string;
  labelKey: string;
  cell: (row: Row, texts: Texts) => ReactNode;
  /** Hidden until the user shows it in the list's preferences (to fit 1366 px). */
  hidden?: boolean;
}

export interface CrudConfig<Row> {
  /** Test ids and the type segment of the routes: `${type}-list`, `${type}-create`... */
  type: string;
  labelKey: string;
  /** First element of every query key of this entity, invalidated after changes. */
  queryKey: string;
  idOf: (row: Row) => string;
  titleOf: (row: Row) => string;
  columns: CrudColumn<Row>[];
  filters: readonly FilterName[];
  fields: FieldDef[];
  /** A page of its own beside Create (the scanner list's registration wizard). */
  listLink?: { labelKey: string; href: string; testId: string };
  valuesOf: (row: Row | undefined) => FormValues;
  /** Checks beyond the required fields, run after them (REQUIRED_PARAMETER {key}...). */
  validate?: (values: FormValues) => Record<string, ErrorMessage>;
  fetchPage: (auth: Auth, page: number, perPage: number, filter: FilterValues) => Promise<Page<Row>>;
  fetchOne: (auth: Auth, id: string) => Promise<Row | null>;
  create?: (auth: Auth, values: FormValues) => Promise<Row>;
  update?: (auth: Auth, row: Row, values: FormValues) => Promise<unknown>;
  remove?: (auth: Auth, row: Row) => Promise<unknown>;
  detailItems: (row: Row, texts: Texts) => DetailItem[];
  detailPath: (id: string) => string;
  listPath: string;
}

/** REQUIRED_FIELD_MSG for each required field left blank, keyed by field name. */
export function validateFields(
  fields: readonly FieldDef[],
  values: FormValues,
): Record<string, ErrorMessage> {
  const errors: Record<string, ErrorMessage> = {};
  for (const field of fields) {
    const value = values[field.name];
    const blank = value === undefined || (typeof value === 'string' && value.trim() === '');
    if (field.required && blank)
      errors[field.name] = { key: 'REQUIRED_FIELD_MSG', values: { field: field.labelKey } };
  }
  return errors;
}

/** A text value for the server: trimmed, blank as null. */
export function text(values: FormValues, name: string): string | null {
  const value = values[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A required text value (validateFields ran before, so blank cannot reach the server). */
export function requiredText(values: FormValues, name: string): string {
  return text(values, name) ?? '';
}

export function flag(values: FormValues, name: string): boolean {
  return values[name] === true;
}
