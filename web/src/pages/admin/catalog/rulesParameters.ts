/**
 * Pure helpers of the rules screens: an action's parameter definitions as editable rows, a
 * thing's parameter values checked against them (REQUIRED_PARAMETER {key} on the client, before
 * the engine's own check), and the rows of a createThings call (one per device, else one for the
 * site or classroom). Kept free of React so they are unit-tested.
 */
import type { ErrorMessage } from '../../../api/errors';
import type { ActionParameter, ActionParameterInput, ThingInput } from '../../../generated/graphql';

export const PARAMETER_TYPES = ['string', 'number', 'boolean'] as const;

/** A stored definition (the selected fields of ActionParameter; the default is JSON text). */
export type ParameterDef = Pick<ActionParameter, 'key' | 'type' | 'isArray' | 'required'> & {
  description?: string | null;
  default?: string | null;
};

/** One row of the parameter definitions editor; `default` is the text typed in. */
export interface ParameterDefRow {
  key: string;
  description: string;
  type: string;
  isArray: boolean;
  required: boolean;
  default: string;
}

export const emptyParameterDef = (): ParameterDefRow => ({
  key: '',
  description: '',
  type: 'string',
  isArray: false,
  required: false,
  default: '',
});

function parseJson(text: string | null | undefined): unknown {
  if (text === null || text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The editor's rows of an action's stored definitions (AWSJSON defaults arrive as JSON text). */
export function defRowsOf(defs: readonly ParameterDef[] | null | undefined): ParameterDefRow[] {
  return (defs ?? []).map((def) => {
    const value = parseJson(def.default);
    return {
      key: def.key,
      description: def.description ?? '',
      type: def.type,
      isArray: def.isArray,
      required: def.required,
      default:
        value === undefined || value === null ? '' : Array.isArray(value) ? value.join(', ') : String(value),
    };
  });
}

function typed(text: string, type: string): unknown {
  const trimmed = text.trim();
  if (type === 'number') return trimmed === '' ? undefined : Number(trimmed);
  if (type === 'boolean')
    return trimmed === 'true' ? true : trimmed === 'false' ? false : trimmed || undefined;
  return text === '' ? undefined : text;
}

/**
 * A typed-in value for one definition: an array definition splits on commas. Text that does not
 * fit the type stays as it is, so the check below names it INVALID_PARAMETER_TYPE.
 */
export function typedValue(text: string, def: Pick<ParameterDefRow, 'type' | 'isArray'>): unknown {
  if (!def.isArray) return typed(text, def.type);
  if (text.trim() === '') return undefined;
  return text.split(',').map((item) => typed(item.trim(), def.type));
}

function fits(value: unknown, type: string): boolean {
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === type;
}

function fitsDef(value: unknown, def: Pick<ParameterDefRow, 'type' | 'isArray'>): boolean {
  return def.isArray
    ? Array.isArray(value) && value.every((item) => fits(item, def.type))
    : fits(value, def.type);
}

/** The action input's definitions (blank rows dropped), or the first row's problem. */
export function parameterInputs(
  rows: readonly ParameterDefRow[],
): { ok: true; parameter: ActionParameterInput[] } | { ok: false; error: ErrorMessage } {
  const parameter: ActionParameterInput[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const key = row.key.trim();
    if (key === '') continue;
    if (seen.has(key)) return { ok: false, error: { key: 'DUPLICATE_PARAMETER', values: { key } } };
    seen.add(key);
    const value = typedValue(row.default, row);
    if (value !== undefined && !fitsDef(value, row))
      return { ok: false, error: { key: 'INVALID_PARAMETER_TYPE', values: { key } } };
    parameter.push({
      key,
      description: row.description.trim() || null,
      type: row.type,
      isArray: row.isArray,
      required: row.required,
      default: value === undefined ? null : JSON.stringify(value),
    });
  }
  return { ok: true, parameter };
}

export type ParameterCheck =
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; error: ErrorMessage & { values: { key: string } } };

/**
 * A thing's typed-in values (by key) checked against its action's definitions like the engine
 * does: a required key with no value and no default is REQUIRED_PARAMETER {key}, a value of the
 * wrong type INVALID_PARAMETER_TYPE {key}. Keys the action does not define are not sent.
 */
export function checkThingParameters(
  defs: readonly ParameterDef[],
  texts: Readonly<Record<string, string>>,
): ParameterCheck {
  const values: Record<string, unknown> = {};
  for (const def of defs) {
    const value = typedValue(texts[def.key] ?? '', def);
    if (value === undefined) {
      if (def.required && parseJson(def.default) == null)
        return { ok: false, error: { key: 'REQUIRED_PARAMETER', values: { key: def.key } } };
      continue;
    }
    if (!fitsDef(value, def))
      return { ok: false, error: { key: 'INVALID_PARAMETER_TYPE', values: { key: def.key } } };
    values[def.key] = value;
  }
  return { ok: true, values };
}

/** The typed-in texts of a stored parameter object (AWSJSON), for editing a thing. */
export function parameterTexts(parameter: string | null | undefined): Record<string, string> {
  const value = parseJson(parameter);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, Array.isArray(item) ? item.join(', ') : String(item)]),
  );
}

export interface ThingBatch {
  title: string;
  event: string | undefined;
  action: string | undefined;
  site: string | undefined;
  spot: string | undefined;
  /** The chosen buttons; none binds the site (or the classroom) as a whole. */
  devices: ReadonlyArray<{ mac: string; name?: string | null }>;
}

/**
 * REQUIRED_EVENT, REQUIRED_ACTION, REQUIRED_SITE, and REQUIRED_EVENTS when the batch makes no row
 * (no device and no site); keyed by the form field they belong to.
 */
export function batchErrors(batch: ThingBatch): Record<string, ErrorMessage> {
  const errors: Record<string, ErrorMessage> = {};
  if (!batch.event) errors.event = { key: 'REQUIRED_EVENT' };
  if (!batch.action) errors.action = { key: 'REQUIRED_ACTION' };
  if (!batch.site) errors.site = { key: batch.devices.length === 0 ? 'REQUIRED_EVENTS' : 'REQUIRED_SITE' };
  return errors;
}

/** The createThings input: one row per device, else one for the site or classroom; parameters once. */
export function thingRows(batch: ThingBatch, parameter: Record<string, unknown>): ThingInput[] {
  const base: ThingInput = {
    event: batch.event,
    action: batch.action,
    site: batch.site,
    spot: batch.spot ?? null,
    parameter: JSON.stringify(parameter),
  };
  const title = batch.title.trim();
  if (batch.devices.length === 0) return [{ ...base, title: title || null }];
  return batch.devices.map((device) => ({
    ...base,
    title: title ? `${title} (${device.name || device.mac})` : (device.name ?? device.mac),
    device: { mac: device.mac, name: device.name ?? null },
  }));
}
